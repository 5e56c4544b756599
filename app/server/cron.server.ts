// The Cron Trigger's jobs, in one list (wrangler.toml `[triggers] crons`, run by the Worker's scheduled()).
// Each job is a model function loaded on first use; every tick runs each job whose `every` matches the tick's cron,
// and a job that throws is logged without stopping the others. Locally
// `GET /cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*` runs a tick; tests run a tick with `cronTick` (test/helpers.ts).
import { CRONS } from "~/platform/crons";
import { logError } from "~/platform/request-telemetry.server";

/** The frequent cron's period: each tick looks back this far, so consecutive ticks cover time without a gap. */
const FREQUENT_TICK_MS = 5 * 60_000;

type CronJob = {
  name: string;
  every: keyof typeof CRONS;
  /** Does the job's work as of `now`; the counts it returns are logged when any is non-zero. */
  run: (now: Date) => Promise<Record<string, number>>;
};

export const cronJobs: CronJob[] = [
  {
    name: "outbox sweep",
    every: "frequent",
    run: async (now) => (await import("../models/outbox-delivery.server")).sweepOutbox(now),
  },
  {
    name: "outbox retention",
    every: "daily",
    run: async (now) => (await import("../models/outbox-delivery.server")).pruneOutbox(now),
  },
  {
    name: "account links sweep",
    every: "daily",
    run: async (now) => (await import("../models/account-tokens.server")).pruneAccountTokens(now),
  },
  {
    name: "application retention sweep",
    every: "daily",
    run: async (now) => (await import("../models/application-retention.server")).sweepApplicationRetention(now),
  },
  {
    name: "talent network retention sweep",
    every: "daily",
    run: async (now) => (await import("../models/talent-profiles.server")).sweepTalentRetention(now),
  },
  {
    name: "scheduled posts",
    every: "frequent",
    run: async (now) => (await import("../models/blog-posts.server")).announceLivePosts(now, FREQUENT_TICK_MS),
  },
  {
    name: "page view retention",
    every: "daily",
    run: async (now) => (await import("../models/page-views.server")).prunePageViews(now),
  },
  {
    name: "newsletter: campaigns keep moving",
    every: "frequent",
    run: async (now) => (await import("../models/campaign-sending.server")).sweepCampaigns(now),
  },
  {
    name: "newsletter: unconfirmed sign-ups expire",
    every: "daily",
    run: async (now) => (await import("../models/subscribers.server")).removeExpiredPending(now),
  },
  {
    name: "audit log retention",
    every: "daily",
    run: async (now) => (await import("../models/audit-log.server")).pruneAuditLog(now),
  },
  {
    name: "webhooks: deliveries the queue lost",
    every: "frequent",
    run: async (now) => (await import("../models/webhook-deliveries.server")).sweepWebhookDeliveries(now),
  },
  {
    name: "webhooks: scheduled posts announced",
    every: "frequent",
    run: async (now) => (await import("../models/blog-posts.server")).announceScheduledPosts(now, FREQUENT_TICK_MS),
  },
  {
    name: "webhook delivery retention",
    every: "daily",
    run: async (now) => (await import("../models/webhook-deliveries.server")).pruneWebhookDeliveries(now),
  },
  {
    name: "conversations: unmatched mail retention",
    every: "daily",
    run: async (now) => (await import("../models/unmatched-mail.server")).pruneUnmatchedMail(now),
  },
  {
    name: "booking: meeting reminders (24 h and 1 h before)",
    every: "frequent",
    run: async (now) => (await import("../models/meeting-mail.server")).sendMeetingReminders(now),
  },
  // Job alerts (issue 30): listings that went live (a lost hook, a scheduled moment), weekly digests, expiry.
  {
    name: "job alerts: listings that went live",
    every: "frequent",
    run: async (now) => (await import("../models/job-alert-sends.server")).startLiveJobAlerts(now),
  },
  {
    name: "job alerts: weekly digests",
    every: "daily",
    run: async (now) => (await import("../models/job-alert-digests.server")).sendWeeklyDigests(now),
  },
  {
    name: "job alerts: unconfirmed sign-ups expire",
    every: "daily",
    run: async (now) => (await import("../models/job-alerts.server")).removeExpiredJobAlerts(now),
  },
  {
    // Daily per staff member: each tick sends the digests of those whose local morning has come and who have had
    // none today (one per user and local day), so it runs on the frequent cron (docs/decisions/0034).
    name: "enquiry pipeline: daily follow-up digests",
    every: "frequent",
    run: async (now) => (await import("../models/follow-ups.server")).sendFollowUpDigests(now),
  },
  {
    name: "enquiry pipeline: sent digest days retention",
    every: "daily",
    run: async (now) => (await import("../models/follow-ups.server")).pruneFollowUpDigests(now),
  },
];

/** Runs the jobs due on this cron; an unknown cron (a manual run) runs every job. */
export async function runCronJobs(cron: string, now: Date): Promise<void> {
  const known = Object.values(CRONS).includes(cron as (typeof CRONS)[keyof typeof CRONS]);
  for (const job of cronJobs) {
    if (known && CRONS[job.every] !== cron) continue;
    try {
      const counts = await job.run(now);
      if (Object.values(counts).some((n) => n > 0))
        console.log(JSON.stringify({ level: "info", what: job.name, cron, ...counts }));
    } catch (error) {
      logError(error, { cronJob: job.name, cron });
    }
  }
}
