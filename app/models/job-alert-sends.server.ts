// Sending job alerts (issue 30). When a listing is published (at once, or when the frequent cron sees it went live),
// startJobAlerts marks it alerted (job_alert_jobs: once per listing, and once per translation pair) and puts one
// message on NEWSLETTER_QUEUE (the bulk queue; kind "job-alert"). Each message mails one page of matching confirmed
// "instant" alerts, then enqueues the next page. A page stores each (alert, job) send and its outbox e-mail in one
// transaction, both unique, and skips alerts already sent the job: a retried or duplicated batch mails nobody twice.
// Weekly digests come from the daily cron (job-alert-digests.server.ts); what an alert matches and how a listing
// reads in it, from job-alert-matching.server.ts.
import { and, desc, eq, gt, inArray, lte, notExists, or, sql } from "drizzle-orm";
import { jobs, outbox, type Job } from "~/db/schema";
import { jobAlertJobs, jobAlerts, jobAlertSends } from "~/db/job-alert-tables";
import { db } from "~/db/client.server";
import { bindings } from "~/platform/env.server";
import { consumeBatch } from "~/platform/queue-consumer.server";
import { logError } from "~/platform/request-telemetry.server";
import { enqueueOutbox, outboxRow } from "~/models/outbox.server";
import { alertedJob, alertsMatching, messageFor, openJob, translationsOf } from "~/models/job-alert-matching.server";
import { DAY_MS } from "~/platform/time";

/** Alerts mailed per queue message (one consumer invocation). */
export const JOB_ALERT_BATCH = 50;
/** How far back the frequent cron looks for listings that went live without their alerts started. */
export const LIVE_LOOKBACK_MS = DAY_MS;
const RETRY_SECONDS = 30;

/** A NEWSLETTER_QUEUE message of this feature: a listing, and the last alert id already handled. */
export type JobAlertQueueJob = { kind: "job-alert"; jobId: number; afterId: number };

// ---------------------------------------------------------------------------------------------------------
// Instant alerts.

/**
 * A listing's alerts, started once: when it is live (published, its moment come, open), not alerted before, and no
 * listing of its translation pair was. A queue failure un-marks it, so the frequent cron starts it again.
 */
export async function startJobAlerts(job: Job, now = new Date()): Promise<boolean> {
  if (!job.published || !job.publishedAt || job.publishedAt.getTime() > now.getTime()) return false;
  if (job.closesAt && job.closesAt.getTime() <= now.getTime()) return false;
  const d = db();
  const pair = await d
    .select({ jobId: jobAlertJobs.jobId })
    .from(jobAlertJobs)
    .innerJoin(jobs, eq(jobs.id, jobAlertJobs.jobId))
    .where(or(eq(jobs.translationOf, job.id), job.translationOf ? eq(jobs.id, job.translationOf) : undefined))
    .limit(1);
  const [marked] = await d.insert(jobAlertJobs).values({ jobId: job.id }).onConflictDoNothing().returning();
  if (!marked || pair.length > 0) return false;
  try {
    await bindings().NEWSLETTER_QUEUE.send({ kind: "job-alert", jobId: job.id, afterId: 0 } satisfies JobAlertQueueJob);
    return true;
  } catch (error) {
    await d.delete(jobAlertJobs).where(eq(jobAlertJobs.jobId, job.id));
    logError(error, { what: "job alerts not enqueued; the cron will retry", jobId: job.id });
    return false;
  }
}

/** The after-write hook of a listing's save: its alerts when it became live. */
export async function startJobAlertsIfPublished(job: Job, wasPublished: boolean): Promise<void> {
  if (!wasPublished) await startJobAlerts(job);
}

/** The frequent cron: listings that went live in the last day (a scheduled moment, a lost hook) start their alerts. */
export async function startLiveJobAlerts(now = new Date()): Promise<{ jobAlertsStarted: number }> {
  const live = await db()
    .select()
    .from(jobs)
    .where(
      and(
        openJob(now),
        gt(jobs.publishedAt, new Date(now.getTime() - LIVE_LOOKBACK_MS)),
        lte(jobs.publishedAt, now),
        notExists(
          db()
            .select({ one: sql`1` })
            .from(jobAlertJobs)
            .where(eq(jobAlertJobs.jobId, jobs.id)),
        ),
      ),
    );
  let jobAlertsStarted = 0;
  for (const job of live) if (await startJobAlerts(job, now)) jobAlertsStarted++;
  return { jobAlertsStarted };
}

