// Links in blog Markdown: only http(s):, mailto: and paths on this site; links to other sites open without
// handing them this page (rel="noopener noreferrer").
import { describe, expect, it } from "vitest";
import { renderMarkdown, safeUrl } from "~/platform/markdown.server";

describe("Markdown links", () => {
  it.each([
    ["a backslash path browsers open as //evil.example", "/\\evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["a backslash after the scheme-less slash", "/\\/evil.example"],
    ["protocol-relative", "//x"],
    ["another scheme", "ftp://files.example/x"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["a tab inside", "/\t/evil.example"],
  ])("refuses %s", (_label, href) => {
    expect(safeUrl(href)).toBeNull();
    // (A tab cannot stand in a Markdown link destination; "/%09/…" is a harmless path on this site.)
    if (href.includes("\t")) return;
    const html = renderMarkdown(`[click](${href})`);
    expect(html).not.toContain("<a ");
  });

  it("renders /\\evil.example as text, not a link", () => {
    const html = renderMarkdown("[click](/\\evil.example)");
    expect(html).not.toMatch(/<a\b/);
    expect(html).toContain("click");
  });

  it("keeps same-origin paths, fragments, http(s) and mailto links", () => {
    for (const ok of [
      "/blog/x",
      "/contact?topic=ai#form",
      "#top",
      "page.html",
      "https://a.example/x",
      "http://a.example",
      "mailto:a@b.c",
    ]) {
      expect(safeUrl(ok), ok).toBe(ok);
    }
  });

  it("gives links to other sites rel=noopener noreferrer, and same-site links none", () => {
    const html = renderMarkdown("[out](https://other.example/page) and [in](/about)");
    expect(html).toMatch(/<a href="https:\/\/other\.example\/page"[^>]*rel="[^"]*\bnoopener\b[^"]*"/);
    expect(html).toMatch(/<a href="https:\/\/other\.example\/page"[^>]*rel="[^"]*\bnoreferrer\b[^"]*"/);
    expect(html).toContain('<a href="/about">in</a>');
  });

  it("keeps images to the same rule", () => {
    expect(renderMarkdown("![x](/\\evil.example/a.png)")).not.toContain("<img");
    expect(renderMarkdown("![x](//evil.example/a.png)")).not.toContain("<img");
    expect(renderMarkdown("![x](/images/a.png)")).toContain('<img src="/images/a.png"');
  });
});
