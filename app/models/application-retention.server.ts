// How long job applications are kept, and the daily sweep that anonymises them after it (and a candidate's "delete
// my data", which takes the same step at once).
import { and, inArray, isNull, lt, notInArray, or } from "drizzle-orm";
import { applicationNotes, jobApplications, meetings, outbox, webhookDeliveries } from "~/db/schema";
import { db } from "~/db/client.server";
import { bindings, settings } from "~/platform/env.server";
import { deleteConversationsOf } from "~/models/conversation-thread.server";
import { cancelInterviewsOf } from "~/models/meetings.server";
import { queueCancelledMessages } from "~/models/meeting-mail.server";
import { invalidatePublicPages } from "~/platform/edge-cache.server";
import { afterResponse } from "~/platform/request-telemetry.server";
import { applicationCreatedKey } from "~/models/webhook-payloads.server";
import { APPLICATION_MAIL_KINDS, MEETING_MAIL_KINDS, type ApplicationStatus } from "~/schemas/vocabulary";
import { daysBefore } from "~/platform/time";

/** How long applications are kept (days since their last change), from the settings. */
export function retentionDays() {
  const { APPLICATION_RETENTION_DAYS_DECIDED: decided, APPLICATION_RETENTION_DAYS: other } = settings();
  return { decided, other };
}

const DECIDED: ApplicationStatus[] = ["rejected", "hired"];
const SWEEP_BATCH = 90; // ids per statement, under D1's 100 bound parameters
const SWEEP_BATCHES = 20;

/**
 * The retention sweep (daily cron): applications whose last change is older than the retention setting (180
 * days after rejected or hired, 365 otherwise, by default) lose their personal fields, CV object, notes and the
 * e-mails about them, their conversations (messages, attachments, outbox rows) and the people in their interviews;
 * status, position, job and dates stay for statistics. CV and attachment objects are deleted first: if that fails,
 * nothing is marked and the next run tries again.
 */
export async function sweepApplicationRetention(now: Date): Promise<{ anonymized: number }> {
  const { decided, other } = retentionDays();
  const d = db();
  const due = or(
    and(inArray(jobApplications.status, DECIDED), lt(jobApplications.updatedAt, daysBefore(now, decided))),
    and(notInArray(jobApplications.status, DECIDED), lt(jobApplications.updatedAt, daysBefore(now, other))),
  );
  let anonymized = 0;
  for (let round = 0; round < SWEEP_BATCHES; round++) {
    const rows = await d
      .select({ id: jobApplications.id, resumeKey: jobApplications.resumeKey })
      .from(jobApplications)
      .where(and(isNull(jobApplications.anonymizedAt), due))
      .limit(SWEEP_BATCH);
    if (rows.length === 0) break;
    await anonymizeApplications(rows, now);
    anonymized += rows.length;
    if (rows.length < SWEEP_BATCH) break;
  }
  return { anonymized };
}

/**
 * Anonymises these applications (at most SWEEP_BATCH): the retention sweep's step, and a candidate's "delete my data"
 * on the status page. CV objects and conversations go first, and their interviews still to come are called off
 * (sequence + 1); then, in one batch, the personal fields (and the status page's token) are blanked, and the notes and
 * e-mails about them deleted. Last, each interviewer gets the CANCEL that frees their calendar, written from the
 * blanked meeting (the time and the application's link, nothing of the candidate); the candidate gets nothing.
 */
export async function anonymizeApplications(rows: { id: number; resumeKey: string | null }[], now: Date) {
  const d = db();
  const ids = rows.map((r) => r.id);
  const keys = rows.flatMap((r) => (r.resumeKey ? [r.resumeKey] : []));
  if (keys.length) await bindings().FILES.delete(keys);
  await deleteConversationsOf("application", ids);
  const calledOff = new Set((await cancelInterviewsOf(ids, now)).map((m) => m.id));
  const [, , , , , blanked] = await d.batch([
    d
      .update(jobApplications)
      .set({
        fullName: "",
        email: "",
        phone: "",
        coverLetter: "",
        resume: "",
        resumeKey: null,
        resumeFileName: null,
        resumeFileSize: null,
        resumeContentType: null,
        statusTokenHash: null,
        anonymizedAt: now,
      })
      .where(inArray(jobApplications.id, ids)),
    d.delete(applicationNotes).where(inArray(applicationNotes.applicationId, ids)),
    d.delete(outbox).where(and(inArray(outbox.relatedId, ids), inArray(outbox.kind, APPLICATION_MAIL_KINDS))),
    // The webhook deliveries that carry them (application.created), so no retry or Redeliver sends them again.
    d.delete(webhookDeliveries).where(inArray(webhookDeliveries.eventKey, ids.map(applicationCreatedKey))),
    // Their interviews: the e-mails about them go, and the people in them are blanked.
    d
      .delete(outbox)
      .where(
        and(
          inArray(outbox.kind, MEETING_MAIL_KINDS),
          inArray(
            outbox.relatedId,
            d.select({ id: meetings.id }).from(meetings).where(inArray(meetings.applicationId, ids)),
          ),
        ),
      ),
    d
      .update(meetings)
      .set({
        name: "",
        company: "",
        email: "",
        agenda: "",
        updatedAt: now,
      })
      .where(inArray(meetings.applicationId, ids))
      .returning(),
  ]);
  const hostSubject = "cancelled: the application's personal data was deleted";
  for (const meeting of blanked.filter((m) => calledOff.has(m.id)))
    await afterResponse(() => queueCancelledMessages(meeting, { toVisitor: false, hostSubject }));
  if (calledOff.size) await afterResponse(() => invalidatePublicPages());
}
