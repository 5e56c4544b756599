// The talent network (issue 30): the public page in both languages, its /api twin (JSON and multipart), the skills'
// refusals, the Talent pool's filters (all / any skills, country, seniority, English, text) and paging, a profile's
// invitation e-mail and the application made from it (both audited), roles, and the retention sweep.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CRONS } from "~/platform/crons";
import { MAX_SKILLS, TALENT_SKILLS } from "~/schemas/talent-profile";
import { seedStatements } from "~/db/seed";
import { demoTalentProfiles } from "~/db/demo-talent";
import { cronTick, get, page, postForm, sendJson, staff, uniqueEmail } from "../helpers";
import { parse } from "../dom";
import { auditActions } from "../fixtures/audit";
import { multipart, PDF, postBody } from "../fixtures/cv";
import { createListing } from "../fixtures/jobs";

const DAY = 24 * 60 * 60 * 1000;

let admin: { id: number; email: string; cookie: string };
let editor: { cookie: string };
let jobId: number;

const profile = (email = uniqueEmail("talent"), extra: Record<string, unknown> = {}) => ({
  fullName: "Camila Rojas",
  email,
  phone: "+57 300 123 4567",
  country: "CO",
  seniority: "senior",
  englishLevel: "C1",
  skills: ["React", "TypeScript"],
  profileUrl: "https://www.linkedin.com/in/camila-rojas",
  consent: true,
  ...extra,
});

const rowFor = (email: string) =>
  env.DB.prepare("SELECT * FROM talent_profiles WHERE lower(email) = lower(?)")
    .bind(email)
    .first<Record<string, unknown>>();

const skillsOf = (id: unknown) =>
  env.DB.prepare("SELECT skill FROM talent_profile_skills WHERE profile_id = ? ORDER BY skill")
    .bind(id)
    .all<{ skill: string }>()
    .then((r) => r.results.map((s) => s.skill));

/** Joins through the API as a multipart post with a CV, and returns the stored profile. */
async function joinWithCv(email: string) {
  const { consent: _c, skills, ...rest } = profile(email);
  await postBody(
    "/api/talent-network",
    multipart(
      { ...(rest as Record<string, string>), skills, consent: "true" },
      { bytes: PDF, name: "cv.pdf", type: "application/pdf" },
    ),
  );
  return (await rowFor(email))!;
}

async function join(extra: Record<string, unknown> = {}, email = uniqueEmail("talent")) {
  const res = await sendJson("/api/talent-network", "POST", profile(email, extra));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await rowFor(email))!.id as number;
}

beforeAll(async () => {
  admin = await staff("admin");
  editor = await staff("editor");
  jobId = await createListing(admin.cookie, { title: "Staff Frontend Engineer", location: "Bogotá, Colombia" });
}, 60_000);

