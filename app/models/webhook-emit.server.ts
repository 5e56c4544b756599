// Emitting webhook events: an event becomes one delivery row per enabled endpoint that subscribed to it (the exact
// body, a webhook-id kept across retries), and the rows' ids go to WEBHOOK_QUEUE, whose consumer sends them
// (webhook-deliveries.server.ts). The after-write hooks reach this through webhook-events.server.ts; nothing here
// imports the outbox, so any model may announce an event without an import cycle.
import { webhookDeliveries, type WebhookEndpoint } from "~/db/schema";
import { db } from "~/db/client.server";
import { bindings } from "~/platform/env.server";
import { afterResponse, logError } from "~/platform/request-telemetry.server";
import { newMessageId } from "~/platform/webhook-signing.server";
import {
  envelope,
  eventKeyOf,
  slackMessage,
  testEvent,
  type WebhookEventMessage,
} from "~/models/webhook-payloads.server";
import { endpointsFor, getWebhookEndpoint } from "~/models/webhooks.server";
import { DAY_MS } from "~/platform/time";

/** What a WEBHOOK_QUEUE message carries: the delivery's id; the row holds the rest. */
export type WebhookJob = { deliveryId: number };

/** How long a delivery is retried after its first try (or after a redelivery). */
export const RETRY_WINDOW_MS = DAY_MS;
const QUEUE_BATCH = 100;

/** The body an endpoint gets for an event: the signed JSON envelope, or a Slack message. */
const bodyFor = (endpoint: WebhookEndpoint, message: WebhookEventMessage, now: Date) =>
  endpoint.kind === "slack" ? slackMessage(message) : envelope(message, now);

/** Stores one delivery per endpoint (an event already stored for an endpoint is not stored twice); returns new ids. */
export async function storeDeliveries(
  endpoints: WebhookEndpoint[],
  message: WebhookEventMessage,
  now = new Date(),
): Promise<number[]> {
  if (endpoints.length === 0) return [];
  const d = db();
  const inserts = endpoints.map((endpoint) =>
    d
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        event: message.type,
        messageId: newMessageId(),
        eventKey: eventKeyOf(message),
        payload: bodyFor(endpoint, message, now),
        nextAttemptAt: now,
        retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.id }),
  );
  const results = await d.batch(inserts as [(typeof inserts)[number], ...(typeof inserts)[number][]]);
  return results.flat().map((r) => r.id);
}

/**
 * Sends the ids to WEBHOOK_QUEUE; a failure is logged and left to the cron sweep (the rows are stored). Answers
 * whether the queue took them.
 */
export async function enqueueDeliveries(ids: number[]): Promise<boolean> {
  try {
    for (let i = 0; i < ids.length; i += QUEUE_BATCH) {
      const chunk = ids.slice(i, i + QUEUE_BATCH);
      await bindings().WEBHOOK_QUEUE.sendBatch(chunk.map((deliveryId) => ({ body: { deliveryId } })));
    }
    return true;
  } catch (error) {
    logError(error, { what: "webhook deliveries not enqueued; the sweep will retry", deliveryIds: ids });
    return false;
  }
}

/** Stores and enqueues an event for every enabled endpoint that subscribed to it. */
export async function emitWebhookEvent(message: WebhookEventMessage, now = new Date()): Promise<number[]> {
  if (message.type === "webhook.test") return [];
  const ids = await storeDeliveries(await endpointsFor(message.type), message, now);
  await enqueueDeliveries(ids);
  return ids;
}

/** For a write's after-work: the event goes out after the response, and its failure is logged, never raised. */
export function announce(message: () => WebhookEventMessage): Promise<void> {
  return afterResponse(async () => {
    await emitWebhookEvent(message());
  });
}

/** "Send test event": a `webhook.test` delivery to this endpoint, whatever it subscribed to and even when off. */
export async function sendTestEvent(endpointId: number, now = new Date()): Promise<number> {
  const endpoint = await getWebhookEndpoint(endpointId);
  const [id] = await storeDeliveries([endpoint], testEvent(endpoint.id, now), now);
  await enqueueDeliveries([id!]);
  return id!;
}
