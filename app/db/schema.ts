// The Drizzle tables: every entity of the product, stored in D1. Migrations in migrations/ are generated from this.
import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import {
  ACCOUNT_TOKEN_PURPOSES,
  APPLICATION_STATUSES,
  AUDIT_ACTIONS,
  CAMPAIGN_STATUSES,
  CONSENT_FORMS,
  CONTACT_STATUSES,
  DELIVERY_STATUSES,
  ENQUIRY_STAGES,
  MATERIAL_TYPES,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  SUBSCRIBER_STATUSES,
  UNSUBSCRIBE_REASONS,
  USER_ROLES,
} from "../schemas/vocabulary";
import { LANGUAGES } from "../i18n/languages";
import type { EnquiryLostReason } from "../schemas/enquiry-pipeline";

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
    /** Set while the account waits for its invitee to choose a password (its hash is then of a random secret). */
    invitedAt: integer("invited_at", { mode: "timestamp_ms" }),
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
// counted by a single upsert before the password is checked (models/login-throttle.server.ts).
export const loginThrottle = sqliteTable(
  "login_throttle",
  {
    key: text("key").primaryKey(),
    attempts: integer("attempts").notNull().default(0),
    windowStartedAt: integer("window_started_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("login_throttle_window_idx").on(t.windowStartedAt)],
);

// Single-use account links (password reset, invitation): only the SHA-256 hash of the token is stored, so a copy of
// the database opens no account (app/models/account-tokens.server.ts).
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_unique").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId, t.purpose),
    index("account_tokens_expires_at_idx").on(t.expiresAt),
    check("account_tokens_purpose_check", inList("purpose", ACCOUNT_TOKEN_PURPOSES)),
  ],
);

// Two-factor sign-in (TOTP, RFC 6238): the shared secret (base32), set up but not yet confirmed while enabled_at is
// null, and the last time step a code was accepted for, so no code works twice (app/models/two-factor.server.ts).
export const userTwoFactor = sqliteTable("user_two_factor", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: integer("enabled_at", { mode: "timestamp_ms" }),
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
});

// Two-factor recovery codes, SHA-256 hashed; each works once (used_at).
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("recovery_codes_user_hash_unique").on(t.userId, t.codeHash)],
);

// Settings an administrator changes on screen (not deploy-time variables): one row per key.
export const appSettings = sqliteTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

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
    // SEO: null means the excerpt, and the featured image (then the site's default image).
    metaDescription: text("meta_description"),
    socialImageUrl: text("social_image_url"),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    // A published post whose publishedAt lies in the future is scheduled: public reads compare it with now.
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    /** The language the post is written in; `/blog` lists the English ones, `/es/blog` the Spanish ones. */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** The post this one translates (its pair links to it, hreflang points across); null when it stands alone. */
    translationOf: integer("translation_of").references((): AnySQLiteColumn => blogPosts.id, { onDelete: "set null" }),
    /** The category chosen for it; null means the spec's derived badge (migrations/0017_blog_categories.sql). */
    categoryId: integer("category_id").references((): AnySQLiteColumn => blogCategories.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_unique").on(t.slug),
    index("blog_posts_language_published_idx").on(t.language, t.published, t.publishedAt),
    index("blog_posts_translation_of_idx").on(t.translationOf),
    index("blog_posts_category_idx").on(t.categoryId, t.language, t.published, t.publishedAt),
    // Public list: published posts, newest first (and whether any is still scheduled).
    index("blog_posts_published_idx").on(t.published, t.publishedAt),
    // Admin list: most recently updated first.
    index("blog_posts_updated_at_idx").on(t.updatedAt),
  ],
);

// Images uploaded for the blog: the R2 object, its public URL (/media/blog/{uuid}.{ext}) and the dimensions read
// from its header on upload, so pages render <img> with width and height (app/models/blog-images.server.ts).
export const blogImages = sqliteTable(
  "blog_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    r2Key: text("r2_key").notNull(),
    url: text("url").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("blog_images_url_unique").on(t.url),
    uniqueIndex("blog_images_r2_key_unique").on(t.r2Key),
    index("blog_images_created_at_idx").on(t.createdAt),
  ],
);

