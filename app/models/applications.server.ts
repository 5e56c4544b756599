// Job applications: stored from the careers page and /api (with a CV file in R2 or a link), triaged in Job
// Applications with notes and a status history. The list and its filters are in application-list.server.ts, the
// retention sweep in application-retention.server.ts.
import { and, asc, desc, eq, gt, isNull, ne, notInArray, sql, type SQL } from "drizzle-orm";
import {
  applicationNotes,
  applicationStatusChanges,
  jobApplications,
  jobs,
  webhookDeliveries,
  type Application,
} from "~/db/schema";
import { db } from "~/db/client.server";
import { checkFile, putFile, removeFile } from "~/platform/files.server";
import { getJob } from "~/models/jobs.server";
import { announceApplicationStatus } from "~/models/webhook-events.server";
import { conflict, notFound, validationFailed } from "~/platform/errors.server";
import {
  APPLICATION_MESSAGES,
  CV_FILES,
  CV_MAX_BYTES,
  DUPLICATE_WINDOW_DAYS,
  type ApplicationInput,
} from "~/schemas/job";
import { cleanFileName, matchUpload } from "~/schemas/material";
import { PIPELINE_MESSAGES } from "~/schemas/pipeline";
import { APPLICATION_STATUS_LABELS, CLOSED_APPLICATION_STATUSES, type ApplicationStatus } from "~/schemas/vocabulary";
import type { StaffUser } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { deleteConversationsOf } from "~/models/conversation-thread.server";
import { applicationCreatedKey } from "~/models/webhook-payloads.server";
import { newStatusToken } from "~/models/application-status-token.server";
import { cancelInterviewsOf } from "~/models/meetings.server";
import { queueCancelledMessages } from "~/models/meeting-mail.server";
import { invalidatePublicPages } from "~/platform/edge-cache.server";
import { afterResponse } from "~/platform/request-telemetry.server";
import { daysBefore } from "~/platform/time";

/**
 * Who made a change, as the notes and the status history remember them: a staff user, or (id null) the candidate on
 * their status page (docs/decisions/0033).
 */
type Actor = Pick<StaffUser, "email" | "name"> & { id: number | null };
const actorName = (by: Actor) => by.name?.trim() || by.email;

/** A stored CV: the private object's key and what the candidate's file was. */
export type StoredCv = { key: string; name: string; size: number; contentType: string };

/** Checks a CV by size, name, declared type and first bytes (413 / 415), then streams it to a private key. */
export async function storeCv(file: File): Promise<StoredCv> {
  const contentType = await checkFile(file, {
    maxBytes: CV_MAX_BYTES,
    tooLarge: APPLICATION_MESSAGES.tooLarge,
    unsupported: APPLICATION_MESSAGES.unsupported,
    accepts: (name, declared, head) => matchUpload(CV_FILES, name, declared, head),
  });
  const key = await putFile("cvs", file, contentType);
  return { key, name: cleanFileName(file.name), size: file.size, contentType };
}

/**
 * An application that still stands. A rejected one (withdrawn by the candidate, or turned down) does not make a new
 * application a repeat: the withdraw page promises the candidate can apply again.
 */
const STANDS = sql`status <> 'rejected'`;

/** The duplicate guard's condition: this e-mail already applied to this job within the window, and it stands. */
function appliedRecently(jobId: number, email: string, now: Date): SQL {
  const since = daysBefore(now, DUPLICATE_WINDOW_DAYS).getTime();
  return sql`EXISTS (SELECT 1 FROM job_applications WHERE job_id = ${jobId} AND lower(email) = lower(${email}) AND created_at > ${since} AND ${STANDS})`;
}

/**
 * A stored application; `duplicate` when this submission was a repeat and the earlier application is returned, else
 * `statusToken`: its status page's token for the confirmation e-mail, whose hash the row keeps (never the token).
 */
export type SubmittedApplication = Application & { duplicate?: true; statusToken?: string };

/**
 * A new application to an open job, stored as `new` with the job's title as its position and the time of
 * consent; 404 for a job that is not open, 413 / 415 for a CV that is refused. The same e-mail applying to the
 * same job within 30 days stores nothing and returns the earlier application marked `duplicate`: callers answer
 * it exactly as a new one (a 409 told anyone whether a person had applied), and the applicant is told by e-mail.
 * The duplicate check is asked before the CV is stored (nothing is uploaded for a duplicate) and again inside the
 * insert itself, so two submissions at once still store one application; a CV whose row is not written is removed.
 */
