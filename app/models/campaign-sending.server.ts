// Sending a newsletter campaign to every active subscriber through NEWSLETTER_QUEUE in batches, cancelling it, and
// the cron's repair of a campaign that stopped moving. Drafts and the test to oneself: campaigns.server.ts.
//
// Sending snapshots the recipients into newsletter_deliveries (one row per campaign and subscriber, unique), then
// enqueues one message per range of CAMPAIGN_BATCH delivery ids. A batch claims its still-queued rows in one
// statement before sending, and records each send right after it, so a duplicate or retried queue message finds
// nothing left to send: nobody is mailed twice. A row claimed by a consumer that then vanished is never sent again
// (the cron marks it failed after STALE_CLAIM_MS): at most once, never twice.
import { and, between, count, eq, lt, max, min, notExists, sql } from "drizzle-orm";
import { newsletterCampaigns as C, newsletterDeliveries as D, newsletterSubscribers, type Campaign } from "~/db/schema";
import { db } from "~/db/client.server";
import { bindings, siteUrl } from "~/platform/env.server";
import { conflict } from "~/platform/errors.server";
import { campaignMessage } from "~/models/newsletter-mail.server";
import { renderMarkdown } from "~/platform/markdown.server";
import type { NewsletterTransport } from "~/platform/newsletter-transport.server";
import { countedD1, logError } from "~/platform/request-telemetry.server";
import { consumeBatch } from "~/platform/queue-consumer.server";
import { type DeliveryStatus } from "~/schemas/vocabulary";
import { mailFrom } from "~/models/outbox-delivery.server";
import { subscriberLanguages, unsubscribePath } from "~/models/subscribers.server";
import {
  CAMPAIGN_MESSAGES,
  campaignContent,
  campaignMessageOptions,
  findCampaign,
  getCampaign,
} from "~/models/campaigns.server";

/** Recipients per queue message: one consumer invocation sends this many. */
export const CAMPAIGN_BATCH = 50;
/** Attempts per recipient when the transport refuses a send. */
export const MAX_DELIVERY_ATTEMPTS = 3;
/** Wait before a batch with refused sends is delivered again. */
export const CAMPAIGN_RETRY_SECONDS = 30;
/** A delivery claimed this long ago without a recorded outcome is given up, not re-sent. */
export const STALE_CLAIM_MS = 10 * 60_000;
/** A sending campaign with queued rows and no progress for this long has its batches enqueued again. */
export const STALLED_MS = 10 * 60_000;
/** Queue.sendBatch takes at most 100 messages. */
const QUEUE_BATCH = 100;

/** What a NEWSLETTER_QUEUE message carries: a campaign and a range of its delivery ids. */
export type CampaignJob = { campaignId: number; fromId: number; toId: number };

/**
 * Starts sending a draft: fixes its HTML, snapshots every active subscriber as a queued delivery and counts them,
 * in one atomic batch, then enqueues the batches. A queue failure is logged: the cron enqueues a campaign that
 * does not move. Refused when it is not a draft or nobody is active.
 */
export async function startCampaign(id: number, now = new Date()): Promise<Campaign> {
  const campaign = await getCampaign(id);
  if (campaign.status !== "draft") throw conflict(CAMPAIGN_MESSAGES.notDraft);
  const [{ n: active } = { n: 0 }] = await db()
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "active"));
  if (active === 0) throw conflict(CAMPAIGN_MESSAGES.noRecipients);

  // Raw statements: drizzle's batch takes no INSERT … SELECT; the three run as one transaction all the same.
  const raw = countedD1(bindings().DB);
  const at = now.getTime();
  const [started] = await raw.batch([
    raw
      .prepare(
        `UPDATE newsletter_campaigns SET status = 'sending', html = ?, started_at = ?, progressed_at = ?, updated_at = ?
         WHERE id = ? AND status = 'draft' RETURNING id`,
      )
      .bind(renderMarkdown(campaign.body), at, at, at, id),
    raw
      .prepare(
        `INSERT INTO newsletter_deliveries (campaign_id, subscriber_id, email)
         SELECT ?, s.id, s.email FROM newsletter_subscribers s
         WHERE s.status = 'active'
           AND EXISTS (SELECT 1 FROM newsletter_campaigns c WHERE c.id = ? AND c.status = 'sending' AND c.started_at = ?)
         ORDER BY s.id
         ON CONFLICT DO NOTHING`,
      )
      .bind(id, id, at),
    raw
      .prepare(
        `UPDATE newsletter_campaigns SET recipients = (SELECT count(*) FROM newsletter_deliveries WHERE campaign_id = ?)
         WHERE id = ?`,
      )
      .bind(id, id),
  ]);
  // Another admin started it a moment earlier: their batch did the work.
  if (!started?.results.length) throw conflict(CAMPAIGN_MESSAGES.notDraft);
  await enqueueCampaign(id);
  return getCampaign(id);
}

