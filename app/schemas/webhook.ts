// Outbound webhooks (Integrations): the events an endpoint may subscribe to, the kinds of endpoint, the states of
// a delivery (from webhook-vocabulary.ts), and the endpoint's input schema, shared by the admin screen and
// /api/webhooks. The URL's SSRF rule needs a setting, so the model applies it (app/models/webhooks.server.ts).
import { z } from "~/platform/zod";
import { booleanField, optionalText } from "~/schemas/fields";
import { isWebhookEvent, WEBHOOK_EVENTS, WEBHOOK_KINDS, type WebhookEvent } from "~/schemas/webhook-vocabulary";

export {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_INFO,
  WEBHOOK_EVENTS,
  WEBHOOK_KIND_LABELS,
  WEBHOOK_KINDS,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryStatus,
  type WebhookEvent,
  type WebhookKind,
} from "~/schemas/webhook-vocabulary";

export const WEBHOOK_MESSAGES = {
  url: "URL is required",
  events: `Choose at least one event: ${WEBHOOK_EVENTS.join(", ")}`,
  unknownEvent: `Unknown event; events are ${WEBHOOK_EVENTS.join(", ")}`,
  kind: `Kind must be ${WEBHOOK_KINDS.join(" or ")}`,
  slackUrl: "A Slack endpoint's URL is a Slack incoming webhook (https://hooks.slack.com/services/…)",
  notFound: "Webhook endpoint not found",
  deliveryNotFound: "Delivery not found",
  created: "Endpoint added",
  updated: "Endpoint saved",
  deleted: "Endpoint deleted",
  rotated: "Secret rotated",
  testQueued: "Test event queued",
  redelivered: "Delivery queued again",
} as const;

/** A form's checkboxes send one value or several; JSON sends an array. Either way, a list. */
const asList = (v: unknown) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]);

export const webhookEndpointSchema = z.object({
  url: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ error: WEBHOOK_MESSAGES.url }).min(1, WEBHOOK_MESSAGES.url).max(2000, "URL is too long"),
  ),
  kind: z.preprocess(
    (v) => (v === undefined || v === "" ? "webhook" : v),
    z.enum(WEBHOOK_KINDS, WEBHOOK_MESSAGES.kind),
  ),
  description: optionalText(200),
  events: z.preprocess(
    asList,
    z
      .array(z.string().refine(isWebhookEvent, WEBHOOK_MESSAGES.unknownEvent), { error: WEBHOOK_MESSAGES.events })
      .min(1, WEBHOOK_MESSAGES.events)
      .transform((list) => [...new Set(list)] as WebhookEvent[]),
  ),
  enabled: z.preprocess((v) => (v === undefined ? true : v), booleanField),
});

export type WebhookEndpointInput = z.output<typeof webhookEndpointSchema>;

/** `PATCH /api/webhooks/{id}` with the switch alone: the screen's switch, audited as an activation. */
export const enabledOnlySchema = z.object({ enabled: z.boolean({ error: "enabled must be true or false" }) });
