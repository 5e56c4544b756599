// Testimonials, the team and logos (issue 28, docs/decisions/0025): the pages in both languages read them from D1 in
// one round trip, the spec's testimonials are there from the migration, ratings take half steps only, links must be
// safe https, editors may write, the API patches only what it names, every write is audited and the edge cache
// refreshes home and about at once.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { seedStatements } from "~/db/seed";
import { parse } from "../dom";
import { png, svg } from "../images";
import { changedOutsideTheApp, get, page, postForm, sendJson, signedInStaff, uploadImage } from "../helpers";
import { auditEntriesAfter, lastAuditId } from "../fixtures/audit";

const d1Queries = (res: Response) => Number(/"(\d+) D1 queries"/.exec(res.headers.get("Server-Timing") ?? "")?.[1]);
const text = (html: string) => parse(html).text();

const { admin, editor } = signedInStaff("admin", "editor");

/** The demo's team and logos, as the seed loads them (the testimonials come from migration 0016). */
async function seedDemoProof() {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM testimonials WHERE id > 3"),
    env.DB.prepare("UPDATE testimonials SET position = id - 1, published = 1"),
    env.DB.prepare("DELETE FROM team_members"),
    env.DB.prepare("DELETE FROM logos"),
  ]);
  const statements = seedStatements(new Date()).filter((s) => /^INSERT INTO (team_members|logos) /.test(s));
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
}

/** What the audit log says happened after entry `id`: who did what to which record. */
const auditSince = async (id: number) =>
  (await auditEntriesAfter(id)).map(({ action, entity, entity_id, actor_id }) => ({
    action,
    entity,
    entity_id,
    actor_id,
  }));

const testimonial = (over: Record<string, unknown> = {}) => ({
  content: "They shipped on time, every time.",
  author: "Ada Example",
  title: "CTO",
  company: "a fintech startup",
  rating: 4.5,
  published: true,
  ...over,
});

beforeEach(seedDemoProof);

