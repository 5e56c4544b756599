// The signed links in a meeting's e-mails, through which the visitor (or candidate) moves or cancels it. A link is
// bound to the meeting's sequence, so it stops working once the meeting moved or was cancelled.
// docs/decisions/0035 says why it works this way.
import { and, eq, gt } from "drizzle-orm";
import { meetings, type Meeting } from "~/db/schema";
import { db } from "~/db/client.server";
import { HttpError, isUniqueViolation } from "~/platform/errors.server";
import { sign, verify } from "~/platform/signing.server";
import { hostsFreeAt, offeredSlots, type FirstDays, type HostCalendar } from "~/platform/slots";
import { hostCalendars } from "~/models/booking-hosts.server";
import { hostIsFree, refuseStart } from "~/models/meeting-booking.server";
import { applicationStillOpen, remindersCovered } from "~/models/meeting-reminders.server";
import { catalogue } from "~/i18n/catalogue";

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
    .where(and(bookedAt({ id, sequence }), gt(meetings.startsAt, now), applicationStillOpen));
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
      .where(and(bookedAt(meeting), hostIsFree(meeting.hostId, slot, own[0]?.bufferMinutes ?? 0, meeting.id)))
      .returning();
    if (moved) return { before: meeting, meeting: moved };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // Either the link was used meanwhile (its sequence moved on) or the time was just taken.
  if (!(await meetingFromToken(token, now))) return null;
  throw new HttpError(409, catalogue(language).booking.messages.takenText);
}
