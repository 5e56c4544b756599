// Follow-ups (issue 31, docs/decisions/0034): each staff member's time zone and digest switch (My account), their
// follow-ups due today (the dashboard), and the daily digest the cron sends each of them once their local morning
// comes: the follow-ups due by their local today and the enquiries still at "new" after one business day (Mon–Fri).
// An enquiry with an owner is the owner's; one without goes to every staff member who gets enquiry alerts.
import { and, desc, eq, gte, isNotNull, lt, lte, ne, notInArray } from "drizzle-orm";
import { contacts, users, type Contact } from "~/db/schema";
import { followUpDigests, followUpSettings } from "~/db/pipeline-schema";
import { db } from "~/db/client.server";
import { siteUrl } from "~/platform/env.server";
import { logError } from "~/platform/request-telemetry.server";
import { dateTimeFormat } from "~/platform/intl";
import { queueMessages } from "~/models/outbox.server";
import { staffToNotify } from "~/models/notification-preferences.server";
import { followUpDigestMail, type DigestItem } from "~/models/follow-up-mail.server";
import { recordPath } from "~/schemas/admin-screens";
import { DEFAULT_TIME_ZONE, type FollowUpSettings } from "~/schemas/enquiry-pipeline";
import { DAY_MS, daysBefore } from "~/platform/time";

/** The local hour from which a staff member's digest for the day goes out (the frequent cron checks). */
export const DIGEST_HOUR = 7;
/** Enquiries older than this are history, not leads going cold now: the "still new" list leaves them out. */
export const STALE_WINDOW_DAYS = 30;
/** At most this many lines per list in one digest (the rest are counted, with a link to the list). */
export const DIGEST_LIST_MAX = 20;
const CLOSED_STAGES = ["won", "lost"] as const;

/** The calendar day (YYYY-MM-DD) and hour at `at` in the zone. */
export function localClock(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    dateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const isWeekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/**
 * Still "new" after one business day: a whole weekday (in the zone) lies between the day it came and today. One that
 * came on Friday is listed on Tuesday (Monday has passed), one that came on Monday on Wednesday.
 */
export function staleAfterOneBusinessDay(createdAt: Date, today: string, timeZone: string): boolean {
  for (let day = dayAfter(localClock(createdAt, timeZone).day); day < today; day = dayAfter(day)) {
    if (isWeekday(day)) return true;
  }
  return false;
}

/** The user's settings: their stored choice, or New York and on. */
export async function getFollowUpSettings(userId: number): Promise<FollowUpSettings> {
  const [row] = await db().select().from(followUpSettings).where(eq(followUpSettings.userId, userId)).limit(1);
  return { timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE, digest: row?.digest ?? true };
}

export async function setFollowUpSettings(userId: number, settings: FollowUpSettings): Promise<void> {
  await db()
    .insert(followUpSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: followUpSettings.userId, set: { ...settings, updatedAt: new Date() } });
}

type FollowUpRow = Pick<Contact, "id" | "name" | "company" | "stage" | "followUpOn" | "ownerId" | "createdAt">;
const followUpColumns = {
  id: contacts.id,
  name: contacts.name,
  company: contacts.company,
  stage: contacts.stage,
  followUpOn: contacts.followUpOn,
  ownerId: contacts.ownerId,
  createdAt: contacts.createdAt,
};

/** The dashboard's "My follow-ups today": the user's open enquiries whose follow-up day is today or past. */
export async function myFollowUpsToday(userId: number, now = new Date()) {
  const { timeZone } = await getFollowUpSettings(userId);
  const today = localClock(now, timeZone).day;
  const rows = await db()
    .select(followUpColumns)
    .from(contacts)
    .where(
      and(
        eq(contacts.ownerId, userId),
        isNotNull(contacts.followUpOn),
        lte(contacts.followUpOn, today),
        notInArray(contacts.stage, [...CLOSED_STAGES]),
      ),
    )
    .orderBy(contacts.followUpOn, contacts.id)
    .limit(DIGEST_LIST_MAX);
  return { today, timeZone, items: rows.map((r) => ({ ...r, overdue: (r.followUpOn ?? today) < today })) };
}

/** Whose an enquiry is: its owner's, or (none) every staff member who gets enquiry alerts. */
const isFor = (row: { ownerId: number | null }, user: { id: number; alerts: boolean }) =>
  row.ownerId === user.id || (row.ownerId === null && user.alerts);

const itemOf = (row: FollowUpRow, detail: string): DigestItem => ({
  label: `${row.name} (${row.company})`,
  detail,
  link: siteUrl(recordPath.contact(row.id)),
});

