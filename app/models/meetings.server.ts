// Meetings: discovery calls a visitor books (meeting-booking.server.ts) and interviews a candidate books
// (interviews.server.ts), moved or cancelled through signed links (meeting-links.server.ts) and reminded by the cron
// (meeting-reminders.server.ts). Here: staff's list of them, and calling off those still to come when their record
// or host goes.
import { and, desc, eq, gt, gte, inArray, sql, type SQL } from "drizzle-orm";
import { meetings, type Meeting } from "~/db/schema";
import { db } from "~/db/client.server";

/** Calls off the booked meetings still to come that `which` selects, and returns them, for the CANCELs. */
async function callOffComing(which: SQL, now: Date): Promise<Meeting[]> {
  return db()
    .update(meetings)
    .set({ status: "cancelled", sequence: sql`${meetings.sequence} + 1`, cancelledAt: now, updatedAt: now })
    .where(and(which, eq(meetings.status, "booked"), gt(meetings.startsAt, now)))
    .returning();
}

/** The applications' interviews still to come: closed (withdrawn, rejected, hired) or being anonymised. */
export const cancelInterviewsOf = (applicationIds: number[], now = new Date()) =>
  callOffComing(inArray(meetings.applicationId, applicationIds), now);

/** An enquiry's or an application's meetings still to come: staff deleted the record. */
export const cancelMeetingsOf = (ref: { kind: "contact" | "application"; id: number }, now = new Date()) =>
  callOffComing(eq(ref.kind === "contact" ? meetings.contactId : meetings.applicationId, ref.id), now);

/** The calls a staff member hosts still to come: their account is being deleted (the meetings go with it). */
export const cancelCallsHostedBy = (hostId: number, now = new Date()) =>
  callOffComing(eq(meetings.hostId, hostId), now);

/** Staff's list of meetings: GET /api/meetings. */
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