export async function submitApplication(
  jobId: number,
  { resumeFile, consent: _consent, ...input }: ApplicationInput & { language: Language },
  now = new Date(),
): Promise<SubmittedApplication> {
  const job = await getJob(jobId, { publishedOnly: true });
  const earlier = await findRecentApplication(job.id, input.email, now);
  // The notice about a repeat answers this submission: it is written in the language it was made in.
  if (earlier) return { ...earlier, duplicate: true, language: input.language };
  const cv = resumeFile ? await storeCv(resumeFile) : null;
  const status = await newStatusToken();
  const d = db();
  try {
    const at = now.getTime();
    const inserted = await d.all<{ id: number }>(sql`
      INSERT INTO job_applications (job_id, position, full_name, email, phone, cover_letter, resume, resume_key,
        resume_file_name, resume_file_size, resume_content_type, consent_at, status, language, created_at, updated_at,
        status_token_hash)
      SELECT ${job.id}, ${job.title}, ${input.fullName}, ${input.email}, ${input.phone}, ${input.coverLetter},
        ${input.resume}, ${cv?.key ?? null}, ${cv?.name ?? null}, ${cv?.size ?? null}, ${cv?.contentType ?? null},
        ${at}, 'new', ${input.language}, ${at}, ${at}, ${status.hash}
      WHERE NOT ${appliedRecently(job.id, input.email, now)}
      RETURNING id`);
    const id = inserted[0]?.id;
    if (!id) {
      // Another submission of the same application won the race.
      if (cv) await removeFile(cv.key);
      const winner = await findRecentApplication(job.id, input.email, now);
      if (!winner) throw conflict(APPLICATION_MESSAGES.duplicate);
      return { ...winner, duplicate: true, language: input.language };
    }
    const [row] = await d.select().from(jobApplications).where(eq(jobApplications.id, id));
    return { ...row!, statusToken: status.token };
  } catch (error) {
    if (cv) await removeFile(cv.key).catch(() => undefined);
    throw error;
  }
}

/** The newest standing application of this e-mail to this job within the duplicate window, if any. */
async function findRecentApplication(jobId: number, email: string, now: Date): Promise<Application | null> {
  const since = daysBefore(now, DUPLICATE_WINDOW_DAYS);
  const [row] = await db()
    .select()
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.jobId, jobId),
        sql`lower(${jobApplications.email}) = lower(${email})`,
        gt(jobApplications.createdAt, since),
        STANDS,
      ),
    )
    .orderBy(desc(jobApplications.createdAt))
    .limit(1);
  return row ?? null;
}

export const withDepartment = {
  application: jobApplications,
  department: jobs.department,
};

/** One application with its job's department, or null. */
export async function findApplication(id: number) {
  const [row] = await db()
    .select(withDepartment)
    .from(jobApplications)
    .leftJoin(jobs, eq(jobApplications.jobId, jobs.id))
    .where(eq(jobApplications.id, id))
    .limit(1);
  return row ? { ...row.application, department: row.department } : null;
}

export async function getApplication(id: number) {
  const application = await findApplication(id);
  if (!application) throw notFound("Application not found");
  return application;
}

/**
 * Moves an application to `status` and records the change (from, to, who, when) in the same atomic batch; a
 * status that does not change records nothing. `onlyFrom` limits the move to applications in that status, `onlyOpen`
 * to those not closed (rejected or hired).
 */
async function changeStatus(
  id: number,
  status: ApplicationStatus,
  by: Actor,
  { onlyFrom, onlyOpen, now = new Date() }: { onlyFrom?: ApplicationStatus; onlyOpen?: boolean; now?: Date } = {},
): Promise<{ row: Application | undefined; change: { id: number; from: ApplicationStatus } | undefined }> {
  const d = db();
  // An anonymised application has no person left to hire or reject: it never moves.
  const target = and(
    eq(jobApplications.id, id),
    isNull(jobApplications.anonymizedAt),
    onlyFrom ? eq(jobApplications.status, onlyFrom) : undefined,
    onlyOpen ? notInArray(jobApplications.status, [...CLOSED_APPLICATION_STATUSES]) : undefined,
  );
  const [[change], [row]] = await d.batch([
    // The change row reads the status before the update below (a batch runs in order, atomically).
    d
      .insert(applicationStatusChanges)
      .select(
        d
          .select({
            // Every column, in the table's order (drizzle's rule for INSERT … SELECT); a null id is a new one.
            id: sql<number>`null`.as("id"),
            applicationId: jobApplications.id,
            fromStatus: jobApplications.status,
            toStatus: sql<ApplicationStatus>`${status}`.as("to_status"),
            changedById: sql<number>`${by.id}`.as("changed_by_id"),
            changedByName: sql<string>`${actorName(by)}`.as("changed_by_name"),
            createdAt: sql<number>`${now.getTime()}`.as("created_at"),
          })
          .from(jobApplications)
          .where(and(target, ne(jobApplications.status, status))),
      )
      .returning({ id: applicationStatusChanges.id, from: applicationStatusChanges.fromStatus }),
    d
      .update(jobApplications)
      .set({
        status,
        // "Days in stage" restarts only on a real move (the same status again keeps its clock).
        statusChangedAt: sql`case when ${jobApplications.status} = ${status} then ${jobApplications.statusChangedAt} else ${now.getTime()} end`,
        // "Withdrawn" holds only while the application stays rejected: reopened, it is no longer withdrawn.
        ...(status === "rejected" ? {} : { withdrawnAt: null }),
        updatedAt: now,
      })
      .where(target)
      .returning(),
  ]);
  return { row, change };
}

