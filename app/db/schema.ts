// The Drizzle tables: every entity of the product, stored in D1. Migrations in migrations/ are generated from this.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  APPLICATION_STATUSES,
  CAMPAIGN_STATUSES,
  CONSENT_FORMS,
  CONTACT_STATUSES,
  DELIVERY_STATUSES,
  MATERIAL_TYPES,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  SUBSCRIBER_STATUSES,
  UNSUBSCRIBE_REASONS,
  USER_ROLES,
} from "../lib/vocabulary";

const now = sql`(unixepoch('subsec') * 1000)`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);
const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now);

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);
/** The same for a column that may also be null. */
const nullOrInList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} is null or ${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Stored trimmed and lower-cased; the expression index below also rejects case variants.
    email: text("email").notNull(),
    name: text("name"),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull().default("editor"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: integer("last_login_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    index("users_created_at_idx").on(t.createdAt),
    check("users_role_check", inList("role", USER_ROLES)),
  ],
);

// Server-side sessions. The cookie carries a random id; only its SHA-256 hash is stored, so a copy of the
// database gives no one a working cookie. Idle and absolute lifetimes are enforced on every read.
export const sessions = sqliteTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull().default(now),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    userAgent: text("user_agent"),
    clientAddress: text("client_address"),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
    index("sessions_last_seen_at_idx").on(t.lastSeenAt),
  ],
);

// Sign-in throttling: one counter per key ("account:<e-mail>|<address>" or "address:<address>") and window,
// counted by a single upsert before the password is checked (models/login-attempts.server.ts).
export const loginThrottle = sqliteTable(
  "login_throttle",
  {
    key: text("key").primaryKey(),
    attempts: integer("attempts").notNull().default(0),
    windowStartedAt: integer("window_started_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("login_throttle_window_idx").on(t.windowStartedAt)],
);

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    author: text("author").notNull().default(""),
    imageUrl: text("image_url"),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_unique").on(t.slug),
    // Public list: published posts, newest first.
    index("blog_posts_published_idx").on(t.published, t.publishedAt),
    // Admin list: most recently updated first.
    index("blog_posts_updated_at_idx").on(t.updatedAt),
  ],
);

export const jobListings = sqliteTable(
  "job_listings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    department: text("department").notNull().default(""),
    location: text("location").notNull().default(""),
    type: text("type").notNull().default("Full-time"),
    salary: text("salary"),
    description: text("description").notNull().default(""),
    // Newline-separated text, one item a line.
    responsibilities: text("responsibilities").notNull().default(""),
    requirements: text("requirements").notNull().default(""),
    category: text("category").notNull().default("Engineering"),
    published: integer("published", { mode: "boolean" }).notNull().default(true),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Careers tabs: published listings of one category (compared lower-cased).
    index("job_listings_published_category_idx").on(t.published, sql`lower(${t.category})`, t.publishedAt),
    index("job_listings_updated_at_idx").on(t.updatedAt),
  ],
);

export const jobApplications = sqliteTable(
  "job_applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // The listing may be deleted later; the application keeps the position title it was made for.
    jobId: integer("job_id").references(() => jobListings.id, { onDelete: "set null" }),
    position: text("position").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    coverLetter: text("cover_letter").notNull(),
    resume: text("resume").notNull(),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("new"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("job_applications_created_at_idx").on(t.createdAt),
    index("job_applications_status_idx").on(t.status, t.createdAt),
    index("job_applications_position_idx").on(t.position, t.createdAt),
    index("job_applications_job_idx").on(t.jobId, t.createdAt),
    check("job_applications_status_check", inList("status", APPLICATION_STATUSES)),
  ],
);

export const contacts = sqliteTable(
  "contacts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    phone: text("phone"),
    interest: text("interest").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: CONTACT_STATUSES }).notNull().default("new"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contacts_created_at_idx").on(t.createdAt),
    index("contacts_status_idx").on(t.status, t.createdAt),
    check("contacts_status_check", inList("status", CONTACT_STATUSES)),
  ],
);

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    name: text("name"),
    status: text("status", { enum: SUBSCRIBER_STATUSES }).notNull().default("pending"),
    subscribedAt: integer("subscribed_at", { mode: "timestamp_ms" }).notNull().default(now),
    updatedAt: updatedAt(),
    // The consent record of the latest sign-up: when, on which form, and the words the form showed.
    consentedAt: integer("consented_at", { mode: "timestamp_ms" }),
    consentForm: text("consent_form", { enum: CONSENT_FORMS }),
    consentText: text("consent_text"),
    /** When the latest confirmation e-mail went out: its link is signed over it, and cleared once used. */
    confirmationSentAt: integer("confirmation_sent_at", { mode: "timestamp_ms" }),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
    unsubscribeReason: text("unsubscribe_reason", { enum: UNSUBSCRIBE_REASONS }),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_unique").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_subscribed_at_idx").on(t.subscribedAt),
    index("newsletter_subscribers_status_idx").on(t.status, t.subscribedAt),
    check("newsletter_subscribers_status_check", inList("status", SUBSCRIBER_STATUSES)),
    check("newsletter_subscribers_consent_form_check", nullOrInList("consent_form", CONSENT_FORMS)),
    check("newsletter_subscribers_reason_check", nullOrInList("unsubscribe_reason", UNSUBSCRIBE_REASONS)),
  ],
);