/**
 * One page of a listing's alerts: the next JOB_ALERT_BATCH confirmed "instant" alerts after `afterId` that match and
 * were not sent it, each stored as a send and an outbox e-mail in one transaction; then the next page is enqueued.
 */
export async function deliverJobAlertPage(job: JobAlertQueueJob, now = new Date()): Promise<{ sent: number }> {
  const [listing] = await db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, job.jobId), openJob(now)))
    .limit(1);
  if (!listing) return { sent: 0 };
  const d = db();
  const page = await d
    .select()
    .from(jobAlerts)
    .where(
      and(
        eq(jobAlerts.status, "active"),
        eq(jobAlerts.frequency, "instant"),
        gt(jobAlerts.id, job.afterId),
        alertsMatching(listing),
      ),
    )
    .orderBy(jobAlerts.id)
    .limit(JOB_ALERT_BATCH);
  if (page.length === 0) return { sent: 0 };
  const sent = await d
    .select({ alertId: jobAlertSends.alertId })
    .from(jobAlertSends)
    .where(
      and(
        eq(jobAlertSends.jobId, listing.id),
        inArray(
          jobAlertSends.alertId,
          page.map((a) => a.id),
        ),
      ),
    );
  const done = new Set(sent.map((s) => s.alertId));
  const due = page.filter((a) => !done.has(a.id));
  const pool = await translationsOf([listing.id, ...(listing.translationOf ? [listing.translationOf] : [])]);
  const ids: number[] = [];
  if (due.length > 0) {
    const statements = [];
    for (const alert of due) {
      const mail = await messageFor(alert, [alertedJob(listing, pool, alert)], false);
      statements.push(
        d.insert(jobAlertSends).values({ alertId: alert.id, jobId: listing.id, createdAt: now }).onConflictDoNothing(),
        d.insert(outbox).values(outboxRow(listing.id, mail)).onConflictDoNothing().returning({ id: outbox.id }),
      );
    }
    const results = await d.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
    for (const r of results)
      if (Array.isArray(r)) for (const row of r as { id?: number }[]) if (row.id) ids.push(row.id);
    await enqueueOutbox(ids);
  }
  // A full page: there may be more. Throwing on a queue failure retries this message, which resumes here.
  if (page.length === JOB_ALERT_BATCH)
    await bindings().NEWSLETTER_QUEUE.send({
      kind: "job-alert",
      jobId: listing.id,
      afterId: page.at(-1)!.id,
    } satisfies JobAlertQueueJob);
  return { sent: ids.length };
}

/** Whether a NEWSLETTER_QUEUE message is this feature's (the queue's other messages are campaign batches). */
export function jobAlertQueueJob(body: unknown): JobAlertQueueJob | null {
  const b = body as Partial<JobAlertQueueJob> | null;
  const ok = (n: unknown, min: number): n is number => typeof n === "number" && Number.isSafeInteger(n) && n >= min;
  return b && b.kind === "job-alert" && ok(b.jobId, 1) && ok(b.afterId, 0)
    ? { kind: "job-alert", jobId: b.jobId, afterId: b.afterId }
    : null;
}

/** The consumer of this feature's NEWSLETTER_QUEUE messages. */
export async function deliverJobAlertBatch(batch: Pick<MessageBatch<unknown>, "messages">): Promise<void> {
  return consumeBatch(batch, {
    queue: "newsletter (job alerts)",
    parse: jobAlertQueueJob,
    run: async (job) => {
      await deliverJobAlertPage(job);
      return null;
    },
    failed: (job) => ({ context: { what: "job alert page not sent", ...job }, retryInSeconds: RETRY_SECONDS }),
  });
}

// ---------------------------------------------------------------------------------------------------------
// The admin screen's recent sends.

export async function listRecentJobAlertSends(limit = 50) {
  return db()
    .select({
      id: jobAlertSends.id,
      createdAt: jobAlertSends.createdAt,
      email: jobAlerts.email,
      jobId: jobAlertSends.jobId,
      jobTitle: jobs.title,
      digestId: jobAlertSends.digestId,
    })
    .from(jobAlertSends)
    .innerJoin(jobAlerts, eq(jobAlerts.id, jobAlertSends.alertId))
    .leftJoin(jobs, eq(jobs.id, jobAlertSends.jobId))
    .orderBy(desc(jobAlertSends.createdAt), desc(jobAlertSends.id))
    .limit(limit);
}