describe("the public pages", () => {
  it("home shows the spec's testimonials from D1 in English and Spanish, with the logos, in one D1 round trip", async () => {
    const en = await page("/");
    expect(d1Queries(en.res)).toBe(1);
    const screen = parse(en.html);
    expect(en.html).toContain("We needed three senior React engineers in a hurry.");
    expect(screen.text()).toContain("VP of Engineering, a US logistics platform");
    expect(screen.getAllByRole("img", { name: "Rated 4.5 out of 5" })).toHaveLength(1);
    expect(screen.getByRole("img", { name: "Altiplano Logistics" }).getAttribute("src")).toBe(
      "/images/proof/logo-altiplano-logistics.svg",
    );
    expect(screen.getByRole("img", { name: "Secure Delivery (demo badge)" })).toBeTruthy();

    const es = await page("/es");
    expect(d1Queries(es.res)).toBe(1);
    expect(text(es.html)).toContain("Necesitábamos tres ingenieros senior de React con urgencia.");
    expect(text(es.html)).toContain("Directora de Calidad, un proveedor de tecnología para la salud");
    expect(parse(es.html).getByRole("img", { name: "Entrega segura (insignia de demostración)" })).toBeTruthy();
  });

  it("about shows the Leadership section and the logos, in one D1 round trip with the materials", async () => {
    const en = await page("/about");
    expect(d1Queries(en.res)).toBe(1);
    const screen = parse(en.html);
    expect(screen.getByRole("heading", { name: "The people who lead Cordillera" })).toBeTruthy();
    for (const name of ["Valeria Quintero", "Tomás Aguilar", "Renee Whitfield", "Daniela Rojas"])
      expect(screen.getByRole("heading", { name })).toBeTruthy();
    expect(screen.text()).toContain("Chief Technology Officer");
    expect(screen.getByRole("img", { name: "Quetzal Health" })).toBeTruthy();

    const es = parse((await page("/es/about")).html);
    expect(es.getByRole("heading", { name: "Las personas que lideran Cordillera" })).toBeTruthy();
    expect(es.text()).toContain("Director de tecnología");
    expect(es.text()).toContain("Dirige el reclutamiento en Costa Rica");
  });

  it("shows only published rows, in their order, and falls back to English where the Spanish is blank", async () => {
    await env.DB.prepare("UPDATE testimonials SET published = 0 WHERE author = 'Marcus Reed'").run();
    await env.DB.prepare("UPDATE team_members SET position = -1, role_es = '' WHERE name = 'Daniela Rojas'").run();
    await env.DB.prepare("UPDATE logos SET published = 0 WHERE name = 'Tidewell Retail'").run();
    await changedOutsideTheApp();
    const home = await page("/");
    expect(home.html).not.toContain("Marcus Reed");
    expect(home.html).not.toContain("Tidewell Retail");
    expect(parse(home.html).getAllByRole("group", { name: /of 2$/ })).toHaveLength(2);
    const about = parse((await page("/es/about")).html);
    const names = about.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(names[0]).toBe("Daniela Rojas");
    expect(about.text()).toContain("Head of Talent");
  });

  it("renders staff text as text: markup and scripts in a name, role or bio are escaped", async () => {
    await sendJson(
      "/api/team",
      "POST",
      { name: "<script>alert(1)</script>", role: "<img src=x onerror=alert(1)>", bio: "x", published: true },
      admin.cookie,
    );
    const { html } = await page("/about");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("/api/testimonials", () => {
  it("takes ratings in half steps from 1 to 5 and refuses anything else, naming the field", async () => {
    for (const rating of [1, 1.5, 4.5, 5, "3.5"]) {
      const res = await sendJson("/api/testimonials", "POST", testimonial({ rating }), editor.cookie);
      expect(res.status, String(rating)).toBe(201);
    }
    for (const rating of [0.5, 4.3, 5.5, 6, 0, -1, "abc", "", null, true, [4]]) {
      const res = await sendJson("/api/testimonials", "POST", testimonial({ rating }), editor.cookie);
      expect(res.status, JSON.stringify(rating)).toBe(400);
      const body = await res.json<{ errors: Record<string, string[]> }>();
      expect(Object.keys(body.errors)).toEqual(["rating"]);
    }
    const missing = await sendJson("/api/testimonials", "POST", { rating: 5 }, editor.cookie);
    expect(Object.keys((await missing.json<{ errors: object }>()).errors).sort()).toEqual(["author", "content"]);
  });

  it("lists published testimonials to anyone and every one to staff; an unpublished one is a 404 to visitors", async () => {
    const created = await sendJson("/api/testimonials", "POST", testimonial({ published: false }), editor.cookie);
    const { testimonial: row } = await created.json<{ testimonial: { id: number } }>();
    const anonymous = await (await get("/api/testimonials")).json<{ testimonials: { id: number }[] }>();
    expect(anonymous.testimonials.map((t) => t.id)).not.toContain(row.id);
    expect(anonymous.testimonials.length).toBeGreaterThanOrEqual(3);
    const asStaff = await (
      await get("/api/testimonials", { headers: { Cookie: editor.cookie } })
    ).json<{ testimonials: { id: number }[] }>();
    expect(asStaff.testimonials.map((t) => t.id)).toContain(row.id);
    expect((await get(`/api/testimonials/${row.id}`)).status).toBe(404);
    expect((await get(`/api/testimonials/${row.id}`, { headers: { Cookie: editor.cookie } })).status).toBe(200);
    expect((await get("/api/testimonials/abc")).status).toBe(404);
  });

  it("patches only the fields it names, audits each write and deletes", async () => {
    const since = await lastAuditId();
    const created = await sendJson("/api/testimonials", "POST", testimonial(), editor.cookie);
    const { testimonial: row } = await created.json<{ testimonial: { id: number } }>();
    const patched = await sendJson(`/api/testimonials/${row.id}`, "PATCH", { rating: 3.5 }, editor.cookie);
    expect(patched.status).toBe(200);
    expect((await patched.json<{ testimonial: object }>()).testimonial).toMatchObject({
      ...testimonial(),
      rating: 3.5,
    });
    const bad = await sendJson(`/api/testimonials/${row.id}`, "PATCH", { rating: 3.3 }, editor.cookie);
    expect(bad.status).toBe(400);
    await sendJson(`/api/testimonials/${row.id}`, "PATCH", { published: false }, editor.cookie);
    expect((await sendJson(`/api/testimonials/${row.id}`, "DELETE", undefined, editor.cookie)).status).toBe(200);
    expect((await sendJson(`/api/testimonials/${row.id}`, "DELETE", undefined, editor.cookie)).status).toBe(404);
    expect(await auditSince(since)).toEqual([
      { action: "create", entity: "testimonial", entity_id: String(row.id), actor_id: editor.id },
      { action: "update", entity: "testimonial", entity_id: String(row.id), actor_id: editor.id },
      { action: "publish", entity: "testimonial", entity_id: String(row.id), actor_id: editor.id },
      { action: "delete", entity: "testimonial", entity_id: String(row.id), actor_id: editor.id },
    ]);
  });

  it("refuses visitors (401), other bodies (415), oversized ones (413) and malformed JSON (400)", async () => {
    expect((await sendJson("/api/testimonials", "POST", testimonial())).status).toBe(401);
    expect((await sendJson("/api/testimonials/1", "PATCH", { rating: 1 })).status).toBe(401);
    expect((await sendJson("/api/testimonials/1", "DELETE", undefined)).status).toBe(401);
    const form = await get("/api/testimonials", {
      method: "POST",
      body: "content=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: editor.cookie },
    });
    expect(form.status).toBe(415);
    const big = await sendJson(
      "/api/testimonials",
      "POST",
      testimonial({ content: "x".repeat(1_100_000) }),
      editor.cookie,
    );
    expect(big.status).toBe(413);
    const malformed = await get("/api/testimonials", {
      method: "POST",
      body: "{",
      headers: { "Content-Type": "application/json", Cookie: editor.cookie },
    });
    expect(malformed.status).toBe(400);
  });
});

describe("/api/team and /api/logos", () => {
  it("refuse unsafe links with a 400 naming the field", async () => {
    for (const linkedinUrl of [
      "javascript:alert(1)",
      "http://www.linkedin.com/in/someone",
      "https://evil.example/in/someone",
      "https://linkedin.com.evil.example/in/x",
      "https://user:pass@www.linkedin.com/in/x",
      "data:text/html,hi",
      "//www.linkedin.com/in/x",
    ]) {
      const res = await sendJson("/api/team", "POST", { name: "A", role: "B", linkedinUrl }, editor.cookie);
      expect(res.status, linkedinUrl).toBe(400);
      expect(Object.keys((await res.json<{ errors: object }>()).errors)).toEqual(["linkedinUrl"]);
    }
    const ok = await sendJson(
      "/api/team",
      "POST",
      { name: "A", role: "B", linkedinUrl: "https://www.linkedin.com/in/someone" },
      editor.cookie,
    );
    expect(ok.status).toBe(201);
    const logo = { name: "Acme", kind: "client", imageUrl: "/images/proof/logo-quetzal-health.svg" };
    for (const linkUrl of ["javascript:alert(1)", "http://example.com", "ftp://example.com", "https://"]) {
      const res = await sendJson("/api/logos", "POST", { ...logo, linkUrl }, editor.cookie);
      expect(res.status, linkUrl).toBe(400);
      expect(Object.keys((await res.json<{ errors: object }>()).errors)).toEqual(["linkUrl"]);
    }
    expect(
      (await sendJson("/api/logos", "POST", { ...logo, linkUrl: "https://example.com" }, editor.cookie)).status,
    ).toBe(201);
    const kind = await sendJson("/api/logos", "POST", { ...logo, kind: "partner" }, editor.cookie);
    expect(Object.keys((await kind.json<{ errors: object }>()).errors)).toEqual(["kind"]);
  });

  it("take pictures only from the media library (or the demo's drawings), never an outside address", async () => {
    for (const imageUrl of [
      "https://evil.example/logo.png",
      "/media/blog/00000000-0000-4000-8000-000000000000.png",
      "/images/proof/../../admin.svg",
      "javascript:alert(1)",
    ]) {
      const res = await sendJson("/api/logos", "POST", { name: "Acme", kind: "client", imageUrl }, editor.cookie);
      expect(res.status, imageUrl).toBe(400);
      expect(Object.keys((await res.json<{ errors: object }>()).errors)).toEqual(["imageUrl"]);
    }
    const upload = await uploadImage(png(40, 20), "acme.png", "image/png", editor.cookie);
    expect(upload.status).toBe(201);
    const { url, image } = await upload.json<{ url: string; image: { id: number } }>();
    const created = await sendJson(
      "/api/logos",
      "POST",
      { name: "Acme", kind: "client", imageUrl: url },
      editor.cookie,
    );
    expect(created.status).toBe(201);
    // The picture is in use: the media library keeps it.
    expect((await sendJson(`/api/blog-images/${image.id}`, "DELETE", undefined, editor.cookie)).status).toBe(409);
    // An SVG upload is refused by the same checks the blog's images have.
    const svgUpload = await uploadImage(svg(), "x.svg", "image/svg+xml", editor.cookie);
    expect(svgUpload.status).toBe(415);
  });
});

describe("the admin screens", () => {
  it("open for editors and admins, and not for visitors", async () => {
    const member = await env.DB.prepare("SELECT max(id) AS id FROM team_members").first<{ id: number }>();
    const paths = ["/admin/testimonials", "/admin/team", "/admin/logos", "/admin/testimonials/1/edit"];
    for (const path of [...paths, `/admin/team/${member!.id}/edit`, "/admin/team/new", "/admin/logos/new"]) {
      expect((await get(path, { headers: { Cookie: editor.cookie } })).status, path).toBe(200);
      expect((await get(path, { headers: { Cookie: admin.cookie } })).status, path).toBe(200);
      expect((await get(path)).status, path).toBe(302);
    }
    expect((await get("/admin/testimonials/999/edit", { headers: { Cookie: editor.cookie } })).status).toBe(404);
  });

  it("save, publish and reorder through the pipeline: audited as the editor", async () => {
    const since = await lastAuditId();
    const save = await postForm(
      "/admin/testimonials/new",
      { intent: "save", content: "Great team.", author: "Zed Example", rating: "2.5", published: "on" },
      editor.cookie,
    );
    expect(save.status).toBe(302);
    const row = await env.DB.prepare(
      "SELECT id, position, rating FROM testimonials WHERE author = 'Zed Example'",
    ).first<{
      id: number;
      position: number;
      rating: number;
    }>();
    expect(row).toMatchObject({ position: 3, rating: 2.5 });
    const refused = await postForm(
      `/admin/testimonials/${row!.id}/edit`,
      { intent: "save", id: String(row!.id), content: "x", author: "Zed", rating: "4.25" },
      editor.cookie,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Rating must be a number from 1 to 5 in half steps");
    expect(
      (await postForm("/admin/testimonials", { intent: "move", id: String(row!.id), direction: "up" }, editor.cookie))
        .status,
    ).toBe(302);
    const order = await env.DB.prepare("SELECT author FROM testimonials ORDER BY position, id").all<{
      author: string;
    }>();
    expect(order.results.map((r) => r.author)).toEqual([
      "Jennifer Walsh",
      "Marcus Reed",
      "Zed Example",
      "Priya Natarajan",
    ]);
    await postForm("/admin/testimonials", { intent: "publish", id: String(row!.id), value: "false" }, editor.cookie);
    expect((await auditSince(since)).map((e) => `${e.action} ${e.entity} ${e.actor_id}`)).toEqual([
      `create testimonial ${editor.id}`,
      `update testimonial ${editor.id}`,
      `publish testimonial ${editor.id}`,
    ]);
  });
});

describe("the edge cache", () => {
  it("home and about change at once after an edit through the API or an admin screen", async () => {
    await page("/");
    expect((await page("/")).res.headers.get("X-Cache")).toBe("HIT");
    const patched = await sendJson(
      "/api/testimonials/1",
      "PATCH",
      { content: "Fresh words from Jennifer." },
      editor.cookie,
    );
    expect(patched.status).toBe(200);
    const home = await page("/");
    expect(home.res.headers.get("X-Cache")).toBe("MISS");
    expect(home.html).toContain("Fresh words from Jennifer.");

    await page("/about");
    expect((await page("/about")).res.headers.get("X-Cache")).toBe("HIT");
    const member = await env.DB.prepare("SELECT id FROM team_members WHERE name = 'Renee Whitfield'").first<{
      id: number;
    }>();
    const saved = await postForm(
      `/admin/team/${member!.id}/edit`,
      {
        intent: "save",
        id: String(member!.id),
        name: "Renee Whitfield",
        role: "Chief Operating Officer",
        published: "on",
      },
      editor.cookie,
    );
    expect(saved.status).toBe(302);
    const about = await page("/about");
    expect(about.res.headers.get("X-Cache")).toBe("MISS");
    expect(about.html).toContain("Chief Operating Officer");
  });
});
