// Hiring's records (issue 18): the duplicate guard, consent, recruiters' notes and status history, and the retention
// sweep on a clock the test controls.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { CRONS } from "~/platform/crons";
import { APPLICATION_MESSAGES } from "~/schemas/job";
import { cronTick, page, postForm, sendJson, staff, uniqueEmail } from "../helpers";
import { parse } from "../dom";
import { candidateFields, multipart, PDF, postBody } from "../fixtures/cv";
import { applyWithCv, cvObjects, DAY, hiringSetUp, rowsFor } from "../fixtures/hiring";

const { admin, editor, jobs } = hiringSetUp();

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
    const first = await applyWithLink(candidateFields(email), jobs.open);
    const firstBody = await first.json();
    await applyWithCv(email);
    const objects = await cvObjects();
    expect(await rowsFor(email)).toHaveLength(1);
    const again = await postBody(
      "/api/job-applications",
      multipart(
        { ...candidateFields(email.toUpperCase()), jobId: String(jobs.open) },
        { bytes: PDF, name: "cv.pdf", type: "application/pdf" },
      ),
    );
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(firstBody);
    expect(await cvObjects()).toEqual(objects);
    const form = await postBody(
      `/jobs/${jobs.open}/apply`,
      multipart({ ...candidateFields(email), resume: "https://example.com/cv" }),
    );
    const fresh = await postBody(
      `/jobs/${jobs.open}/apply`,
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
    expect((await applyWithLink(candidateFields(email), jobs.other)).status).toBe(201);
    expect(await rowsFor(email)).toHaveLength(2);
    // After 30 days the same position may be applied for again.
    await env.DB.prepare("UPDATE job_applications SET created_at = ? WHERE lower(email) = ? AND job_id = ?")
      .bind(Date.now() - 31 * DAY, email, jobs.open)
      .run();
    expect((await applyWithLink(candidateFields(email), jobs.open)).status).toBe(201);
    expect(await rowsFor(email)).toHaveLength(3);
  });

  it("stores one application when the same one arrives twice at once, and answers every copy alike", async () => {
    const email = uniqueEmail("race");
    const body = { ...candidateFields(email), resume: "https://example.com/cv", jobId: jobs.open };
    const answers = await Promise.all([1, 2, 3].map(() => sendJson("/api/job-applications", "POST", body)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await rowsFor(email)).toHaveLength(1);
  });
});

describe("consent", () => {
  it("is required on the form and the API, and recorded with its time", async () => {
    const email = uniqueEmail("consent");
    const { consent: _, ...rest } = candidateFields(email);
    const form = await postBody(`/jobs/${jobs.open}/apply`, multipart({ ...rest, resume: "https://example.com/cv" }));
    expect(form.status).toBe(400);
    expect(await form.text()).toContain(APPLICATION_MESSAGES.consent);
    const api = await applyWithLink({ ...rest, consent: false }, jobs.open);
    expect(await api.json()).toMatchObject({ errors: { consent: [APPLICATION_MESSAGES.consent] } });
    expect(await rowsFor(email)).toHaveLength(0);
    const ok = await applyWithLink({ ...rest, consent: true }, jobs.open);
    expect(ok.status).toBe(201);
    expect((await rowsFor(email))[0]!.consent_at).toEqual(expect.any(Number));
  });

  it("shows the privacy notice, its link and the checkbox on the form", async () => {
    const { html } = await page(`/jobs/${jobs.open}/apply`);
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
    // There is no page 2 of these few applications: the list goes to its last page, the dialog still open.
    const shown = await page(location, { headers: { Cookie: admin.cookie } });
    expect(shown.res.headers.get("Location")).toBe(`/admin/applications?dialog=view&id=${id}`);
    const { html } = await page(shown.res.headers.get("Location")!, { headers: { Cookie: admin.cookie } });
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
    // An interview the candidate booked, with its invitation, and one still to come (never held: nobody came back).
    const meeting = (startsAt: number) =>
      env.DB.prepare(
        `INSERT INTO meetings (kind, host_id, starts_at, ends_at, name, company, email, agenda, time_zone, application_id)
         VALUES ('interview', (SELECT min(id) FROM users), ?1, ?1 + 1800000, 'Hired Person', 'Platform Engineer',
         'hired@candidates.example', 'Interview', 'UTC', ?2) RETURNING id`,
      )
        .bind(startsAt, hired)
        .first<{ id: number }>();
    const held = (await meeting(Date.now() + DAY))!.id;
    const future = (await meeting(Date.now() + 300 * DAY))!.id;
    await env.DB.prepare(
      `INSERT INTO outbox (kind, related_id, recipient, subject, text_body, html_body)
       VALUES ('meeting_booked', ?, 'hired@candidates.example', 'Your interview', 'x', 'x')`,
    )
      .bind(held)
      .run();
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
      job_id: jobs.open,
    });
    expect(swept["anonymized_at"]).toBe(now);
    expect(await env.FILES.head(key)).toBeNull();
    const leftovers = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM application_notes WHERE application_id = ?1) AS notes, (SELECT count(*) FROM outbox WHERE related_id = ?1 AND kind LIKE 'application_%') AS mail",
    )
      .bind(hired)
      .first<{ notes: number; mail: number }>();
    expect(leftovers).toEqual({ notes: 0, mail: 0 });
    const interviews = await env.DB.prepare(
      "SELECT id, name, company, email, agenda, status FROM meetings WHERE application_id = ? ORDER BY id",
    )
      .bind(hired)
      .all();
    expect(interviews.results).toEqual([
      { id: held, name: "", company: "", email: "", agenda: "", status: "booked" },
      { id: future, name: "", company: "", email: "", agenda: "", status: "cancelled" },
    ]);
    const meetingMail = await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox WHERE related_id = ? AND kind LIKE 'meeting_%'",
    )
      .bind(held)
      .first<{ n: number }>();
    expect(meetingMail?.n).toBe(0);
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
