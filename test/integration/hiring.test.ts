// Hiring from the careers page (issue 18): CV uploads and their refusals, private CV access, the duplicate guard,
// consent, recruiters' notes and status history, the retention sweep on a clock the test controls, closing dates
// and the JobPosting data, and the e-mails that mention the CV.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { applicantCountries, jobPostingData } from "~/server/job-posting";
import { CRONS } from "~/platform/crons";
import { tooLargeForAnyRoute } from "~/server/body-guard.server";
import { APPLICATION_MESSAGES, JOB_MESSAGES } from "~/schemas/job";
import { changedOutsideTheApp, get, page, postForm, sendJson, staff, uniqueEmail, cronTick } from "../helpers";
import { parse } from "../dom";
import { candidateFields, EXE, multipart, PDF, postBody } from "../fixtures/cv";
import { createJobListing } from "../fixtures/jobs";

const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
const MB = 1024 * 1024;
const DAY = 24 * 60 * 60 * 1000;

let admin: { id: number; email: string; cookie: string };
let editor: { cookie: string };
let openJob: number;
let otherJob: number;

const createJob = (fields: Record<string, unknown>) =>
  createJobListing(admin.cookie, {
    title: "Senior Engineer",
    location: "San José, Costa Rica",
    description: "Build things.",
    ...fields,
  });

beforeAll(async () => {
  admin = await staff("admin");
  editor = await staff("editor");
  openJob = await createJob({ title: "Platform Engineer" });
  otherJob = await createJob({ title: "QA Analyst", category: "QA" });
}, 60_000);

const rowsFor = (email: string) =>
  env.DB.prepare("SELECT * FROM job_applications WHERE lower(email) = lower(?)")
    .bind(email)
    .all<Record<string, unknown>>()
    .then((r) => r.results);

async function cvObjects() {
  const listed = await env.FILES.list({ prefix: "cvs/" });
  return listed.objects.map((o) => o.key);
}

/** Applies through the API with a PDF and returns the application's id. */
async function applyWithCv(email = uniqueEmail("candidate"), job = openJob) {
  const res = await postBody(
    "/api/job-applications",
    multipart(
      { ...candidateFields(email), jobId: String(job) },
      { bytes: PDF, name: "Valentina Cruz CV.pdf", type: "application/pdf" },
    ),
  );
  expect(res.status).toBe(201);
  // The answer names nothing stored (the same for a repeat): the new row is found by its e-mail.
  return (await rowsFor(email)).at(-1)!.id as number;
}

/** The same application with this CV sent through the API, then through the page form: both answers. */
async function applyBothWays(email: string, file: { bytes: Uint8Array; name: string; type: string }) {
  const api = await postBody(
    "/api/job-applications",
    multipart({ ...candidateFields(email), jobId: String(openJob) }, file),
  );
  const form = await postBody(`/jobs/${openJob}/apply`, multipart(candidateFields(email), file));
  return { api, form };
}

