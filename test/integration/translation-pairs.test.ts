// The one translation-pair rule every translatable collection uses (app/models/translation-pairs.server.ts): what an
// editor's "Translation of" picker offers, read for blog posts and job listings alike.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { blogTranslations } from "~/models/blog-posts.server";
import { jobTranslations } from "~/models/jobs.server";

const uid = () => Math.random().toString(36).slice(2, 10);

async function post(title: string, language: "en" | "es", translationOf: number | null = null) {
  const row = await env.DB.prepare(
    "INSERT INTO blog_posts (title, slug, content, language, translation_of, updated_at) VALUES (?, ?, 'x', ?, ?, ?) RETURNING id",
  )
    .bind(title, `pair-${uid()}`, language, translationOf, Date.now() + 60_000)
    .first<{ id: number }>();
  return row!.id;
}

async function job(title: string, language: "en" | "es", translationOf: number | null = null) {
  const row = await env.DB.prepare(
    `INSERT INTO jobs (title, department, location, type, description, responsibilities, requirements, language,
       translation_of, updated_at) VALUES (?, 'Engineering', 'Remote', 'Full-time', 'x', '[]', '[]', ?, ?, ?) RETURNING id`,
  )
    .bind(title, language, translationOf, Date.now() + 60_000)
    .first<{ id: number }>();
  return row!.id;
}

describe("the Translation of picker", () => {
  it("offers a new post only rows paired with nothing, whichever side of a pair names the other", async () => {
    const original = await post(`Paired original ${uid()}`, "en");
    const translation = await post(`Traducción emparejada ${uid()}`, "es", original);
    const single = await post(`Single post ${uid()}`, "en");
    const ids = (await blogTranslations.choices(null, null)).choices.map((c) => c.id);
    expect(ids).toContain(single);
    expect(ids).not.toContain(translation);
    expect(ids).not.toContain(original);
  });

  it("offers a row its own pair, and names the row that translates it", async () => {
    const original = await post(`Own pair ${uid()}`, "en");
    const translation = await post(`Su traducción ${uid()}`, "es", original);
    const forOriginal = await blogTranslations.choices(original, null);
    expect(forOriginal.translatedBy).toMatchObject({ id: translation });
    expect(forOriginal.choices.map((c) => c.id)).toContain(translation);
    const forTranslation = await blogTranslations.choices(translation, original);
    expect(forTranslation.choices.map((c) => c.id)).toContain(original);
  });

  it("reads job listings by the same rule", async () => {
    const original = await job(`Paired listing ${uid()}`, "en");
    const translation = await job(`Vacante emparejada ${uid()}`, "es", original);
    const ids = (await jobTranslations.choices(null, null)).choices.map((c) => c.id);
    expect(ids).not.toContain(original);
    expect(ids).not.toContain(translation);
  });
});
