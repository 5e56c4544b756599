// The blog in two languages (issue 27): /blog lists the English posts and /es/blog the Spanish ones, each post lives
// under its own language's prefix (the other prefix redirects to it), a translated post links its pair (read both
// ways) with hreflang pointing across, each language has its feed, and the API and the editor take a post's
// `language` and `translationOf`, refusing a language the site does not speak and a pair the pages could not show.
import { env } from "cloudflare:workers";
import { parseHTML } from "linkedom/worker";
import { beforeAll, describe, expect, it } from "vitest";
import { demoPosts, demoTranslations } from "~/db/demo-content";
import { demoImagePng } from "~/db/demo-images";
import { catalogue } from "~/i18n/catalogue";
import { site } from "~/platform/site";
import { parse, within } from "../dom";
import { firstView, get, page, postForm, seedTable, sendJson, staff } from "../helpers";

const en = catalogue("en").blog;
const es = catalogue("es").blog;

const spanish = demoTranslations[0]!;
const english = demoPosts.find((p) => p.slug === spanish.translationOf)!;
const untranslated = demoPosts.find((p) => p.published && p.slug !== english.slug)!;
const englishLive = demoPosts.filter((p) => p.published);
/** An English draft, which a Spanish post may translate before either is published. */
const draft = demoPosts.find((p) => !p.published)!;

type Json = Record<string, unknown>;

let editor: { cookie: string };
let ids: Record<string, number> = {};
beforeAll(async () => {
  await seedTable("blog_posts");
  editor = await staff("editor");
  const { results } = await env.DB.prepare("SELECT id, slug FROM blog_posts").all<{ id: number; slug: string }>();
  ids = Object.fromEntries(results.map((r) => [r.slug, r.id]));
});

/** A save of a new post from the editor (/admin/blog/new) by the suite's editor. */
const saveNewPost = (fields: Record<string, string>) =>
  postForm("/admin/blog/new", { intent: "save", ...fields }, editor.cookie);

/** The head's language facts: lang, canonical, hreflang alternates, og:locale and the feeds it names. */
function head(html: string) {
  const { document: doc } = parseHTML(html);
  const links = [...doc.querySelectorAll("link[rel=alternate]")];
  return {
    lang: doc.documentElement.getAttribute("lang"),
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    alternates: Object.fromEntries(
      links
        .filter((l) => l.getAttribute("hreflang") ?? l.getAttribute("hrefLang"))
        .map((l) => [
          l.getAttribute("hreflang") ?? l.getAttribute("hrefLang"),
          new URL(l.getAttribute("href")!).pathname,
        ]),
    ),
    feeds: links.filter((l) => l.getAttribute("type") === "application/rss+xml").map((l) => l.getAttribute("href")),
    ogLocale: doc.querySelector('meta[property="og:locale"]')?.getAttribute("content") ?? null,
  };
}

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

/** The header's links to the other language (app/i18n/hooks.ts useLanguageSwitch): its bar's and its drawer's. */
const switcher = (html: string, language: string) =>
  [...parseHTML(html).document.querySelectorAll("header a:not([data-translation])")]
    .filter((a) => (a.getAttribute("hrefLang") ?? a.getAttribute("hreflang")) === language)
    .map((a) => a.getAttribute("href"));

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

