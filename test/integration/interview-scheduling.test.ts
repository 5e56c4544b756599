// Interviews on the booking engine (issue 31): a recruiter sends a candidate a single-use scheduling link from the
// application (audited, an e-mail in the application's language); the page offers only the chosen interviewers'
// times; choosing one books a meeting of kind interview on the application with the same atomic insert, moves the
// application to Interview and mails both sides the ICS; the link then stops working (reused or forged → 404); a
// time taken meanwhile is "That time was just taken" (409) and the link keeps working.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { parseIcs } from "~/platform/ics";
import { CRONS } from "~/platform/crons";
import { createStaff, cronTick, get, page, postForm, staff, uniqueEmail } from "../helpers";
import { createListing } from "../fixtures/jobs";

let admin: { id: number; email: string; cookie: string };
let interviewerId = 0;
let interviewerEmail = "";
let noHoursId = 0;

/** A staff member with availability every day in Bogotá (UTC-5, no DST) between the hours given. */
async function withHours(email: string, name: string, start: string, end: string, takesCalls: boolean) {
  const id = await createStaff(email, "editor");
  await env.DB.prepare("UPDATE users SET name = ? WHERE id = ?").bind(name, id).run();
  const ranges = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start, end })));
  await env.DB.prepare(
    `INSERT INTO booking_hosts (user_id, takes_calls, time_zone, availability, notice_minutes, video_link)
     VALUES (?, ?, 'America/Bogota', ?, 60, 'https://meet.example/room')`,
  )
    .bind(id, takesCalls ? 1 : 0, ranges)
    .run();
  return id;
}

beforeAll(async () => {
  admin = await staff("admin");
  await env.DB.prepare("UPDATE users SET name = 'Rita Recruiter' WHERE id = ?").bind(admin.id).run();
  // The interviewer works mornings (Bogotá); someone else, who takes discovery calls, afternoons.
  interviewerEmail = uniqueEmail("interviewer");
  interviewerId = await withHours(interviewerEmail, "Iván Interviewer", "00:00", "12:00", false);
  await withHours(uniqueEmail("caller"), "Carla Caller", "12:00", "24:00", true);
  noHoursId = await createStaff(uniqueEmail("nohours"), "editor");
  await get("/jobs");
});

async function application(language: "en" | "es" = "en") {
  const email = uniqueEmail("candidate");
  const row = await env.DB.prepare(
    `INSERT INTO job_applications (position, full_name, email, phone, cover_letter, resume, status, language)
     VALUES ('Senior React Developer', 'Valentina Cruz', ?, '1', '', 'https://cv.example/v.pdf', 'reviewing', ?)
     RETURNING id`,
  )
    .bind(email, language)
    .first<{ id: number }>();
  return { id: row!.id, email };
}

type OutboxRow = {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  attachments: string | null;
};

const mails = (relatedId: number, kinds: string[], count: number) =>
  vi.waitFor(
    async () => {
      const { results } = await env.DB.prepare(
        `SELECT id, kind, recipient, subject, text_body, attachments FROM outbox
         WHERE related_id = ? AND kind IN (${kinds.map(() => "?").join(", ")}) ORDER BY id`,
      )
        .bind(relatedId, ...kinds)
        .all<OutboxRow>();
      expect(results.length).toBe(count);
      return results;
    },
    { timeout: 5000, interval: 50 },
  );

/** Sends the link from the application's dialog and returns the token from the candidate's e-mail. */
async function sendLink(applicationId: number, interviewers: number[] = [interviewerId]) {
  const body = new URLSearchParams({ intent: "interview", id: String(applicationId) });
  for (const id of interviewers) body.append("interviewerIds", String(id));
  const res = await get("/admin/applications", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
  });
  expect(res.status).toBe(302);
  const [mail] = await mails(applicationId, ["interview_invitation"], 1);
  const token = /\/jobs\/interview\/([A-Za-z0-9_-]{43})/.exec(mail!.text_body)![1]!;
  return { token, mail: mail! };
}

/** The starts the page offers (the buttons' values). */
const offered = (html: string) =>
  [...html.matchAll(/<button type="submit" value="([^"]+)"[^>]*name="start"/g)].map((m) => m[1]!);

