// Who takes discovery calls and when: each staff member's booking settings (My account), an administrator's switch
// for who takes calls, and the calendars the slot engine reads (hours, rules and booked meetings of each host).
import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { bookingHosts, meetings, users, type BookingHost } from "~/db/schema";
import { db } from "~/db/client.server";
import { notFound } from "~/platform/errors.server";
import type { HostCalendar } from "~/platform/slots";
import type { HostSettingsInput } from "~/schemas/booking";
import { daysBefore } from "~/platform/time";

/** A staff member's settings before they saved any: Monday to Friday, nothing else, the defaults. */
export const DEFAULT_HOST_SETTINGS: Omit<BookingHost, "userId" | "updatedAt"> = {
  takesCalls: false,
  timeZone: "America/New_York",
  availability: [],
  meetingMinutes: 30,
  bufferMinutes: 0,
  noticeMinutes: 24 * 60,
  horizonDays: 21,
  videoLink: null,
  lastBookedAt: null,
};

export async function getHostSettings(userId: number): Promise<Omit<BookingHost, "updatedAt">> {
  const [row] = await db().select().from(bookingHosts).where(eq(bookingHosts.userId, userId));
  return row ?? { userId, ...DEFAULT_HOST_SETTINGS };
}

/** Saves the owner's own settings (whether they take calls is an administrator's choice, kept as it is). */
export async function saveHostSettings(userId: number, input: HostSettingsInput): Promise<void> {
  const values = {
    timeZone: input.timeZone,
    availability: [input.day0, input.day1, input.day2, input.day3, input.day4, input.day5, input.day6].flat(),
    meetingMinutes: input.meetingMinutes,
    bufferMinutes: input.bufferMinutes,
    noticeMinutes: input.noticeHours * 60,
    horizonDays: input.horizonDays,
    videoLink: input.videoLink ?? null,
    updatedAt: new Date(),
  };
  await db()
    .insert(bookingHosts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: bookingHosts.userId, set: values });
}

/** An administrator's switch: the staff member is offered to visitors (round-robin among those who are), or not. */
export async function setTakesCalls(userId: number, takesCalls: boolean): Promise<void> {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User not found");
  await db()
    .insert(bookingHosts)
    .values({ userId, takesCalls, updatedAt: new Date() })
    .onConflictDoUpdate({ target: bookingHosts.userId, set: { takesCalls, updatedAt: new Date() } });
}

/** The ids of the staff who take calls (User Management shows the switch from it). */
export async function hostsTakingCalls(): Promise<number[]> {
  const rows = await db()
    .select({ id: bookingHosts.userId })
    .from(bookingHosts)
    .where(eq(bookingHosts.takesCalls, true));
  return rows.map((r) => r.id);
}

export type HostProfile = { id: number; name: string; email: string; videoLink: string | null };

/** First name only: what a visitor is told about who takes the call. */
export const firstName = (name: string | null, email: string) =>
  (name?.trim().split(/\s+/)[0] ?? "") || email.split("@")[0]!;

/**
 * The calendars of the hosts who take calls (or of the given staff, for interviews), with their booked meetings from
 * `from` on, and their names for the slots' `host`: one batch (one D1 round trip) whatever the number of hosts.
 */
export async function hostCalendars(
  from: Date,
  only?: number[],
): Promise<{ calendars: HostCalendar[]; profiles: Map<number, HostProfile> }> {
  const d = db();
  const chosen = only ? inArray(bookingHosts.userId, only) : eq(bookingHosts.takesCalls, true);
  // One round trip (a batch): the hosts, and the booked meetings of whoever they are.
  const [hosts, busy] = await d.batch([
    d
      .select({ settings: bookingHosts, name: users.name, email: users.email })
      .from(bookingHosts)
      .innerJoin(users, and(eq(users.id, bookingHosts.userId), isNull(users.invitedAt)))
      .where(chosen)
      .orderBy(asc(bookingHosts.userId)),
    d
      .select({ hostId: meetings.hostId, start: meetings.startsAt, end: meetings.endsAt })
      .from(meetings)
      .where(
        and(
          inArray(meetings.hostId, d.select({ id: bookingHosts.userId }).from(bookingHosts).where(chosen)),
          eq(meetings.status, "booked"),
          gte(meetings.endsAt, daysBefore(from, 1)),
        ),
      ),
  ]);
  if (hosts.length === 0) return { calendars: [], profiles: new Map() };
  const calendars = hosts.map(({ settings: s }) => ({
    hostId: s.userId,
    timeZone: s.timeZone,
    weekly: s.availability,
    meetingMinutes: s.meetingMinutes,
    bufferMinutes: s.bufferMinutes,
    noticeMinutes: s.noticeMinutes,
    horizonDays: s.horizonDays,
    busy: busy.filter((b) => b.hostId === s.userId),
  }));
  const profiles = new Map(
    hosts.map((h) => [
      h.settings.userId,
      { id: h.settings.userId, name: h.name ?? h.email, email: h.email, videoLink: h.settings.videoLink },
    ]),
  );
  return { calendars, profiles };
}

/**
 * Round-robin among the hosts free for a slot: fewest upcoming meetings first, then the one booked least recently
 * (never booked first), then the lowest id, so the order is the same for every request that reads the same rows.
 */
export async function roundRobinOrder(hostIds: number[], now: Date): Promise<number[]> {
  if (hostIds.length <= 1) return hostIds;
  const rows = await db()
    .select({
      id: bookingHosts.userId,
      lastBookedAt: bookingHosts.lastBookedAt,
      upcoming: sql<number>`(select count(*) from meetings m where m.host_id = ${bookingHosts.userId} and m.status = 'booked' and m.starts_at >= ${now.getTime()})`,
    })
    .from(bookingHosts)
    .where(inArray(bookingHosts.userId, hostIds));
  return rows
    .sort(
      (a, b) =>
        a.upcoming - b.upcoming || (a.lastBookedAt?.getTime() ?? 0) - (b.lastBookedAt?.getTime() ?? 0) || a.id - b.id,
    )
    .map((r) => r.id);
}

export async function noteBooked(hostId: number, at: Date): Promise<void> {
  await db().update(bookingHosts).set({ lastBookedAt: at }).where(eq(bookingHosts.userId, hostId));
}

/** A meeting's host as its e-mails need them: name, address, video link and zone. */
export async function hostProfile(hostId: number): Promise<HostProfile & { timeZone: string }> {
  const [row] = await db()
    .select({
      name: users.name,
      email: users.email,
      videoLink: bookingHosts.videoLink,
      timeZone: bookingHosts.timeZone,
    })
    .from(users)
    .leftJoin(bookingHosts, eq(bookingHosts.userId, users.id))
    .where(eq(users.id, hostId));
  if (!row) throw notFound("Host not found");
  return {
    id: hostId,
    name: row.name ?? row.email,
    email: row.email,
    videoLink: row.videoLink,
    timeZone: row.timeZone ?? DEFAULT_HOST_SETTINGS.timeZone,
  };
}