describe("/api/blog-posts", () => {
  const create = (body: Json) => sendJson("/api/blog-posts", "POST", body, editor.cookie);
  const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors;

  it("lists one language: English by default, Spanish with ?language=es; another language is a 400", async () => {
    const english_ = (await (await get("/api/blog-posts?limit=100")).json()) as { posts: Json[] };
    expect(english_.posts.every((p) => p.language === "en")).toBe(true);
    const spanish_ = (await (await get("/api/blog-posts?language=es&limit=100")).json()) as { posts: Json[] };
    expect(spanish_.posts.map((p) => p.slug)).toContain(spanish.slug);
    expect(spanish_.posts.every((p) => p.language === "es")).toBe(true);
    const bad = await get("/api/blog-posts?language=fr");
    expect(bad.status).toBe(400);
    expect(await errorsOf(bad)).toEqual({ language: ["Language must be en or es"] });
  });

  it("returns a post's language and translationOf", async () => {
    const body = (await (await get(`/api/blog-posts/${spanish.slug}`)).json()) as { post: Json };
    expect(body.post).toMatchObject({ language: "es", translationOf: ids[english.slug] });
  });

  it("refuses a language other than en or es, naming the field", async () => {
    const res = await create({ title: "Un post", language: "fr" });
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual({ language: ["Language must be en or es"] });
  });

  it("refuses a translationOf naming a missing post, or a post in the same language, saying which", async () => {
    const missing = await create({ title: "Huérfano", language: "es", translationOf: 999999 });
    expect(missing.status).toBe(400);
    expect((await errorsOf(missing)).translationOf).toEqual(["Translation of: there is no post with id 999999"]);

    const same = await create({ title: "Same language", translationOf: ids[untranslated.slug] });
    expect(same.status).toBe(400);
    expect((await errorsOf(same)).translationOf).toEqual([
      `Translation of: "${untranslated.title}" is in English too; a translation links posts in different languages`,
    ]);

    const notAnId = await create({ title: "Raro", language: "es", translationOf: "abc" });
    expect(notAnId.status).toBe(400);
    expect(Object.keys(await errorsOf(notAnId))).toEqual(["translationOf"]);

    const taken = await create({ title: "Otra traducción", language: "es", translationOf: ids[english.slug] });
    expect(taken.status).toBe(400);
    expect((await errorsOf(taken)).translationOf).toEqual([
      `Translation of: "${english.title}" already has a translation, "${spanish.title}"`,
    ]);
    const { n } = (await env.DB.prepare(
      "SELECT count(*) AS n FROM blog_posts WHERE title IN ('Huérfano', 'Same language', 'Raro', 'Otra traducción')",
    ).first<{ n: number }>())!;
    expect(n).toBe(0);
  });

  it("creates a pair, keeps it through a partial PATCH, refuses a PATCH that would break it, and unlinks on delete", async () => {
    const original = (await (await create({ title: "Original", content: "One.", published: true })).json()) as {
      post: Json;
    };
    const created = await create({
      title: "Traducción",
      content: "Uno.",
      published: true,
      language: "es",
      translationOf: original.post.id,
    });
    expect(created.status).toBe(201);
    const translation = ((await created.json()) as { post: Json }).post;
    expect(translation).toMatchObject({ language: "es", translationOf: original.post.id });

    const patched = await sendJson(
      `/api/blog-posts/${translation.id}`,
      "PATCH",
      { excerpt: "Nuevo resumen" },
      editor.cookie,
    );
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { post: Json }).post).toMatchObject({
      excerpt: "Nuevo resumen",
      language: "es",
      translationOf: original.post.id,
    });

    const sameLanguage = await sendJson(
      `/api/blog-posts/${original.post.id}`,
      "PATCH",
      { language: "es" },
      editor.cookie,
    );
    expect(sameLanguage.status).toBe(400);
    expect(Object.keys(await errorsOf(sameLanguage))).toEqual(["language"]);
    const fr = await sendJson(`/api/blog-posts/${translation.id}`, "PATCH", { language: "fr" }, editor.cookie);
    expect(fr.status).toBe(400);
    expect(await errorsOf(fr)).toEqual({ language: ["Language must be en or es"] });

    expect((await sendJson(`/api/blog-posts/${original.post.id}`, "DELETE", undefined, editor.cookie)).status).toBe(
      200,
    );
    const row = await env.DB.prepare("SELECT translation_of FROM blog_posts WHERE id = ?")
      .bind(translation.id)
      .first<{ translation_of: number | null }>();
    expect(row).toEqual({ translation_of: null });
    const { html } = await page(`/es/blog/${translation.slug as string}`);
    expect(head(html).alternates).toEqual({});
    expect(switcher(html, "en")).toEqual(["/blog", "/blog"]);
  });
});

