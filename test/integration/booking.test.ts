// Book a discovery call (issue 31): the slots API, a booking that makes an enquiry at "meeting booked" owned by the
// host with an ICS invitation for both sides in the outbox, no double booking under 20 parallel requests, refusals
// naming the field, reminders by the cron with a fixed clock (twice → once), and the signed reschedule and cancel
// links (forged or reused → 404).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { parseIcs } from "~/platform/ics";
import { CRONS } from "~/platform/crons";
import { insertIfFree } from "~/models/meeting-booking.server";
import { claimDueReminders } from "~/models/meeting-reminders.server";
import { createStaff, cronTick, get, page, postForm, sendJson, staff, uniqueEmail } from "../helpers";
import { PERSON, viewsOf } from "../fixtures/page-views";

const HOST_EMAIL = "host-booking@cordillera.example";
let hostId = 0;

beforeAll(async () => {
  hostId = await createStaff(HOST_EMAIL, "editor");
  await env.DB.prepare("UPDATE users SET name = 'Elena Ruiz' WHERE id = ?").bind(hostId).run();
  // Every day, all day, in Bogotá (UTC-5, no DST): the test's slots are every half hour from an hour ahead.
  const allDay = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: "00:00", end: "24:00" })));
  await env.DB.prepare(
    `INSERT INTO booking_hosts (user_id, takes_calls, time_zone, availability, notice_minutes, video_link)
     VALUES (?, 1, 'America/Bogota', ?, 60, 'https://meet.example/elena')`,
  )
    .bind(hostId, allDay)
    .run();
  // The first request compiles the app (slow on a loaded machine): under the hook's timeout, not a test's.
  await get("/api/booking/slots");
});

type Slot = { start: string; end: string; host: string };

