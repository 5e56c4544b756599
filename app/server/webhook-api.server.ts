// The JSON shapes of /api/webhooks: an endpoint never carries its secret (only the answers that made one do, once),
// a delivery carries its attempts' log. The Deliveries screen shows the same shape.
import type { WebhookEndpoint } from "~/db/schema";
import type { listWebhookDeliveries } from "~/models/webhook-deliveries.server";

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toApiWebhook(e: WebhookEndpoint) {
  return {
    id: e.id,
    kind: e.kind,
    url: e.url,
    description: e.description,
    events: e.events,
    enabled: e.enabled,
    disabledReason: e.disabledReason,
    failingSince: iso(e.failingSince),
    /** Until when the secret before the last rotation still signs, beside the current one. */
    previousSecretValidUntil: e.previousSecret ? iso(e.previousSecretUntil) : null,
    createdAt: iso(e.createdAt),
    updatedAt: iso(e.updatedAt),
  };
}

type Delivery = Awaited<ReturnType<typeof listWebhookDeliveries>>["deliveries"][number];

export function toApiDelivery(d: Delivery) {
  return {
    id: d.id,
    event: d.event,
    webhookId: d.messageId,
    status: d.status,
    attempts: d.attempts,
    lastStatus: d.lastStatus,
    lastError: d.lastError,
    nextAttemptAt: d.status === "pending" ? d.nextAttemptAt.toISOString() : null,
    createdAt: d.createdAt.toISOString(),
    log: d.log.map((a) => ({
      id: a.id,
      at: a.at.toISOString(),
      status: a.status,
      durationMs: a.durationMs,
      response: a.response,
      error: a.error,
    })),
  };
}