export const jobs = sqliteTable(
  "jobs",
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
    /** Optional closing date: from then on the listing leaves the careers page, the sitemap and the JSON-LD. */
    closesAt: integer("closes_at", { mode: "timestamp_ms" }),
    /** The language the listing is written in; /es/jobs shows Spanish ones and English ones with no translation. */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** The listing this one translates (the pair links to each other); null when it stands alone. */
    translationOf: integer("translation_of").references((): AnySQLiteColumn => jobs.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Careers tabs: published listings of one category (compared lower-cased).
    index("jobs_published_category_idx").on(t.published, sql`lower(${t.category})`, t.publishedAt),
    index("jobs_updated_at_idx").on(t.updatedAt),
    index("jobs_translation_of_idx").on(t.translationOf),
  ],
);

export const jobApplications = sqliteTable(
  "job_applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // The listing may be deleted later; the application keeps the position title it was made for.
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    position: text("position").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    coverLetter: text("cover_letter").notNull(),
    // A link or text; blank when the candidate uploaded a CV file instead.
    resume: text("resume").notNull(),
    // The uploaded CV: a private R2 object under a server-made key, with the name, size and type it came with.
    resumeKey: text("resume_key"),
    resumeFileName: text("resume_file_name"),
    resumeFileSize: integer("resume_file_size"),
    resumeContentType: text("resume_content_type"),
    /** When the candidate agreed to the privacy notice. */
    consentAt: integer("consent_at", { mode: "timestamp_ms" }),
    /** When the retention sweep blanked the personal fields (status and position stay for statistics). */
    anonymizedAt: integer("anonymized_at", { mode: "timestamp_ms" }),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("new"),
    /**
     * When someone on the staff first opened it (null: unread). Separate from the status, which only moves when
     * someone moves it, and not a change for the retention clock (updatedAt).
     */
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    /** The language of the page the person used: every e-mail to them is written in it (docs/decisions/0023). */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** The staff member who looks after it (the hiring board's "Mine"; they get its alerts). */
    ownerId: integer("owner_id").references((): AnySQLiteColumn => users.id, { onDelete: "set null" }),
    /** When it entered its current status ("days in stage"); null for rows older than the board: read createdAt. */
    statusChangedAt: integer("status_changed_at", { mode: "timestamp_ms" }),
    /** The candidate status page (docs/decisions/0033): the SHA-256 of its link's token, never the token itself. */
    statusTokenHash: text("status_token_hash"),
    /** When the candidate withdrew it on that page (its status is then rejected; staff screens say "Withdrawn"). */
    withdrawnAt: integer("withdrawn_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("job_applications_created_at_idx").on(t.createdAt),
    index("job_applications_owner_idx").on(t.ownerId, t.createdAt),
    index("job_applications_unread_idx").on(t.createdAt).where(sql.raw("read_at is null")),
    index("job_applications_job_email_idx").on(t.jobId, sql`lower(${t.email})`, t.createdAt),
    index("job_applications_retention_idx").on(t.status, t.updatedAt).where(sql.raw("anonymized_at is null")),
    index("job_applications_status_idx").on(t.status, t.createdAt),
    index("job_applications_position_idx").on(t.position, t.createdAt),
    index("job_applications_job_idx").on(t.jobId, t.createdAt),
    uniqueIndex("job_applications_status_token_idx")
      .on(t.statusTokenHash)
      .where(sql.raw("status_token_hash is not null")),
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
    /** The language of the page the person used: every e-mail to them is written in it (docs/decisions/0023). */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** The sales pipeline's stage, beside the spec's read/archived status (checked in code, issue 31). */
    stage: text("stage", { enum: ENQUIRY_STAGES }).notNull().default("new"),
    /** The staff member who works the lead (a booking's host). */
    ownerId: integer("owner_id").references((): AnySQLiteColumn => users.id, { onDelete: "set null" }),
    /** When it entered its current stage; null only for rows older than the pipeline (read createdAt). */
    stageChangedAt: integer("stage_changed_at", { mode: "timestamp_ms" }),
    // The pipeline's deal and follow-up (issue 31, migrations/0026; the history and notes: db/pipeline-schema.ts).
    /** Estimated value in whole US dollars (null: not estimated). */
    estimatedValue: integer("estimated_value"),
    /** Expected team size, in people (null: not known). */
    teamSize: integer("team_size"),
    /** "Follow up on" a day, YYYY-MM-DD in the owner's time zone (the digest's and the dashboard's "due"). */
    followUpOn: text("follow_up_on"),
    /** Why it was lost (ENQUIRY_LOST_REASONS, checked in code); null unless the stage is "lost". */
    lostReason: text("lost_reason").$type<EnquiryLostReason>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contacts_created_at_idx").on(t.createdAt),
    index("contacts_status_idx").on(t.status, t.createdAt),
    index("contacts_stage_idx").on(t.stage, t.createdAt),
    index("contacts_owner_idx").on(t.ownerId, t.createdAt),
    index("contacts_follow_up_idx").on(t.followUpOn).where(sql.raw("follow_up_on is not null")),
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
    /** The language of the page the person used: every e-mail to them is written in it (docs/decisions/0023). */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
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
// starts; its deliveries below are the recipients, snapshotted then (app/models/campaign-sending.server.ts).
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
    /** Files sent with it (a meeting's ICS invitation), as JSON: [{filename, type, content}] (migrations/0027). */
    attachments: text("attachments", { mode: "json" }).$type<MailAttachment[]>(),
  },
  (t) => [
    index("outbox_created_at_idx").on(t.createdAt),
    index("outbox_status_idx").on(t.status, t.createdAt),
    index("outbox_due_idx").on(t.status, t.dueAt),
    // One message of a kind per recipient per enquiry or application, however often the hook runs.
    uniqueIndex("outbox_kind_related_recipient_unique").on(t.kind, t.relatedId, t.recipient),
    // Kinds are checked in code (queueMessages), not here: a new kind of e-mail must not rebuild the table.
    index("outbox_recipient_kind_idx").on(t.recipient, t.kind, t.createdAt),
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

// The audit log: one row per staff write, sign-in and export (app/models/audit-log.server.ts). The actor's e-mail
// is copied, so an entry still says who after the account is deleted; no foreign key keeps the log append-only.
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull().default(now),
    actorId: integer("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull().default(""),
    clientAddress: text("client_address"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_at_idx").on(t.actorId, t.at),
    index("audit_log_action_at_idx").on(t.action, t.at),
  ],
);

// Recruiters' notes on an application (Markdown, rendered sanitised). The author's name is kept as written, so a
// note still says who wrote it after that account is deleted.
export const applicationNotes = sqliteTable(
  "application_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("application_notes_application_idx").on(t.applicationId, t.createdAt)],
);

// Every status change of an application: from, to, who, when (written in the same batch as the change).
export const applicationStatusChanges = sqliteTable(
  "application_status_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: APPLICATION_STATUSES }).notNull(),
    toStatus: text("to_status", { enum: APPLICATION_STATUSES }).notNull(),
    changedById: integer("changed_by_id").references(() => users.id, { onDelete: "set null" }),
    changedByName: text("changed_by_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("application_status_changes_application_idx").on(t.applicationId, t.createdAt)],
);

export type User = typeof users.$inferSelect;

/** A user as the app sees it: never the password hash. */
export type StaffUser = Omit<User, "passwordHash">;

/** Every column of a user but the password hash: what a StaffUser is read with. */
export const staffColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  lastLoginAt: users.lastLoginAt,
  invitedAt: users.invitedAt,
};
export type Session = typeof sessions.$inferSelect;
export type Post = typeof blogPosts.$inferSelect;
export type BlogImage = typeof blogImages.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type Application = typeof jobApplications.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
export type Subscriber = typeof newsletterSubscribers.$inferSelect;
export type Material = typeof marketingMaterials.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type OutboxMessage = typeof outbox.$inferSelect;

// Website Stats: views per UTC day ('2026-11-22'), path and referring site (its host name, '' for none or this
// site). Aggregates only: no address, user agent or cookie is stored for a view (app/platform/view-counter.server.ts).
export const pageViews = sqliteTable(
  "page_views",
  {
    day: text("day").notNull(),
    path: text("path").notNull(),
    referrer: text("referrer").notNull().default(""),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.referrer] })],
);
export type Campaign = typeof newsletterCampaigns.$inferSelect;

