// Sending job alerts (issue 30). When a listing is published (at once, or when the frequent cron sees it went live),
// startJobAlerts marks it alerted (job_alert_jobs: once per listing, and once per translation pair) and puts one
// message on NEWSLETTER_QUEUE (the bulk queue; kind "job-alert"). Each message mails one page of matching confirmed
// "instant" alerts, then enqueues the next page. A page stores each (alert, job) send and its outbox e-mail in one
// transaction, both unique, and skips alerts already sent the job: a retried or duplicated batch mails nobody twice.
// Weekly digests come from the daily cron: one per alert and ISO week (job_alert_digests is unique on it).
import { and, desc, eq, gt, inArray, isNull, lte, max, notExists, or, sql, type SQL } from "drizzle-orm";
import { jobs, outbox, type Job } from "~/db/schema";
import { jobAlertDigests, jobAlertJobs, jobAlerts, jobAlertSends, type JobAlert } from "~/db/job-alert-tables";
import { db } from "~/db/client.server";
import { bindings, settings, siteUrl } from "~/platform/env.server";
import { consumeBatch } from "~/platform/queue-consumer.server";
import { logError } from "~/platform/request-telemetry.server";
import { enqueueOutbox } from "~/models/outbox.server";
import { alertChoices, jobAlertLinks } from "~/models/job-alerts.server";
import { jobAlertMessage, type AlertedJob } from "~/models/job-alert-mail.server";
import type { RenderedMail } from "~/models/mail-templates.server";
import { jobLabels } from "~/schemas/job";
import { JOB_ALERT_CATEGORIES, type JobAlertLocation } from "~/schemas/job-alert";
import { catalogue } from "~/i18n/catalogue";
import { localizedPath } from "~/i18n/languages";

/** Alerts mailed per queue message (one consumer invocation). */
export const JOB_ALERT_BATCH = 50;
/** Weekly alerts handled per daily tick: the rest get theirs on the next tick of the same week. */
const DIGESTS_PER_TICK = 1000;
/** How far back the frequent cron looks for listings that went live without their alerts started. */
export const LIVE_LOOKBACK_MS = 24 * 60 * 60_000;
const RETRY_SECONDS = 30;

/** A NEWSLETTER_QUEUE message of this feature: a listing, and the last alert id already handled. */
export type JobAlertQueueJob = { kind: "job-alert"; jobId: number; afterId: number };

// ---------------------------------------------------------------------------------------------------------
// Which alerts a listing matches: its category is one of the careers tabs (or the alert chose none), and its
// location is remote or names a presence country the alert chose (or the alert chose none).

const COUNTRY_WORDS: [JobAlertLocation, RegExp][] = [
  ["remote", /\bremot[eo]\b/i],
  ["us", /\b(usa|u\.s\.|united states|estados unidos|new york|san francisco)\b/i],
  ["cr", /costa rica/i],
  ["mx", /m[eé]xico/i],
  ["co", /colombia/i],
];

export const jobLocationKeys = (location: string): JobAlertLocation[] =>
  COUNTRY_WORDS.filter(([, words]) => words.test(location)).map(([key]) => key);

const jobCategoryKey = (category: string): string | null => {
  const key = category.toLowerCase();
  return (JOB_ALERT_CATEGORIES as readonly string[]).includes(key) ? key : null;
};

/** Published, its moment come, and not past its closing date (jobs.server.ts's openJob, which imports this module). */
const openJob = (now = new Date()) =>
  and(eq(jobs.published, true), lte(jobs.publishedAt, now), or(isNull(jobs.closesAt), gt(jobs.closesAt, now)))!;

const listHas = (column: typeof jobAlerts.categories | typeof jobAlerts.locations, key: string) =>
  sql`${column} like ${`%,${key},%`}`;

/** The alerts a listing matches, in SQL. */
function alertsMatching(job: Pick<Job, "category" | "location">): SQL {
  const category = jobCategoryKey(job.category);
  const locations = jobLocationKeys(job.location);
  return and(
    category ? or(eq(jobAlerts.categories, ""), listHas(jobAlerts.categories, category)) : eq(jobAlerts.categories, ""),
    or(eq(jobAlerts.locations, ""), ...locations.map((key) => listHas(jobAlerts.locations, key))),
  )!;
}

/** The same rule in code, for a digest's handful of listings. */
export function alertMatches(
  alert: Pick<JobAlert, "categories" | "locations">,
  job: Pick<Job, "category" | "location">,
) {
  const { categories, locations } = alertChoices({ ...alert, frequency: "instant" });
  const category = jobCategoryKey(job.category);
  const categoryOk = categories.length === 0 || (category !== null && categories.includes(category));
  const locationOk = locations.length === 0 || jobLocationKeys(job.location).some((key) => locations.includes(key));
  return categoryOk && locationOk;
}

// ---------------------------------------------------------------------------------------------------------
// How one listing reads in one person's e-mail: in their language's version when the pair has one.

async function translationsOf(ids: number[]): Promise<Job[]> {
  if (ids.length === 0) return [];
  return db()
    .select()
    .from(jobs)
    .where(and(or(inArray(jobs.translationOf, ids), inArray(jobs.id, ids)), openJob()));
}