const book = (token: string, start: string, prefix = "") =>
  postForm(`${prefix}/jobs/interview/${token}`, { start, timeZone: "Europe/Madrid" });

/**
 * An application whose candidate booked its `nth` offered time (of those more than `aheadMs` away): the meeting, its
 * start and the token of its links.
 */
async function bookedInterview(nth: number, aheadMs = 0) {
  const app = await application();
  const { token } = await sendLink(app.id);
  const starts = offered((await page(`/jobs/interview/${token}`)).html);
  const start = starts.filter((s) => Date.parse(s) > Date.now() + aheadMs)[nth]!;
  expect((await book(token, start)).status).toBe(302);
  const meeting = (await env.DB.prepare("SELECT id FROM meetings WHERE application_id = ?")
    .bind(app.id)
    .first<{ id: number }>())!;
  const [candidate] = await mails(meeting.id, ["meeting_booked"], 1);
  const link = /\/meetings\/([\w-]+)\/reschedule/.exec(candidate!.text_body)![1]!;
  return { app, meeting, start: Date.parse(start), link };
}

describe("sending a scheduling link", () => {
  it("e-mails the candidate a single-use link in the application's language, stored hashed, audited", async () => {
    const app = await application("es");
    const { token, mail } = await sendLink(app.id);
    expect(mail.recipient).toBe(app.email);
    expect(mail.subject).toBe("Agenda tu entrevista para Senior React Developer");
    expect(mail.text_body).toContain(`/es/jobs/interview/${token}`);
    const row = await env.DB.prepare("SELECT * FROM interview_invitations WHERE application_id = ?")
      .bind(app.id)
      .first<{ token_hash: string; interviewer_ids: string; sent_by_id: number; expires_at: number }>();
    expect(row!.token_hash).not.toContain(token);
    expect(JSON.parse(row!.interviewer_ids)).toEqual([interviewerId]);
    expect(row!.sent_by_id).toBe(admin.id);
    expect(row!.expires_at - Date.now()).toBeGreaterThan(13 * 86_400_000);
    const audit = await env.DB.prepare(
      "SELECT action, entity FROM audit_log WHERE actor_id = ? AND entity = 'application' ORDER BY id DESC",
    )
      .bind(admin.id)
      .first<{ action: string }>();
    expect(audit!.action).toBe("send");
    // The dialog offers staff with availability (not only those who take calls), and says a link is open.
    const dialog = await page(`/admin/applications?dialog=view&id=${app.id}`, { headers: { Cookie: admin.cookie } });
    expect(dialog.html).toContain("Iván Interviewer");
    expect(dialog.html).toContain("Carla Caller");
    expect(dialog.html).toContain('data-testid="interview-link-open"');
  });

  it("refuses no interviewer, or one without availability, naming the field; editors may not send", async () => {
    const app = await application();
    const none = await postForm("/admin/applications", { intent: "interview", id: String(app.id) }, admin.cookie);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Pick one or more interviewers");
    const noHours = await postForm(
      "/admin/applications",
      { intent: "interview", id: String(app.id), interviewerIds: String(noHoursId) },
      admin.cookie,
    );
    expect(noHours.status).toBe(400);
    expect(await noHours.text()).toContain("who have set their availability");
    const editor = await staff("editor");
    const refused = await postForm(
      "/admin/applications",
      { intent: "interview", id: String(app.id), interviewerIds: String(interviewerId) },
      editor.cookie,
    );
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).not.toContain("/admin/applications");
    const { count } = (await env.DB.prepare(
      "SELECT count(*) AS count FROM interview_invitations WHERE application_id = ?",
    )
      .bind(app.id)
      .first<{ count: number }>())!;
    expect(count).toBe(0);
  });
});

