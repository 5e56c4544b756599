// The outbound webhooks' vocabulary: events, kinds of endpoint, states of a delivery. Plain data, no imports, like
// vocabulary.ts: the D1 tables (app/db/webhook-tables.ts) load it under plain Node too.

/**
 * Every event, with the staff label and when it fires. `planned` events are declared (receivers may subscribe now)
 * but fire only once the feature behind them lands: the enquiry pipeline (stages).
 */
export const WEBHOOK_EVENT_INFO = {
  "enquiry.created": { label: "New enquiry", planned: false },
  "enquiry.stage_changed": { label: "Enquiry moved to another stage", planned: false },
  "application.created": { label: "New job application", planned: false },
  "application.status_changed": { label: "Application status changed", planned: false },
  "subscriber.confirmed": { label: "Newsletter subscription confirmed", planned: false },
  "subscriber.unsubscribed": { label: "Newsletter unsubscribe", planned: false },
  "meeting.booked": { label: "Discovery call booked", planned: false },
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