describe("the editor", () => {
  it("offers a Language select and the other language's posts to translate, and saves both", async () => {
    const { html } = await page("/admin/blog/new", { headers: { Cookie: editor.cookie } });
    const screen = parse(html);
    const language = screen.getByLabelText("Language");
    expect([...language.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["English", "Spanish"]);
    const picker = screen.getByLabelText("Translation of");
    expect(picker.querySelector("option")!.textContent).toBe("None");
    // A new post is English until told otherwise: it may translate Spanish posts that are not paired yet.
    const offered = [...picker.querySelectorAll("option")].map((o) => o.textContent);
    expect(offered.some((t) => t!.startsWith("Nota 1 (Spanish)"))).toBe(true);
    expect(offered.some((t) => t!.startsWith(spanish.title))).toBe(false);

    const saved = await saveNewPost({
      title: "Guía de onboarding",
      content: "Hola.",
      language: "es",
      translationOf: String(ids[draft.slug]),
    });
    expect(saved.status).toBe(302);
    const row = await env.DB.prepare(
      "SELECT id, language, translation_of FROM blog_posts WHERE slug = 'guia-de-onboarding'",
    ).first<{ id: number; language: string; translation_of: number }>();
    expect(row).toMatchObject({ language: "es", translation_of: ids[draft.slug] });

    // Its editor shows what was saved; an autosave keeps it.
    const edit = parse((await page(`/admin/blog/${row!.id}/edit`, { headers: { Cookie: editor.cookie } })).html);
    expect(edit.getByLabelText("Language").querySelector("option[selected]")?.textContent).toBe("Spanish");
    const autosaved = await postForm(
      `/admin/blog/${row!.id}/edit`,
      {
        intent: "autosave",
        id: String(row!.id),
        title: "Guía de onboarding",
        content: "Hola otra vez.",
        language: "es",
        translationOf: String(row!.translation_of),
      },
      editor.cookie,
    );
    expect(autosaved.status).toBe(200);
    const after = await env.DB.prepare("SELECT language, translation_of FROM blog_posts WHERE id = ?")
      .bind(row!.id)
      .first();
    expect(after).toEqual({ language: "es", translation_of: row!.translation_of });

    // The English post it names shows the pair instead of a picker, and the list marks each post's language.
    const named = parse(
      (
        await page(`/admin/blog/${ids[draft.slug]}/edit`, {
          headers: { Cookie: editor.cookie },
        })
      ).html,
    );
    expect(named.queryAllByLabelText("Translation of")).toHaveLength(0);
    expect(named.text()).toContain(`"Guía de onboarding" (Spanish) is this post's translation.`);
    const list = (await page("/admin/blog?q=Gu%C3%ADa", { headers: { Cookie: editor.cookie } })).html;
    const badge = parseHTML(list).document.querySelector('[data-post="guia-de-onboarding"] [data-language]');
    expect(badge?.getAttribute("data-language")).toBe("es");
    expect(badge?.textContent).toBe("ES");
  });

  it("shows a refused pair on its field", async () => {
    const res = await saveNewPost({
      title: "Mismo idioma",
      content: "x",
      language: "en",
      translationOf: String(ids[untranslated.slug]),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(`is in English too; a translation links posts in different languages`);
  });
});

describe("the edge cache", () => {
  it("a save through the back office is on the next view of the Spanish blog", async () => {
    await firstView("/es/blog");
    const cached = await page("/es/blog");
    expect(cached.res.headers.get("X-Cache")).toBe("HIT");
    const saved = await saveNewPost({
      title: "Recién publicado",
      content: "x",
      language: "es",
      mode: "publish",
      published: "on",
    });
    expect(saved.status).toBe(302);
    const after = await page("/es/blog");
    expect(after.res.headers.get("X-Cache")).toBe("MISS");
    expect(after.html).toContain("Recién publicado");
  });
});

describe("demo content", () => {
  it("has a Spanish translation of an English post, with a picture of its own that the upload accepts", async () => {
    expect(spanish.language).toBe("es");
    expect(english.published && spanish.published).toBe(true);
    const png = new Uint8Array(demoImagePng(spanish.slug));
    const digest = async (bytes: Uint8Array<ArrayBuffer>) =>
      [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].join(",");
    const others = await Promise.all(demoPosts.map((p) => digest(new Uint8Array(demoImagePng(p.slug)))));
    expect(others).not.toContain(await digest(png));
    const form = new FormData();
    form.append("file", new File([png], `${spanish.slug}.png`, { type: "image/png" }));
    const res = await get("/api/blog-images", { method: "POST", body: form, headers: { Cookie: editor.cookie } });
    expect(res.status).toBe(201);
  });
});
