// Every status, role and kind the product knows, defined once. The D1 schema's CHECK constraints, the zod
// schemas, the filters and the labels on screen are all derived from these lists. Plain data, no imports:
// the browser, drizzle-kit and admin:create (under plain Node) load it too.

export const USER_ROLES = ["admin", "editor"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const ROLE_LABELS: Record<UserRole, string> = { admin: "Administrator", editor: "Editor" };

export const CONTACT_STATUSES = ["new", "read", "archived"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = { new: "New", read: "Read", archived: "Archived" };

export const APPLICATION_STATUSES = ["new", "pending", "reviewing", "interview", "rejected", "hired"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "New",
  pending: "Pending",
  reviewing: "Reviewing",
  interview: "Interview",
  rejected: "Rejected",
  hired: "Hired",
};

export const SUBSCRIBER_STATUSES = ["active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  active: "Active",
  unsubscribed: "Unsubscribed",
};

export const MATERIAL_TYPES = ["brochure", "pitch-deck"] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];
export const MATERIAL_LABELS: Record<MaterialType, string> = { brochure: "Brochure", "pitch-deck": "Pitch Deck" };

export const isMaterialType = (value: unknown): value is MaterialType => MATERIAL_TYPES.includes(value as MaterialType);

/** What an outbox message is: a staff alert, or an automatic reply to the person who wrote. */
export const OUTBOX_KINDS = [
  "contact_alert",
  "contact_autoreply",
  "application_alert",
  "application_confirmation",
] as const;
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

/**
 * What an audit entry records (the Activity screen's "kind" filter). The admin-action pipeline names an entry after
 * its intent when the intent is one of these, else "update"; sign-in, exports and account changes name theirs.
 */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "status",
  "publish",
  "activation",
  "role",
  "invitation",
  "password",
  "two_factor",
  "session",
  "sign_in",
  "sign_in_failed",
  "export",
  "send",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  status: "Status changed",
  publish: "Published or unpublished",
  activation: "Activated or deactivated",
  role: "Role changed",
  invitation: "Invitation",
  password: "Password",
  two_factor: "Two-factor",
  session: "Sessions",
  sign_in: "Signed in",
  sign_in_failed: "Sign-in failed",
  export: "Exported",
  send: "Sent",
};

export const isAuditAction = (value: unknown): value is AuditAction => AUDIT_ACTIONS.includes(value as AuditAction);

/** "new, read or archived": a list of values as a sentence, for the messages that name them. */
export const orList = (values: readonly string[]) => `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;