describe("the public page", () => {
  it("renders the form in English and Spanish, linked from /jobs", async () => {
    const en = await page("/jobs/talent-network");
    expect(en.res.status).toBe(200);
    const doc = parse(en.html).document;
    expect(doc.querySelector("h1")?.textContent).toContain("Join our talent network");
    expect(doc.querySelectorAll('input[name="skills"]').length).toBe(TALENT_SKILLS.length);
    // Multipart with or without JavaScript (a CV upload).
    expect(en.html).toMatch(/<form id="talent-form"[^>]*encType="multipart\/form-data"/i);
    expect(doc.querySelector("#talent-form")?.getAttribute("data-behaviour")).toBe("validate");
    const es = await page("/es/jobs/talent-network");
    expect(es.res.status).toBe(200);
    expect(es.html).toContain("Únete a nuestra red de talento");
    expect((await page("/jobs")).html).toContain('href="/jobs/talent-network"');
    expect((await page("/es/jobs")).html).toContain('href="/es/jobs/talent-network"');
  });

  it("stores a sign-up without JavaScript (a multipart post with a CV) and answers in place, in Spanish on /es", async () => {
    const email = uniqueEmail("form");
    const { skills, consent: _c, ...rest } = profile(email, { profileUrl: "" });
    const res = await postBody(
      "/es/jobs/talent-network",
      multipart(
        { ...(rest as Record<string, string>), skills, consent: "on" },
        { bytes: PDF, name: "cv.pdf", type: "application/pdf" },
      ),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Ya eres parte de nuestra red de talento");
    const row = (await rowFor(email))!;
    expect(row).toMatchObject({
      country: "CO",
      seniority: "senior",
      english_level: "C1",
      language: "es",
      resume_file_name: "cv.pdf",
    });
    expect(String(row["resume_key"])).toMatch(/^cvs\//);
    expect(await skillsOf(row["id"])).toEqual(["React", "TypeScript"]);
    await vi.waitFor(async () => {
      const mail = await env.DB.prepare(
        "SELECT subject FROM outbox WHERE kind = 'talent_confirmation' AND related_id = ?",
      )
        .bind(row["id"])
        .first<{ subject: string }>();
      expect(mail?.subject).toContain("Te damos la bienvenida");
    });
  });

  it("keeps what was typed when the CV is over 5 MB, in Spanish on /es", async () => {
    const email = uniqueEmail("six-mb");
    const { skills, consent: _c, ...rest } = profile(email, { profileUrl: "" });
    const over = new Uint8Array(6 * 1024 * 1024);
    over.set(PDF);
    const res = await postBody(
      "/es/jobs/talent-network",
      multipart(
        { ...(rest as Record<string, string>), skills, consent: "on" },
        { bytes: over, name: "cv.pdf", type: "application/pdf" },
      ),
    );
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain("Camila Rojas");
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain("5 MB");
    expect(html).toContain('lang="es"');
    expect(await rowFor(email)).toBeNull();
  });

  it("names the skills in Spanish on /es and in the Spanish welcome, storing them as the English tags", async () => {
    const es = parse((await page("/es/jobs/talent-network")).html).document;
    const labelOf = (value: string) =>
      es.querySelector(`input[name="skills"][value="${value}"]`)?.closest("label")?.textContent?.trim();
    expect(labelOf("Test automation")).toBe("Automatización de pruebas");
    expect(labelOf("LLM integration")).toBe("Integración de LLM");
    expect(labelOf("React")).toBe("React");
    const en = parse((await page("/jobs/talent-network")).html).document;
    expect(
      en.querySelector('input[name="skills"][value="Test automation"]')?.closest("label")?.textContent?.trim(),
    ).toBe("Test automation");

    const email = uniqueEmail("es-skills");
    const { skills: _s, consent: _c, ...rest } = profile(email, { profileUrl: "" });
    const res = await postBody(
      "/es/jobs/talent-network",
      multipart(
        { ...(rest as Record<string, string>), skills: ["Code review", "React"], consent: "on" },
        { bytes: PDF, name: "cv.pdf", type: "application/pdf" },
      ),
    );
    expect(res.status).toBe(200);
    const row = (await rowFor(email))!;
    expect(await skillsOf(row["id"])).toEqual(["Code review", "React"]);
    const mail = await vi.waitFor(async () => {
      const found = await env.DB.prepare(
        "SELECT text_body FROM outbox WHERE kind = 'talent_confirmation' AND related_id = ?",
      )
        .bind(row["id"])
        .first<{ text_body: string }>();
      expect(found).toBeTruthy();
      return found!.text_body;
    });
    expect(mail).toContain("Revisión de código");
    expect(mail).not.toContain("Code review");
  });

  it("shows the skills' refusal on the form and keeps what was typed", async () => {
    const { skills: _s, consent: _c, ...rest } = profile(uniqueEmail("noskill"));
    const res = await postBody(
      "/jobs/talent-network",
      multipart({ ...(rest as Record<string, string>), consent: "on" }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please choose at least one skill");
    expect(html).toContain("Camila Rojas");
  });
});

describe("POST /api/talent-network", () => {
  it("takes JSON and multipart with resumeFile (repeated skills fields), with the same answer", async () => {
    const email = uniqueEmail("json");
    const res = await sendJson("/api/talent-network", "POST", profile(email));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: expect.stringContaining("Thank you") });
    const multi = uniqueEmail("multi");
    const { consent: _c, skills, ...rest } = profile(multi);
    const res2 = await postBody(
      "/api/talent-network",
      multipart(
        { ...(rest as Record<string, string>), skills: ["Go", "AWS", "Terraform"], consent: "true" },
        { bytes: PDF, name: "me.pdf", type: "application/pdf" },
      ),
    );
    expect(res2.status, await res2.clone().text()).toBe(201);
    void skills;
    const row = (await rowFor(multi))!;
    expect(await skillsOf(row["id"])).toEqual(["AWS", "Go", "Terraform"]);
    expect(row["resume_file_name"]).toBe("me.pdf");
  });

  it("refuses skills not in the list, more than ten, or none, naming skills", async () => {
    const tooMany = TALENT_SKILLS.slice(0, MAX_SKILLS + 1);
    for (const skills of [["React", "COBOL"], tooMany, [], "nothing-known"]) {
      const res = await sendJson("/api/talent-network", "POST", profile(uniqueEmail("bad"), { skills }));
      expect(res.status).toBe(400);
      const body = await res.json<{ errors: Record<string, string[]> }>();
      expect(Object.keys(body.errors)).toEqual(["skills"]);
    }
  });

  it("refuses the rest as applications are refused: fields named, http links, no CV or link", async () => {
    const res = await sendJson(
      "/api/talent-network",
      "POST",
      profile(uniqueEmail("bad"), {
        country: "AR",
        seniority: "guru",
        englishLevel: "A1",
        profileUrl: "http://x.example",
        consent: false,
      }),
    );
    expect(res.status).toBe(400);
    const { errors } = await res.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(["consent", "country", "englishLevel", "profileUrl", "seniority"]);
    const none = await sendJson("/api/talent-network", "POST", profile(uniqueEmail("none"), { profileUrl: "" }));
    expect(none.status).toBe(400);
    expect(Object.keys((await none.json<{ errors: object }>()).errors)).toEqual(["profileUrl"]);
  });
});

describe("the Talent pool", () => {
  let reactGo: number, reactOnly: number, goOnly: number;
  beforeAll(async () => {
    reactGo = await join({ skills: ["Flutter", "Kotlin"], country: "MX", englishLevel: "B2", fullName: "Pool Both" });
    reactOnly = await join({ skills: ["Flutter"], country: "MX", englishLevel: "C2", fullName: "Pool Flutter" });
    goOnly = await join({ skills: ["Kotlin"], country: "US", seniority: "lead", fullName: "Pool Kotlin" });
  });

  const ids = async (query: string) => {
    const res = await get(`/api/talent-profiles?${query}`, { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    const body = await res.json<{ talentProfiles: { id: number }[]; total: number }>();
    return { ids: body.talentProfiles.map((p) => p.id).sort((a, b) => a - b), total: body.total };
  };

  it("filters skills by all of them or any, and by country, seniority and English (this level or better)", async () => {
    expect((await ids("skill=Flutter&skill=Kotlin&match=all")).ids).toEqual([reactGo]);
    expect((await ids("skill=Flutter,Kotlin&match=any")).ids).toEqual([reactGo, reactOnly, goOnly]);
    expect((await ids("skill=Flutter&country=MX&english=C1")).ids).toEqual([reactOnly]);
    expect((await ids("skill=Kotlin&seniority=lead")).ids).toEqual([goOnly]);
    expect((await ids("q=Pool Kotlin")).ids).toEqual([goOnly]);
  });

  it("pages in SQL with the total", async () => {
    const first = await ids("skill=Flutter,Kotlin&match=any&limit=2");
    const second = await ids("skill=Flutter,Kotlin&match=any&limit=2&page=2");
    expect(first.total).toBe(3);
    expect(first.ids.length).toBe(2);
    expect(second.ids.length).toBe(1);
  });

  it("counts a broad filter up to 200 past the page's start (200+), and exactly from a page near its end", async () => {
    const now = Date.now();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
       INSERT INTO talent_profiles (full_name, email, phone, country, seniority, english_level, consent_at, language, created_at, updated_at)
       SELECT 'Bulkpool ' || i, 'bulkpool' || i || '@example.com', '+57 300 000 0000', 'CO', 'mid', 'B2', ?1, 'en', ?1 - i, ?1 - i FROM n`,
    )
      .bind(now)
      .run();
    const head = await get("/api/talent-profiles?q=Bulkpool&limit=25", { headers: { Cookie: admin.cookie } });
    expect(await head.json()).toMatchObject({ total: 200, totalExact: false });
    const tail = await get("/api/talent-profiles?q=Bulkpool&limit=25&page=9", { headers: { Cookie: admin.cookie } });
    expect(await tail.json()).toMatchObject({ total: 300, totalExact: true });
    const screen = parse((await page("/admin/talent-pool?q=Bulkpool", { headers: { Cookie: admin.cookie } })).html);
    const paging = screen.document.querySelector('nav[aria-label="profiles pages"]')?.textContent ?? "";
    expect(paging).toContain("Showing 1–20 of 200+ profiles");
    expect(paging).toMatch(/Page 1 of 10\+/);
    expect(screen.document.querySelector('a[rel="next"]')).not.toBeNull();
  });

  it("keeps every filter, each chosen skill too, when paging, in a form's answer and when a dialog closes", async () => {
    // Two pages of profiles that match every filter below (a page is 20).
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 25)
         INSERT INTO talent_profiles (full_name, email, phone, country, seniority, english_level, consent_at, language, created_at, updated_at)
         SELECT 'Keptpool ' || i, 'keptpool' || i || '@example.com', '+57 300 000 0000', 'CO', 'mid', 'B2', ?1, 'en', ?1, ?1 FROM n`,
      ).bind(now),
      env.DB.prepare(
        "INSERT INTO talent_profile_skills (skill, profile_id) SELECT 'Go', id FROM talent_profiles WHERE full_name LIKE 'Keptpool %'",
      ),
    ]);
    const filters = "q=Keptpool&country=CO&seniority=mid&english=B1&skill=Go&skill=AWS&match=any";
    const kept = (url: string | null | undefined) => {
      const params = new URLSearchParams(url?.split("?")[1]);
      return ["q", "country", "seniority", "english", "match"].map((k) => params.get(k)).concat(params.getAll("skill"));
    };
    const wanted = ["Keptpool", "CO", "mid", "B1", "any", "Go", "AWS"];
    const listed = parse((await page(`/admin/talent-pool?${filters}`, { headers: { Cookie: admin.cookie } })).html);
    expect(kept(listed.document.querySelector('a[rel="next"]')?.getAttribute("href"))).toEqual(wanted);
    const answered = await postForm(
      "/admin/talent-pool",
      { intent: "invite", id: "999999", jobId: String(jobId), returnTo: `?${filters}&page=2` },
      admin.cookie,
    );
    expect(kept(answered.headers.get("Location"))).toEqual(wanted);
    const { id } = (await env.DB.prepare("SELECT id FROM talent_profiles WHERE full_name = 'Keptpool 1'").first<{
      id: number;
    }>())!;
    const deleting = parse(
      (await page(`/admin/talent-pool?${filters}&dialog=delete&id=${id}`, { headers: { Cookie: admin.cookie } })).html,
    );
    expect(kept(deleting.getByRole("link", { name: "Cancel" }).getAttribute("href"))).toEqual(wanted);
  });

  it("is for admins: the screen, the API and the CV", async () => {
    expect((await get("/api/talent-profiles", { headers: { Cookie: editor.cookie } })).status).toBe(403);
    expect((await get("/api/talent-profiles")).status).toBe(401);
    const screen = await get("/admin/talent-pool", { headers: { Cookie: editor.cookie } });
    expect([302, 403, 404]).toContain(screen.status);
    const { res, html } = await page(`/admin/talent-pool?skill=Flutter&dialog=view&id=${reactOnly}`, {
      headers: { Cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    expect(html).toContain("Pool Flutter");
    expect(html).toContain("Send invitation");
  });

  /** Invites the profile to the job from the Talent pool screen, and reads the invitation e-mail it queued. */
  const inviteAndRead = async (id: number, job: number) => {
    const res = await postForm(
      "/admin/talent-pool",
      { intent: "invite", id: String(id), jobId: String(job) },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    return env.DB.prepare(
      "SELECT o.subject, o.text_body FROM outbox o JOIN talent_invitations i ON i.id = o.related_id WHERE o.kind = 'talent_invitation' AND i.profile_id = ?",
    )
      .bind(id)
      .first<{ subject: string; text_body: string }>();
  };

  it("invites a profile to a published job by e-mail in their language, once, audited", async () => {
    const id = await join({ fullName: "Invited Person" });
    const mail = await inviteAndRead(id, jobId);
    expect(mail?.subject).toContain("Staff Frontend Engineer");
    expect(mail?.text_body).toContain(`/jobs/${jobId}`);
    expect(await auditActions("talent_profile", id)).toContain("send");
    const again = await postForm(
      "/admin/talent-pool",
      { intent: "invite", id: String(id), jobId: String(jobId) },
      admin.cookie,
    );
    expect(again.status).toBe(302);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM talent_invitations WHERE profile_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("links a Spanish member to a listing's Spanish translation, with its Spanish title", async () => {
    const english = await createListing(admin.cookie, { title: "Data Platform Lead" });
    const spanish = await createListing(admin.cookie, {
      title: "Líder de Plataforma de Datos",
      language: "es",
      translationOf: english,
    });
    const id = await join({ fullName: "Miembro Hispano", language: "es" });
    const mail = await inviteAndRead(id, english);
    expect(mail?.text_body).toContain(`/es/jobs/${spanish}`);
    expect(mail?.text_body).toContain("Líder de Plataforma de Datos");
    expect(mail?.text_body).not.toContain(`/es/jobs/${english}`);
  });

  it("creates an application (status new) from a profile, with a copy of its CV, audited", async () => {
    const email = uniqueEmail("toapp");
    const row = await joinWithCv(email);
    const res = await postForm(
      "/admin/talent-pool",
      { intent: "apply", id: String(row["id"]), jobId: String(jobId) },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    const app = await env.DB.prepare("SELECT * FROM job_applications WHERE email = ?")
      .bind(email)
      .first<Record<string, unknown>>();
    expect(app).toMatchObject({ status: "new", job_id: jobId, full_name: "Camila Rojas", resume_file_name: "cv.pdf" });
    expect(app!["resume_key"]).not.toBe(row["resume_key"]);
    // A second one for the same job is refused: the person has an application for it already.
    await postForm(
      "/admin/talent-pool",
      { intent: "apply", id: String(row["id"]), jobId: String(jobId) },
      admin.cookie,
    );
    const apps = await env.DB.prepare("SELECT count(*) AS n FROM job_applications WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(apps?.n).toBe(1);
    expect(await auditActions("talent_profile", row["id"] as number)).toContain("create");
  });

  it("deletes a profile with its skills and CV", async () => {
    const email = uniqueEmail("del");
    const row = await joinWithCv(email);
    const res = await postForm("/admin/talent-pool", { intent: "delete", id: String(row["id"]) }, admin.cookie);
    expect(res.status).toBe(302);
    expect(await rowFor(email)).toBeNull();
    expect(await skillsOf(row["id"])).toEqual([]);
    expect(await env.FILES.head(String(row["resume_key"]))).toBeNull();
  });
});

describe("retention", () => {
  it("anonymises profiles past the retention period on the daily cron, keeping country, level and skills", async () => {
    const email = uniqueEmail("old");
    const row = await joinWithCv(email);
    const key = String(row["resume_key"]);
    const fresh = await join();
    await vi.waitFor(async () => {
      const n = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE related_id = ? AND kind LIKE 'talent_%'")
        .bind(row["id"])
        .first<{ n: number }>();
      expect(n?.n).toBeGreaterThan(0);
    });
    // Push the fresh one's clock forward so only the old one is due.
    await env.DB.prepare("UPDATE talent_profiles SET updated_at = ? WHERE id = ?")
      .bind(Date.now() + 300 * DAY, fresh)
      .run();
    const now = Date.now() + 400 * DAY;
    await cronTick(CRONS.daily, now);
    const swept = await env.DB.prepare("SELECT * FROM talent_profiles WHERE id = ?")
      .bind(row["id"])
      .first<Record<string, unknown>>();
    expect(swept).toMatchObject({
      full_name: "",
      email: "",
      phone: "",
      profile_url: "",
      resume_key: null,
      country: "CO",
      english_level: "C1",
    });
    expect(swept!["anonymized_at"]).toBe(now);
    expect(await skillsOf(row["id"])).toEqual(["React", "TypeScript"]);
    expect(await env.FILES.head(key)).toBeNull();
    const mail = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE related_id = ? AND kind LIKE 'talent_%'")
      .bind(row["id"])
      .first<{ n: number }>();
    expect(mail?.n).toBe(0);
    const kept = await env.DB.prepare("SELECT anonymized_at FROM talent_profiles WHERE id = ?")
      .bind(fresh)
      .first<{ anonymized_at: number | null }>();
    expect(kept?.anonymized_at).toBeNull();
    // The pool lists live profiles only.
    const list = await get(`/api/talent-profiles?q=${encodeURIComponent(email)}`, {
      headers: { Cookie: admin.cookie },
    });
    expect((await list.json<{ total: number }>()).total).toBe(0);
  });
});

describe("demo talent profiles", () => {
  it("load with their skills, and loading them again adds nothing", async () => {
    const talent = seedStatements(new Date()).filter((s) => s.includes("talent_profile"));
    for (let run = 0; run < 2; run++) await env.DB.batch(talent.map((s) => env.DB.prepare(s)));
    const counted = await env.DB.prepare(
      "SELECT count(*) AS n, (SELECT count(*) FROM talent_profile_skills k JOIN talent_profiles p ON p.id = k.profile_id WHERE p.email LIKE '%@talent.example') AS skills FROM talent_profiles WHERE email LIKE '%@talent.example'",
    ).first<{ n: number; skills: number }>();
    expect(counted?.n).toBe(demoTalentProfiles.length);
    expect(counted?.skills).toBe(demoTalentProfiles.reduce((sum, p) => sum + p.skills.length, 0));
  });
});
