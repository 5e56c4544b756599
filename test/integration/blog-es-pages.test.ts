// The Spanish blog's pages (issue 27): /blog lists the English posts and /es/blog the Spanish ones, each post lives
// under its own language's prefix (the other prefix redirects to it), a translated post links its pair (read both
// ways) with hreflang pointing across, and each language has its feed. Writing posts in either language:
// blog-es-editing.test.ts.
import { parseHTML } from "linkedom/worker";
import { describe, expect, it } from "vitest";
import { demoPosts } from "~/db/demo-content";
import { catalogue } from "~/i18n/catalogue";
import { site } from "~/platform/site";
import { parse, within } from "../dom";
import { get, page, sendJson } from "../helpers";
import { blogEsSetUp, english, head, spanish, switcher, untranslated } from "../fixtures/blog-es";

const en = catalogue("en").blog;
const es = catalogue("es").blog;

const englishLive = demoPosts.filter((p) => p.published);

const { editor, ids } = blogEsSetUp();

/** Every text of the page a visitor may meet: its text (hidden parts too) and its labels, titles and meta texts. */
function allTexts(html: string): string {
  const { document: doc } = parseHTML(html);
  const attributes = [...doc.querySelectorAll("*")].flatMap((el) =>
    ["aria-label", "title", "alt", "content", "placeholder", "data-copied"].map((a) => el.getAttribute(a) ?? ""),
  );
  return [doc.title, doc.body.textContent ?? "", ...attributes].join("\n");
}

function leaves(tree: unknown, path = ""): [string, string][] {
  if (typeof tree === "string") return [[path, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

/**
 * The English side of the blog's catalogue area that a Spanish page must not show: every text that differs from its
 * Spanish twin, as a pattern (placeholders filled with the site's names or matching anything), but the link to a
 * post's English translation, which is English on purpose.
 */
const englishOnly = leaves(en)
  .filter(([key, text]) => key !== "post.readIn" && text !== leaves(es).find(([k]) => k === key)![1])
  .map(([key, text]) => {
    const escaped = text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
    const names: Record<string, string> = { shortName: site.shortName, name: site.name };
    const pattern = escaped.replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => names[name] ?? ".+?");
    return [key, new RegExp(pattern)] as const;
  });

function expectNoEnglish(html: string) {
  const texts = allTexts(html);
  for (const [key, pattern] of englishOnly) expect(texts, `en.blog.${key}`).not.toMatch(pattern);
}

/** The post cards on a page: every article but the post being read. */
const cards = (html: string) =>
  parse(html)
    .queryAllByRole("article")
    .filter((article) => within(article).queryAllByRole("heading", { level: 1 }).length === 0);

describe("the lists", () => {
  it("/es/blog lists the Spanish posts in Spanish, with Spanish dates, and names the Spanish feed", async () => {
    const { res, html } = await page("/es/blog");
    expect(res.status).toBe(200);
    const screen = parse(html);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(`Ideas de ${site.shortName}`);
    const [card, ...others] = cards(html);
    expect(others).toHaveLength(0);
    const text = within(card!).text();
    expect(text).toContain(spanish.title);
    expect(text).toContain("11 mar 2025");
    expect(text).toMatch(/\d+ min de lectura/);
    expect(text).toContain(es.card.categories.Technology);
    const more = within(card!).getByRole("link", { name: `${es.card.readMore}: ${spanish.title}` });
    expect(more.getAttribute("href")).toBe(`/es/blog/${spanish.slug}`);
    expect(html).not.toContain(english.title);
    expect(head(html).feeds[0]).toBe("/es/blog/rss.xml");
    expectNoEnglish(html);
  });

  it("/blog lists only the English posts, with the spec's texts and dates", async () => {
    const { html } = await page("/blog?limit=60");
    expect(cards(html)).toHaveLength(englishLive.length);
    expect(html).not.toContain(spanish.title);
    const screen = parse(html);
    expect(screen.getAllByRole("link", { name: new RegExp(`^Read more: `) }).length).toBe(englishLive.length);
    const card = cards(html).find((c) => within(c).text().includes(english.title))!;
    expect(within(card).text()).toMatch(/Mar 11, 2025\s*\d+ min read/);
    expect(head(html).feeds).toEqual(["/blog/rss.xml"]);
    // The check the Spanish pages pass is not empty: the English page shows its texts.
    expect(englishOnly.filter(([, pattern]) => pattern.test(allTexts(html))).length).toBeGreaterThan(8);
    const first = await page("/blog");
    expect(parse(first.html).getByRole("link", { name: "Load more articles" }).getAttribute("href")).toBe(
      "/blog?limit=12",
    );
  });

  it("/es/blog pages by six with its own Load more, which the edge cache keeps like /blog's", async () => {
    for (let n = 1; n <= 6; n += 1) {
      const res = await sendJson(
        "/api/blog-posts",
        "POST",
        { title: `Nota ${n}`, slug: `nota-${n}`, content: "Texto.", published: true, language: "es" },
        editor.cookie,
      );
      expect(res.status).toBe(201);
    }
    const { html } = await page("/es/blog");
    expect(cards(html)).toHaveLength(6);
    const more = parse(html).getByRole("link", { name: es.list.loadMore });
    expect(more.getAttribute("href")).toBe("/es/blog?limit=12");
    expect(parse(html).text()).toContain("Mostrando 6 de 7 artículos");
    const all = await page("/es/blog?limit=12");
    expect(cards(all.html)).toHaveLength(7);
    expect(all.html).not.toContain(es.list.loadMore);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get("/es/blog?limit=12")).headers.get("X-Cache")).toBe("HIT");
  });
});

