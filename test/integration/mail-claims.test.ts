// Cron jobs that claim a piece of mail before they queue it (a meeting's reminder, a staff member's follow-up digest)
// give the claim back when queueing it fails, so the next tick sends it; the others in the same tick still go.
// The claims themselves (once, however often the cron runs): booking.test.ts and enquiry-pipeline.test.ts.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { insertIfFree } from "~/models/meeting-booking.server";
import { sendMeetingReminders } from "~/models/meeting-mail.server";
import { sendFollowUpDigests } from "~/models/follow-ups.server";
import { createStaff, failD1Once, uniqueEmail } from "../helpers";
import { enquiryMaker } from "../fixtures/enquiries";

const HOUR = 3_600_000;
let hostId = 0;

beforeAll(async () => {
  hostId = await createStaff(uniqueEmail("claims-host"), "editor");
});

afterEach(() => vi.restoreAllMocks());

describe("meeting reminders", () => {
  it("a reminder whose mail cannot be queued is given back for the next tick; the others still go", async () => {
    const now = new Date(Date.UTC(2032, 4, 3, 9, 0));
    const book = async (hoursAhead: number) =>
      (await insertIfFree({
        hostId,
        start: new Date(now.getTime() + hoursAhead * HOUR),
        end: new Date(now.getTime() + hoursAhead * HOUR + 30 * 60_000),
        bufferMinutes: 0,
        input: { name: "Reminded", company: "Claims Co", email: uniqueEmail("reminded"), agenda: "x", timeZone: "UTC" },
        language: "en",
        videoLink: null,
        now: new Date(now.getTime() - 7 * 24 * HOUR),
      }))!;
    const meetings = [await book(20), await book(22)];
    const reminders = async (id: number) =>
      (await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE related_id = ? AND kind = 'meeting_reminder_day'")
        .bind(id)
        .first<{ n: number }>())!.n;
    const marker = async (id: number) =>
      (await env.DB.prepare("SELECT reminder_day_sent_at AS at FROM meetings WHERE id = ?").bind(id).first<{
        at: number | null;
      }>())!.at;

    // Storing the first reminder's e-mail fails.
    failD1Once(/^insert into "outbox"/);
    await sendMeetingReminders(now).catch(() => undefined);
    vi.restoreAllMocks();
    const counts = await Promise.all(meetings.map((m) => reminders(m.id)));
    expect(counts.sort()).toEqual([0, 2]);
    const failed = meetings[counts.indexOf(0)]!;
    expect(await marker(failed.id)).toBeNull();

    // The next tick claims it again and sends it; the other is not sent twice.
    const next = new Date(now.getTime() + 5 * 60_000);
    expect(await sendMeetingReminders(next)).toEqual({ dayReminders: 1, hourReminders: 0 });
    for (const m of meetings) expect(await reminders(m.id)).toBe(2);
    expect(await marker(failed.id)).toBe(next.getTime());
  });

  // Found in review: the two sides were stored one after the other, so when the host's failed, the retry rewrote the
  // visitor's row (already sent) back to queued and mailed the visitor the same reminder again.
  it("a reminder whose host side cannot be stored is not stored for the visitor either, and is sent once", async () => {
    const now = new Date(Date.UTC(2032, 5, 7, 9, 0));
    const visitor = uniqueEmail("reminded-once");
    const meeting = (await insertIfFree({
      hostId,
      start: new Date(now.getTime() + 20 * HOUR),
      end: new Date(now.getTime() + 20 * HOUR + 30 * 60_000),
      bufferMinutes: 0,
      input: { name: "Reminded", company: "Claims Co", email: visitor, agenda: "x", timeZone: "UTC" },
      language: "en",
      videoLink: null,
      now: new Date(now.getTime() - 7 * 24 * HOUR),
    }))!;
    const rows = async () =>
      (
        await env.DB.prepare(
          "SELECT recipient, attempts, updated_at FROM outbox WHERE related_id = ? AND kind = 'meeting_reminder_day'",
        )
          .bind(meeting.id)
          .all<{ recipient: string; attempts: number; updated_at: number }>()
      ).results;

    // The visitor's row is written; the host's fails.
    failD1Once(/^insert into "outbox"/, { after: 1 });
    await sendMeetingReminders(now).catch(() => undefined);
    vi.restoreAllMocks();
    expect(await rows()).toEqual([]);

    const next = new Date(now.getTime() + 5 * 60_000);
    expect(await sendMeetingReminders(next)).toEqual({ dayReminders: 1, hourReminders: 0 });
    expect((await rows()).map((r) => r.recipient).sort()).toHaveLength(2);
  });
});

describe("the follow-up digest", () => {
  it("a day whose digest cannot be stored is given back, so the next tick sends it", async () => {
    // 08:00 on Monday 2027-03-08 in New York (EST, UTC-5), the default time zone.
    const monday8am = Date.UTC(2027, 2, 8, 13, 0);
    const email = uniqueEmail("digest-owner");
    const owner = await createStaff(email, "admin");
    const enquiry = enquiryMaker((n) => ({
      name: `Claimed Lead ${n}`,
      email: `lead-${n}@claims.example`,
      company: "Co",
    }));
    await enquiry({ owner_id: owner, follow_up_on: "2027-03-08" });
    const digests = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'follow_up_digest' AND recipient = ?")
        .bind(email)
        .first<{ n: number }>())!.n;

    // The day is claimed, then the batch that stores its e-mail fails.
    vi.spyOn(env.DB, "batch").mockRejectedValueOnce(new Error("D1_ERROR: injected failure"));
    await sendFollowUpDigests(new Date(monday8am)).catch(() => undefined);
    vi.restoreAllMocks();
    expect(await digests()).toBe(0);

    expect(await sendFollowUpDigests(new Date(monday8am + 5 * 60_000))).toEqual({ digests: 1 });
    expect(await digests()).toBe(1);
  });
});
