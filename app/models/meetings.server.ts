// Meetings: a visitor books a discovery call (the slot engine says what is free; one atomic insert per host decides
// who gets it), moves or cancels it through signed links, and is reminded 24 h and 1 h before by the cron. A booking
// is an enquiry too (stage "meeting booked", owner = the host). docs/decisions/0035 says why it works this way.
import { and, desc, eq, gte, isNull, lte, gt, notExists, sql, type SQL } from "drizzle-orm";
import { contacts, meetings, type Contact, type Meeting } from "~/db/schema";
import { db } from "~/db/client.server";
import { conflict, HttpError, isUniqueViolation, validationFailed } from "~/platform/errors.server";
import { sign, verify } from "~/platform/signing.server";
import { hostsFreeAt, offeredSlots, type FirstDays, type HostCalendar, type OfferedSlot } from "~/platform/slots";
import { createContact } from "~/models/contacts.server";
import {
  firstName,
  hostCalendars,
  hostProfile,
  noteBooked,
  roundRobinOrder,
  type HostProfile,
} from "~/models/booking-hosts.server";
import type { BookingInput } from "~/schemas/booking";
import { catalogue } from "~/i18n/catalogue";
import type { Language } from "~/i18n/languages";
import { daysAfter } from "~/platform/time";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A stored booking: the meeting, its enquiry and its host (the after-write hooks mail and announce it). */
export type BookedMeeting = { meeting: Meeting; contact: Contact; host: HostProfile };

/**
 * A booking's answer: the meeting and its host, and `created` when this request made it. Null: the same address
 * booked this start a moment ago (a double click without JavaScript), and gets the same answer with no second
 * meeting, enquiry or e-mail.
 */
export type BookingOutcome = { meeting: Meeting; host: HostProfile; created: BookedMeeting | null };

/** The free slots of every host who takes calls, in [from, to) (or its `firstDays`), each with the hosts' first
 * names. */
export async function findOfferedSlots(
  window: { from: Date; to: Date },
  now = new Date(),
  firstDays?: FirstDays,
): Promise<(OfferedSlot & { hosts: string[] })[]> {
  const { calendars, profiles } = await hostCalendars(window.from);
  return offeredSlots(calendars, window, now, firstDays).map((slot) => ({
    ...slot,
    hosts: slot.hostIds.map((id) => firstName(profiles.get(id)!.name, profiles.get(id)!.email)),
  }));
}

/** The offered slots from `from` on, up to the furthest horizon: the /contact panel's and the API's default window. */
export function slotWindow(from: Date | undefined, to: Date | undefined, now: Date) {
  const start = from && from > now ? from : now;
  const end = to ?? daysAfter(start, 90);
  return { from: start, to: end };
}

/**
 * Whether a start is offered at all, ignoring meetings: a start that is offered only without them was taken (409),
 * anything else was never offered (400 naming `start`).
 */
export function refuseStart(calendars: HostCalendar[], start: Date, now: Date, language: Language): never {
  const m = catalogue(language).booking.messages;
  if (
    hostsFreeAt(
      calendars.map((c) => ({ ...c, busy: [] })),
      start,
      now,
    ).length
  )
    throw conflict(m.takenText);
  throw validationFailed({ start: [m.start] });
}

/** How far ahead of a meeting its two reminders go out. */
const REMINDER_DAY_AHEAD = DAY;
const REMINDER_HOUR_AHEAD = 60 * MINUTE;

/**
 * The reminders a meeting booked (or moved) now has no need of: the day's ("Tomorrow: …") when it starts within a
 * day, and the hour's when within the hour. The invitation has just said when it is; marking them sent keeps the
 * reminder job (claimDueReminders) from sending "Tomorrow" for a call later today.
 */
export function remindersCovered(start: Date, now: Date) {
  const ahead = start.getTime() - now.getTime();
  return {
    reminderDaySentAt: ahead <= REMINDER_DAY_AHEAD ? now : null,
    reminderHourSentAt: ahead <= REMINDER_HOUR_AHEAD ? now : null,
  };
}

/**
 * Stores the meeting for the first free host in round-robin order in one statement that also checks no meeting of
 * theirs overlaps it (with the buffer): D1 runs a statement alone, and the partial unique index on (host, start)
 * among booked meetings refuses a second one even so. Null when that host was taken meanwhile.
 */