describe("the candidate's page", () => {
  it("lists only the chosen interviewers' times, in the zone asked for, never cached", async () => {
    const app = await application();
    const { token } = await sendLink(app.id);
    const { res, html } = await page(`/jobs/interview/${token}?tz=America/Bogota`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).toContain("Bogota (Colombia Standard Time)");
    const starts = offered(html);
    expect(starts.length).toBeGreaterThan(5);
    // Mornings in Bogotá only: the afternoon host was not picked.
    for (const start of starts) expect((new Date(start).getUTCHours() + 19) % 24).toBeLessThan(12);
  });

  it("books: a meeting of kind interview on the application, status Interview, ICS to both; then the link is spent", async () => {
    const app = await application();
    const { token } = await sendLink(app.id);
    const start = offered((await page(`/jobs/interview/${token}`)).html)[3]!;
    const res = await book(token, start);
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(new RegExp(`^/jobs/interview/${token}\\?booked=`));
    const meeting = (await env.DB.prepare("SELECT * FROM meetings WHERE application_id = ?")
      .bind(app.id)
      .first<Record<string, string | number | null>>())!;
    expect(meeting).toMatchObject({
      kind: "interview",
      host_id: interviewerId,
      status: "booked",
      email: app.email,
      time_zone: "Europe/Madrid",
      starts_at: Date.parse(start),
    });
    const status = await env.DB.prepare("SELECT status FROM job_applications WHERE id = ?")
      .bind(app.id)
      .first<{ status: string }>();
    expect(status!.status).toBe("interview");
    const change = await env.DB.prepare(
      "SELECT from_status, to_status, changed_by_name FROM application_status_changes WHERE application_id = ?",
    )
      .bind(app.id)
      .first();
    expect(change).toMatchObject({
      from_status: "reviewing",
      to_status: "interview",
      changed_by_name: "Rita Recruiter",
    });

    const [candidate, host] = await mails(Number(meeting.id), ["meeting_booked", "meeting_host_booked"], 2);
    expect(candidate!.recipient).toBe(app.email);
    expect(candidate!.subject).toMatch(/^Your interview with Cordillera Nearshore/);
    expect(candidate!.text_body).toMatch(/\/meetings\/[\w-]+\/reschedule/);
    expect(host!.subject).toMatch(/^New interview booked/);
    expect(host!.text_body).toContain(`/admin/applications?dialog=view&id=${app.id}`);
    for (const row of [candidate!, host!]) {
      const [file] = JSON.parse(row.attachments!) as { type: string; content: string }[];
      expect(file!.type).toMatch(/^text\/calendar/);
      const ics = parseIcs(file!.content);
      expect(JSON.stringify(ics)).toContain(`meeting-${meeting.id}@`);
      expect(JSON.stringify(ics)).toContain("Interview with Cordillera Nearshore");
      expect(JSON.stringify(ics)).toContain("METHOD");
    }

    const done = await page(location);
    expect(done.res.status).toBe(200);
    expect(done.html).toContain('data-testid="interview-booked"');
    expect(done.html).toContain("Iván");

    // Single use: opening or posting the link again is the plain invalid-link page.
    const again = await page(`/jobs/interview/${token}`);
    expect(again.res.status).toBe(404);
    expect(again.html).toContain('data-testid="meeting-link-invalid"');
    const other = offered((await page(`/jobs/interview/${(await sendLink((await application()).id)).token}`)).html)[8]!;
    expect((await book(token, other)).status).toBe(404);
  });

  it("the candidate moves or cancels it through the meeting's signed links, worded as an interview", async () => {
    const { meeting, link } = await bookedInterview(20);
    const move = await page(`/meetings/${link}/reschedule`);
    expect(move.res.status).toBe(200);
    expect(move.html).toContain("Your interview is on");
    const cancel = await postForm(`/meetings/${link}/cancel`, {});
    expect(cancel.status).toBe(302);
    const done = await page(cancel.headers.get("Location")!);
    expect(done.html).toContain("Your interview is cancelled");
    const cancelled = await mails(meeting.id, ["meeting_cancelled"], 2);
    for (const row of cancelled) expect(JSON.parse(row.attachments!)[0].content).toContain("METHOD:CANCEL");
    expect(cancelled[0]!.subject).toBe("Your interview is cancelled");
  });

  it("the meeting's links stop working once the application is closed or anonymised", async () => {
    const { app, link } = await bookedInterview(22);
    // Rejected after the interview was booked: moving it would put a new interview on the interviewer's calendar.
    await env.DB.prepare("UPDATE job_applications SET status = 'rejected' WHERE id = ?").bind(app.id).run();
    expect((await page(`/meetings/${link}/reschedule`)).res.status).toBe(404);
    expect((await postForm(`/meetings/${link}/cancel`, {})).status).toBe(404);
    await env.DB.prepare("UPDATE job_applications SET status = 'reviewing', anonymized_at = ? WHERE id = ?")
      .bind(Date.now(), app.id)
      .run();
    expect((await page(`/meetings/${link}/reschedule`)).res.status).toBe(404);
  });

  it("a forged or malformed link is a 404, opened or posted", async () => {
    const forged = "A".repeat(43);
    for (const path of [`/jobs/interview/${forged}`, "/es/jobs/interview/nope", "/jobs/interview/1-0-abc"]) {
      const { res, html } = await page(path);
      expect(res.status).toBe(404);
      expect(html).toContain('data-testid="meeting-link-invalid"');
      // Worded for a candidate, with the way back to the jobs, not the discovery call's.
      expect(html).not.toMatch(/discovery call|llamada de descubrimiento/i);
      expect(html).toMatch(/href="(\/es)?\/jobs"/);
    }
    expect((await book(forged, new Date(Date.now() + 86_400_000).toISOString())).status).toBe(404);
  });

  it("a link stops working once the application is closed (booking it would reopen it), and none is sent for one", async () => {
    const app = await application();
    const { token } = await sendLink(app.id);
    await env.DB.prepare("UPDATE job_applications SET status = 'rejected' WHERE id = ?").bind(app.id).run();
    expect((await page(`/jobs/interview/${token}`)).res.status).toBe(404);
    expect((await book(token, new Date(Date.now() + 86_400_000).toISOString())).status).toBe(404);
    const status = await env.DB.prepare("SELECT status FROM job_applications WHERE id = ?")
      .bind(app.id)
      .first<{ status: string }>();
    expect(status!.status).toBe("rejected");
    const refused = await postForm(
      "/admin/applications",
      { intent: "interview", id: String(app.id), interviewerIds: String(interviewerId) },
      admin.cookie,
    );
    expect(refused.status).toBe(409);
  });

  // Found in review: the booking moved the application to Interview from whatever it was, so a rejection landing
  // between the link's check and the booking's write was undone and the candidate invited after all.
  it("a rejection landing while the link books is not undone: no interview, the application stays rejected", async () => {
    const app = await application();
    const { token } = await sendLink(app.id);
    const start = offered((await page(`/jobs/interview/${token}`)).html)[3]!;
    // The recruiter rejects it just before the meeting is stored.
    const prepare = env.DB.prepare.bind(env.DB);
    let rejected = false;
    vi.spyOn(env.DB, "prepare").mockImplementation((query: string) => {
      const statement = prepare(query);
      if (rejected || !/insert into meetings/i.test(query)) return statement;
      rejected = true;
      const reject = () => prepare("UPDATE job_applications SET status = 'rejected' WHERE id = ?").bind(app.id).run();
      const after = (s: D1PreparedStatement): D1PreparedStatement =>
        new Proxy(s, {
          get(target, key) {
            if (key === "bind") return (...values: unknown[]) => after(target.bind(...values));
            const value = Reflect.get(target, key) as unknown;
            if (typeof value !== "function") return value;
            const method = value as (...args: unknown[]) => unknown;
            if (["run", "all", "first", "raw"].includes(String(key)))
              return async (...args: unknown[]) => (await reject(), method.apply(target, args));
            return method.bind(target);
          },
        });
      return after(statement);
    });
    try {
      expect((await book(token, start)).status).toBe(404);
    } finally {
      vi.restoreAllMocks();
    }
    expect(rejected).toBe(true);
    const status = await env.DB.prepare("SELECT status FROM job_applications WHERE id = ?")
      .bind(app.id)
      .first<{ status: string }>();
    expect(status!.status).toBe("rejected");
    const booked = await env.DB.prepare("SELECT count(*) AS n FROM meetings WHERE application_id = ?")
      .bind(app.id)
      .first<{ n: number }>();
    expect(booked!.n).toBe(0);
  });

  it("a time just taken answers 409 with the times still free, and the link keeps working", async () => {
    const first = await sendLink((await application()).id);
    const second = await sendLink((await application("es")).id);
    const start = offered((await page(`/jobs/interview/${first.token}`)).html)[12]!;
    expect((await book(first.token, start)).status).toBe(302);
    const taken = await book(second.token, start, "/es");
    expect(taken.status).toBe(409);
    const html = await taken.text();
    expect(html).toContain("Alguien acaba de tomar ese horario");
    expect(offered(html)).not.toContain(start);
    expect((await page(`/es/jobs/interview/${second.token}`)).res.status).toBe(200);
    // A start never offered: 400, nothing stored.
    const never = await book(second.token, "2020-01-01T10:00:00Z", "/es");
    expect(never.status).toBe(400);
    expect((await book(second.token, "not a time", "/es")).status).toBe(400);
  });
});

