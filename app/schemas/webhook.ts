// Outbound webhooks (Integrations): the events an endpoint may subscribe to, the kinds of endpoint, the states of
// a delivery, and the endpoint's input schema, shared by the admin screen and /api/webhooks. Kinds and statuses are
// checked in code, not by CHECK constraints (docs/decisions/0017). The URL's SSRF rule needs a setting, so the
// model applies it (app/models/webhooks.server.ts).
import { z } from "~/platform/zod";
import { booleanField, optionalText } from "~/schemas/fields";

/**
 * Every event, with the staff label and when it fires. `planned` events are declared (receivers may subscribe now)
 * but fire only once the feature behind them lands: the enquiry pipeline (stages) and meeting booking.
 */
export const WEBHOOK_EVENT_INFO = {
  "enquiry.created": { label: "New enquiry", planned: false },
  "enquiry.stage_changed": { label: "Enquiry moved to another stage (once the pipeline exists)", planned: true },
  "application.created": { label: "New job application", planned: false },
  "application.status_changed": { label: "Application status changed", planned: false },
  "subscriber.confirmed": { label: "Newsletter subscription confirmed", planned: false },
  "subscriber.unsubscribed": { label: "Newsletter unsubscribe", planned: false },
  "meeting.booked": { label: "Meeting booked (once booking exists)", planned: true },
  "post.published": { label: "Blog post published (now or at its scheduled time)", planned: false },
  "job.published": { label: "Job listing published", planned: false },
} as const;

export type WebhookEvent = keyof typeof WEBHOOK_EVENT_INFO;
export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_INFO) as [WebhookEvent, ...WebhookEvent[]];
export const isWebhookEvent = (value: unknown): value is WebhookEvent =>
  typeof value === "string" && Object.hasOwn(WEBHOOK_EVENT_INFO, value);

/** The test event "Send test event" sends; no endpoint subscribes to it, every endpoint may receive it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** webhook: a signed JSON POST (Standard Webhooks); slack: a Slack incoming webhook, sent a Block Kit message. */
export const WEBHOOK_KIND_LABELS = { webhook: "Signed webhook", slack: "Slack incoming webhook" };
export type WebhookKind = keyof typeof WEBHOOK_KIND_LABELS;
export const WEBHOOK_KINDS = Object.keys(WEBHOOK_KIND_LABELS) as [WebhookKind, ...WebhookKind[]];

/** pending until a 2xx answer (delivered) or until retrying stops (failed: a 4xx, 24 h of failures, or disabled). */
export const WEBHOOK_DELIVERY_STATUS_LABELS = { pending: "Pending", delivered: "Delivered", failed: "Failed" };
export type WebhookDeliveryStatus = keyof typeof WEBHOOK_DELIVERY_STATUS_LABELS;
export const WEBHOOK_DELIVERY_STATUSES = Object.keys(WEBHOOK_DELIVERY_STATUS_LABELS) as [
  WebhookDeliveryStatus,
  ...WebhookDeliveryStatus[],
];

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
