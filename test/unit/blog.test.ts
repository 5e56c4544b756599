// Blog rules: derived values, the slug rule, and the Markdown sanitiser against XSS payloads.
import { describe, expect, it } from "vitest";
import { renderMarkdown, safeUrl } from "~/platform/markdown.server";
import { countWords, postSchema, postCategory, readMinutes, slugify } from "~/schemas/blog-post";

describe("derived values", () => {
  it("category is Nearshoring when the title contains 'Nearshore'", () => {
    expect(postCategory("Why Nearshore Engineers Stay")).toBe("Nearshoring");
    expect(postCategory("The nearshore model")).toBe("Technology");
    expect(postCategory("AI-Assisted Development")).toBe("Technology");
  });

  it("read time is words / 200, rounded up", () => {
    expect(readMinutes("word ".repeat(200))).toBe(1);
    expect(readMinutes("word ".repeat(201))).toBe(2);
    expect(readMinutes("a\n\nb\tc   d")).toBe(1);
    expect(readMinutes("w ".repeat(1000))).toBe(5);
  });

  it("counts the words split(/\\s+/) keeps, Unicode spaces, right-to-left text and emoji included", () => {
    const texts = [
      "",
      "   ",
      "one",
      "  leading and trailing  ",
      "tabs\tand\nnew\r\nlines\u000bvertical\u000cfeed",
      "no\u00a0break\u2003em\u3000ideographic\u2028line\ufeffbom\u1680ogham",
      "שלום עולם مرحبا بالعالم",
      "emoji 🚀🚀 and\u200bzero-width (not a space)",
      "a".repeat(5000) + " " + "b",
    ];
    for (const text of texts)
      expect(countWords(text), JSON.stringify(text)).toBe(text.split(/\s+/).filter(Boolean).length);
  });
});

describe("slug", () => {
  it("is the title lower-cased, without punctuation, spaces to hyphens", () => {
    expect(slugify("Nearshore vs Offshore: What Actually Changes?")).toBe(
      "nearshore-vs-offshore-what-actually-changes",
    );
    expect(slugify("  San José & Bogotá -- 2026!  ")).toBe("san-jose-bogota-2026");
  });

  it("is made from the title when left blank, and must be well-formed when given", () => {
    const made = postSchema.safeParse({ title: "Hello, World", slug: "" });
    expect(made.success && made.data.slug).toBe("hello-world");
    expect(postSchema.safeParse({ title: "x", slug: "Bad Slug!" }).success).toBe(false);
    expect(postSchema.safeParse({ title: "!!!" }).success).toBe(false);
    expect(postSchema.safeParse({ title: "" }).success).toBe(false);
  });

  it("starts new posts unpublished", () => {
    const parsed = postSchema.parse({ title: "Draft" });
    expect(parsed.published).toBe(false);
  });
});

const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](java\tscript:alert(1))",
  "[click](&#106;avascript:alert(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](vbscript:msgbox(1))",
  "![x](javascript:alert(1))",
  '![x](x" onerror="alert(1))',
  '[x](https://ok.example "title\\" onmouseover=\\"alert(1)")',
  "<iframe src=https://evil.example></iframe>",
  "<svg onload=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<javascript:alert(1)>",
  "<style>body{display:none}</style>",
  "<object data=x></object><embed src=x>",
  "[ref]\n\n[ref]: javascript:alert(1)",
  '<div style="background:url(javascript:alert(1))">',
  "```html\n<script>alert(1)</script>\n```",
];

describe("markdown sanitiser", () => {
  it.each(XSS_PAYLOADS)("neutralises %s", (payload) => {
    const html = renderMarkdown(payload);
    // Attribute values are quoted and escaped; what matters is what stands outside them.
    const tags = html.replace(/"[^"]*"/g, '""');
    expect(tags).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<iframe|<object|<embed|<svg|<style|<details/i);
    expect(html).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i);
  });

  it("keeps ordinary Markdown", () => {
    const html = renderMarkdown(
      "## Title\n\nSome **bold** and a [link](/contact) and [out](https://example.com).\n\n- a\n- b",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="/contact">link</a>');
    expect(html).toContain('href="https://example.com" rel="noopener noreferrer nofollow" target="_blank"');
    expect(html).toContain("<li>a</li>");
  });

  it("accepts only safe URLs", () => {
    for (const ok of ["https://a.example/x", "http://a.example", "/blog/x", "#top", "mailto:a@b.c", "page.html"])
      expect(safeUrl(ok)).toBe(ok);
    for (const bad of ["javascript:alert(1)", "//evil.example", "data:text/html,x", " java\nscript:x", "&#106;s:x"])
      expect(safeUrl(bad)).toBeNull();
  });

  it("refuses backslashes, which browsers read as slashes and so as another site", () => {
    for (const bad of ["/\\evil.example", "\\\\evil.example", "/blog\\..\\x", "https:\\\\evil.example"])
      expect(safeUrl(bad)).toBeNull();
    const html = renderMarkdown("[a](/\\evil.example) and [b](</\\evil.example>)");
    expect(html).not.toContain("<a ");
  });
});