/**
 * Opening an application marks it read for everyone, once; its status and its retention clock stay as they are
 * (the status moves only when someone moves it).
 */
export async function openApplication(id: number, now = new Date()): Promise<void> {
  const [marked] = await db()
    .update(jobApplications)
    .set({ readAt: now })
    .where(and(eq(jobApplications.id, id), isNull(jobApplications.readAt)))
    .returning({ id: jobApplications.id });
  if (!marked) await getApplication(id);
}

export async function setApplicationStatus(
  id: number,
  status: ApplicationStatus,
  by: Actor,
  { onlyFrom, onlyOpen }: { onlyFrom?: ApplicationStatus; onlyOpen?: boolean } = {},
): Promise<Application> {
  const { row, change } = await changeStatus(id, status, by, { onlyFrom, onlyOpen });
  if (!row) {
    const [found] = await db()
      .select({ anonymizedAt: jobApplications.anonymizedAt })
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    if (found?.anonymizedAt) throw validationFailed({ status: [PIPELINE_MESSAGES.anonymised] });
    throw notFound("Application not found");
  }
  // Only a real move is an event (the same status again records nothing); its change row's id is the event's key.
  if (change) void announceApplicationStatus(row, { id: change.id, from: change.from, by: actorName(by) });
  if (CLOSED_APPLICATION_STATUSES.includes(row.status)) await callOffInterviews(row, by);
  return row;
}

/**
 * A closed application takes no interview: those still to come are called off (sequence + 1), and both sides get the
 * calendar's CANCEL, the host's saying why (the candidate withdrew, or staff closed the application); the host's slot
 * is free again. The candidate's wording is neutral ("Your interview … is cancelled") whoever decided.
 */
async function callOffInterviews(application: Application, by: Actor) {
  const calledOff = await cancelInterviewsOf([application.id]);
  const hostSubject =
    by.id === null
      ? undefined
      : `cancelled: the application was moved to ${APPLICATION_STATUS_LABELS[application.status]}`;
  for (const meeting of calledOff) void afterResponse(() => queueCancelledMessages(meeting, { hostSubject }));
  if (calledOff.length) void afterResponse(() => invalidatePublicPages());
}

/**
 * Deletes the application, then its CV object (notes and history go with the row); its application.created
 * deliveries, which carry the candidate's data, go in the same batch, so no retry or Redeliver sends it again.
 */
export async function deleteApplication(id: number): Promise<void> {
  await deleteConversationsOf("application", [id]);
  const d = db();
  const [, [row]] = await d.batch([
    d.delete(webhookDeliveries).where(eq(webhookDeliveries.eventKey, applicationCreatedKey(id))),
    d
      .delete(jobApplications)
      .where(eq(jobApplications.id, id))
      .returning({ id: jobApplications.id, resumeKey: jobApplications.resumeKey }),
  ]);
  if (!row) throw notFound("Application not found");
  await removeFile(row.resumeKey);
}

/** How long the same note from the same person counts as the same click (a double submit), not a new note. */
const REPEATED_NOTE_MS = 10_000;

/**
 * A recruiter's note (Markdown): stored with who and when; it counts as a change for the retention clock. The same
 * text from the same person on the same application within ten seconds is refused (400 on `note`): the insert
 * itself asks, so a double click stores one note however the two requests interleave.
 */
export async function addApplicationNote(id: number, body: string, by: Actor, now = new Date()): Promise<void> {
  await getApplication(id);
  const at = now.getTime();
  const d = db();
  const [inserted] = await d.batch([
    d
      .insert(applicationNotes)
      .select(
        // Every column in the table's order (drizzle names them all); a null id is the next one.
        sql`SELECT NULL, ${id}, ${by.id}, ${actorName(by)}, ${body}, ${at} WHERE NOT EXISTS (SELECT 1 FROM application_notes
          WHERE application_id = ${id} AND author_id IS ${by.id} AND body = ${body} AND created_at > ${at - REPEATED_NOTE_MS})`,
      )
      .returning({ id: applicationNotes.id }),
    // Only a stored note is a change (the row the insert above wrote at this instant).
    d
      .update(jobApplications)
      .set({ updatedAt: now })
      .where(
        and(
          eq(jobApplications.id, id),
          sql`EXISTS (SELECT 1 FROM application_notes WHERE application_id = ${id} AND author_id IS ${by.id}
            AND created_at = ${at} AND body = ${body})`,
        ),
      ),
  ]);
  if (inserted.length === 0) throw validationFailed({ note: [APPLICATION_MESSAGES.noteRepeated] });
}

/** An application's notes and status changes, oldest first: one round trip. */
export async function applicationActivity(id: number) {
  const d = db();
  const [notes, changes] = await d.batch([
    d
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, id))
      .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id)),
    d
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, id))
      .orderBy(asc(applicationStatusChanges.createdAt), asc(applicationStatusChanges.id)),
  ]);
  return { notes, changes };
}