describe("a closed application's interview", () => {
  /** More than a day ahead: no reminder was due when it was booked. */
  const DAY_AHEAD = 26 * 3_600_000;

  /** The reminder rows the cron wrote for the meeting after a tick at its day reminder and one at its hour reminder. */
  async function remindersAfterTicks(meetingId: number, start: number) {
    await cronTick(CRONS.frequent, start - 20 * 3_600_000);
    await cronTick(CRONS.frequent, start - 30 * 60_000);
    const { results } = await env.DB.prepare(
      "SELECT kind FROM outbox WHERE related_id = ? AND kind IN ('meeting_reminder_day', 'meeting_reminder_hour')",
    )
      .bind(meetingId)
      .all();
    return results;
  }

  /** Called off: cancelled at sequence 1, the CANCEL to both (the host's subject says why), and no reminder. */
  async function expectCalledOff(booked: Awaited<ReturnType<typeof bookedInterview>>, hostSubject: string) {
    const row = await env.DB.prepare("SELECT status, sequence FROM meetings WHERE id = ?")
      .bind(booked.meeting.id)
      .first();
    expect(row).toEqual({ status: "cancelled", sequence: 1 });
    const [candidate, host] = await mails(booked.meeting.id, ["meeting_cancelled"], 2);
    expect(candidate!.recipient).toBe(booked.app.email);
    expect(candidate!.subject).toBe("Your interview is cancelled");
    expect(candidate!.text_body).not.toMatch(/\/meetings\//);
    expect(host!.recipient).toBe(interviewerEmail);
    expect(host!.subject).toMatch(new RegExp(`^Interview ${hostSubject}`));
    for (const mail of [candidate!, host!]) {
      const ics = JSON.parse(mail.attachments!)[0].content as string;
      expect(ics).toContain("METHOD:CANCEL");
      expect(ics).toContain("SEQUENCE:1");
    }
    expect(await remindersAfterTicks(booked.meeting.id, booked.start)).toEqual([]);
  }

  it("rejected in the application's dialog: called off, the CANCEL to both, and no reminder", async () => {
    const booked = await bookedInterview(0, DAY_AHEAD);
    const res = await postForm(
      "/admin/applications",
      { intent: "status", id: String(booked.app.id), status: "rejected" },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    await expectCalledOff(booked, "cancelled: the application was moved to Rejected");
  });

  it("hired through the board's bulk move: the same", async () => {
    const booked = await bookedInterview(1, DAY_AHEAD);
    const jobId = await createListing(admin.cookie);
    await env.DB.prepare("UPDATE job_applications SET job_id = ? WHERE id = ?").bind(jobId, booked.app.id).run();
    const res = await postForm(
      `/admin/jobs/${jobId}/pipeline`,
      { intent: "bulk", stage: "hired", ids: String(booked.app.id), returnTo: "" },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    await expectCalledOff(booked, "cancelled: the application was moved to Hired");
  });

  it("one left booked on a closed application (closed before interviews were called off) is never reminded of", async () => {
    const booked = await bookedInterview(2, DAY_AHEAD);
    await env.DB.prepare("UPDATE job_applications SET status = 'rejected' WHERE id = ?").bind(booked.app.id).run();
    expect(await remindersAfterTicks(booked.meeting.id, booked.start)).toEqual([]);
  });
});
