// Every status, role and kind the product knows, defined once. The D1 schema's CHECK constraints, the zod
// schemas, the filters and the labels on screen are all derived from these lists. Plain data, no imports:
// the browser, drizzle-kit and admin:create (under plain Node) load it too.

/** An enum's values, in order, read off the record of their labels: each value is written once, beside its label. */
const valuesOf = <V extends string>(labels: Record<V, string>) => Object.keys(labels) as [V, ...V[]];

/** A type guard for one of an enum's values. */
const isOneOf =
  <V extends string>(values: readonly V[]) =>
  (value: unknown): value is V =>
    values.includes(value as V);

export const ROLE_LABELS = { admin: "Administrator", editor: "Editor" };

export const CONTACT_STATUS_LABELS = { new: "New", read: "Read", archived: "Archived" };

/**
 * An enquiry's place in the sales pipeline (issue 31), beside the spec's new/read/archived status, which stays for
 * the spec's screen and API. "lost" asks for a reason. Checked in code, not by a CHECK constraint.
 */
export const ENQUIRY_STAGE_LABELS = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  meeting_booked: "Meeting booked",
  proposal_sent: "Proposal sent",
  won: "Won",
  lost: "Lost",
};

export const APPLICATION_STATUS_LABELS = {
  new: "New",
  pending: "Pending",
  reviewing: "Reviewing",
  interview: "Interview",
  rejected: "Rejected",
  hired: "Hired",
};

/** pending: signed up, not yet confirmed by the link in the confirmation e-mail (removed after 7 days). */
export const SUBSCRIBER_STATUS_LABELS = { pending: "Pending", active: "Active", unsubscribed: "Unsubscribed" };

/** Where a sign-up's consent was given: the footer form, the /newsletter page, or POST /api/subscribers. */
export const CONSENT_FORMS = ["footer", "newsletter-page", "api"] as const;
export type ConsentForm = (typeof CONSENT_FORMS)[number];

/** Why an address left the list. bounce and complaint come from the provider's webhook: never mailed again. */
export const UNSUBSCRIBE_REASON_LABELS = {
  link: "Unsubscribe page",
  "one-click": "One-click unsubscribe",
  admin: "By an administrator",
  bounce: "Bounced",
  complaint: "Marked as spam",
};

/**
 * The reasons that suppress an address for good: never mailed again, not even a confirmation, and remembered after
 * its subscriber is deleted (app/models/email-suppressions.server.ts, docs/decisions/0038).
 */
export const SUPPRESSION_REASONS = ["bounce", "complaint"] as const satisfies readonly UnsubscribeReason[];
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** A campaign: a draft until sent; sending while its deliveries go out; then sent, or cancelled mid-way. */
export const CAMPAIGN_STATUS_LABELS = { draft: "Draft", sending: "Sending", sent: "Sent", cancelled: "Cancelled" };

/**
 * One campaign message to one subscriber: queued until its batch claims it (sending), then sent or failed;
 * skipped when the address left the list meanwhile; cancelled with the campaign.
 */
