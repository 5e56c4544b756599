// Webhook delivery: each delivery row (webhook-emit.server.ts stores them, one per event and endpoint) goes to
// WEBHOOK_QUEUE by its id; the Worker's queue() handler makes each attempt, logs it, and
// asks for the next one with exponential backoff for 24 hours on a network error, a timeout, a 5xx or a 429
// (Retry-After honoured); any other answer that is not 2xx ends it. An endpoint failing for 3 days is switched off
// and the administrators are e-mailed. A failure anywhere here never fails the write that caused the event: emitting
// runs after the response (afterResponse) and logs what goes wrong. The cron sweep re-enqueues what the queue lost.
import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import {
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDelivery,
  type WebhookEndpoint,
} from "~/db/schema";
import { db, found, pageWithTotal } from "~/db/client.server";
import { siteUrl } from "~/platform/env.server";
import { conflict } from "~/platform/errors.server";
import { consumeBatch, requeueInRounds } from "~/platform/queue-consumer.server";
import { webhookHeaders } from "~/platform/webhook-signing.server";
import { postWebhook, type AttemptResult } from "~/platform/webhook-transport.server";
import { queueReplacing } from "~/models/outbox.server";
import { enqueueDeliveries, RETRY_WINDOW_MS, type WebhookJob } from "~/models/webhook-emit.server";
import { endpointDisabledMail } from "~/models/webhook-mail.server";
import { signingSecrets } from "~/models/webhooks.server";
import { WEBHOOK_MESSAGES } from "~/schemas/webhook";
import { DAY_MS, daysBefore } from "~/platform/time";

/** An endpoint whose attempts have failed (with no success between) for this long is switched off. */
export const DISABLE_AFTER_MS = 3 * DAY_MS;
/** The wait before attempt n+1 after n failures: 30 s, 90 s, 4.5 min, 13.5 min, 40 min, 2 h, then every 6 h. */
export const webhookRetryDelaySeconds = (attempts: number) => Math.min(30 * 3 ** Math.max(0, attempts - 1), 6 * 3600);
/** Queues delay a message by at most 12 hours; a longer Retry-After waits that long, then asks again. */
const MAX_QUEUE_DELAY_SECONDS = 12 * 3600;
const CLAIM_LEASE_MS = 2 * 60_000;
/** A queue may hand a delayed message over a moment early. */
const DUE_SLACK_MS = 5_000;
const SWEEP_AFTER_MS = 5 * 60_000;
const QUEUE_BATCH = 100;

// ---------------------------------------------------------------------------------------------------------
// Delivering: the queue() handler.

type Outcome = { done: true } | { done: false; retryInSeconds: number };

/** Whether an attempt's answer is worth another try: no answer, 5xx, or 429. 3xx (not followed) and 4xx are final. */
const retryable = (result: AttemptResult) => result.status === null || result.status >= 500 || result.status === 429;
const succeeded = (result: AttemptResult) => result.status !== null && result.status >= 200 && result.status < 300;

/**
 * Makes one attempt at a delivery, at most one at a time: the row is claimed in the statement that counts the
 * attempt, so a duplicate queue message finds nothing to do. `timeoutMs` is for tests (10 s otherwise).
 */
