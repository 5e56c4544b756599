// Case studies as an editable, bilingual collection (issue 28): the public list and each study's page in both
// languages, the API (CRUD, partial PATCH, bad input, roles), the back office's writes (audited, the edge cache
// refreshed) and the sitemap.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parse } from "../dom";
import { firstView, get, page, postForm, postRefused, sendJson, signedInStaff, uploadImage } from "../helpers";
import { png, svg } from "../images";

const { admin, editor } = signedInStaff("admin", "editor");

const NEW_STUDY = {
  title: "Cutting claims handling from days to hours",
  client: "A regional insurer",
  industry: "Insurance",
  metricValue: "80%",
  metricLabel: "faster claims handling",
  challenge: "Claims waited **days** in a queue.",
  solution: "An event-driven claims pipeline with automated triage.",
  technologies: ["Go", "GCP"],
  results: ["Claims handled in hours"],
  expertise: ["Data & AI"],
  quoteText: "They made it look easy.",
  quoteAuthor: "Ana Pérez",
  quoteTitle: "COO, regional insurer",
  published: true,
};

const lastAudit = () =>
  env.DB.prepare(
    "SELECT action, entity, entity_id AS entityId, actor_id AS actorId FROM audit_log ORDER BY id DESC LIMIT 1",
  ).first<{
    action: string;
    entity: string;
    entityId: string | null;
    actorId: number;
  }>();

describe("the public pages", () => {
  it("/case-studies shows the first two published studies behind the switch, in one D1 round trip", async () => {
    const { res, html } = await page("/case-studies");
    expect(res.status).toBe(200);
    const screen = parse(html);
    const buttons = [...screen.document.querySelectorAll('[data-behaviour="case-study"] button[aria-pressed]')];
    expect(buttons.map((b) => b.getAttribute("value"))).toEqual(["payroll", "analytics"]);
    expect(res.headers.get("Server-Timing")).toContain('desc="1 D1 queries"');
  });

  it("/es/case-studies shows the Spanish studies under the English keys, so ?study= selects the same study", async () => {
    const { html } = await page("/es/case-studies?study=analytics");
    const visible = parse(html).document.querySelector("[data-study]:not([hidden])");
    expect(visible?.getAttribute("data-study")).toBe("analytics");
    expect(visible?.textContent).toContain("Una sola visión confiable");
  });

  it("a study has its own page with Article JSON-LD, share tags and hreflang to its translation", async () => {
    const { res, html } = await page("/case-studies/payroll");
    expect(res.status).toBe(200);
    const doc = parse(html).document;
    expect(doc.querySelector("h1")?.textContent).toBe("Rebuilding payroll processing for speed and accuracy");
    const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data).toMatchObject({
      "@type": "Article",
      headline: "Rebuilding payroll processing for speed and accuracy",
    });
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe("article");
    expect(doc.querySelector('meta[name="twitter:card"]')).not.toBeNull();
    expect(
      [...doc.querySelectorAll('link[rel="alternate"]')]
        .find((l) => (l.getAttribute("hreflang") ?? l.getAttribute("hrefLang")) === "es")
        ?.getAttribute("href"),
    ).toMatch(/\/es\/case-studies\/procesamiento-de-nomina$/);
    expect(doc.querySelector("[data-translation]")?.getAttribute("href")).toBe(
      "/es/case-studies/procesamiento-de-nomina",
    );
  });

  it("the Spanish study is at /es/case-studies/{slug}; the other prefix redirects there; a missing one is a 404", async () => {
    const { res, html } = await page("/es/case-studies/procesamiento-de-nomina");
    expect(res.status).toBe(200);
    expect(parse(html).document.documentElement.getAttribute("lang")).toBe("es");
    expect(html).toContain("Todos los casos de éxito");
    const moved = await get("/case-studies/procesamiento-de-nomina");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe("/es/case-studies/procesamiento-de-nomina");
    const missing = await page("/es/case-studies/no-such-study");
    expect(missing.res.status).toBe(404);
    expect(missing.html).toContain("Caso de éxito no encontrado");
  });

  it("lists the published studies past the first two as cards, and the sitemap names every study", async () => {
    const created = await sendJson("/api/case-studies", "POST", { ...NEW_STUDY, slug: "claims-cards" }, editor.cookie);
    expect(created.status).toBe(201);
    const { html } = await page("/case-studies");
    const card = parse(html).document.querySelector('[data-case-study="claims-cards"]');
    expect(card?.textContent).toContain(NEW_STUDY.title);
    expect(card?.querySelector("a")?.getAttribute("href")).toBe("/case-studies/claims-cards");
    const study = await page("/case-studies/claims-cards");
    // Markdown is rendered and sanitised on the study's page.
    expect(study.html).toContain("<strong>days</strong>");
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain("/case-studies/claims-cards</loc>");
    expect(sitemap).toContain("/es/case-studies/procesamiento-de-nomina</loc>");
  });
});

