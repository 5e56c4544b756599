// Weekly job alert digests (issue 30), from the daily cron: one per alert and ISO week (job_alert_digests is unique on
// it), with the listings that match it and were not sent to it yet.
import { and, desc, eq, gt, inArray, lte, max, notExists, sql } from "drizzle-orm";
import { jobs, outbox, type Job } from "~/db/schema";
import { jobAlertDigests, jobAlerts, jobAlertSends } from "~/db/job-alert-tables";
import { db } from "~/db/client.server";
import { enqueueOutbox, outboxRow } from "~/models/outbox.server";
import { alertedJob, alertMatches, messageFor, openJob, translationsOf } from "~/models/job-alert-matching.server";
import { logError } from "~/platform/request-telemetry.server";
import { DAY_MS } from "~/platform/time";

/**
 * Weekly alerts read at a time, and how many such pages one daily tick goes through (in id order): an alert with
 * nothing new stays due all week, so each tick pages on past them instead of reading the same first page again.
 */
const ALERTS_PER_PAGE = 1000;
const PAGES_PER_TICK = 20;

/** The ISO 8601 week of a moment, in UTC: "2026-W48". */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** The listing a translation translates, or the listing itself: what a pair of translations shares. */
const rootOf = (job: Pick<Job, "id" | "translationOf">) => job.translationOf ?? job.id;
/** rootOf in SQL, for a row of jobs. */
const ROOT = sql<number>`coalesce(${jobs.translationOf}, ${jobs.id})`;

/**
 * The daily cron: each confirmed "weekly" alert with no digest this ISO week gets the matching listings published
 * since its last digest (or its confirmation) and not yet sent to it, in one e-mail; none when nothing matches.
 * The digest row is claimed first (unique per alert and week), so a second run in the same week sends nothing.
 */
export async function sendWeeklyDigests(now = new Date()): Promise<{ digestsSent: number }> {
  const week = isoWeek(now);
  let digestsSent = 0;
  let after = 0;
  for (let page = 0; page < PAGES_PER_TICK; page++) {
    const done = await sendDigestPage(now, week, after);
    digestsSent += done.digestsSent;
    if (done.lastId === null) break;
    after = done.lastId;
  }
  return { digestsSent };
}

/** One page of due weekly alerts (ids after `after`): their digests, and the last id read (null: none was left). */
async function sendDigestPage(
  now: Date,
  week: string,
  after: number,
): Promise<{ digestsSent: number; lastId: number | null }> {
  const d = db();
  const due = await d
    .select({ alert: jobAlerts, lastDigest: max(jobAlertDigests.createdAt) })
    .from(jobAlerts)
    .leftJoin(jobAlertDigests, eq(jobAlertDigests.alertId, jobAlerts.id))
    .where(
      and(
        eq(jobAlerts.status, "active"),
        eq(jobAlerts.frequency, "weekly"),
        gt(jobAlerts.id, after),
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
    .limit(ALERTS_PER_PAGE);
  if (due.length === 0) return { digestsSent: 0, lastId: null };
  const lastId = due.length < ALERTS_PER_PAGE ? null : due.at(-1)!.alert.id;
  const since = (row: (typeof due)[number]) =>
    (row.lastDigest ? new Date(row.lastDigest) : (row.alert.confirmedAt ?? row.alert.createdAt)).getTime();
  const earliest = Math.min(...due.map(since));
  const published = await d
    .select()
    .from(jobs)
    .where(and(openJob(now), gt(jobs.publishedAt, new Date(earliest)), lte(jobs.publishedAt, now)))
    .orderBy(desc(jobs.publishedAt));
  if (published.length === 0) return { digestsSent: 0, lastId };
  // A listing and its translations are one opening: sent once (either of them) is sent (decision 0032).
  const roots = [...new Set(published.map(rootOf))];
  const pool = await translationsOf(roots);
  const sentBefore = await d
    .select({ alertId: jobAlertSends.alertId, root: ROOT })
    .from(jobAlertSends)
    .innerJoin(jobs, eq(jobs.id, jobAlertSends.jobId))
    .where(inArray(ROOT, roots));
  const already = new Set(sentBefore.map((s) => `${s.alertId}:${s.root}`));

  let digestsSent = 0;
  for (const row of due) {
    const { alert } = row;
    const fresh = published.filter(
      (j) =>
        j.publishedAt!.getTime() > since(row) && !already.has(`${alert.id}:${rootOf(j)}`) && alertMatches(alert, j),
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
    let ids: number[];
    try {
      const mail = await messageFor(
        alert,
        picked.map((j) => alertedJob(j, pool, alert)),
        true,
      );
      const statements = [
        d.insert(outbox).values(outboxRow(digest.id, mail)).onConflictDoNothing().returning({ id: outbox.id }),
        ...picked.map((j) =>
          d
            .insert(jobAlertSends)
            .values({ alertId: alert.id, jobId: j.id, digestId: digest.id, createdAt: now })
            .onConflictDoNothing(),
        ),
      ];
      const [stored] = await d.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
      ids = (stored as { id: number }[]).map((r) => r.id);
    } catch (error) {
      // Nothing of it was stored (the batch is one transaction). A kept claim would lose this week's digest, and
      // the next one starts after it, so these listings would never reach this alert: give the week back.
      await d.delete(jobAlertDigests).where(eq(jobAlertDigests.id, digest.id));
      logError(error, { what: "weekly digest not stored; the next tick tries again", alertId: alert.id });
      continue;
    }
    await enqueueOutbox(ids);
    if (ids.length) digestsSent++;
  }
  return { digestsSent, lastId };
}
