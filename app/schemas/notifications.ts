// The staff alerts a user can switch on or off, for My account and User Management (the outbox's kinds and
// statuses are in app/schemas/vocabulary.ts with every other status).

/** The staff alerts a user can switch on or off: keys of the notification_preferences row. */
export const NOTIFICATION_TOPICS = [
  {
    key: "newEnquiries",
    label: "New enquiries",
    hint: "An e-mail for every enquiry sent through the contact form or the API.",
  },
  { key: "newApplications", label: "New applications", hint: "An e-mail for every job application." },
] as const;

export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number]["key"];
export type NotificationSettings = Record<NotificationTopic, boolean>;

/** The checkboxes of NotificationFields as posted: a box is on when it was sent with the value "on". */
export function notificationSettingsFrom(form: FormData): NotificationSettings {
  const on = (key: NotificationTopic) => form.get(key) === "on";
  return { newEnquiries: on("newEnquiries"), newApplications: on("newApplications") };
}