/** Enqueues one message per CAMPAIGN_BATCH ids over the campaign's queued deliveries; returns how many. */
export async function enqueueCampaign(campaignId: number): Promise<number> {
  const [range] = await db()
    .select({ lo: min(D.id), hi: max(D.id) })
    .from(D)
    .where(and(eq(D.campaignId, campaignId), eq(D.status, "queued")));
  if (!range?.lo || !range.hi) return 0;
  const jobs: CampaignJob[] = [];
  for (let from = range.lo; from <= range.hi; from += CAMPAIGN_BATCH)
    jobs.push({ campaignId, fromId: from, toId: Math.min(from + CAMPAIGN_BATCH - 1, range.hi) });
  try {
    for (let i = 0; i < jobs.length; i += QUEUE_BATCH)
      await bindings().NEWSLETTER_QUEUE.sendBatch(jobs.slice(i, i + QUEUE_BATCH).map((body) => ({ body })));
  } catch (error) {
    logError(error, { what: "campaign batches not enqueued; the cron will retry", campaignId });
  }
  return jobs.length;
}

/** Cancels a sending campaign: its queued deliveries are cancelled; a batch already sending finishes its rows. */
export async function cancelCampaign(id: number, now = new Date()): Promise<Campaign> {
  const d = db();
  const [cancelled] = await d.batch([
    d
      .update(C)
      .set({ status: "cancelled", finishedAt: now, updatedAt: now })
      .where(and(eq(C.id, id), eq(C.status, "sending")))
      .returning(),
    d
      .update(D)
      .set({ status: "cancelled" })
      .where(and(eq(D.campaignId, id), eq(D.status, "queued"))),
  ]);
  if (cancelled[0]) return cancelled[0];
  await getCampaign(id);
  throw conflict(CAMPAIGN_MESSAGES.notSending);
}

/** Marks a sending campaign sent once none of its deliveries is queued or being sent. */
const finishIfDone = (campaignId: number, now: Date) =>
  db()
    .update(C)
    .set({ status: "sent", finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(C.id, campaignId),
        eq(C.status, "sending"),
        sql`NOT EXISTS (SELECT 1 FROM newsletter_deliveries x WHERE x.campaign_id = ${campaignId} AND x.status IN ('queued', 'sending'))`,
      ),
    )
    .returning({ id: C.id });

/**
 * What a refused send goes back to: `queued` for another attempt, or `cancelled` when the campaign was cancelled
 * while its batch was sending (nothing would ever send or finish a queued row of a cancelled campaign).
 */
const requeued = (campaignId: number) =>
  sql<DeliveryStatus>`CASE WHEN EXISTS (
    SELECT 1 FROM newsletter_campaigns c WHERE c.id = ${campaignId} AND c.status = 'cancelled'
  ) THEN 'cancelled' ELSE 'queued' END`;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || "Unknown error";

/**
 * One batch: skips recipients who left the list since the campaign started, claims the rest (still queued, campaign
 * still sending) in one statement, sends each its personalised message and records the outcome at once. A refused
 * send goes back to queued until MAX_DELIVERY_ATTEMPTS; then the batch asks to be delivered again (the answer).
 */