// Case studies (issue 28, docs/decisions/0024): /case-studies shows the first two published ones of its language
// behind the spec's switch and the rest as cards; each has its own page. Lists are JSON arrays of text; the logo
// is an image from the blog's media library (null: the monogram is drawn instead).
export const caseStudies = sqliteTable(
  "case_studies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    translationOf: integer("translation_of").references((): AnySQLiteColumn => caseStudies.id, {
      onDelete: "set null",
    }),
    title: text("title").notNull(),
    /** The client's name, or an anonymised label ("A US payroll software provider"). */
    client: text("client").notNull(),
    industry: text("industry").notNull().default(""),
    /** Up to three letters drawn as the badge when there is no logo. */
    monogram: text("monogram").notNull().default(""),
    logoUrl: text("logo_url"),
    metricValue: text("metric_value").notNull().default(""),
    metricLabel: text("metric_label").notNull().default(""),
    /** Markdown. */
    challenge: text("challenge").notNull().default(""),
    /** Markdown. */
    solution: text("solution").notNull().default(""),
    technologies: text("technologies", { mode: "json" }).$type<string[]>().notNull().default([]),
    results: text("results", { mode: "json" }).$type<string[]>().notNull().default([]),
    expertise: text("expertise", { mode: "json" }).$type<string[]>().notNull().default([]),
    quoteText: text("quote_text").notNull().default(""),
    quoteAuthor: text("quote_author").notNull().default(""),
    quoteTitle: text("quote_title").notNull().default(""),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    /** The order on the page, lowest first (then by id). */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("case_studies_slug_unique").on(t.slug),
    index("case_studies_language_published_idx").on(t.language, t.published, t.position),
    index("case_studies_translation_of_idx").on(t.translationOf),
    index("case_studies_updated_at_idx").on(t.updatedAt),
  ],
);
export type CaseStudy = typeof caseStudies.$inferSelect;