describe("CV upload", () => {
  it("takes a PDF with the page form (no JavaScript: a plain multipart post) and keeps it private in R2", async () => {
    const email = uniqueEmail("form");
    const before = await cvObjects();
    const res = await postBody(
      `/jobs/${openJob}/apply`,
      multipart(candidateFields(email), { bytes: PDF, name: "cv.pdf", type: "application/pdf" }),
    );
    expect(res.status).toBe(302);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ resume: "", resume_file_name: "cv.pdf", resume_file_size: PDF.byteLength });
    expect(row!["resume_content_type"]).toBe("application/pdf");
    expect(String(row!["resume_key"])).toMatch(/^cvs\/[0-9a-f-]{36}$/);
    expect(row!["consent_at"]).toBeTypeOf("number");
    expect((await cvObjects()).length).toBe(before.length + 1);
    const object = await env.FILES.get(String(row!["resume_key"]));
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PDF);
  });

  it("takes a DOCX through POST /api/job-applications as multipart, and stores it with its name and size", async () => {
    const email = uniqueEmail("docx");
    const res = await postBody(
      "/api/job-applications",
      multipart(
        { ...candidateFields(email), jobId: String(openJob), consent: "true" },
        {
          bytes: DOCX,
          name: "cv.docx",
          type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        },
      ),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: APPLICATION_MESSAGES.successText });
    expect((await rowsFor(email))[0]).toMatchObject({
      resume: "",
      resume_file_name: "cv.docx",
      resume_file_size: DOCX.byteLength,
    });
  });

  it.each([
    ["an .exe renamed .pdf", { bytes: EXE, name: "cv.pdf", type: "application/pdf" }],
    ["a PDF declared as something else", { bytes: PDF, name: "cv.pdf", type: "text/html" }],
    ["a PDF named .exe", { bytes: PDF, name: "cv.exe", type: "application/octet-stream" }],
    ["an empty file", { bytes: new Uint8Array(), name: "cv.pdf", type: "application/pdf" }],
  ])("refuses %s with 415 and stores nothing", async (_, file) => {
    const before = await cvObjects();
    const email = uniqueEmail("refused");
    const { api, form } = await applyBothWays(email, file);
    expect(api.status).toBe(415);
    expect(await api.json()).toEqual({ message: APPLICATION_MESSAGES.unsupported });
    expect(form.status).toBe(415);
    expect(await form.text()).toContain(APPLICATION_MESSAGES.unsupported);
    expect(await rowsFor(email)).toHaveLength(0);
    expect(await cvObjects()).toEqual(before);
  });

  it("refuses a CV whose name hides characters, saying why above the form", async () => {
    const email = uniqueEmail("hidden");
    const file = { bytes: PDF, name: "cv\u202Efdp.exe.pdf", type: "application/pdf" };
    const form = await postBody(`/jobs/${openJob}/apply`, multipart(candidateFields(email), file));
    expect(form.status).toBe(400);
    expect(await form.text()).toContain("Must not contain control characters");
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("takes a CV of exactly 5 MB, and refuses a larger one with 413 stating the limit, storing nothing", async () => {
    const big = new Uint8Array(5 * MB);
    big.set(PDF);
    expect(
      (
        await postBody(
          "/api/job-applications",
          multipart(
            { ...candidateFields(), jobId: String(openJob) },
            { bytes: big, name: "cv.pdf", type: "application/pdf" },
          ),
        )
      ).status,
    ).toBe(201);

    const before = await cvObjects();
    const email = uniqueEmail("large");
    const over = new Uint8Array(5 * MB + 1);
    over.set(PDF);
    const file = { bytes: over, name: "cv.pdf", type: "application/pdf" };
    const { api, form } = await applyBothWays(email, file);
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ message: APPLICATION_MESSAGES.tooLarge });
    expect(form.status).toBe(413);
    expect(await form.text()).toContain("max 5 MB");
    // Far over: the body is refused before it is read, still with the CV's limit.
    // Far over any route's cap: the Worker entry refuses it before routing, still stating the CV's limit.
    for (const path of ["/api/job-applications", `/jobs/${openJob}/apply`]) {
      const huge = tooLargeForAnyRoute(
        new Request(`http://localhost${path}`, { method: "POST", headers: { "Content-Length": String(30 * MB) } }),
      );
      expect(huge!.status).toBe(413);
      expect(await huge!.text()).toContain(APPLICATION_MESSAGES.tooLarge);
    }
    expect(await rowsFor(email)).toHaveLength(0);
    expect(await cvObjects()).toEqual(before);
  });

  it("keeps other public forms at their own, smaller cap", async () => {
    const res = await postBody("/contact", multipart({ name: "x".repeat(3 * MB) }));
    expect(res.status).toBe(413);
  });

  it("needs a CV file or a resume link; a link keeps the spec's rule", async () => {
    const email = uniqueEmail("none");
    const neither = await sendJson("/api/job-applications", "POST", {
      ...candidateFields(email),
      consent: true,
      jobId: openJob,
    });
    expect(neither.status).toBe(400);
    expect(await neither.json()).toMatchObject({ errors: { resume: [APPLICATION_MESSAGES.resumeOrFile] } });
    const form = await postBody(`/jobs/${openJob}/apply`, multipart(candidateFields(email)));
    expect(form.status).toBe(400);
    expect(await form.text()).toContain(APPLICATION_MESSAGES.resumeOrFile);
    const short = await sendJson("/api/job-applications", "POST", {
      ...candidateFields(email),
      resume: "cv.pdf",
      jobId: openJob,
    });
    expect(await short.json()).toMatchObject({ errors: { resume: [APPLICATION_MESSAGES.resume] } });
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("opens the CV for admins only, always as an attachment, never cached", async () => {
    const id = await applyWithCv();
    const path = `/admin/applications/${id}/cv`;
    const anonymous = await get(path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toContain("/admin/login");
    expect(await anonymous.text()).not.toContain("%PDF");
    const asEditor = await get(path, { headers: { Cookie: editor.cookie } });
    expect(asEditor.headers.get("Location")).toBe("/admin/blog");
    const asAdmin = await get(path, { headers: { Cookie: admin.cookie } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("Content-Disposition")).toMatch(/^attachment; filename="Valentina Cruz CV.pdf"/);
    expect(asAdmin.headers.get("Content-Type")).toBe("application/pdf");
    expect(asAdmin.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await asAdmin.arrayBuffer())).toEqual(PDF);
    expect((await get("/admin/applications/999999/cv", { headers: { Cookie: admin.cookie } })).status).toBe(404);
    // The dialog links to it.
    const dialog = await page(`/admin/applications?dialog=view&id=${id}`, { headers: { Cookie: admin.cookie } });
    expect(dialog.html).toContain(`href="/admin/applications/${id}/cv"`);
    expect(dialog.html).toContain("Valentina Cruz CV.pdf");
  });

  it("deletes the CV object with its application, from the screen and the API", async () => {
    for (const remove of [
      (id: number) => postForm("/admin/applications", { intent: "delete", id: String(id) }, admin.cookie),
      (id: number) => sendJson(`/api/job-applications/${id}`, "DELETE", undefined, admin.cookie),
    ]) {
      const id = await applyWithCv();
      const row = await env.DB.prepare("SELECT resume_key FROM job_applications WHERE id = ?")
        .bind(id)
        .first<{ resume_key: string }>();
      expect(await env.FILES.head(row!.resume_key)).not.toBeNull();
      expect((await remove(id)).status).toBeLessThan(400);
      expect(await env.FILES.head(row!.resume_key)).toBeNull();
    }
  });
});

/** Applies through the API with a link to the CV (no upload). */
const applyWithLink = (application: object, jobId: number) =>
  sendJson("/api/job-applications", "POST", { ...application, resume: "https://example.com/cv", jobId });

// A repeat answers exactly as a first application (issue 35 F9: a 409 "already applied" told anyone who tried an
// address whether that person had applied), stores nothing, and only the applicant's inbox hears it was a repeat.
describe("duplicate guard", () => {
  const noticesTo = async (email: string) =>
    (
      await env.DB.prepare("SELECT subject FROM outbox WHERE kind = 'application_duplicate' AND recipient = ?")
        .bind(email)
        .all<{ subject: string }>()
    ).results;

  it("answers a repeat within 30 days like a first application, stores nothing twice and tells the applicant", async () => {
    const email = uniqueEmail("twice");
    const first = await applyWithLink(candidateFields(email), openJob);
    const firstBody = await first.json();
    await applyWithCv(email);
    const objects = await cvObjects();
    expect(await rowsFor(email)).toHaveLength(1);
    const again = await postBody(
      "/api/job-applications",
      multipart(
        { ...candidateFields(email.toUpperCase()), jobId: String(openJob) },
        { bytes: PDF, name: "cv.pdf", type: "application/pdf" },
      ),
    );
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(firstBody);
    expect(await cvObjects()).toEqual(objects);
    const form = await postBody(
      `/jobs/${openJob}/apply`,
      multipart({ ...candidateFields(email), resume: "https://example.com/cv" }),
    );
    const fresh = await postBody(
      `/jobs/${openJob}/apply`,
      multipart({ ...candidateFields(uniqueEmail("fresh")), resume: "https://example.com/cv" }),
    );
    expect(form.status).toBe(fresh.status);
    expect(form.headers.get("Location")).toBe(fresh.headers.get("Location"));
    expect(await form.text()).not.toContain("already applied");
    expect(await rowsFor(email)).toHaveLength(1);
    const notices = await vi.waitFor(async () => {
      const found = await noticesTo(email);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(notices[0]!.subject).toContain("You have already applied for");
    // Another position is another application.
    expect((await applyWithLink(candidateFields(email), otherJob)).status).toBe(201);
    expect(await rowsFor(email)).toHaveLength(2);
    // After 30 days the same position may be applied for again.
    await env.DB.prepare("UPDATE job_applications SET created_at = ? WHERE lower(email) = ? AND job_id = ?")
      .bind(Date.now() - 31 * DAY, email, openJob)
      .run();
    expect((await applyWithLink(candidateFields(email), openJob)).status).toBe(201);
    expect(await rowsFor(email)).toHaveLength(3);
  });

  it("stores one application when the same one arrives twice at once, and answers every copy alike", async () => {
    const email = uniqueEmail("race");
    const body = { ...candidateFields(email), resume: "https://example.com/cv", jobId: openJob };
    const answers = await Promise.all([1, 2, 3].map(() => sendJson("/api/job-applications", "POST", body)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await rowsFor(email)).toHaveLength(1);
  });
});

describe("consent", () => {
  it("is required on the form and the API, and recorded with its time", async () => {
    const email = uniqueEmail("consent");
    const { consent: _, ...rest } = candidateFields(email);
    const form = await postBody(`/jobs/${openJob}/apply`, multipart({ ...rest, resume: "https://example.com/cv" }));
    expect(form.status).toBe(400);
    expect(await form.text()).toContain(APPLICATION_MESSAGES.consent);
    const api = await applyWithLink({ ...rest, consent: false }, openJob);
    expect(await api.json()).toMatchObject({ errors: { consent: [APPLICATION_MESSAGES.consent] } });
    expect(await rowsFor(email)).toHaveLength(0);
    const ok = await applyWithLink({ ...rest, consent: true }, openJob);
    expect(ok.status).toBe(201);
    expect((await rowsFor(email))[0]!.consent_at).toEqual(expect.any(Number));
  });

  it("shows the privacy notice, its link and the checkbox on the form", async () => {
    const { html } = await page(`/jobs/${openJob}/apply`);
    expect(html).toContain('href="/privacy-policy"');
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="consent"|<input[^>]*name="consent"[^>]*type="checkbox"/);
    // React writes `encType`; HTML attribute names are case-insensitive.
    expect(html).toMatch(/<form id="application-form"[^>]*enctype="multipart\/form-data"/i);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*name="resumeFile"|name="resumeFile"[^>]*type="file"/);
    expect(html).toContain("180 days");
  });
});

describe("notes and history", () => {
  it("keeps recruiters' notes (who, when, Markdown rendered safely) and counts them in the list", async () => {
    const id = await applyWithCv(uniqueEmail("notes"));
    const empty = await postForm("/admin/applications", { intent: "note", id: String(id), note: "  " }, admin.cookie);
    expect(empty.status).toBe(400);
    const res = await postForm(
      "/admin/applications",
      { intent: "note", id: String(id), note: "**Strong** React. <script>alert(1)</script> [x](javascript:alert(1))" },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/admin/applications?dialog=view&id=${id}`);
    await postForm(
      "/admin/applications",
      { intent: "note", id: String(id), note: "Second call booked." },
      admin.cookie,
    );
    const notes = await env.DB.prepare(
      "SELECT author_id, author_name, body FROM application_notes WHERE application_id = ?",
    )
      .bind(id)
      .all<{ author_id: number; author_name: string }>();
    expect(notes.results).toHaveLength(2);
    expect(notes.results[0]).toMatchObject({ author_id: admin.id, author_name: admin.email });
    const { html } = await page(`/admin/applications?dialog=view&id=${id}`, { headers: { Cookie: admin.cookie } });
    expect(html).toContain("<strong>Strong</strong>");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain(admin.email);
    expect(html).toMatch(new RegExp(`data-application="${id}"[\\s\\S]*?data-notes="2"`));
    // Notes are for admins only.
    const asEditor = await postForm(
      "/admin/applications",
      { intent: "note", id: String(id), note: "hi" },
      editor.cookie,
    );
    expect(asEditor.headers.get("Location")).toBe("/admin/blog");
  });

  // Issue 26: the box kept its text after "Add Note", so a second click posted the note twice.
  it("refuses the same note from the same person within ten seconds, even sent twice at once", async () => {
    const id = await applyWithCv(uniqueEmail("twice-noted"));
    const add = (note: string, cookie = admin.cookie) =>
      postForm("/admin/applications", { intent: "note", id: String(id), note }, cookie);
    const count = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM application_notes WHERE application_id = ?")
        .bind(id)
        .first<{ n: number }>())!.n;
    const both = await Promise.all([add("Called: strong React."), add("Called: strong React.")]);
    expect(both.map((r) => r.status).sort()).toEqual([302, 400]);
    const refused = both.find((r) => r.status === 400)!;
    expect(await refused.text()).toContain(APPLICATION_MESSAGES.noteRepeated);
    expect(await count()).toBe(1);
    // Another text, or the same text from a colleague, is a note of its own.
    expect((await add("Called again.")).status).toBe(302);
    const colleague = await staff("admin");
    expect((await add("Called: strong React.", colleague.cookie)).status).toBe(302);
    expect(await count()).toBe(3);
    // After ten seconds the same words are a new note.
    await env.DB.prepare("UPDATE application_notes SET created_at = created_at - 11000 WHERE application_id = ?")
      .bind(id)
      .run();
    expect((await add("Called: strong React.")).status).toBe(302);
    expect(await count()).toBe(4);
  });

  it("records every status change (from, to, who, when) from the screen and the API, and shows the timeline", async () => {
    const id = await applyWithCv(uniqueEmail("history"));
    await postForm("/admin/applications", { intent: "open", id: String(id) }, admin.cookie);
    await postForm("/admin/applications", { intent: "status", id: String(id), status: "interview" }, admin.cookie);
    // Setting the status it already has changes nothing and records nothing.
    await postForm("/admin/applications", { intent: "status", id: String(id), status: "interview" }, admin.cookie);
    await sendJson(`/api/job-applications/${id}/status`, "PATCH", { status: "hired" }, admin.cookie);
    const changes = await env.DB.prepare(
      "SELECT from_status, to_status, changed_by_id, created_at FROM application_status_changes WHERE application_id = ? ORDER BY id",
    )
      .bind(id)
      .all<{ from_status: string; to_status: string; changed_by_id: number; created_at: number }>();
    expect(changes.results.map((c) => [c.from_status, c.to_status, c.changed_by_id])).toEqual([
      // Opening it changed nothing: the status moves only when someone moves it.
      ["new", "interview", admin.id],
      ["interview", "hired", admin.id],
    ]);
    expect(changes.results.every((c) => Math.abs(c.created_at - Date.now()) < 60_000)).toBe(true);
    const { html } = await page(`/admin/applications?dialog=view&id=${id}`, { headers: { Cookie: admin.cookie } });
    expect(html).toContain("New → Interview");
    expect(html).toContain("Interview → Hired");
  });

  it("keeps the application open after a status change, with the new status and its history", async () => {
    const id = await applyWithCv(uniqueEmail("stays-open"));
    const res = await postForm(
      "/admin/applications",
      { intent: "status", id: String(id), status: "interview", returnTo: "/admin/applications?q=&page=2" },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toBe(`/admin/applications?page=2&dialog=view&id=${id}`);
    const { html } = await page(location, { headers: { Cookie: admin.cookie } });
    expect(parse(html).document.querySelector("[data-testid=application-status]")?.textContent).toBe("Interview");
    expect(html).toContain("→ Interview");
  });

  it("tells recruiters how long data is kept", async () => {
    const { html } = await page("/admin/applications", { headers: { Cookie: admin.cookie } });
    expect(html).toContain("kept for 180 days after an application is rejected or hired, and 365 days");
  });
});

describe("retention sweep", () => {
  async function runDaily(now: number) {
    await cronTick(CRONS.daily, now);
  }
  const row = (id: number) =>
    env.DB.prepare("SELECT * FROM job_applications WHERE id = ?").bind(id).first<Record<string, unknown>>();

  it("anonymises applications past the retention period on the daily cron, keeping status and position", async () => {
    const hired = await applyWithCv(uniqueEmail("hired"));
    const waiting = await applyWithCv(uniqueEmail("waiting"));
    const recent = await applyWithCv(uniqueEmail("recent"));
    await sendJson(`/api/job-applications/${hired}/status`, "PATCH", { status: "hired" }, admin.cookie);
    await postForm("/admin/applications", { intent: "note", id: String(hired), note: "Great hire." }, admin.cookie);
    const key = String((await row(hired))!["resume_key"]);
    const now = Date.now() + 200 * DAY;
    // 200 days on: the hired one is past 180 days, the one still waiting is within 365.
    await runDaily(now);
    const swept = (await row(hired))!;
    expect(swept).toMatchObject({
      full_name: "",
      email: "",
      phone: "",
      cover_letter: "",
      resume: "",
      resume_key: null,
      resume_file_name: null,
      status: "hired",
      position: "Platform Engineer",
      job_id: openJob,
    });
    expect(swept["anonymized_at"]).toBe(now);
    expect(await env.FILES.head(key)).toBeNull();
    const leftovers = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM application_notes WHERE application_id = ?1) AS notes, (SELECT count(*) FROM outbox WHERE related_id = ?1 AND kind LIKE 'application_%') AS mail",
    )
      .bind(hired)
      .first<{ notes: number; mail: number }>();
    expect(leftovers).toEqual({ notes: 0, mail: 0 });
    expect((await row(waiting))!["email"]).not.toBe("");
    expect((await row(recent))!["anonymized_at"]).toBeNull();
    // 400 days on, everything older than 365 days goes too; running again changes nothing more.
    await runDaily(Date.now() + 400 * DAY);
    expect((await row(waiting))!["email"]).toBe("");
    expect((await row(hired))!["anonymized_at"]).toBe(now);
    const list = await page("/admin/applications", { headers: { Cookie: admin.cookie } });
    expect(list.html).toContain("Anonymised applicant");
  });
});

describe("Google for Jobs", () => {
  it("describes the job with validThrough, TELECOMMUTE, countries, employmentType, and baseSalary only when it parses", async () => {
    const closesAt = new Date(Date.now() + 30 * DAY).toISOString();
    const remote = await createJob({
      title: "Remote Data Engineer",
      location: "Remote (Latin America)",
      type: "Contract",
      salary: "Competitive",
      closesAt,
    });
    const { html } = await page(`/jobs/${remote}`);
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(data).toMatchObject({
      "@type": "JobPosting",
      validThrough: closesAt,
      jobLocationType: "TELECOMMUTE",
      employmentType: "CONTRACTOR",
      applicantLocationRequirements: [
        { "@type": "Country", name: "Costa Rica" },
        { "@type": "Country", name: "Mexico" },
        { "@type": "Country", name: "Colombia" },
      ],
    });
    expect(data).not.toHaveProperty("baseSalary");
    expect(data).not.toHaveProperty("jobLocation");
    const paid = await createJob({ title: "Paid Engineer", salary: "$4,500 - $6,000 / month" });
    const paidHtml = (await page(`/jobs/${paid}`)).html;
    expect(paidHtml).toContain('"baseSalary"');
    expect(paidHtml).not.toContain('"validThrough"');
  });

  it("accepts a location beyond the spec's list, keeping the list as suggestions", async () => {
    const lima = await createJob({ title: "Lima Engineer", location: "Lima, Peru" });
    const data = jobPostingData(
      (await (await get(`/api/job-listings/${lima}`)).json<{ jobListing: Parameters<typeof jobPostingData>[0] }>())
        .jobListing,
      "https://www.cordillera.example",
    );
    expect(data).toMatchObject({
      jobLocation: { address: { addressLocality: "Lima", addressCountry: "Peru" } },
    });
    expect(applicantCountries("Remote (Brazil, Chile)")).toEqual(["Brazil", "Chile"]);
    expect(applicantCountries("Remote (USA)")).toEqual(["United States"]);
    const form = await page("/admin/jobs?dialog=new", { headers: { Cookie: admin.cookie } });
    expect(form.html).toContain('list="job-location-suggestions"');
    expect(form.html).toContain('<option value="Remote (USA)">');
    expect((await sendJson("/api/job-listings", "POST", { title: "x", location: "" }, admin.cookie)).status).toBe(400);
  });

  it("takes a listing past its closing date off /jobs, the sitemap, the API and the JSON-LD; its page says it is closed", async () => {
    const id = await createJob({ title: "Closing Role" });
    expect((await page("/jobs")).html).toContain("Closing Role");
    await env.DB.prepare("UPDATE jobs SET closes_at = ? WHERE id = ?")
      .bind(Date.now() - 1000, id)
      .run();
    await changedOutsideTheApp();
    expect((await page("/jobs")).html).not.toContain("Closing Role");
    expect(await (await get("/sitemap.xml")).text()).not.toContain(`/jobs/${id}</loc>`);
    const list = await (await get("/api/job-listings")).json<{ jobListings: { id: number }[] }>();
    expect(list.jobListings.some((j) => j.id === id)).toBe(false);
    const closed = await page(`/jobs/${id}`);
    expect(closed.res.status).toBe(200);
    expect(closed.html).toContain(JOB_MESSAGES.closed);
    expect(closed.html).not.toContain("application/ld+json");
    expect(closed.html).not.toContain(`/jobs/${id}/apply`);
    expect((await page(`/jobs/${id}/apply`)).res.status).toBe(404);
    const api = await sendJson("/api/job-applications", "POST", {
      ...candidateFields(),
      resume: "https://example.com/cv",
      jobId: id,
    });
    expect(api.status).toBe(404);
    // The admin form takes a date (the end of that day, UTC) and shows it back.
    const edit = await sendJson(
      `/api/job-listings/${id}`,
      "PATCH",
      { title: "Closing Role", location: "Bogotá, Colombia", closesAt: "2031-03-15" },
      admin.cookie,
    );
    expect(await edit.json()).toMatchObject({ jobListing: { closesAt: "2031-03-15T23:59:59.999Z" } });
    expect(
      (
        await sendJson(
          `/api/job-listings/${id}`,
          "PATCH",
          { title: "x", location: "Bogotá, Colombia", closesAt: "soon" },
          admin.cookie,
        )
      ).status,
    ).toBe(400);
  });
});

describe("e-mail about a CV", () => {
  it("names the CV (name, size) in the staff alert with a back-office link, and in the confirmation", async () => {
    const email = uniqueEmail("mail");
    const id = await applyWithCv(email);
    let rows: { kind: string; text_body: string; html_body: string }[] = [];
    for (let i = 0; i < 50 && rows.length < 2; i++) {
      rows = (
        await env.DB.prepare(
          "SELECT kind, text_body, html_body FROM outbox WHERE related_id = ? AND kind LIKE 'application_%'",
        )
          .bind(id)
          .all<{ kind: string; text_body: string; html_body: string }>()
      ).results;
      if (rows.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    const confirmation = rows.find((r) => r.kind === "application_confirmation")!;
    expect(confirmation.text_body).toContain(`Valentina Cruz CV.pdf (${PDF.byteLength} B)`);
    const alert = rows.find((r) => r.kind === "application_alert")!;
    expect(alert.text_body).toContain("CV: Valentina Cruz CV.pdf");
    expect(alert.text_body).toContain(`/admin/applications/${id}/cv`);
    expect(alert.html_body).toContain(`/admin/applications/${id}/cv`);
  });
});