describe("a translated post", () => {
  it("in Spanish: Spanish texts and date, a link to its English pair, hreflang both ways, the header to the pair", async () => {
    const { res, html } = await page(`/es/blog/${spanish.slug}`);
    expect(res.status).toBe(200);
    const screen = parse(html);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(spanish.title);
    const pair = screen.getByRole("link", { name: en.post.readIn });
    expect(pair.getAttribute("href")).toBe(`/blog/${english.slug}`);
    expect(pair.getAttribute("lang")).toBe("en");
    expect(screen.getByRole("link", { name: es.post.back }).getAttribute("href")).toBe("/es/blog");
    expect(screen.getByRole("region", { name: es.post.related })).toBeTruthy();
    expect(screen.getByRole("link", { name: catalogue("es").share.linkedin })).toBeTruthy();
    expect(screen.text()).toContain("11 mar 2025");
    const facts = head(html);
    expect(facts.lang).toBe("es");
    expect(new URL(facts.canonical!).pathname).toBe(`/es/blog/${spanish.slug}`);
    expect(facts.alternates).toEqual({
      en: `/blog/${english.slug}`,
      es: `/es/blog/${spanish.slug}`,
      "x-default": `/blog/${english.slug}`,
    });
    expect(facts.ogLocale).toBe("es_419");
    expect(switcher(html, "en")).toEqual([`/blog/${english.slug}`, `/blog/${english.slug}`]);
    expectNoEnglish(html);
  });

  it("in English, though the pair is stored on the Spanish post: the spec's texts and a link to the Spanish pair", async () => {
    const { html } = await page(`/blog/${english.slug}`);
    const screen = parse(html);
    const pair = screen.getByRole("link", { name: es.post.readIn });
    expect(pair.getAttribute("href")).toBe(`/es/blog/${spanish.slug}`);
    expect(pair.getAttribute("hreflang") ?? pair.getAttribute("hrefLang")).toBe("es");
    expect(screen.getByRole("link", { name: "Back to Blog" }).getAttribute("href")).toBe("/blog");
    expect(screen.getByRole("region", { name: "Related Articles" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Share on LinkedIn" })).toBeTruthy();
    expect(screen.text()).toMatch(/Mar 11, 2025\s*\d+ min read/);
    expect(head(html).alternates).toEqual({
      en: `/blog/${english.slug}`,
      es: `/es/blog/${spanish.slug}`,
      "x-default": `/blog/${english.slug}`,
    });
    expect(switcher(html, "es")).toEqual([`/es/blog/${spanish.slug}`, `/es/blog/${spanish.slug}`]);
    // Related articles stay in the post's language.
    const related = within(screen.getByRole("region", { name: "Related Articles" })).getAllByRole("article");
    expect(related.map((a) => within(a).text()).join(" ")).not.toContain(spanish.title);
  });

  it("an untranslated post has no hreflang, no pair link, and the header offers the other language's blog", async () => {
    const { html } = await page(`/blog/${untranslated.slug}`);
    expect(head(html).alternates).toEqual({});
    expect(html).not.toContain("data-translation");
    expect(switcher(html, "es")).toEqual(["/es/blog", "/es/blog"]);
  });

  it("a pair whose other post is not live is not linked (hreflang never names a page that is not there)", async () => {
    const res = await sendJson(
      "/api/blog-posts",
      "POST",
      {
        title: "Borrador",
        slug: "borrador-traducido",
        content: "x",
        language: "es",
        translationOf: ids[untranslated.slug],
      },
      editor.cookie,
    );
    expect(res.status).toBe(201);
    const { html } = await page(`/blog/${untranslated.slug}`);
    expect(head(html).alternates).toEqual({});
    expect(html).not.toContain("borrador-traducido");
  });
});

describe("one address per post", () => {
  it("redirects a post asked for under the other language's prefix to its own address", async () => {
    const toEnglish = await get(`/es/blog/${english.slug}`);
    expect(toEnglish.status).toBe(302);
    expect(toEnglish.headers.get("Location")).toBe(`/blog/${english.slug}`);
    const toSpanish = await get(`/blog/${spanish.slug}?utm_source=mail`);
    expect(toSpanish.status).toBe(302);
    expect(toSpanish.headers.get("Location")).toBe(`/es/blog/${spanish.slug}?utm_source=mail`);
  });

  it("answers a missing post under /es with the Spanish not-found view", async () => {
    const { res, html } = await page("/es/blog/no-existe");
    expect(res.status).toBe(404);
    expect(head(html).lang).toBe("es");
    const screen = parse(html);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(es.notFound.title);
    expect(screen.text()).toContain(es.notFound.text);
    expect(screen.getByRole("link", { name: es.post.back }).getAttribute("href")).toBe("/es/blog");
    expectNoEnglish(html);
  });

  it("answers a missing post under /blog with the spec's texts", async () => {
    const { res, html } = await page("/blog/no-such-post");
    expect(res.status).toBe(404);
    const screen = parse(html);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Blog Post Not Found");
    expect(screen.text()).toContain("The blog post you're looking for doesn't exist or has been removed.");
  });
});

describe("feeds", () => {
  it("/blog/rss.xml carries the English posts, /es/blog/rss.xml the Spanish ones with <language>es</language>", async () => {
    const english_ = await (await get("/blog/rss.xml")).text();
    expect(english_).toContain("<language>en-us</language>");
    expect(english_).toContain(`/blog/${english.slug}</link>`);
    expect(english_).not.toContain(spanish.slug);

    const res = await get("/es/blog/rss.xml");
    expect(res.headers.get("Content-Type")).toContain("application/rss+xml");
    const feed = await res.text();
    expect(feed).toContain("<language>es</language>");
    expect(feed).toContain(`<title>Blog de ${site.name}</title>`);
    expect(feed).toMatch(new RegExp(`<link>[^<]*/es/blog/${spanish.slug}</link>`));
    expect(feed).toMatch(/<atom:link href="[^"]*\/es\/blog\/rss\.xml" rel="self"/);
    expect(feed).not.toContain(english.slug);
  });

  it("the sitemap lists each post at its own address, a pair with its hreflang alternates", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    const entry = (loc: string) => sitemap.match(new RegExp(`<url><loc>[^<]*${loc}</loc>(.*?)</url>`))?.[1];
    for (const loc of [`/es/blog/${spanish.slug}`, `/blog/${english.slug}`]) {
      expect(entry(loc), loc).toMatch(new RegExp(`hreflang="en" href="[^"]*/blog/${english.slug}"`));
      expect(entry(loc), loc).toMatch(new RegExp(`hreflang="es" href="[^"]*/es/blog/${spanish.slug}"`));
    }
    expect(sitemap).not.toMatch(new RegExp(`<loc>[^<]*[^s]/blog/${spanish.slug}</loc>`));
    expect(entry(`/blog/${untranslated.slug}`)).not.toContain("hreflang");
  });
});