// Blog categories, a list admins manage (docs/decisions/0026): the slug names it in /blog?category= and its feed, the
// names are shown on the English and Spanish pages, `position` orders the list. Posts name one by `category_id`.
export const blogCategories = sqliteTable(
  "blog_categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    nameEn: text("name_en").notNull(),
    nameEs: text("name_es").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_categories_slug_unique").on(t.slug),
    index("blog_categories_position_idx").on(t.position, t.id),
  ],
);
export type BlogCategory = typeof blogCategories.$inferSelect;

// Proof on the public pages (issue 28, docs/decisions/0025): testimonials (the home carousel), the team (the
// Leadership section on /about) and client and certification logos (a strip on home and about). Each row carries
// its Spanish text beside the English (`*_es`, '' falls back to the English); `position` orders the public list.
// Images are media-library URLs (/media/blog/…, uploaded through blog_images) or the demo's static /images/proof/….
const proofColumns = () => ({
  id: integer("id").primaryKey({ autoIncrement: true }),
  position: integer("position").notNull().default(0),
  published: integer("published", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const testimonials = sqliteTable(
  "testimonials",
  {
    ...proofColumns(),
    content: text("content").notNull(),
    contentEs: text("content_es").notNull().default(""),
    author: text("author").notNull(),
    title: text("title").notNull().default(""),
    titleEs: text("title_es").notNull().default(""),
    company: text("company").notNull().default(""),
    companyEs: text("company_es").notNull().default(""),
    /** Out of 5, in half steps from 1 (checked in code: app/schemas/testimonial.ts). */
    rating: real("rating").notNull(),
  },
  (t) => [index("testimonials_published_position_idx").on(t.published, t.position)],
);

export const teamMembers = sqliteTable(
  "team_members",
  {
    ...proofColumns(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    roleEs: text("role_es").notNull().default(""),
    bio: text("bio").notNull().default(""),
    bioEs: text("bio_es").notNull().default(""),
    photoUrl: text("photo_url"),
    linkedinUrl: text("linkedin_url"),
  },
  (t) => [index("team_members_published_position_idx").on(t.published, t.position)],
);

export const logos = sqliteTable(
  "logos",
  {
    ...proofColumns(),
    name: text("name").notNull(),
    /** The Spanish text alternative, when the name itself is words that translate ('' reads the name). */
    nameEs: text("name_es").notNull().default(""),
    /** client | certification (LOGO_KINDS, checked in code: docs/decisions/0017). */
    kind: text("kind").notNull(),
    imageUrl: text("image_url").notNull(),
    linkUrl: text("link_url"),
  },
  (t) => [index("logos_published_position_idx").on(t.published, t.position)],
);

export type Testimonial = typeof testimonials.$inferSelect;
export type TeamMember = typeof teamMembers.$inferSelect;
export type Logo = typeof logos.$inferSelect;
// Outbound webhooks (Integrations): endpoints, deliveries and attempts, in a file of their own.
export * from "./webhook-tables";
// Booking (issue 31): hosts' settings and meetings, in a file of their own.
export * from "./booking-tables";
/** A file attached to an outbox message: text content (an ICS invitation) with its name and MIME type. */
export type MailAttachment = { filename: string; type: string; content: string };
// The talent network (issue 30): profiles, skills and invitations, in a file of their own.
export * from "./talent-tables";
// Suppressed addresses kept after their subscriber is deleted (docs/decisions/0038), in a file of their own.
export * from "./suppression-tables";
