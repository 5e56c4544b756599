// The outbox's kinds and statuses, defined once: the D1 table's checks (app/db/schema.ts), the Email log's filter
// and labels, and the models all read them from here. No zod and no drizzle, so screens can import it.

/** What an outbox message is: a staff alert, or an automatic reply to the person who wrote. */
export const OUTBOX_KINDS = ["contact_alert", "contact_autoreply", "application_alert", "application_confirmation"] as const;
/** queued until sent; failed after the last attempt (the dead-letter state an admin resends from). */
export const OUTBOX_STATUSES = ["queued", "sent", "failed"] as const;

export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = {
  contact_alert: "Enquiry alert",
  contact_autoreply: "Enquiry auto-reply",
  application_alert: "Application alert",
  application_confirmation: "Application confirmation",
};

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = { queued: "Queued", sent: "Sent", failed: "Failed" };

/** The status filter of a URL (`?status=failed`), or null for any other value. */
export function outboxStatusFrom(value: unknown): OutboxStatus | null {
  return (OUTBOX_STATUSES as readonly unknown[]).includes(value) ? (value as OutboxStatus) : null;
}

/** The staff alerts a user can switch on or off: keys of the notification_preferences row. */
export const NOTIFICATION_TOPICS = [
  { key: "newEnquiries", label: "New enquiries", hint: "An e-mail for every enquiry sent through the contact form or the API." },
  { key: "newApplications", label: "New applications", hint: "An e-mail for every job application." },
] as const;

export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number]["key"];
export type NotificationSettings = Record<NotificationTopic, boolean>;

/** The checkboxes of NotificationFields as posted: a box is on when it was sent with the value "on". */
export function notificationSettingsFrom(form: FormData): NotificationSettings {
  const on = (key: NotificationTopic) => form.get(key) === "on";
  return { newEnquiries: on("newEnquiries"), newApplications: on("newApplications") };
}
