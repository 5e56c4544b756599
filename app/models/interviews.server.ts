// Interviews on the booking engine (issue 31): a recruiter sends a candidate a single-use scheduling link offering the
// free times of the interviewers they picked; the candidate's choice is a meeting of kind "interview" on the
// application, stored by the same atomic insert as a discovery call, and the application moves to Interview.
// docs/decisions/0035 ("Interviews") says why it works this way.
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import {
  bookingHosts,
  interviewInvitations,
  meetings,
  users,
  type InterviewInvitation,
  type Meeting,
} from "~/db/schema";
import { db } from "~/db/client.server";
import { conflict, HttpError, validationFailed } from "~/platform/errors.server";
import { hostsFreeAt, offeredSlots, type FirstDays } from "~/platform/slots";
import { catalogue } from "~/i18n/catalogue";
import { getApplication, setApplicationStatus } from "~/models/applications.server";
import { hostCalendars, noteBooked, roundRobinOrder, type HostProfile } from "~/models/booking-hosts.server";
import { insertIfFree, refuseStart } from "~/models/meeting-booking.server";
import { hashSessionId, newSessionId, SESSION_ID_PATTERN } from "~/models/sessions.server";
import type { StaffUser } from "~/db/schema";
import { daysAfter } from "~/platform/time";
import { CLOSED_APPLICATION_STATUSES } from "~/schemas/vocabulary";

/** How long a scheduling link works (it works once). */
export const INTERVIEW_LINK_DAYS = 14;

type Application = Awaited<ReturnType<typeof getApplication>>;

/** The staff a recruiter can pick: active accounts with weekly availability set (whether or not they take calls). */
export async function interviewerOptions(): Promise<{ id: number; name: string }[]> {
  const rows = await db()
    .select({ id: users.id, name: users.name, email: users.email })
    .from(bookingHosts)
    .innerJoin(users, and(eq(users.id, bookingHosts.userId), isNull(users.invitedAt)))
    .where(sql`${bookingHosts.availability} <> '[]'`)
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: r.name?.trim() || r.email }));
}

/**
 * Issues a scheduling link for the application: stores the hash of 32 random bytes with the interviewers, the sender
 * and an expiry. Returns the token (for the e-mail, never stored). 400 on `interviewerIds` for a pick that is not an
 * interviewer with availability; 409 for an anonymised application (there is no one to write to).
 */
export async function sendInterviewLink(
  applicationId: number,
  interviewerIds: number[],
  by: Pick<StaffUser, "id" | "email" | "name">,
  now = new Date(),
): Promise<{ token: string; invitation: InterviewInvitation; application: Application }> {
  const application = await getApplication(applicationId);
  if (application.anonymizedAt) throw conflict("This application has been anonymised; there is no one to invite.");
  if (isClosed(application))
    throw conflict("This application is closed (hired, rejected or withdrawn); move it back before inviting.");
  const offered = new Set((await interviewerOptions()).map((o) => o.id));
  const picked = [...new Set(interviewerIds)];
  if (picked.length === 0 || picked.some((id) => !offered.has(id)))
    throw validationFailed({ interviewerIds: ["Pick one or more interviewers who have set their availability"] });
  const token = newSessionId();
  const [invitation] = await db()
    .insert(interviewInvitations)
    .values({
      applicationId,
      tokenHash: await hashSessionId(token),
      interviewerIds: picked,
      sentById: by.id,
      sentByName: by.name?.trim() || by.email,
      expiresAt: daysAfter(now, INTERVIEW_LINK_DAYS),
      createdAt: now,
    })
    .returning();
  return { token, invitation: invitation!, application };
}

const isClosed = (application: Application) => CLOSED_APPLICATION_STATUSES.includes(application.status);

/** A link that still works: not used yet and not expired. */
const isOpen = (now: Date) => and(isNull(interviewInvitations.usedAt), gt(interviewInvitations.expiresAt, now));