describe("/api/case-studies", () => {
  it("lists published studies to anyone and every study to staff", async () => {
    await sendJson("/api/case-studies", "POST", { ...NEW_STUDY, slug: "draft-study", published: false }, admin.cookie);
    const anonymous = (await (await get("/api/case-studies?limit=100")).json()) as { caseStudies: { slug: string }[] };
    expect(anonymous.caseStudies.map((s) => s.slug)).not.toContain("draft-study");
    expect(anonymous.caseStudies.map((s) => s.slug)).toContain("payroll");
    const staffList = (await (
      await get("/api/case-studies?limit=100", { headers: { Cookie: editor.cookie } })
    ).json()) as { caseStudies: { slug: string }[] };
    expect(staffList.caseStudies.map((s) => s.slug)).toContain("draft-study");
    expect((await get("/api/case-studies/draft-study")).status).toBe(404);
    expect((await get("/api/case-studies/draft-study", { headers: { Cookie: editor.cookie } })).status).toBe(200);
    expect((await get("/api/case-studies?language=fr")).status).toBe(400);
  });

  it("creates, reads by slug or id, patches only the fields named, and deletes, each audited", async () => {
    const res = await sendJson("/api/case-studies", "POST", { ...NEW_STUDY, slug: "crud-study" }, editor.cookie);
    expect(res.status).toBe(201);
    const { caseStudy } = (await res.json()) as { caseStudy: { id: number; technologies: string[] } };
    expect(caseStudy.technologies).toEqual(["Go", "GCP"]);
    expect(await lastAudit()).toMatchObject({ action: "create", entity: "case-study", actorId: editor.id });

    const byId = (await (await get(`/api/case-studies/${caseStudy.id}`)).json()) as { caseStudy: { slug: string } };
    expect(byId.caseStudy.slug).toBe("crud-study");

    const patched = await sendJson(`/api/case-studies/${caseStudy.id}`, "PATCH", { metricValue: "90%" }, editor.cookie);
    expect(patched.status).toBe(200);
    const after = ((await patched.json()) as { caseStudy: typeof NEW_STUDY }).caseStudy;
    expect(after).toMatchObject({ ...NEW_STUDY, metricValue: "90%" });
    expect(await lastAudit()).toMatchObject({ action: "update", entity: "case-study", entityId: String(caseStudy.id) });

    const deleted = await sendJson("/api/case-studies/crud-study", "DELETE", undefined, admin.cookie);
    expect(deleted.status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: "delete", entity: "case-study", entityId: String(caseStudy.id) });
    expect((await get(`/api/case-studies/${caseStudy.id}`, { headers: { Cookie: admin.cookie } })).status).toBe(404);
  });

  it("reads a number as the id first, and writes the study it resolved, even when another's slug is that number", async () => {
    const post = async (slug: string) =>
      (
        (await (await sendJson("/api/case-studies", "POST", { ...NEW_STUDY, slug }, editor.cookie)).json()) as {
          caseStudy: { id: number };
        }
      ).caseStudy.id;
    const numbered = await post("77777");
    const other = await post("acme-claims");
    await env.DB.prepare("UPDATE case_studies SET id = 77777 WHERE id = ?").bind(other).run();

    const patched = await sendJson("/api/case-studies/acme-claims", "PATCH", { client: "Acme" }, editor.cookie);
    expect(await patched.json()).toMatchObject({ caseStudy: { id: 77777, slug: "acme-claims", client: "Acme" } });
    const untouched = await get(`/api/case-studies/${numbered}`, { headers: { Cookie: editor.cookie } });
    expect(await untouched.json()).toMatchObject({ caseStudy: { slug: "77777", client: NEW_STUDY.client } });

    expect((await sendJson("/api/case-studies/77777", "DELETE", undefined, admin.cookie)).status).toBe(200);
    const left = await env.DB.prepare("SELECT slug FROM case_studies WHERE id IN (?, 77777)").bind(numbered).all();
    expect(left.results).toEqual([{ slug: "77777" }]);
    await sendJson(`/api/case-studies/${numbered}`, "DELETE", undefined, admin.cookie);
  });

  it("refuses bad input with 400 naming the field, a taken slug with 409, and anonymous writes with 401", async () => {
    const missing = await sendJson("/api/case-studies", "POST", { title: "No client" }, editor.cookie);
    expect(missing.status).toBe(400);
    const { errors } = (await missing.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["client", "challenge", "solution"]));

    for (const logoUrl of ["javascript:alert(1)", "https://evil.example/logo.png", "/media/blog/../../secret"]) {
      const unsafe = await sendJson("/api/case-studies", "POST", { ...NEW_STUDY, logoUrl }, editor.cookie);
      expect(unsafe.status).toBe(400);
      expect(((await unsafe.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty("logoUrl");
    }
    const badList = await sendJson("/api/case-studies", "POST", { ...NEW_STUDY, results: [1, 2] }, editor.cookie);
    expect(badList.status).toBe(400);
    const badLanguage = await sendJson("/api/case-studies", "POST", { ...NEW_STUDY, language: "fr" }, editor.cookie);
    expect(((await badLanguage.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty("language");
    const taken = await sendJson("/api/case-studies", "POST", { ...NEW_STUDY, slug: "payroll" }, editor.cookie);
    expect(taken.status).toBe(409);
    const sameLanguage = await sendJson(
      "/api/case-studies",
      "POST",
      { ...NEW_STUDY, slug: "pair-same-language", translationOf: await idOf("payroll") },
      editor.cookie,
    );
    expect(sameLanguage.status).toBe(400);
    expect(((await sameLanguage.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      "translationOf",
    );
    expect((await sendJson("/api/case-studies", "POST", NEW_STUDY)).status).toBe(401);
    expect((await sendJson("/api/case-studies/payroll", "PATCH", { title: "x" })).status).toBe(401);
  });

  it("takes a logo uploaded through the blog's image upload, with its checks (413, 415)", async () => {
    const upload = await uploadImage(png(200, 100), "logo.png", "image/png", editor.cookie);
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const res = await sendJson(
      "/api/case-studies",
      "POST",
      { ...NEW_STUDY, slug: "with-logo", logoUrl: url },
      editor.cookie,
    );
    expect(res.status).toBe(201);
    const study = parse((await page("/case-studies/with-logo")).html).document;
    const img = study.querySelector(`img[src="${url}"]`);
    expect(img?.getAttribute("width")).toBe("200");
    expect(study.querySelector('meta[property="og:image"]')?.getAttribute("content")).toContain(url);
    // The image is in use now: the media library refuses to delete it.
    const images = (await (await get("/api/blog-images", { headers: { Cookie: editor.cookie } })).json()) as {
      images: { id: number; url: string }[];
    };
    const id = images.images.find((i) => i.url === url)!.id;
    expect((await sendJson(`/api/blog-images/${id}`, "DELETE", undefined, editor.cookie)).status).toBe(409);

    const refused = await uploadImage(svg(), "logo.svg", "image/svg+xml", editor.cookie);
    expect(refused.status).toBe(415);
  });
});

describe("the back office", () => {
  it("lets editors and admins in, and sends visitors to sign in", async () => {
    expect((await get("/admin/case-studies", { headers: { Cookie: editor.cookie } })).status).toBe(200);
    expect((await get("/admin/case-studies/new", { headers: { Cookie: admin.cookie } })).status).toBe(200);
    expect((await get("/admin/case-studies")).headers.get("Location")).toMatch(/^\/admin\/login/);
  });

  it("saves from the editor (audited), and the public page shows it on the next view (edge cache refreshed)", async () => {
    await firstView("/case-studies");
    expect((await get("/case-studies")).headers.get("X-Cache")).toBe("HIT");
    const saved = await postForm(
      "/admin/case-studies/new",
      {
        intent: "save",
        title: "Editor's new study",
        client: "A logistics platform",
        challenge: "Slow routing.",
        solution: "Faster routing.",
        technologies: "Rust\nKafka",
        // Empty fields as the browser sends them (conform reads an empty text as missing).
        expertise: "",
        results: "",
        quoteText: "",
        position: "",
        published: "on",
      },
      editor.cookie,
    );
    expect(saved.status).toBe(302);
    expect(await lastAudit()).toMatchObject({ action: "create", entity: "case-study", actorId: editor.id });
    const after = await page("/case-studies");
    expect(after.res.headers.get("X-Cache")).toBe("MISS");
    expect(after.html).toContain("Editor&#x27;s new study");
  });

  it("refuses an editor's save without a client, naming the field", async () => {
    const res = await postRefused(
      "/admin/case-studies/new",
      { intent: "save", title: "No client", challenge: "x", solution: "y" },
      editor.cookie,
    );
    expect(await res.text()).toContain("Client is required");
  });

  it("publishes, moves and deletes from the list, each audited", async () => {
    const id = await idOf("analytics");
    const unpublish = await postForm(
      "/admin/case-studies",
      { intent: "publish", id: String(id), value: "false" },
      admin.cookie,
    );
    expect(unpublish.status).toBeLessThan(400);
    expect(await lastAudit()).toMatchObject({ action: "publish", entity: "case-study", entityId: String(id) });
    const { html } = await page("/case-studies");
    expect(html).not.toContain('value="analytics"');

    const moved = await postForm(
      "/admin/case-studies",
      { intent: "move", id: String(id), direction: "up" },
      editor.cookie,
    );
    expect(moved.status).toBe(302);
    const order = await env.DB.prepare(
      "SELECT slug FROM case_studies WHERE language = 'en' ORDER BY position, id LIMIT 2",
    ).all<{ slug: string }>();
    expect(order.results.map((r) => r.slug)).toEqual(["analytics", "payroll"]);
    expect(await lastAudit()).toMatchObject({ action: "update", entity: "case-study", entityId: String(id) });

    const deleted = await postForm("/admin/case-studies", { intent: "delete", id: String(id) }, editor.cookie);
    expect(deleted.status).toBe(302);
    expect(await lastAudit()).toMatchObject({ action: "delete", entity: "case-study", entityId: String(id) });
    expect(await idOf("analytics")).toBeNull();
  });
});

async function idOf(slug: string): Promise<number | null> {
  const row = await env.DB.prepare("SELECT id FROM case_studies WHERE slug = ?").bind(slug).first<{ id: number }>();
  return row?.id ?? null;
}
