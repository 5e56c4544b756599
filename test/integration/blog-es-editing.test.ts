// Writing the blog in two languages (issue 27): the API and the editor take a post's `language` and
// `translationOf`, refusing a language the site does not speak and a pair the pages could not show. The pages
// themselves: blog-es-pages.test.ts; a save is on the next view of the cached Spanish list.
import { env } from "cloudflare:workers";
import { parseHTML } from "linkedom/worker";
import { beforeAll, describe, expect, it } from "vitest";
import { demoPosts } from "~/db/demo-content";
import { demoImagePng } from "~/db/demo-images";
import { parse } from "../dom";
import { firstView, get, page, postForm, sendJson } from "../helpers";
import { blogEsSetUp, english, head, spanish, switcher, untranslated } from "../fixtures/blog-es";

/** An English draft, which a Spanish post may translate before either is published. */
const draft = demoPosts.find((p) => !p.published)!;

type Json = Record<string, unknown>;

const { editor, ids } = blogEsSetUp();

// The editor offers the Spanish posts no post translates yet: one such, as the list tests make them.
beforeAll(async () => {
  const res = await sendJson(
    "/api/blog-posts",
    "POST",
    { title: "Nota 1", slug: "nota-1", content: "Texto.", published: true, language: "es" },
    editor.cookie,
  );
  expect(res.status).toBe(201);
});

/** A save of a new post from the editor (/admin/blog/new) by the suite's editor. */
const saveNewPost = (fields: Record<string, string>) =>
  postForm("/admin/blog/new", { intent: "save", ...fields }, editor.cookie);

/** A save from the editor of a new post in `language` that translates `original`, a demo post. */
const saveTranslationOf = (original: { slug: string }, language: string, title: string, content = "x") =>
  saveNewPost({ title, content, language, translationOf: String(ids[original.slug]) });

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

    const saved = await saveTranslationOf(draft, "es", "Guía de onboarding", "Hola.");
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
    const res = await saveTranslationOf(untranslated, "en", "Mismo idioma");
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
