// A meeting's two reminders, 24 h and 1 h before, sent by the cron every 5 minutes (meeting-mail.server.ts mails
// them). The marker is set in the statement that picks the meetings, so a retried or overlapping tick finds nothing to
// send twice; a booking or move that is already inside a reminder's window marks it sent at once (remindersCovered).
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { meetings, type Meeting } from "~/db/schema";
import { db } from "~/db/client.server";
import { CLOSED_APPLICATION_STATUSES } from "~/schemas/vocabulary";
import { DAY_MS, MINUTE_MS } from "~/platform/time";

/** How far ahead of a meeting its two reminders go out. */
const REMINDER_DAY_AHEAD = DAY_MS;
const REMINDER_HOUR_AHEAD = 60 * MINUTE_MS;

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
 * The meeting is no interview of an application that is closed (hired, rejected, withdrawn) or anonymised: such an
 * interview is not reminded of, and its links do not work (a closed application's interviews are called off too).
 */
export const applicationStillOpen = sql`not exists (select 1 from job_applications a where a.id = ${meetings.applicationId}
  and (a.status in (${sql.join(
    CLOSED_APPLICATION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}) or a.anonymized_at is not null))`;

/**
 * The cron's claim: the booked meetings whose day or hour reminder is due now, each marked sent as it is picked (an
 * interview of a closed or anonymised application is never picked).
 */
export async function claimDueReminders(now: Date): Promise<{ day: Meeting[]; hour: Meeting[] }> {
  const t = now.getTime();
  const d = db();
  const day = await d
    .update(meetings)
    .set({ reminderDaySentAt: now })
    .where(
      and(
        eq(meetings.status, "booked"),
        applicationStillOpen,
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
        applicationStillOpen,
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