async function slots(query = ""): Promise<Slot[]> {
  const res = await get(`/api/booking/slots${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { slots: Slot[] }).slots;
}

/** A slot no other test uses: the n-th offered one. */
const slotNumber = async (n: number) => (await slots())[n]!;

const booking = (start: string, over: Record<string, string> = {}) => ({
  start,
  timeZone: "Europe/Madrid",
  name: "Sam Carter",
  company: "Acme Robotics",
  email: uniqueEmail("visitor"),
  agenda: "Two React engineers for a logistics platform, starting in January.",
  ...over,
});

type OutboxRow = { id: number; kind: string; recipient: string; text_body: string; attachments: string | null };

/** The meeting's outbox rows of a kind, once the after-response hook stored `count` of them. */
const mailsOf = (meetingId: number, kind: string, count = 2) =>
  vi.waitFor(
    async () => {
      const { results } = await env.DB.prepare(
        "SELECT id, kind, recipient, text_body, attachments FROM outbox WHERE related_id = ? AND kind = ? ORDER BY id",
      )
        .bind(meetingId, kind)
        .all<OutboxRow>();
      expect(results.length).toBe(count);
      return results;
    },
    { timeout: 5000, interval: 50 },
  );

const icsOf = (row: OutboxRow) => {
  const [file] = JSON.parse(row.attachments!) as { filename: string; type: string; content: string }[];
  expect(file!.type).toMatch(/^text\/calendar/);
  return parseIcs(file!.content);
};

const meetingRow = (id: number) =>
  env.DB.prepare("SELECT * FROM meetings WHERE id = ?").bind(id).first<Record<string, number | string | null>>();

/** The visitor's links from their invitation's text. */
function linksIn(text: string) {
  const reschedule = /https?:\/\/\S+\/meetings\/([\w-]+)\/reschedule/.exec(text);
  const cancel = /https?:\/\/\S+\/meetings\/([\w-]+)\/cancel/.exec(text);
  return { reschedule: reschedule![1]!, cancel: cancel![1]! };
}

describe("GET /api/booking/slots", () => {
  it("lists free slots as UTC instants with the host's first name, cacheable for at most 60 s", async () => {
    const res = await get("/api/booking/slots?tz=Asia/Tokyo");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
    const body = (await res.json()) as { timeZone: string; slots: Slot[] };
    expect(body.timeZone).toBe("Asia/Tokyo");
    expect(body.slots.length).toBeGreaterThan(20);
    const first = body.slots[0]!;
    expect(first.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(00|30):00\.000Z$/);
    expect(Date.parse(first.end) - Date.parse(first.start)).toBe(30 * 60_000);
    expect(Date.parse(first.start)).toBeGreaterThanOrEqual(Date.now() + 60 * 60_000 - 1000);
    expect(first.host).toBe("Elena");
    expect(JSON.stringify(body)).not.toContain(HOST_EMAIL);
  });

  it("refuses an unknown zone or a malformed window, naming the field", async () => {
    const bad = await get("/api/booking/slots?tz=Mars/Olympus");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.tz).toBeTruthy();
    const from = await get("/api/booking/slots?from=yesterday");
    expect(from.status).toBe(400);
    expect(((await from.json()) as { errors: Record<string, string[]> }).errors.from).toBeTruthy();
  });
});

describe("POST /api/bookings", () => {
  it("books: a meeting, an enquiry at meeting_booked owned by the host, an ICS invitation for both sides", async () => {
    const slot = await slotNumber(2);
    const body = booking(slot.start);
    const res = await sendJson("/api/bookings", "POST", body);
    expect(res.status).toBe(201);
    const { meeting } = (await res.json()) as { meeting: { id: number; start: string; host: string } };
    expect(meeting).toMatchObject({ start: slot.start, host: "Elena" });

    const row = (await meetingRow(meeting.id))!;
    expect(row).toMatchObject({ host_id: hostId, status: "booked", sequence: 0, time_zone: "Europe/Madrid" });
    const contact = await env.DB.prepare("SELECT * FROM contacts WHERE id = ?").bind(row.contact_id).first();
    expect(contact).toMatchObject({
      email: body.email,
      stage: "meeting_booked",
      owner_id: hostId,
      message: body.agenda,
    });

    const [visitor] = await mailsOf(meeting.id, "meeting_booked", 1);
    const [host] = await mailsOf(meeting.id, "meeting_host_booked", 1);
    expect(visitor!.recipient).toBe(body.email);
    expect(host!.recipient).toBe(HOST_EMAIL);
    // The visitor's text names their zone; the agenda they typed is not relayed back to the typed address.
    expect(visitor!.text_body).toContain("Madrid (Central European Time)");
    expect(visitor!.text_body).not.toContain("logistics platform");
    expect(host!.text_body).toContain("logistics platform");
    for (const mail of [visitor!, host!]) {
      const ics = icsOf(mail);
      expect(ics.METHOD).toBe("REQUEST");
      expect(ics.UID).toBe(`meeting-${meeting.id}@localhost`);
      expect(ics.SEQUENCE).toBe("0");
      expect(ics.DTSTART).toBe(slot.start.replace(/[-:]/g, "").replace(".000", ""));
      expect(ics.DTEND).toBe(slot.end.replace(/[-:]/g, "").replace(".000", ""));
      expect(ics.ORGANIZER).toBe(`mailto:${HOST_EMAIL}`);
      expect(ics.ATTENDEE).toBe(`mailto:${body.email}`);
      expect(ics.LOCATION).toBe("https://meet.example/elena");
      expect(ics.URL).toBe("https://meet.example/elena");
    }
    // A booking's answer is the invitation, not the enquiry auto-reply.
    const autoReplies = await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox WHERE kind = 'contact_autoreply' AND recipient = ?",
    )
      .bind(body.email)
      .first<{ n: number }>();
    expect(autoReplies!.n).toBe(0);

    // The slot is gone, and booking it again is "taken".
    expect((await slots()).map((s) => s.start)).not.toContain(slot.start);
    const again = await sendJson("/api/bookings", "POST", booking(slot.start));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/booked it a moment ago/);
  });

  it("20 simultaneous bookings of one slot store exactly one", async () => {
    const slot = await slotNumber(6);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendJson("/api/bookings", "POST", booking(slot.start))),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM meetings WHERE starts_at = ? AND status = 'booked'")
      .bind(Date.parse(slot.start))
      .first<{ n: number }>();
    expect(stored!.n).toBe(1);
    const enquiries = await env.DB.prepare(
      "SELECT count(*) AS n FROM contacts c JOIN meetings m ON m.contact_id = c.id WHERE m.starts_at = ?",
    )
      .bind(Date.parse(slot.start))
      .first<{ n: number }>();
    expect(enquiries!.n).toBe(1);
  });

  it("the same visitor booking the same time again (a double click without JavaScript) gets the same booking", async () => {
    const slot = await slotNumber(8);
    const visitor = booking(slot.start);
    const first = await sendJson("/api/bookings", "POST", visitor);
    expect(first.status).toBe(201);
    const { meeting } = (await first.json()) as { meeting: { id: number } };
    const again = await Promise.all([1, 2, 3].map(() => sendJson("/api/bookings", "POST", { ...visitor })));
    for (const res of again) {
      expect(res.status).toBe(201);
      expect(((await res.json()) as { meeting: { id: number } }).meeting.id).toBe(meeting.id);
    }
    // One invitation, no second enquiry.
    await mailsOf(meeting.id, "meeting_booked", 1);
    await new Promise((r) => setTimeout(r, 300));
    await mailsOf(meeting.id, "meeting_booked", 1);
    const enquiries = await env.DB.prepare("SELECT count(*) AS n FROM contacts WHERE email = ?")
      .bind(visitor.email)
      .first<{ n: number }>();
    expect(enquiries!.n).toBe(1);
  });

  // Found in review: the repeat answer matched a booking by address and time alone, and the page redirected to the
  // meeting's cancel and move link, so anyone who knew a visitor's address and a taken time could cancel their call.
  it("gives no one else a visitor's booking: same address and time with other details is a taken time", async () => {
    const slot = await slotNumber(10);
    const visitor = booking(slot.start);
    const first = await sendJson("/api/bookings", "POST", visitor);
    expect(first.status).toBe(201);
    const { meeting } = (await first.json()) as { meeting: { id: number } };
    const other = { ...visitor, email: visitor.email.toUpperCase(), name: "Mallory", company: "Evil Corp" };
    expect((await sendJson("/api/bookings", "POST", other)).status).toBe(409);
    const page = await postForm("/contact/book", other);
    expect(page.status).toBe(409);
    expect(page.headers.get("Location")).toBeNull();
    // The visitor's own form sent again is booked, and the page it lands on carries no link to the meeting.
    const repeat = await postForm("/contact/book", visitor);
    expect(repeat.status).toBe(302);
    expect(repeat.headers.get("Location")).toBe("/contact/book?booked=0");
    expect((await meetingRow(meeting.id))!.status).toBe("booked");
  });

  it("refuses a slot not offered, an unknown zone and bad fields with 400 naming the field, storing nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM meetings").first<{ n: number }>();
    const slot = await slotNumber(8);
    const cases: [Record<string, string>, string][] = [
      [booking("2020-01-06T15:00:00Z"), "start"], // past
      [booking(new Date(Date.parse(slot.start) + 10 * 60_000).toISOString()), "start"], // not on the grid
      [booking(new Date(Date.now() + 5 * 60_000).toISOString().replace(/:\d\d\.\d+Z$/, ":00Z")), "start"], // too soon
      [booking(new Date(Date.now() + 60 * 86_400_000).toISOString().replace(/T.*$/, "T15:00:00Z")), "start"], // past the horizon
      [booking(slot.start, { timeZone: "Mars/Olympus" }), "timeZone"],
      [booking(slot.start, { email: "not-an-address" }), "email"],
      [booking(slot.start, { name: "" }), "name"],
      [booking("tomorrow"), "start"],
    ];
    for (const [body, field] of cases) {
      const res = await sendJson("/api/bookings", "POST", body);
      expect(res.status, `${field}: ${JSON.stringify(body)}`).toBe(400);
      const json = (await res.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(json.errors)).toContain(field);
    }
    const after = await env.DB.prepare("SELECT count(*) AS n FROM meetings").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });
});

describe("reminders", () => {
  it("the cron sends the 24 h and the 1 h reminder to both sides, each once, however often it runs", async () => {
    // Booked more than 30 hours ahead, so the ticks below (from 30 hours before it) come after the booking.
    const slot = (await slots()).find((s) => Date.parse(s.start) > Date.now() + 31 * 3_600_000)!;
    const res = await sendJson("/api/bookings", "POST", booking(slot.start));
    const { meeting } = (await res.json()) as { meeting: { id: number } };
    const start = Date.parse(slot.start);

    await cronTick(CRONS.frequent, start - 30 * 3_600_000); // too early for either
    expect((await meetingRow(meeting.id))!.reminder_day_sent_at).toBeNull();

    const dayTick = start - 23 * 3_600_000;
    await cronTick(CRONS.frequent, dayTick);
    await cronTick(CRONS.frequent, dayTick + 5 * 60_000);
    const afterDay = (await meetingRow(meeting.id))!;
    expect(afterDay.reminder_day_sent_at).toBe(dayTick);
    expect(afterDay.reminder_hour_sent_at).toBeNull();
    const day = await mailsOf(meeting.id, "meeting_reminder_day", 2);
    expect(day.map((r) => r.recipient)).toContain(HOST_EMAIL);

    const hourTick = start - 40 * 60_000;
    await cronTick(CRONS.frequent, hourTick);
    await cronTick(CRONS.frequent, hourTick + 5 * 60_000);
    expect((await meetingRow(meeting.id))!.reminder_hour_sent_at).toBe(hourTick);
    const hour = await mailsOf(meeting.id, "meeting_reminder_hour", 2);
    expect(icsOf(hour[0]!).UID).toBe(`meeting-${meeting.id}@localhost`);
    // The day reminder's rows were not written again by the later ticks.
    expect((await mailsOf(meeting.id, "meeting_reminder_day", 2)).map((r) => r.id)).toEqual(day.map((r) => r.id));
  });
});

describe("reminders of a call booked at short notice", () => {
  it("sends no 'Tomorrow' for a call later today, and no hour reminder for one within the hour", async () => {
    const now = new Date(Date.UTC(2031, 0, 6, 10, 0));
    const input = {
      name: "Short Notice",
      company: "Soon Co",
      email: uniqueEmail("soon"),
      agenda: "x",
      timeZone: "UTC",
    };
    const book = (minutesAhead: number) =>
      insertIfFree({
        hostId,
        start: new Date(now.getTime() + minutesAhead * 60_000),
        end: new Date(now.getTime() + (minutesAhead + 30) * 60_000),
        bufferMinutes: 0,
        input,
        language: "en",
        videoLink: null,
        now,
      });
    const [later, soon, tomorrow] = [await book(4 * 60), await book(40), await book(26 * 60)];
    expect(later).toMatchObject({ reminderDaySentAt: now, reminderHourSentAt: null });
    expect(soon).toMatchObject({ reminderDaySentAt: now, reminderHourSentAt: now });
    expect(tomorrow).toMatchObject({ reminderDaySentAt: null, reminderHourSentAt: null });
    // The next tick reminds only the call in four hours, an hour before it; the one in 26 hours gets its day reminder.
    const due = await claimDueReminders(new Date(now.getTime() + 5 * 60_000));
    const ids = (list: { id: number }[]) => list.map((m) => m.id);
    expect(ids(due.day)).not.toContain(later!.id);
    expect(ids(due.day)).not.toContain(soon!.id);
    expect(ids(due.hour)).not.toContain(soon!.id);
    const dayAhead = await claimDueReminders(new Date(now.getTime() + 2 * 3_600_000 + 5 * 60_000));
    expect(ids(dayAhead.day)).toContain(tomorrow!.id);
    const hourAhead = await claimDueReminders(new Date(now.getTime() + 3 * 3_600_000 + 30 * 60_000));
    expect(ids(hourAhead.hour)).toContain(later!.id);
    await env.DB.prepare("DELETE FROM meetings WHERE email = ?").bind(input.email).run();
  });
});

describe("the signed links", () => {
  it("reschedule keeps the UID with SEQUENCE+1; cancel sends METHOD:CANCEL; used or forged links are 404", async () => {
    const [slot, later] = [await slotNumber(16), await slotNumber(20)];
    const res = await sendJson("/api/bookings", "POST", booking(slot.start));
    const { meeting } = (await res.json()) as { meeting: { id: number } };
    const [invitation] = await mailsOf(meeting.id, "meeting_booked", 1);
    const first = linksIn(invitation!.text_body);
    expect(first.reschedule).toBe(first.cancel);

    const opened = await page(`/meetings/${first.reschedule}/reschedule`);
    expect(opened.res.status).toBe(200);
    expect(opened.html).toContain(`value="${later.start}"`);

    const moved = await postForm(`/meetings/${first.reschedule}/reschedule`, { start: later.start });
    expect(moved.status).toBe(302);
    const next = /\/meetings\/([\w-]+)\/reschedule\?done=1$/.exec(moved.headers.get("Location")!)![1]!;
    expect(next).not.toBe(first.reschedule);
    expect((await meetingRow(meeting.id))!).toMatchObject({ starts_at: Date.parse(later.start), sequence: 1 });
    const updates = await mailsOf(meeting.id, "meeting_rescheduled", 2);
    for (const mail of updates) {
      const ics = icsOf(mail);
      expect(ics).toMatchObject({ METHOD: "REQUEST", UID: `meeting-${meeting.id}@localhost`, SEQUENCE: "1" });
    }
    expect(linksIn(updates.find((m) => m.recipient !== HOST_EMAIL)!.text_body).cancel).toBe(next);

    // The first links are used up.
    expect((await get(`/meetings/${first.reschedule}/reschedule`)).status).toBe(404);
    expect((await postForm(`/meetings/${first.cancel}/cancel`, {})).status).toBe(404);

    const cancelPage = await page(`/meetings/${next}/cancel`);
    expect(cancelPage.res.status).toBe(200);
    const cancelled = await postForm(`/meetings/${next}/cancel`, {});
    expect(cancelled.status).toBe(302);
    expect((await meetingRow(meeting.id))!).toMatchObject({ status: "cancelled", sequence: 2 });
    for (const mail of await mailsOf(meeting.id, "meeting_cancelled", 2)) {
      expect(icsOf(mail)).toMatchObject({ METHOD: "CANCEL", UID: `meeting-${meeting.id}@localhost`, SEQUENCE: "2" });
    }
    const reused = await page(`/meetings/${next}/cancel`);
    expect(reused.res.status).toBe(404);
    expect(reused.html).toContain("This link is not valid");
    // The slot is free again.
    expect((await slots()).map((s) => s.start)).toContain(later.start);
  });

  it("a forged link is the plain invalid-link page, in either language", async () => {
    const forged = `1-0-${"A".repeat(43)}`;
    for (const path of [`/meetings/${forged}/cancel`, `/meetings/${forged}/reschedule`, "/meetings/nonsense/cancel"]) {
      const { res, html } = await page(path);
      expect(res.status).toBe(404);
      expect(html).toContain("This link is not valid");
    }
    const es = await page(`/es/meetings/${forged}/cancel`);
    expect(es.res.status).toBe(404);
    expect(es.html).toContain("Este enlace no es válido");
    expect((await sendJson(`/api/bookings/${forged}`, "DELETE", undefined)).status).toBe(404);
  });

  // Found in review: the rule took a token to be 43 characters alone, and a meeting link is `12-0-<signature>`.
  it("count in Website Stats under their pattern, never with the link", async () => {
    const slot = await slotNumber(12);
    const res = await sendJson("/api/bookings", "POST", booking(slot.start));
    const { meeting } = (await res.json()) as { meeting: { id: number } };
    const [invitation] = await mailsOf(meeting.id, "meeting_booked", 1);
    const { cancel: token } = linksIn(invitation!.text_body);
    const total = async () => (await viewsOf("/meetings/:token/cancel")).reduce((n, r) => n + r.views, 0);
    const before = await total();
    expect((await get(`/meetings/${token}/cancel`, { headers: { "User-Agent": PERSON } })).status).toBe(200);
    await expect.poll(total, { timeout: 5_000, interval: 200 }).toBe(before + 1);
    const leaked = await env.DB.prepare("SELECT count(*) AS n FROM page_views WHERE path LIKE ?")
      .bind(`%${token.slice(-20).toLowerCase()}%`)
      .first<{ n: number }>();
    expect(leaked!.n).toBe(0);
  });

  it("stop working once the call has begun: a call that took place is not cancelled or moved afterwards", async () => {
    const slot = await slotNumber(28);
    const res = await sendJson("/api/bookings", "POST", booking(slot.start));
    const { meeting } = (await res.json()) as { meeting: { id: number } };
    const [invitation] = await mailsOf(meeting.id, "meeting_booked", 1);
    const { cancel: token } = linksIn(invitation!.text_body);
    const hourAgo = Date.now() - 3_600_000;
    await env.DB.prepare("UPDATE meetings SET starts_at = ?, ends_at = ? WHERE id = ?")
      .bind(hourAgo, hourAgo + 1_800_000, meeting.id)
      .run();
    expect((await page(`/meetings/${token}/cancel`)).res.status).toBe(404);
    expect((await postForm(`/meetings/${token}/cancel`, {})).status).toBe(404);
    expect((await get(`/meetings/${token}/reschedule`)).status).toBe(404);
    expect((await sendJson(`/api/bookings/${token}`, "DELETE", undefined)).status).toBe(404);
    expect((await meetingRow(meeting.id))!).toMatchObject({ status: "booked", sequence: 0 });
  });

  it("stop working when staff delete the enquiry: the call is called off and both sides get the CANCEL", async () => {
    const admin = await staff("admin");
    const slot = await slotNumber(30);
    const visitor = booking(slot.start);
    const res = await sendJson("/api/bookings", "POST", visitor);
    const { meeting } = (await res.json()) as { meeting: { id: number } };
    const { contact_id: contactId } = (await meetingRow(meeting.id))!;
    expect((await sendJson(`/api/contacts/${contactId}`, "DELETE", undefined, admin.cookie)).status).toBe(200);
    expect((await meetingRow(meeting.id))!).toMatchObject({ status: "cancelled", sequence: 1 });
    const cancelled = await mailsOf(meeting.id, "meeting_cancelled", 2);
    expect(cancelled.map((m) => m.recipient).sort()).toEqual([HOST_EMAIL, visitor.email].sort());
    for (const mail of cancelled) expect(icsOf(mail)).toMatchObject({ METHOD: "CANCEL", SEQUENCE: "1" });
    // No reminder can go to the visitor any more, and the time is free again.
    expect((await slots()).map((s) => s.start)).toContain(slot.start);
  });

  it("the API twins: PATCH moves, DELETE cancels", async () => {
    const [slot, later] = [await slotNumber(24), await slotNumber(26)];
    const res = await sendJson("/api/bookings", "POST", booking(slot.start));
    const { meeting } = (await res.json()) as { meeting: { id: number } };
    const [invitation] = await mailsOf(meeting.id, "meeting_booked", 1);
    const { cancel: token } = linksIn(invitation!.text_body);
    const bad = await sendJson(`/api/bookings/${token}`, "PATCH", { start: "2020-01-01T00:00:00Z" });
    expect(bad.status).toBe(400);
    const moved = await sendJson(`/api/bookings/${token}`, "PATCH", { start: later.start });
    expect(moved.status).toBe(200);
    const { meeting: m } = (await moved.json()) as { meeting: { token: string; sequence: number } };
    expect(m.sequence).toBe(1);
    expect((await sendJson(`/api/bookings/${token}`, "DELETE", undefined)).status).toBe(404);
    expect((await sendJson(`/api/bookings/${m.token}`, "DELETE", undefined)).status).toBe(204);
  });
});

describe("the pages, without JavaScript", () => {
  it("/contact lists slots per day in the chosen zone, named; a slot opens the form, which books", async () => {
    const { res, html } = await page("/contact?tz=Asia/Tokyo");
    expect(res.status).toBe(200);
    // A first view's budget: two D1 round trips (the materials, and the hosts with their meetings in one batch).
    expect(res.headers.get("Server-Timing")).toMatch(/desc="2 D1 quer/);
    expect(html).toContain("Book a discovery call");
    expect(html).toContain("Tokyo (Japan Standard Time)");
    const slot = await slotNumber(30);
    expect(html).toContain(`/contact/book?start=${encodeURIComponent(slot.start)}&amp;tz=Asia%2FTokyo`);

    const form = await page(`/contact/book?start=${encodeURIComponent(slot.start)}&tz=Asia%2FTokyo`);
    expect(form.res.status).toBe(200);
    expect(form.html).toContain('name="agenda"');
    // The chosen slot, stated as "Monday, March 9, 2026, 10:00 AM (Tokyo …)": today's Intl joins a full date and time
    // with "at", which a cut of the joined text once left behind ("2026 at, 10:00 AM").
    const tokyo = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Tokyo", ...options }).format(new Date(slot.start));
    const day = tokyo({ weekday: "long", year: "numeric", month: "long", day: "numeric" });
    expect(form.html).toContain(`${day}, ${tokyo({ hour: "numeric", minute: "2-digit" })} (Tokyo`);
    expect(form.html).not.toContain(" at,");
    const email = uniqueEmail("nojs");
    const posted = await postForm(`/contact/book?start=${encodeURIComponent(slot.start)}&tz=Asia%2FTokyo`, {
      start: slot.start,
      timeZone: "Asia/Tokyo",
      name: "Kenji Sato",
      company: "Sato Trading",
      email,
      agenda: "A data platform team for next quarter.",
    });
    expect(posted.status).toBe(302);
    const done = await page(posted.headers.get("Location")!);
    expect(done.html).toContain("Your call is booked");
    expect(done.html).toContain(email);
    const contact = await env.DB.prepare("SELECT stage, owner_id FROM contacts WHERE email = ?").bind(email).first();
    expect(contact).toMatchObject({ stage: "meeting_booked", owner_id: hostId });

    // The same slot again: "That time was just taken", with the times still free.
    const taken = await postForm(`/contact/book?start=${encodeURIComponent(slot.start)}&tz=Asia%2FTokyo`, {
      start: slot.start,
      timeZone: "Asia/Tokyo",
      name: "Kenji Sato",
      company: "Sato Trading",
      email: uniqueEmail("nojs"),
      agenda: "A data platform team for next quarter.",
    });
    expect(taken.status).toBe(409);
    const takenHtml = await taken.text();
    expect(takenHtml).toContain("That time was just taken");
    expect(takenHtml).toContain("/contact/book?start=");
  });

  it("/es/contact speaks Spanish and defaults to New York without a zone", async () => {
    const { html } = await page("/es/contact");
    expect(html).toContain("Agenda una llamada de descubrimiento");
    expect(html).toContain("Nueva York (hora oriental)");
    expect(html).toContain("/es/contact/book?start=");
  });
});
