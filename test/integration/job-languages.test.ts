// Job listings in two languages (issue 27): a listing carries its language and may name the one it translates.
// /jobs lists English listings; /es/jobs lists Spanish ones and the English ones nobody has translated yet. The API
// takes and returns `language` and `translationOf`, and refuses a language the site does not speak, a translation
// of a missing listing and a translation in the same language, naming the field.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { changedOutsideTheApp, get, page, sendJson, staff } from "../helpers";

type Json = Record<string, unknown>;
let admin: { cookie: string };

const create = async (fields: Json) => {
  const res = await sendJson(
    "/api/job-listings",
    "POST",
    {
      location: "Bogotá, Colombia",
      description: "Listing for the language tests.",
      category: "Engineering",
      ...fields,
    },
    admin.cookie,
  );
  return { res, job: res.status === 201 ? (((await res.json()) as Json).jobListing as Json) : null };
};

const cards = async (path: string) =>
  [...(await page(path)).html.matchAll(/data-job="(\d+)"/g)].map((m) => Number(m[1]));

beforeAll(async () => {
  admin = await staff("admin");
});

describe("job listings in two languages", () => {
  it("lists each language's listings, and on /es the English ones not yet translated", async () => {
    const english = (await create({ title: "Lang Test Engineer" })).job!;
    const lonely = (await create({ title: "Lang Test English Only" })).job!;
    const { res, job: spanish } = await create({
      title: "Ingeniera de prueba de idioma",
      language: "es",
      translationOf: english.id,
    });
    expect(res.status).toBe(201);
    expect(spanish).toMatchObject({ language: "es", translationOf: english.id });

    const onEnglish = await cards("/jobs");
    expect(onEnglish).toContain(english.id);
    expect(onEnglish).toContain(lonely.id);
    expect(onEnglish).not.toContain(spanish!.id);

    const onSpanish = await cards("/es/jobs");
    expect(onSpanish).toContain(spanish!.id);
    expect(onSpanish).toContain(lonely.id);
    expect(onSpanish).not.toContain(english.id);

    // Unpublishing the translation brings the English original back to /es/jobs.
    await env.DB.prepare("UPDATE jobs SET published = 0 WHERE id = ?").bind(spanish!.id).run();
    await changedOutsideTheApp();
    expect(await cards("/es/jobs")).toContain(english.id);
  });

  it("returns every language from GET /api/job-listings", async () => {
    const { job } = await create({ title: "Vacante solo en español", language: "es" });
    const list = ((await (await get("/api/job-listings")).json()) as { jobListings: Json[] }).jobListings;
    expect(list.find((j) => j.id === job!.id)).toMatchObject({ language: "es", translationOf: null });
  });

  it("refuses a language other than en or es, naming the field", async () => {
    const { res } = await create({ title: "French listing", language: "fr" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { language: ["Language must be en or es"] } });
  });

  it("refuses a translation of a missing listing or of one in the same language", async () => {
    const missing = await create({ title: "Orphan translation", language: "es", translationOf: 999_999 });
    expect(missing.res.status).toBe(400);
    expect(await missing.res.json()).toMatchObject({
      errors: { translationOf: ["Translation of: there is no job listing with id 999999"] },
    });
    const english = (await create({ title: "Same language original" })).job!;
    const same = await create({ title: "Same language copy", translationOf: english.id });
    expect(same.res.status).toBe(400);
    expect(await same.res.json()).toMatchObject({
      errors: {
        translationOf: [
          'Translation of: "Same language original" is in English too; a translation links job listings in different languages',
        ],
      },
    });
    const self = await sendJson(
      `/api/job-listings/${english.id}`,
      "PATCH",
      { translationOf: english.id },
      admin.cookie,
    );
    expect(self.status).toBe(400);
  });

  it("pairs a listing with one translation only, as its pages can show one language link", async () => {
    const english = (await create({ title: "Paired original" })).job!;
    await create({ title: "Primera traducción", language: "es", translationOf: english.id });
    const second = await create({ title: "Segunda traducción", language: "es", translationOf: english.id });
    expect(second.res.status).toBe(400);
    expect(await second.res.json()).toMatchObject({
      errors: { translationOf: ['Translation of: "Paired original" already has a translation, "Primera traducción"'] },
    });
  });

  it("keeps the language and the link through a partial PATCH", async () => {
    const english = (await create({ title: "Patch original" })).job!;
    const spanish = (await create({ title: "Original para PATCH", language: "es", translationOf: english.id })).job!;
    const res = await sendJson(`/api/job-listings/${spanish.id}`, "PATCH", { salary: "US$4,000" }, admin.cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).jobListing).toMatchObject({ language: "es", translationOf: english.id });
  });

  it("marks an English listing on /es/jobs as English, and links a pair with hreflang and the language link", async () => {
    const lonely = (await create({ title: "Marked English Only" })).job!;
    const { html } = await page("/es/jobs");
    const card = html.slice(html.indexOf(`data-job="${lonely.id}"`));
    expect(card.slice(0, card.indexOf("</article>"))).toContain("En inglés");
    expect(card).toMatch(/<h3[^>]*lang="en"[^>]*>Marked English Only/);

    const english = (await create({ title: "Paired Original" })).job!;
    const spanish = (await create({ title: "Original emparejado", language: "es", translationOf: english.id })).job!;
    const onEnglish = (await page(`/jobs/${english.id}`)).html;
    expect(onEnglish).toContain(`hrefLang="es" href="http://localhost:8787/es/jobs/${spanish.id}"`);
    expect(onEnglish).toContain(`<a href="/es/jobs/${spanish.id}" hrefLang="es"`);
    const onSpanish = (await page(`/es/jobs/${spanish.id}`)).html;
    expect(onSpanish).toContain(`hrefLang="en" href="http://localhost:8787/jobs/${english.id}"`);
    expect(onSpanish).toContain(`<a href="/jobs/${english.id}" hrefLang="en"`);
    expect(onSpanish).toContain('"inLanguage":"es"');
  });
});