/** The open invitation a link names, with its application, or null: malformed, forged, used or expired. */
export async function invitationFromToken(
  token: string,
  now = new Date(),
): Promise<{ invitation: InterviewInvitation; application: Application } | null> {
  if (!SESSION_ID_PATTERN.test(token)) return null;
  const [invitation] = await db()
    .select()
    .from(interviewInvitations)
    .where(and(eq(interviewInvitations.tokenHash, await hashSessionId(token)), isOpen(now)));
  if (!invitation) return null;
  const application = await getApplication(invitation.applicationId).catch(() => null);
  // A closed application (hired, rejected, withdrawn) no longer takes an interview: booking would reopen it.
  if (!application || application.anonymizedAt || isClosed(application)) return null;
  return { invitation, application };
}

/** The chosen interviewers' free slots in the window (only theirs: the link names them), the first days of them. */
export async function interviewSlots(
  invitation: InterviewInvitation,
  window: { from: Date; to: Date },
  now: Date,
  firstDays: FirstDays,
) {
  const { calendars } = await hostCalendars(now, invitation.interviewerIds);
  return offeredSlots(calendars, window, now, firstDays);
}

/**
 * The candidate's choice. The link is claimed first (one conditional UPDATE: of two requests with one link, one goes
 * on), then the interviewers free at the start are tried in round-robin order with the discovery call's atomic insert;
 * when every one was taken meanwhile the claim is given back and the answer is 409. Booked: the application moves
 * to Interview through the usual status change, recorded as the recruiter who sent the link. Null: the link is not
 * (or no longer) valid.
 */
export async function bookInterview(
  token: string,
  choice: { start: Date; timeZone: string },
  now = new Date(),
): Promise<{ meeting: Meeting; application: Application; host: HostProfile } | null> {
  const found = await invitationFromToken(token, now);
  if (!found) return null;
  const { invitation, application } = found;
  const language = application.language;
  const { calendars, profiles } = await hostCalendars(now, invitation.interviewerIds);
  const free = hostsFreeAt(calendars, choice.start, now);
  if (free.length === 0) refuseStart(calendars, choice.start, now, language);
  const [claimed] = await db()
    .update(interviewInvitations)
    .set({ usedAt: now })
    .where(and(eq(interviewInvitations.id, invitation.id), isNull(interviewInvitations.usedAt)))
    .returning({ id: interviewInvitations.id });
  if (!claimed) return null;
  let meeting: Meeting | null = null;
  for (const hostId of await roundRobinOrder([...new Set(free.map((s) => s.hostId))], now)) {
    const slot = free.find((s) => s.hostId === hostId)!;
    meeting = await insertIfFree({
      hostId,
      start: slot.start,
      end: slot.end,
      bufferMinutes: calendars.find((c) => c.hostId === hostId)!.bufferMinutes,
      input: {
        name: application.fullName,
        company: application.position,
        email: application.email,
        agenda: `Interview: ${application.position}`,
        timeZone: choice.timeZone,
      },
      language,
      videoLink: profiles.get(hostId)!.videoLink,
      kind: "interview",
      applicationId: application.id,
      now,
    });
    if (meeting) break;
  }
  if (!meeting) {
    // Every interviewer free then was taken meanwhile: the link works again for another time.
    await db()
      .update(interviewInvitations)
      .set({ usedAt: null })
      .where(and(eq(interviewInvitations.id, invitation.id), eq(interviewInvitations.usedAt, now)));
    throw conflict(catalogue(language).booking.messages.takenText);
  }
  try {
    // Only while it is open: a rejection that landed since the link was checked is not undone.
    await setApplicationStatus(
      application.id,
      "interview",
      {
        // Null when the recruiter's account was deleted since: the history keeps the name (changed_by_id is nullable).
        id: invitation.sentById as number,
        name: invitation.sentByName,
        email: invitation.sentByName,
      },
      { onlyOpen: true },
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // Closed (or erased) meanwhile: no interview for it, and the link is spent like any closed application's.
    await db().delete(meetings).where(eq(meetings.id, meeting.id));
    return null;
  }
  await db()
    .update(interviewInvitations)
    .set({ meetingId: meeting.id })
    .where(eq(interviewInvitations.id, invitation.id));
  await noteBooked(meeting.hostId, now);
  return { meeting, application, host: profiles.get(meeting.hostId)! };
}

/** The application's links still open (the dialog says one was sent and until when). */
export async function openInvitations(applicationId: number, now = new Date()) {
  return db()
    .select()
    .from(interviewInvitations)
    .where(and(eq(interviewInvitations.applicationId, applicationId), isOpen(now)));
}