/** The listing in `language` (itself, or its open translation), as a line of the e-mail. */
function alertedJob(job: Job, pool: Job[], alert: Pick<JobAlert, "language">): AlertedJob {
  const own =
    job.language === alert.language
      ? job
      : (pool.find(
          (other) =>
            other.language === alert.language &&
            other.id !== job.id &&
            (other.translationOf === job.id || job.translationOf === other.id),
        ) ?? job);
  const labels = jobLabels(catalogue(alert.language).careers);
  // An English listing with no translation is on /es/jobs too; any other stays at its own language's address.
  const language = own.language === "en" ? alert.language : own.language;
  return {
    title: own.title,
    location: own.location,
    type: labels.type(own.type),
    url: siteUrl(localizedPath(language, `/jobs/${own.id}`)),
  };
}

async function messageFor(alert: JobAlert, lines: AlertedJob[], digest: boolean): Promise<RenderedMail> {
  const links = await jobAlertLinks(alert);
  return jobAlertMessage(alert, lines, {
    siteUrl: settings().SITE_URL,
    manageUrl: siteUrl(links.manage),
    unsubscribeUrl: siteUrl(links.unsubscribe),
    digest,
  });
}

const outboxRow = (m: RenderedMail, relatedId: number) => ({
  kind: m.kind,
  relatedId,
  recipient: m.to,
  replyTo: m.replyTo,
  subject: m.subject,
  textBody: m.text,
  htmlBody: m.html,
  headers: m.headers,
});

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
        d.insert(outbox).values(outboxRow(mail, listing.id)).onConflictDoNothing().returning({ id: outbox.id }),
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
// Weekly digests.

/** The ISO 8601 week of a moment, in UTC: "2026-W48". */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/**
 * The daily cron: each confirmed "weekly" alert with no digest this ISO week gets the matching listings published
 * since its last digest (or its confirmation) and not yet sent to it, in one e-mail; none when nothing matches.
 * The digest row is claimed first (unique per alert and week), so a second run in the same week sends nothing.
 */
export async function sendWeeklyDigests(now = new Date()): Promise<{ digestsSent: number }> {
  const week = isoWeek(now);
  const d = db();
  const due = await d
    .select({ alert: jobAlerts, lastDigest: max(jobAlertDigests.createdAt) })
    .from(jobAlerts)
    .leftJoin(jobAlertDigests, eq(jobAlertDigests.alertId, jobAlerts.id))
    .where(
      and(
        eq(jobAlerts.status, "active"),
        eq(jobAlerts.frequency, "weekly"),
        notExists(
          d
            .select({ one: sql`1` })
            .from(jobAlertDigests)
            .where(sql`${jobAlertDigests.alertId} = ${jobAlerts.id} and ${jobAlertDigests.week} = ${week}`),
        ),
      ),
    )
    .groupBy(jobAlerts.id)
    .orderBy(jobAlerts.id)
    .limit(DIGESTS_PER_TICK);
  if (due.length === 0) return { digestsSent: 0 };
  const since = (row: (typeof due)[number]) =>
    (row.lastDigest ? new Date(row.lastDigest) : (row.alert.confirmedAt ?? row.alert.createdAt)).getTime();
  const earliest = Math.min(...due.map(since));
  const published = await d
    .select()
    .from(jobs)
    .where(and(openJob(now), gt(jobs.publishedAt, new Date(earliest)), lte(jobs.publishedAt, now)))
    .orderBy(desc(jobs.publishedAt));
  if (published.length === 0) return { digestsSent: 0 };
  const pool = await translationsOf(published.map((j) => j.id));
  const sentBefore = await d
    .select({ alertId: jobAlertSends.alertId, jobId: jobAlertSends.jobId })
    .from(jobAlertSends)
    .where(
      inArray(
        jobAlertSends.jobId,
        published.map((j) => j.id),
      ),
    );
  const already = new Set(sentBefore.map((s) => `${s.alertId}:${s.jobId}`));

  let digestsSent = 0;
  for (const row of due) {
    const { alert } = row;
    const fresh = published.filter(
      (j) => j.publishedAt!.getTime() > since(row) && !already.has(`${alert.id}:${j.id}`) && alertMatches(alert, j),
    );
    // One line per translation pair: the person's language's listing when both are new.
    const picked = fresh.filter(
      (j) =>
        j.language === alert.language ||
        !fresh.some((o) => o.language === alert.language && (o.translationOf === j.id || j.translationOf === o.id)),
    );
    if (picked.length === 0) continue;
    const [digest] = await d
      .insert(jobAlertDigests)
      .values({ alertId: alert.id, week, jobCount: picked.length, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: jobAlertDigests.id });
    if (!digest) continue;
    const mail = await messageFor(
      alert,
      picked.map((j) => alertedJob(j, pool, alert)),
      true,
    );
    const statements = [
      d.insert(outbox).values(outboxRow(mail, digest.id)).onConflictDoNothing().returning({ id: outbox.id }),
      ...picked.map((j) =>
        d
          .insert(jobAlertSends)
          .values({ alertId: alert.id, jobId: j.id, digestId: digest.id, createdAt: now })
          .onConflictDoNothing(),
      ),
    ];
    const [stored] = await d.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
    const ids = (stored as { id: number }[]).map((r) => r.id);
    await enqueueOutbox(ids);
    if (ids.length) digestsSent++;
  }
  return { digestsSent };
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