export async function insertIfFree(values: {
  hostId: number;
  start: Date;
  end: Date;
  bufferMinutes: number;
  input: Omit<BookingInput, "start">;
  language: Language;
  videoLink: string | null;
  kind?: string;
  applicationId?: number | null;
  now: Date;
}): Promise<Meeting | null> {
  const { hostId, start, end, input } = values;
  const buffer = values.bufferMinutes * MINUTE;
  const covered = remindersCovered(start, values.now);
  try {
    const row = await db().get<{ id: number } | undefined>(sql`
      insert into meetings (kind, host_id, starts_at, ends_at, name, company, email, agenda, time_zone, language,
        application_id, video_link, reminder_day_sent_at, reminder_hour_sent_at)
      select ${values.kind ?? "discovery"}, ${hostId}, ${start.getTime()}, ${end.getTime()}, ${input.name},
        ${input.company}, ${input.email}, ${input.agenda}, ${input.timeZone}, ${values.language},
        ${values.applicationId ?? null}, ${values.videoLink}, ${covered.reminderDaySentAt?.getTime() ?? null},
        ${covered.reminderHourSentAt?.getTime() ?? null}
      where not exists (
        select 1 from meetings m where m.host_id = ${hostId} and m.status = 'booked'
          and m.starts_at < ${end.getTime() + buffer} and m.ends_at > ${start.getTime() - buffer}
      ) and ${notExists(
        db()
          .select({ one: sql`1` })
          .from(meetings)
          .where(sameBooking(start, input.email)),
      )}
      returning id`);
    if (!row) return null;
    const [meeting] = await db().select().from(meetings).where(eq(meetings.id, row.id));
    return meeting ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** A booked meeting of this address at this start (with any host): the same booking, made again. */
const sameBooking = (start: Date, email: string) =>
  and(eq(meetings.status, "booked"), eq(meetings.startsAt, start), sql`lower(${meetings.email}) = lower(${email})`);

async function bookedAgain(start: Date, email: string): Promise<BookingOutcome | null> {
  const [meeting] = await db().select().from(meetings).where(sameBooking(start, email)).limit(1);
  return meeting ? { meeting, host: await hostProfile(meeting.hostId), created: null } : null;
}

/**
 * A visitor's booking: the start must be one the engine offers now; the hosts free then are tried in round-robin
 * order until one insert succeeds (a start two hosts offer takes two bookings, never two for one host). The enquiry is
 * created through createContact and moved to "meeting booked" with the host as its owner.
 */
export async function bookMeeting(input: BookingInput, language: Language, now = new Date()): Promise<BookingOutcome> {
  const again = await bookedAgain(input.start, input.email);
  if (again) return again;
  const { calendars, profiles } = await hostCalendars(now);
  const free = hostsFreeAt(calendars, input.start, now);
  if (free.length === 0) refuseStart(calendars, input.start, now, language);
  let meeting: Meeting | null = null;
  for (const hostId of await roundRobinOrder([...new Set(free.map((s) => s.hostId))], now)) {
    const slot = free.find((s) => s.hostId === hostId)!;
    const calendar = calendars.find((c) => c.hostId === hostId)!;
    meeting = await insertIfFree({
      hostId,
      start: slot.start,
      end: slot.end,
      bufferMinutes: calendar.bufferMinutes,
      input,
      language,
      videoLink: profiles.get(hostId)!.videoLink,
      now,
    });
    if (meeting) break;
  }
  if (!meeting) {
    // The same visitor's other click won the race.
    const raced = await bookedAgain(input.start, input.email);
    if (raced) return raced;
    throw conflict(catalogue(language).booking.messages.takenText);
  }
  const host = profiles.get(meeting.hostId)!;
  let contact: Contact;
  try {
    const created = await createContact({
      name: input.name,
      company: input.company,
      email: input.email,
      phone: null,
      interest: "other",
      message: input.agenda,
      language,
    });
    const [moved] = await db()
      .update(contacts)
      .set({ stage: "meeting_booked", ownerId: host.id, stageChangedAt: now })
      .where(eq(contacts.id, created.id))
      .returning();
    contact = moved ?? created;
  } catch (error) {
    // The slot is given back: a booking is a meeting and an enquiry, or nothing.
    await db().delete(meetings).where(eq(meetings.id, meeting.id));
    throw error;
  }
  const [linked] = await db()
    .update(meetings)
    .set({ contactId: contact.id })
    .where(eq(meetings.id, meeting.id))
    .returning();
  await noteBooked(host.id, now);
  const booked = { meeting: linked ?? meeting, contact, host };
  return { meeting: booked.meeting, host, created: booked };
}

// ---------------------------------------------------------------------------------------------------------
// Signed links: bound to the meeting's sequence, so a link stops working once the meeting moved or was cancelled.

const PURPOSE = "meeting";

/** "12-0-<signature>": the meeting, its sequence, and the signature of both. */
export async function meetingToken(meeting: Pick<Meeting, "id" | "sequence">): Promise<string> {
  return `${meeting.id}-${meeting.sequence}-${await sign(PURPOSE, `${meeting.id}.${meeting.sequence}`)}`;
}

/**
 * The meeting is still booked and at this sequence: what a link is valid for, and the compare-and-set of a cancel or
 * move (of two requests with one link, one goes on; the other finds the sequence moved on).
 */
const bookedAt = (meeting: Pick<Meeting, "id" | "sequence">) =>
  and(eq(meetings.id, meeting.id), eq(meetings.sequence, meeting.sequence), eq(meetings.status, "booked"));

/**
 * The booked meeting a link names, or null: forged, malformed, of an earlier sequence (moved, cancelled), already
 * begun (a call that took place is not cancelled or moved afterwards), or an interview whose application is closed
 * or anonymised (booking one refuses that too).
 */
export async function meetingFromToken(token: string, now = new Date()): Promise<Meeting | null> {
  const m = /^(\d{1,12})-(\d{1,6})-([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!m) return null;
  const [id, sequence] = [Number(m[1]), Number(m[2])];
  if (!(await verify(PURPOSE, `${id}.${sequence}`, m[3]!))) return null;
  const [meeting] = await db()
    .select()
    .from(meetings)
    .where(
      and(
        bookedAt({ id, sequence }),
        gt(meetings.startsAt, now),
        sql`not exists (select 1 from job_applications a where a.id = ${meetings.applicationId}
          and (a.status in ('rejected', 'hired') or a.anonymized_at is not null))`,
      ),
    );
  return meeting ?? null;
}

/** Cancels the meeting a link names (once: the sequence moves on). Null when the link is not (or no longer) valid. */
export async function cancelMeeting(token: string, now = new Date()): Promise<Meeting | null> {
  const meeting = await meetingFromToken(token, now);
  if (!meeting) return null;
  const [cancelled] = await db()
    .update(meetings)
    .set({ status: "cancelled", sequence: meeting.sequence + 1, cancelledAt: now, updatedAt: now })
    .where(bookedAt(meeting))
    .returning();
  return cancelled ?? null;
}

/** Calls off the booked meetings still to come that `which` selects, and returns them, for the CANCELs. */
async function callOffComing(which: SQL, now: Date): Promise<Meeting[]> {
  return db()
    .update(meetings)
    .set({ status: "cancelled", sequence: sql`${meetings.sequence} + 1`, cancelledAt: now, updatedAt: now })
    .where(and(which, eq(meetings.status, "booked"), gt(meetings.startsAt, now)))
    .returning();
}

/** The application's interviews still to come: the candidate withdrew. */
export const cancelInterviewsOf = (applicationId: number, now = new Date()) =>
  callOffComing(eq(meetings.applicationId, applicationId), now);

/** An enquiry's or an application's meetings still to come: staff deleted the record. */
export const cancelMeetingsOf = (ref: { kind: "contact" | "application"; id: number }, now = new Date()) =>
  callOffComing(eq(ref.kind === "contact" ? meetings.contactId : meetings.applicationId, ref.id), now);

/** The calls a staff member hosts still to come: their account is being deleted (the meetings go with it). */
export const cancelCallsHostedBy = (hostId: number, now = new Date()) =>
  callOffComing(eq(meetings.hostId, hostId), now);

/** The meeting's host's calendar, in which the meeting itself does not count as busy (it is the one moving). */
async function calendarWithout(meeting: Meeting, now: Date): Promise<HostCalendar[]> {
  const { calendars } = await hostCalendars(now, [meeting.hostId]);
  return calendars.map((c) => ({
    ...c,
    busy: c.busy.filter((b) => b.start.getTime() !== meeting.startsAt.getTime()),
  }));
}

/** The host's free slots for moving a meeting (the first days of them, for a page). */
export async function rescheduleSlots(
  meeting: Meeting,
  window: { from: Date; to: Date },
  now: Date,
  firstDays: FirstDays,
) {
  return offeredSlots(await calendarWithout(meeting, now), window, now, firstDays);
}

/**
 * Moves the meeting a link names to another of its host's free starts: same UID, sequence + 1, reminders to be sent
 * again. Null when the link is not valid; 400 (`start`) for a start not offered; 409 when it was just taken.
 */
export async function rescheduleMeeting(
  token: string,
  start: Date,
  now = new Date(),
): Promise<{ before: Meeting; meeting: Meeting } | null> {
  const meeting = await meetingFromToken(token, now);
  if (!meeting) return null;
  const language = meeting.language;
  const own = await calendarWithout(meeting, now);
  const [slot] = hostsFreeAt(own, start, now);
  if (!slot) refuseStart(own, start, now, language);
  const buffer = (own[0]?.bufferMinutes ?? 0) * MINUTE;
  try {
    const [moved] = await db()
      .update(meetings)
      .set({
        startsAt: slot.start,
        endsAt: slot.end,
        sequence: meeting.sequence + 1,
        ...remindersCovered(slot.start, now),
        updatedAt: now,
      })
      .where(
        and(
          bookedAt(meeting),
          sql`not exists (select 1 from meetings m where m.host_id = ${meeting.hostId} and m.status = 'booked'
            and m.id <> ${meeting.id} and m.starts_at < ${slot.end.getTime() + buffer}
            and m.ends_at > ${slot.start.getTime() - buffer})`,
        ),
      )
      .returning();
    if (moved) return { before: meeting, meeting: moved };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // Either the link was used meanwhile (its sequence moved on) or the time was just taken.
  if (!(await meetingFromToken(token, now))) return null;
  throw new HttpError(409, catalogue(language).booking.messages.takenText);
}

// ---------------------------------------------------------------------------------------------------------
// Reminders: the cron's job, every 5 minutes. The marker is set in the statement that picks the meetings, so a
// retried or overlapping tick finds nothing to send twice.

export async function claimDueReminders(now: Date): Promise<{ day: Meeting[]; hour: Meeting[] }> {
  const t = now.getTime();
  const d = db();
  const day = await d
    .update(meetings)
    .set({ reminderDaySentAt: now })
    .where(
      and(
        eq(meetings.status, "booked"),
        isNull(meetings.reminderDaySentAt),
        gt(meetings.startsAt, new Date(t + REMINDER_HOUR_AHEAD)),
        lte(meetings.startsAt, new Date(t + REMINDER_DAY_AHEAD)),
      ),
    )
    .returning();
  const hour = await d
    .update(meetings)
    .set({ reminderHourSentAt: now })
    .where(
      and(
        eq(meetings.status, "booked"),
        isNull(meetings.reminderHourSentAt),
        gt(meetings.startsAt, now),
        lte(meetings.startsAt, new Date(t + REMINDER_HOUR_AHEAD)),
      ),
    )
    .returning();
  return { day, hour };
}

/** Gives a claimed reminder back when its mail could not be queued: the next tick claims and sends it. */
export const releaseReminder = (id: number, which: "day" | "hour") =>
  db()
    .update(meetings)
    .set(which === "day" ? { reminderDaySentAt: null } : { reminderHourSentAt: null })
    .where(eq(meetings.id, id));

// ---------------------------------------------------------------------------------------------------------
// Staff: GET /api/meetings.

export async function listMeetings(query: {
  from?: Date;
  status?: "booked" | "cancelled";
  /** Only this host's meetings. */
  hostId?: number;
  limit: number;
  offset: number;
}) {
  return db()
    .select()
    .from(meetings)
    .where(
      and(
        query.from ? gte(meetings.startsAt, query.from) : undefined,
        query.status ? eq(meetings.status, query.status) : undefined,
        query.hostId !== undefined ? eq(meetings.hostId, query.hostId) : undefined,
      ),
    )
    .orderBy(query.from ? meetings.startsAt : desc(meetings.startsAt))
    .limit(query.limit)
    .offset(query.offset);
}
