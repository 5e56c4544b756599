// Booking a discovery call: the slot engine says what is free; one atomic insert per host decides who gets it (an
// interview is stored by the same insert: interviews.server.ts). A booking is an enquiry too (stage "meeting booked",
// owner = the host). Moving or cancelling it through its signed links: meeting-links.server.ts; its reminders:
// meeting-reminders.server.ts. docs/decisions/0035 says why it works this way.
import { and, eq, notExists, sql } from "drizzle-orm";
import { contacts, meetings, type Contact, type Meeting } from "~/db/schema";
import { db } from "~/db/client.server";
import { conflict, isUniqueViolation, validationFailed } from "~/platform/errors.server";
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
import { remindersCovered } from "~/models/meeting-reminders.server";
import type { BookingInput } from "~/schemas/booking";
import { catalogue } from "~/i18n/catalogue";
import type { Language } from "~/i18n/languages";
import { daysAfter, MINUTE_MS } from "~/platform/time";

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
  const covered = remindersCovered(start, values.now);
  try {
    const row = await db().get<{ id: number } | undefined>(sql`
      insert into meetings (kind, host_id, starts_at, ends_at, name, company, email, agenda, time_zone, language,
        application_id, video_link, reminder_day_sent_at, reminder_hour_sent_at)
      select ${values.kind ?? "discovery"}, ${hostId}, ${start.getTime()}, ${end.getTime()}, ${input.name},
        ${input.company}, ${input.email}, ${input.agenda}, ${input.timeZone}, ${values.language},
        ${values.applicationId ?? null}, ${values.videoLink}, ${covered.reminderDaySentAt?.getTime() ?? null},
        ${covered.reminderHourSentAt?.getTime() ?? null}
      where ${hostIsFree(hostId, { start, end }, values.bufferMinutes)} and ${notExists(
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

/**
 * No booked meeting of the host overlaps the slot, with the calendar's buffer either side (`except`: the meeting
 * being moved). Booking and moving check it inside their one write statement.
 */
export const hostIsFree = (hostId: number, slot: { start: Date; end: Date }, bufferMinutes: number, except?: number) =>
  sql`not exists (select 1 from meetings m where m.host_id = ${hostId} and m.status = 'booked'
    and m.starts_at < ${slot.end.getTime() + bufferMinutes * MINUTE_MS}
    and m.ends_at > ${slot.start.getTime() - bufferMinutes * MINUTE_MS}${except === undefined ? sql`` : sql` and m.id <> ${except}`})`;

/** A booked meeting of this address at this start (with any host): the same booking, made again. */
const sameBooking = (start: Date, email: string) =>
  and(eq(meetings.status, "booked"), eq(meetings.startsAt, start), sql`lower(${meetings.email}) = lower(${email})`);

/**
 * The visitor's own discovery call at this start when the same form is sent again (a double click, a retried
 * request): same address, name, company and agenda. Only that is answered as booked: someone who knows another
 * person's address and a taken time is refused as for any taken time.
 */
async function bookedAgain(input: BookingInput): Promise<BookingOutcome | null> {
  const [meeting] = await db()
    .select()
    .from(meetings)
    .where(
      and(
        sameBooking(input.start, input.email),
        eq(meetings.kind, "discovery"),
        eq(meetings.name, input.name),
        eq(meetings.company, input.company),
        eq(meetings.agenda, input.agenda),
      ),
    )
    .limit(1);
  return meeting ? { meeting, host: await hostProfile(meeting.hostId), created: null } : null;
}

/**
 * A visitor's booking: the start must be one the engine offers now; the hosts free then are tried in round-robin
 * order until one insert succeeds (a start two hosts offer takes two bookings, never two for one host). The enquiry is
 * created through createContact and moved to "meeting booked" with the host as its owner.
 */
export async function bookMeeting(input: BookingInput, language: Language, now = new Date()): Promise<BookingOutcome> {
  const again = await bookedAgain(input);
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
    const raced = await bookedAgain(input);
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
