// The staff side of discovery calls (issue 31): My account's "Discovery calls" saves a host's hours and rules
// (malformed hours refused, naming the day), only administrators switch who takes calls, round-robin spreads two
// bookings over two hosts free at the same time, `meeting.booked` is delivered to a subscribed endpoint, and
// GET /api/meetings is for staff.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createStaff, get, postForm, sendJson, signedInStaff, uniqueEmail } from "../helpers";
import { deliveredPayloads, webhookFor } from "../fixtures/webhooks";

const { admin, editor } = signedInStaff("admin", "editor");

const hostRow = (id: number) =>
  env.DB.prepare("SELECT * FROM booking_hosts WHERE user_id = ?").bind(id).first<Record<string, unknown>>();

const settings = (over: Record<string, string> = {}) => ({
  intent: "discoveryCalls",
  timeZone: "America/Costa_Rica",
  day0: "",
  day1: "09:00-12:00, 13:00-17:00",
  day2: "09:00-12:00",
  day3: "",
  day4: "",
  day5: "",
  day6: "",
  meetingMinutes: "30",
  bufferMinutes: "10",
  noticeHours: "2",
  horizonDays: "14",
  videoLink: "https://meet.example/editor",
  ...over,
});

describe("My account: Discovery calls", () => {
  it("saves the hours (several ranges a day), zone and rules; the page shows them back", async () => {
    const res = await postForm("/admin/account", settings(), editor.cookie);
    expect(res.status).toBe(302);
    const row = (await hostRow(editor.id))!;
    expect(row).toMatchObject({
      time_zone: "America/Costa_Rica",
      meeting_minutes: 30,
      buffer_minutes: 10,
      notice_minutes: 120,
      horizon_days: 14,
      video_link: "https://meet.example/editor",
      takes_calls: 0,
    });
    expect(JSON.parse(String(row.availability))).toEqual([
      { day: 1, start: "09:00", end: "12:00" },
      { day: 1, start: "13:00", end: "17:00" },
      { day: 2, start: "09:00", end: "12:00" },
    ]);
    const page = await (await get("/admin/account", { headers: { Cookie: editor.cookie } })).text();
    expect(page).toContain("Discovery calls");
    expect(page).toContain('value="09:00-12:00, 13:00-17:00"');
    // An editor is not shown who takes calls.
    expect(page).not.toContain("Who takes calls");
  });

  it("refuses malformed hours, an unknown zone and a plain-http video link, naming each, saving nothing", async () => {
    const before = await hostRow(editor.id);
    for (const [field, value, text] of [
      ["day3", "9 to 5", "Wednesday: write hours as 09:00-12:00, 13:00-17:00"],
      ["day4", "17:00-09:00", "Thursday"],
      ["timeZone", "Mars/Olympus", "Time zone must be an IANA zone"],
      ["videoLink", "http://meet.example/x", "Video link must be an https:// address"],
      ["meetingMinutes", "5", "Meeting length must be a whole number from 15 to 120"],
    ] as const) {
      const res = await postForm("/admin/account", settings({ [field]: value }), editor.cookie);
      expect(res.status, field).toBe(400);
      expect(await res.text(), field).toContain(text);
    }
    expect(await hostRow(editor.id)).toEqual(before);
  });

  it("only administrators choose who takes calls", async () => {
    const refused = await postForm(
      "/admin/account",
      { intent: "takesCalls", id: String(editor.id), value: "true" },
      editor.cookie,
    );
    expect([302, 403]).toContain(refused.status);
    expect((await hostRow(editor.id))!.takes_calls).toBe(0);
    const page = await (await get("/admin/account", { headers: { Cookie: admin.cookie } })).text();
    expect(page).toContain("Who takes calls");
    const res = await postForm(
      "/admin/account",
      { intent: "takesCalls", id: String(editor.id), value: "true" },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    expect((await hostRow(editor.id))!.takes_calls).toBe(1);
  });
});

describe("round-robin, the webhook and the staff list", () => {
  it("two bookings of a time two hosts offer go one to each; meeting.booked is delivered; staff list them", async () => {
    // The admin takes calls with the same hours as the editor (set above): every offered time is both hosts'.
    await postForm("/admin/account", settings({ videoLink: "" }), admin.cookie);
    await postForm("/admin/account", { intent: "takesCalls", id: String(admin.id), value: "true" }, admin.cookie);
    const hook = await webhookFor(["meeting.booked"], "booking");

    const { slots } = (await (await get("/api/booking/slots")).json()) as { slots: { start: string; host: string }[] };
    const start = slots[0]!.start;
    expect(slots.filter((s) => s.start === start)).toHaveLength(2);
    const book = () =>
      sendJson("/api/bookings", "POST", {
        start,
        timeZone: "America/Chicago",
        name: "Riley Park",
        company: "Park & Co",
        email: uniqueEmail("rr"),
        agenda: "A QA team for our mobile app.",
      });
    expect((await book()).status).toBe(201);
    expect((await book()).status).toBe(201);
    expect((await book()).status).toBe(409);
    const { results } = await env.DB.prepare(
      "SELECT host_id FROM meetings WHERE starts_at = ? AND status = 'booked' ORDER BY host_id",
    )
      .bind(Date.parse(start))
      .all<{ host_id: number }>();
    expect(results.map((r) => r.host_id)).toEqual([admin.id, editor.id].sort((a, b) => a - b));

    const payloads = await deliveredPayloads<{ type: string; data: { meeting: Record<string, unknown> } }>(hook.id, 2);
    expect(payloads).toHaveLength(2);
    expect(payloads[0]!.type).toBe("meeting.booked");
    expect(payloads[0]!.data.meeting).toMatchObject({
      startsAt: start,
      company: "Park & Co",
      timeZone: "America/Chicago",
    });

    expect((await get("/api/meetings")).status).toBe(401);
    const list = await get("/api/meetings?upcoming=1", { headers: { Cookie: editor.cookie } });
    expect(list.status).toBe(200);
    // An editor sees the calls they host; an administrator sees every one.
    type Listed = { meetings: { start: string; company: string; hostId: number }[] };
    const { meetings } = (await list.json()) as Listed;
    const parks = (rows: Listed["meetings"]) => rows.filter((m) => m.start === start && m.company === "Park & Co");
    expect(parks(meetings).map((m) => m.hostId)).toEqual([editor.id]);
    expect(meetings.every((m) => m.hostId === editor.id)).toBe(true);
    const all = await get("/api/meetings?upcoming=1", { headers: { Cookie: admin.cookie } });
    expect(parks(((await all.json()) as Listed).meetings)).toHaveLength(2);
  });
});

describe("deleting a host", () => {
  it("calls off their calls still to come and tells each visitor, before the meetings go with the account", async () => {
    const hostId = await createStaff(uniqueEmail("leaving-host"), "editor");
    await env.DB.prepare("UPDATE users SET name = 'Leaving Host' WHERE id = ?").bind(hostId).run();
    const visitor = uniqueEmail("visitor");
    const meeting = async (startsAt: number) =>
      (await env.DB.prepare(
        `INSERT INTO meetings (kind, host_id, starts_at, ends_at, name, company, email, agenda, time_zone)
         VALUES ('call', ?1, ?2, ?2 + 1800000, 'Sam Carter', 'Acme', ?3, 'Hiring', 'UTC') RETURNING id`,
      )
        .bind(hostId, startsAt, visitor)
        .first<{ id: number }>())!.id;
    const coming = await meeting(Date.now() + 3 * 86_400_000);
    const past = await meeting(Date.now() - 3 * 86_400_000);

    expect((await sendJson(`/api/users/${hostId}`, "DELETE", undefined, admin.cookie)).status).toBe(200);
    const mails = await env.DB.prepare("SELECT related_id AS id, recipient, attachments FROM outbox WHERE kind = ?")
      .bind("meeting_cancelled")
      .all<{ id: number; recipient: string; attachments: string }>();
    const sent = mails.results.filter((m) => m.id === coming || m.id === past);
    expect(sent.map((m) => [m.id, m.recipient])).toEqual([[coming, visitor]]);
    expect(JSON.parse(sent[0]!.attachments)[0].content).toContain("METHOD:CANCEL");
  });
});