// A newsletter campaign: a subject and a Markdown body (perhaps started from a post), rendered once when sending
// starts; its deliveries below are the recipients, snapshotted then (app/models/campaigns.server.ts).
export const newsletterCampaigns = sqliteTable(
  "newsletter_campaigns",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    postId: integer("post_id").references(() => blogPosts.id, { onDelete: "set null" }),
    status: text("status", { enum: CAMPAIGN_STATUSES }).notNull().default("draft"),
    /** The body as sanitised HTML, fixed when sending starts. */
    html: text("html"),
    recipients: integer("recipients").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }),
    /** The last time a batch did any work: the cron re-enqueues a sending campaign that stopped moving. */
    progressedAt: integer("progressed_at", { mode: "timestamp_ms" }),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("newsletter_campaigns_created_at_idx").on(t.createdAt),
    index("newsletter_campaigns_status_idx").on(t.status),
    check("newsletter_campaigns_status_check", inList("status", CAMPAIGN_STATUSES)),
  ],
);

// One row per campaign and subscriber, unique, so however often a batch is delivered nobody is mailed twice.
export const newsletterDeliveries = sqliteTable(
  "newsletter_deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    messageId: text("message_id"),
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_campaign_subscriber_unique").on(t.campaignId, t.subscriberId),
    index("newsletter_deliveries_campaign_status_idx").on(t.campaignId, t.status),
    index("newsletter_deliveries_subscriber_idx").on(t.subscriberId),
    check("newsletter_deliveries_status_check", inList("status", DELIVERY_STATUSES)),
  ],
);

export const marketingMaterials = sqliteTable(
  "marketing_materials",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: text("type", { enum: MATERIAL_TYPES }).notNull(),
    title: text("title").notNull(),
    description: text("description"),
    // Exactly one of these: an uploaded object in R2, or a link to a file elsewhere.
    r2Key: text("r2_key"),
    fileUrl: text("file_url"),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size"),
    contentType: text("content_type"),
    active: integer("active", { mode: "boolean" }).notNull().default(false),
    uploadedAt: integer("uploaded_at", { mode: "timestamp_ms" }).notNull().default(now),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one active material per type, whatever the order or concurrency of writes.
    uniqueIndex("marketing_materials_one_active_per_type").on(t.type).where(sql.raw("active = 1")),
    index("marketing_materials_type_idx").on(t.type, t.uploadedAt),
    check("marketing_materials_type_check", inList("type", MATERIAL_TYPES)),
    check("marketing_materials_source_check", sql.raw("(r2_key is null) <> (file_url is null)")),
  ],
);

// Every e-mail the product sends, rendered when it is queued: the queue carries only the row's id, the consumer
// sends what is stored here and records the result, and the Email log shows it (app/models/outbox.server.ts).
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: OUTBOX_KINDS }).notNull(),
    /** The contact or job application the message is about. */
    relatedId: integer("related_id"),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Extra headers as a JSON object, e.g. {"Auto-Submitted":"auto-replied"}. */
    headers: text("headers", { mode: "json" })
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'`),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    messageId: text("message_id"),
    /** When the queue should have delivered it by: the sweep re-enqueues queued rows long past it. */
    dueAt: integer("due_at", { mode: "timestamp_ms" }).notNull().default(now),
    /** Set while one consumer is sending it, so a duplicate queue message never mails twice. */
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("outbox_created_at_idx").on(t.createdAt),
    index("outbox_status_idx").on(t.status, t.createdAt),
    index("outbox_due_idx").on(t.status, t.dueAt),
    // One message of a kind per recipient per enquiry or application, however often the hook runs.
    uniqueIndex("outbox_kind_related_recipient_unique").on(t.kind, t.relatedId, t.recipient),
    check("outbox_kind_check", inList("kind", OUTBOX_KINDS)),
    check("outbox_status_check", inList("status", OUTBOX_STATUSES)),
  ],
);

// Which alerts a staff user wants. No row, or a null column, means the role's default (on for admins, off for
// editors); see app/models/notification-preferences.server.ts.
export const notificationPreferences = sqliteTable("notification_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  newEnquiries: integer("new_enquiries", { mode: "boolean" }),
  newApplications: integer("new_applications", { mode: "boolean" }),
  updatedAt: updatedAt(),
});

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Post = typeof blogPosts.$inferSelect;
export type Job = typeof jobListings.$inferSelect;
export type Application = typeof jobApplications.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
export type Subscriber = typeof newsletterSubscribers.$inferSelect;
export type Material = typeof marketingMaterials.$inferSelect;
export type OutboxMessage = typeof outbox.$inferSelect;
export type Campaign = typeof newsletterCampaigns.$inferSelect;