export async function deliverCampaignJob(
  job: CampaignJob,
  transport: NewsletterTransport,
  now = new Date(),
): Promise<{ retryInSeconds: number } | null> {
  const campaign = await findCampaign(job.campaignId);
  if (!campaign || campaign.status !== "sending") return null;
  const d = db();
  const inRange = and(eq(D.campaignId, job.campaignId), between(D.id, job.fromId, job.toId), eq(D.status, "queued"));
  const [, claimed] = await d.batch([
    d
      .update(D)
      .set({ status: "skipped" })
      .where(
        and(
          inRange,
          notExists(
            d
              .select({ one: sql`1` })
              .from(newsletterSubscribers)
              .where(and(eq(newsletterSubscribers.id, D.subscriberId), eq(newsletterSubscribers.status, "active"))),
          ),
        ),
      ),
    d
      .update(D)
      .set({ status: "sending", claimedAt: now, attempts: sql`${D.attempts} + 1` })
      .where(
        and(
          inRange,
          sql`EXISTS (SELECT 1 FROM newsletter_campaigns c WHERE c.id = ${job.campaignId} AND c.status = 'sending')`,
        ),
      )
      .returning(),
  ]);

  const from = mailFrom();
  const body = campaignContent(campaign);
  // Each recipient's foot line and unsubscribe page are in the language they signed up in.
  const languages = await subscriberLanguages(claimed.map((row) => row.subscriberId));
  let retry = false;
  for (const row of claimed) {
    const language = languages.get(row.subscriberId) ?? "en";
    const unsubscribeUrl = siteUrl(await unsubscribePath({ id: row.subscriberId, email: row.email, language }));
    let messageId: string;
    try {
      ({ messageId } = await transport.send({
        to: row.email,
        from,
        ...campaignMessage(body, campaignMessageOptions(unsubscribeUrl, language)),
      }));
    } catch (error) {
      const failed = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      if (!failed) retry = true;
      await d
        .update(D)
        .set({ status: failed ? "failed" : requeued(job.campaignId), error: errorText(error), claimedAt: null })
        .where(eq(D.id, row.id));
      logError(error, { what: "campaign message refused", campaignId: job.campaignId, deliveryId: row.id });
      continue;
    }
    // The message went. A failure to record it leaves the row `sending`, for the cron to give up after
    // STALE_CLAIM_MS; back to `queued`, it would mail this subscriber a second time.
    await d
      .update(D)
      .set({ status: "sent", messageId, sentAt: new Date(), claimedAt: null, error: null })
      .where(eq(D.id, row.id))
      .catch((error) => logError(error, { what: "campaign message sent, not recorded", deliveryId: row.id }));
  }
  const at = new Date();
  await d.batch([
    d.update(C).set({ progressedAt: at }).where(eq(C.id, job.campaignId)),
    finishIfDone(job.campaignId, at),
  ]);
  return retry ? { retryInSeconds: CAMPAIGN_RETRY_SECONDS } : null;
}

function campaignJob(body: unknown): CampaignJob | null {
  const b = body as Partial<CampaignJob> | null;
  const ok = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n > 0;
  return b && ok(b.campaignId) && ok(b.fromId) && ok(b.toId) && b.fromId <= b.toId
    ? { campaignId: b.campaignId, fromId: b.fromId, toId: b.toId }
    : null;
}

/** The NEWSLETTER_QUEUE consumer: each message is a batch of recipients; acked when done, retried when asked. */
export async function deliverCampaignBatch(
  batch: Pick<MessageBatch<unknown>, "messages">,
  transport: NewsletterTransport,
) {
  return consumeBatch(batch, {
    queue: "newsletter",
    parse: campaignJob,
    run: (job) => deliverCampaignJob(job, transport),
    failed: (job) => ({
      context: { what: "campaign batch not processed", ...job },
      retryInSeconds: CAMPAIGN_RETRY_SECONDS,
    }),
  });
}

/**
 * The frequent cron: deliveries claimed long ago without an outcome become failed (not re-sent: their message may
 * have gone); campaigns with nothing left are marked sent; a sending campaign that stopped moving (its queue
 * messages lost) has its queued deliveries enqueued again.
 */
export async function sweepCampaigns(now = new Date()) {
  const d = db();
  const stale = await d
    .update(D)
    .set({
      status: "failed",
      claimedAt: null,
      error: "No outcome recorded; not sent again so that nobody gets it twice",
    })
    .where(and(eq(D.status, "sending"), lt(D.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))))
    .returning({ id: D.id });
  const sending = await d.select().from(C).where(eq(C.status, "sending"));
  let finished = 0;
  let requeued = 0;
  for (const campaign of sending) {
    if ((await finishIfDone(campaign.id, now)).length) {
      finished++;
      continue;
    }
    const stalled = (campaign.progressedAt?.getTime() ?? 0) < now.getTime() - STALLED_MS;
    if (!stalled) continue;
    await d.update(C).set({ progressedAt: now }).where(eq(C.id, campaign.id));
    requeued += await enqueueCampaign(campaign.id);
  }
  return { staleDeliveries: stale.length, finished, requeued };
}