export async function attemptDelivery(
  id: number,
  { now = new Date(), timeoutMs }: { now?: Date; timeoutMs?: number } = {},
): Promise<Outcome> {
  const d = db();
  const [row] = await d
    .update(webhookDeliveries)
    .set({ claimedAt: now, attempts: sql`${webhookDeliveries.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, "pending"),
        // A message before its delivery is due is a duplicate (a queue's redelivery, or a late message the sweep
        // already replaced): the backoff holds, and the delivery's own message comes when it is due.
        lte(webhookDeliveries.nextAttemptAt, new Date(now.getTime() + DUE_SLACK_MS)),
        or(
          isNull(webhookDeliveries.claimedAt),
          lt(webhookDeliveries.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
        ),
      ),
    )
    .returning();
  if (!row) return { done: true };
  const [endpoint] = await d.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row.endpointId));
  const isTest = row.event === "webhook.test";
  if (!endpoint || (!endpoint.enabled && !isTest)) {
    await finish(row.id, { status: "failed", lastError: "The endpoint is switched off" }, now);
    return { done: true };
  }

  const headers =
    endpoint.kind === "slack"
      ? {}
      : await webhookHeaders(signingSecrets(endpoint, now), row.messageId, now, row.payload);
  const result = await postWebhook(endpoint.url, headers, row.payload, { timeoutMs });
  const at = new Date(now.getTime() + result.durationMs);
  await d.insert(webhookAttempts).values({
    deliveryId: row.id,
    at: now,
    status: result.status,
    durationMs: result.durationMs,
    response: result.body,
    error: result.error,
  });

  if (succeeded(result)) {
    await finish(row.id, { status: "delivered", lastStatus: result.status, lastError: null }, at);
    if (endpoint.failingSince)
      await d.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
    return { done: true };
  }

  const lastError =
    result.error ??
    (result.status! >= 300 && result.status! < 400
      ? `Redirect (${result.status}) not followed`
      : `HTTP ${result.status}`);
  const switchedOff = !isTest && (await noteFailure(endpoint, now));
  const backoff = webhookRetryDelaySeconds(row.attempts);
  const delay = Math.min(Math.max(backoff, result.retryAfterSeconds ?? 0), MAX_QUEUE_DELAY_SECONDS);
  const next = new Date(at.getTime() + delay * 1000);
  if (switchedOff || !retryable(result) || next.getTime() > row.retryUntil.getTime()) {
    await finish(row.id, { status: "failed", lastStatus: result.status, lastError }, at);
    return { done: true };
  }
  await finish(row.id, { status: "pending", lastStatus: result.status, lastError, nextAttemptAt: next }, at);
  return { done: false, retryInSeconds: delay };
}

async function finish(
  id: number,
  set: Partial<Pick<WebhookDelivery, "status" | "lastStatus" | "lastError" | "nextAttemptAt">>,
  at: Date,
) {
  await db()
    .update(webhookDeliveries)
    .set({ ...set, claimedAt: null, updatedAt: at })
    .where(eq(webhookDeliveries.id, id));
}

/**
 * A failed attempt starts the endpoint's failure streak (or continues it); a streak of 3 days switches the endpoint
 * off, once, and e-mails every administrator. A streak whose last attempt before this one is older than a delivery's
 * retry window has not been failing all along, only silent (a final 410, then no event for days): it starts again.
 */
async function noteFailure(endpoint: WebhookEndpoint, now: Date): Promise<boolean> {
  const d = db();
  let since = endpoint.failingSince ?? now;
  if (
    endpoint.failingSince &&
    ((await lastAttemptBefore(endpoint.id, now)) ?? now.getTime()) < now.getTime() - RETRY_WINDOW_MS
  )
    since = now;
  if (since !== endpoint.failingSince)
    await d
      .update(webhookEndpoints)
      .set({ failingSince: now })
      .where(
        and(
          eq(webhookEndpoints.id, endpoint.id),
          endpoint.failingSince
            ? eq(webhookEndpoints.failingSince, endpoint.failingSince)
            : isNull(webhookEndpoints.failingSince),
        ),
      );
  if (now.getTime() - since.getTime() < DISABLE_AFTER_MS) return false;
  const [disabled] = await d
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: `Failing since ${since.toISOString()}`, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (!disabled) return false;
  const admins = await d.select({ email: users.email }).from(users).where(eq(users.role, "admin"));
  const link = siteUrl(`/admin/integrations/${endpoint.id}`);
  // Replacing: the same endpoint switched off again later is mailed again (the outbox keeps one of a kind).
  for (const admin of admins)
    await queueReplacing(endpoint.id, endpointDisabledMail(disabled, since, admin.email, link));
  return true;
}

/** When the endpoint's last attempt before `now` was made (epoch ms), or null when none is kept. */
async function lastAttemptBefore(endpointId: number, now: Date): Promise<number | null> {
  const [row] = await db()
    .select({ at: sql<number | null>`max(${webhookAttempts.at})` })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(and(eq(webhookDeliveries.endpointId, endpointId), lt(webhookAttempts.at, now)));
  return row?.at == null ? null : Number(row.at);
}

function jobId(body: unknown): number | null {
  const id = (body as Partial<WebhookJob> | null)?.deliveryId;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The WEBHOOK_QUEUE consumer: one attempt per message; the next attempt is the same message, delayed. The batch's
 * messages go out side by side, so a receiver that takes its full 10 s holds up no other endpoint's delivery.
 */
export async function deliverWebhookBatch(batch: MessageBatch<unknown>): Promise<void> {
  await Promise.all(batch.messages.map((message) => consumeBatch({ messages: [message] }, webhookConsumer)));
}

const webhookConsumer: Parameters<typeof consumeBatch<number>>[1] = {
  queue: "webhooks",
  parse: jobId,
  run: async (id) => {
    const outcome = await attemptDelivery(id);
    return outcome.done ? null : outcome;
  },
  failed: (id, attempts) => ({
    context: { what: "webhook delivery not processed", deliveryId: id },
    retryInSeconds: webhookRetryDelaySeconds(attempts),
  }),
};

// ---------------------------------------------------------------------------------------------------------
// The cron: the sweep (frequent) and retention (daily).

/** Pending deliveries well past their next attempt and not being sent: enqueued again, once per sweep. */
export async function sweepWebhookDeliveries(now = new Date()): Promise<{ webhooksRequeued: number }> {
  const d = db();
  const stuck = and(
    eq(webhookDeliveries.status, "pending"),
    lt(webhookDeliveries.nextAttemptAt, new Date(now.getTime() - SWEEP_AFTER_MS)),
    or(isNull(webhookDeliveries.claimedAt), lt(webhookDeliveries.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS))),
  );
  const requeued = await requeueInRounds(
    QUEUE_BATCH,
    async () => {
      const due = d.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(stuck).limit(QUEUE_BATCH);
      const moved = await d
        .update(webhookDeliveries)
        .set({ nextAttemptAt: now })
        .where(inArray(webhookDeliveries.id, due))
        .returning({ id: webhookDeliveries.id });
      return moved.map((r) => r.id);
    },
    enqueueDeliveries,
  );
  return { webhooksRequeued: requeued };
}

/** Deliveries (their bodies hold personal fields) are kept 30 days, then deleted with their attempts. */
export const DELIVERY_RETENTION_DAYS = 30;

export async function pruneWebhookDeliveries(now = new Date()): Promise<{ webhookDeliveriesPruned: number }> {
  const cutoff = daysBefore(now, DELIVERY_RETENTION_DAYS);
  const old = db()
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.status, ["delivered", "failed"]), lt(webhookDeliveries.updatedAt, cutoff)))
    .limit(2000);
  const result = await db().delete(webhookDeliveries).where(inArray(webhookDeliveries.id, old));
  return { webhookDeliveriesPruned: result.meta.changes ?? 0 };
}

// ---------------------------------------------------------------------------------------------------------
// The Deliveries view.

const deliveryColumns = {
  id: webhookDeliveries.id,
  event: webhookDeliveries.event,
  messageId: webhookDeliveries.messageId,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatus: webhookDeliveries.lastStatus,
  lastError: webhookDeliveries.lastError,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
  updatedAt: webhookDeliveries.updatedAt,
};

/** One page of an endpoint's deliveries, newest first, each with its attempts (oldest first). */
export async function listWebhookDeliveries(endpointId: number, page: { limit: number; offset: number }) {
  const d = db();
  const where = eq(webhookDeliveries.endpointId, endpointId);
  const ordered = d
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
  const { rows, total } = await pageWithTotal(d, ordered, webhookDeliveries, where, page);
  const ids = rows.map((r) => r.id);
  const attempts = ids.length
    ? await d
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, ids))
        .orderBy(webhookAttempts.at, webhookAttempts.id)
    : [];
  return {
    deliveries: rows.map((r) => ({ ...r, log: attempts.filter((a) => a.deliveryId === r.id) })),
    total,
  };
}

/**
 * "Redeliver": the same body and webhook-id (a receiver that has it already can tell), a fresh 24 hours of retries.
 * Refused (409) while it is still being retried.
 */
export async function redeliverWebhook(endpointId: number, deliveryId: number, now = new Date()): Promise<void> {
  const [row] = await db()
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  const delivery = found(row, WEBHOOK_MESSAGES.deliveryNotFound);
  if (delivery.status === "pending") throw conflict("This delivery is still being retried.");
  await db()
    .update(webhookDeliveries)
    .set({
      status: "pending",
      claimedAt: null,
      nextAttemptAt: now,
      retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS),
      updatedAt: now,
    })
    .where(eq(webhookDeliveries.id, deliveryId));
  await enqueueDeliveries([deliveryId]);
}