export const DELIVERY_STATUSES = ["queued", "sending", "sent", "failed", "skipped", "cancelled"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const MATERIAL_LABELS = { brochure: "Brochure", "pitch-deck": "Pitch Deck" };

/** What an outbox message is: a staff alert, an automatic reply to the person who wrote, or a staff account's mail. */
export const OUTBOX_KIND_LABELS = {
  contact_alert: "Enquiry alert",
  contact_autoreply: "Enquiry auto-reply",
  application_alert: "Application alert",
  application_confirmation: "Application confirmation",
  application_duplicate: "Repeat application notice",
  password_reset: "Password reset link",
  password_changed: "Password changed notice",
  invitation: "Staff invitation",
  newsletter_confirmation: "Newsletter confirmation",
  newsletter_test: "Newsletter test",
  webhook_disabled: "Webhook endpoint switched off",
  // Conversations (issue 29): related_id is the conversation message's id, not the record's.
  application_message: "Message to a candidate",
  contact_message: "Message to an enquirer",
  reply_alert: "Reply alert",
  // Booking (issue 31): related_id is the meeting's id; each carries an ICS invitation (or cancellation).
  meeting_booked: "Meeting booked (visitor)",
  meeting_host_booked: "Meeting booked (host)",
  meeting_rescheduled: "Meeting moved",
  meeting_cancelled: "Meeting cancelled",
  meeting_reminder_day: "Meeting reminder (24 h)",
  meeting_reminder_hour: "Meeting reminder (1 h)",
  // Job alerts (issue 30): related_id is the alert's id (confirmation), the job's (one opening), the digest's.
  job_alert_confirmation: "Job alert confirmation",
  job_alert: "Job alert",
  job_alert_digest: "Job alert weekly digest",
  // The talent network (issue 30): related_id is the profile's id (the invitation's id for an invitation).
  talent_confirmation: "Talent network confirmation",
  talent_alert: "Talent network alert",
  talent_invitation: "Invitation to apply",
  // The enquiry pipeline (issue 31): related_id is the follow_up_digests row (one per staff member and local day).
  follow_up_digest: "Follow-up digest",
  // The candidate status page (issue 30): a fresh link to it, asked for on "Lost your link?".
  application_status_link: "Application status link",
  // Interviews (issue 31): related_id is the application (a resent link replaces the last one's message).
  interview_invitation: "Interview scheduling link",
};

/** queued until sent; failed after the last attempt (the dead-letter state an admin resends from). */
export const OUTBOX_STATUS_LABELS = { queued: "Queued", sent: "Sent", failed: "Failed" };

/** What a single-use account link is for: a forgotten password (valid one hour) or an invitation (seven days). */
export const ACCOUNT_TOKEN_PURPOSES = ["password_reset", "invitation"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * What an audit entry records (the Activity screen's "kind" filter). The admin-action pipeline names an entry after
 * its intent when the intent is one of these, else "update"; sign-in, exports and account changes name theirs.
 */
export const AUDIT_ACTION_LABELS = {
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

// Each labelled enum's values, in the order of its labels, and its type.
export const USER_ROLES = valuesOf(ROLE_LABELS);
export const CONTACT_STATUSES = valuesOf(CONTACT_STATUS_LABELS);
export const APPLICATION_STATUSES = valuesOf(APPLICATION_STATUS_LABELS);
export const ENQUIRY_STAGES = valuesOf(ENQUIRY_STAGE_LABELS);
export const SUBSCRIBER_STATUSES = valuesOf(SUBSCRIBER_STATUS_LABELS);
export const UNSUBSCRIBE_REASONS = valuesOf(UNSUBSCRIBE_REASON_LABELS);
export const CAMPAIGN_STATUSES = valuesOf(CAMPAIGN_STATUS_LABELS);
export const MATERIAL_TYPES = valuesOf(MATERIAL_LABELS);
export const OUTBOX_KINDS = valuesOf(OUTBOX_KIND_LABELS);
export const OUTBOX_STATUSES = valuesOf(OUTBOX_STATUS_LABELS);
export const AUDIT_ACTIONS = valuesOf(AUDIT_ACTION_LABELS);

export type UserRole = (typeof USER_ROLES)[number];
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** An application decided (rejected, which a withdrawal is too, or hired): it takes no interview any more. */
export const CLOSED_APPLICATION_STATUSES: readonly ApplicationStatus[] = ["rejected", "hired"];
export type EnquiryStage = (typeof ENQUIRY_STAGES)[number];
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number];
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export type MaterialType = (typeof MATERIAL_TYPES)[number];
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isMaterialType = isOneOf(MATERIAL_TYPES);
export const isOutboxKind = isOneOf(OUTBOX_KINDS);

/** Every kind of e-mail about a job application: the retention sweep deletes them with it. */
export const APPLICATION_MAIL_KINDS: OutboxKind[] = [
  "application_alert",
  "application_confirmation",
  "application_duplicate",
  "application_status_link",
  "interview_invitation",
];

/** Every kind of e-mail about a meeting (related to the meeting's id): an interview's go when its application does. */
export const MEETING_MAIL_KINDS: OutboxKind[] = [
  "meeting_booked",
  "meeting_host_booked",
  "meeting_rescheduled",
  "meeting_cancelled",
  "meeting_reminder_day",
  "meeting_reminder_hour",
];
export const isAuditAction = isOneOf(AUDIT_ACTIONS);

/** "new, read or archived": a list of values as a sentence, for the messages that name them. */
export const orList = (values: readonly string[]) => `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;

/**
 * What an audit entry is about: each admin screen and /api route declares its entity (adminAction's `entity`, api's
 * first argument), so the Activity screen reads "post #12" whatever the URL that wrote it.
 */
export const AUDIT_ENTITIES = [
  "post",
  "image",
  "job",
  "application",
  "contact",
  "subscriber",
  "campaign",
  "material",
  "user",
  "session",
  "account",
  "outbox",
  "case-study",
  "testimonial",
  "team_member",
  "logo",
  "webhook",
  // Conversations (issue 29): a message sent from a record's thread, a reply template, unmatched inbound mail.
  "message",
  "template",
  "unmatched",
  "none",
  "category",
  // Booking (issue 31): a discovery call or interview; a staff member's booking settings.
  "meeting",
  // Job alerts (issue 30).
  "job_alert",
  // The talent network (issue 30).
  "talent_profile",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What a logo in the proof strip stands for (issue 28): a client's, or a certification's or practice's badge. */
export const LOGO_KIND_LABELS = { client: "Client", certification: "Certification" };
export const LOGO_KINDS = valuesOf(LOGO_KIND_LABELS);
export type LogoKind = (typeof LOGO_KINDS)[number];
export const isLogoKind = isOneOf(LOGO_KINDS);

/**
 * The delivery centres' zones, Mexico City to São Paulo, in the order both zone selects list them (a visitor's on
 * /contact, a staff member's in My account); each list adds its own zones around them.
 */
export const LATIN_AMERICA_ZONES = [
  "America/Mexico_City",
  "America/Costa_Rica",
  "America/Bogota",
  "America/Lima",
  "America/Santiago",
  "America/Argentina/Buenos_Aires",
  "America/Sao_Paulo",
] as const;