/**
 * The cron's part (every tick of the frequent cron): each staff member with the digest on whose local time has
 * reached DIGEST_HOUR and who has had no digest for their local today gets one, if there is anything in it. A day is
 * claimed (follow_up_digests' unique row) before its mail is queued, and the outbox keeps one message per digest row,
 * so a second run, or two overlapping ones, send nothing twice; a day whose mail cannot be stored is given back for
 * the next tick. Answers how many digests it queued.
 */
export async function sendFollowUpDigests(now: Date): Promise<{ digests: number }> {
  const d = db();
  const staff = await d
    .select({
      id: users.id,
      email: users.email,
      invitedAt: users.invitedAt,
      timeZone: followUpSettings.timeZone,
      digest: followUpSettings.digest,
    })
    .from(users)
    .leftJoin(followUpSettings, eq(followUpSettings.userId, users.id));
  const due = staff
    // An invitation not yet accepted is no colleague yet.
    .filter((u) => u.digest !== false && u.invitedAt === null)
    .map((u) => ({
      ...u,
      ...localClock(now, u.timeZone ?? DEFAULT_TIME_ZONE),
      timeZone: u.timeZone ?? DEFAULT_TIME_ZONE,
    }))
    .filter((u) => u.hour >= DIGEST_HOUR);
  if (due.length === 0) return { digests: 0 };
  // The days claimed since the earliest of today's local days (a bounded read, whatever the number of staff).
  const earliestDay = due.reduce((min, u) => (u.day < min ? u.day : min), due[0]!.day);
  const sent = await d
    .select({ userId: followUpDigests.userId, day: followUpDigests.day })
    .from(followUpDigests)
    .where(gte(followUpDigests.day, earliestDay));
  const pending = due.filter((u) => !sent.some((s) => s.userId === u.id && s.day === u.day));
  if (pending.length === 0) return { digests: 0 };

  const latestDay = pending.reduce((max, u) => (u.day > max ? u.day : max), "");
  const [followUps, fresh, alerted] = await Promise.all([
    d
      .select(followUpColumns)
      .from(contacts)
      .where(
        and(
          isNotNull(contacts.followUpOn),
          lte(contacts.followUpOn, latestDay),
          notInArray(contacts.stage, [...CLOSED_STAGES]),
        ),
      )
      .orderBy(contacts.followUpOn, contacts.id)
      .limit(500),
    d
      .select(followUpColumns)
      .from(contacts)
      .where(
        and(
          eq(contacts.stage, "new"),
          ne(contacts.status, "archived"),
          gte(contacts.createdAt, daysBefore(now, STALE_WINDOW_DAYS)),
          lt(contacts.createdAt, daysBefore(now, 1)),
        ),
      )
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(500),
    staffToNotify("newEnquiries"),
  ]);

  let digests = 0;
  for (const user of pending) {
    const who = { id: user.id, alerts: alerted.includes(user.email) };
    const mine = followUps.filter((r) => isFor(r, who) && (r.followUpOn ?? "") <= user.day);
    const stale = fresh
      .filter((r) => isFor(r, who) && staleAfterOneBusinessDay(r.createdAt, user.day, user.timeZone))
      .reverse(); // oldest first: the coldest lead leads
    // The day is claimed whether or not there is anything to say: the digest is a morning's look, not a stream.
    const [claimed] = await d
      .insert(followUpDigests)
      .values({ userId: user.id, day: user.day, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: followUpDigests.id });
    if (!claimed || (mine.length === 0 && stale.length === 0)) continue;
    try {
      const mail = followUpDigestMail({
        to: user.email,
        day: user.day,
        timeZone: user.timeZone,
        followUps: mine.map((r) =>
          itemOf(r, r.followUpOn === user.day ? "follow up today" : `follow up was due ${r.followUpOn}`),
        ),
        stale: stale.map((r) => itemOf(r, `new since ${localClock(r.createdAt, user.timeZone).day}`)),
        max: DIGEST_LIST_MAX,
        listLink: siteUrl("/admin/contacts?stage=new"),
      });
      digests += (await queueMessages(claimed.id, [mail])).length;
    } catch (error) {
      // Nothing was stored (one atomic batch): give the day back, so the next tick sends this digest.
      await d.delete(followUpDigests).where(eq(followUpDigests.id, claimed.id));
      logError(error, { what: "follow-up digest not stored; the next tick tries again", userId: user.id });
    }
  }
  return { digests };
}

/** How long a sent day is remembered: long enough that no tick can send that day again. */
const DIGEST_DAYS_KEPT = 14;

/** The daily cron's part: forgets the days claimed more than two weeks ago (their mail is in the outbox's log). */
export async function pruneFollowUpDigests(now: Date): Promise<{ pruned: number }> {
  const rows = await db()
    .delete(followUpDigests)
    .where(lt(followUpDigests.createdAt, daysBefore(now, DIGEST_DAYS_KEPT)))
    .returning({ id: followUpDigests.id });
  return { pruned: rows.length };
}
