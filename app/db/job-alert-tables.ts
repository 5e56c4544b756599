// The job alerts' tables (issue 30; migrations/0024_job_alerts.sql): the people who asked for new openings by
// e-mail, the listings alerted, the weekly digests and every (alert, job) sent. Re-exported by schema.ts.
// Frequency is checked in code (app/schemas/job-alert.ts, docs/decisions/0017); the status is a closed set.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LANGUAGES } from "../i18n/languages";
import { jobs } from "./schema";

const now = sql`(unixepoch('subsec') * 1000)`;
const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

export const JOB_ALERT_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type JobAlertStatus = (typeof JOB_ALERT_STATUSES)[number];

export const jobAlerts = sqliteTable(
  "job_alerts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    status: text("status", { enum: JOB_ALERT_STATUSES }).notNull().default("pending"),
    /** The careers tabs chosen, as ",engineering,qa," ('' is any category). */
    categories: text("categories").notNull().default(""),
    /** "remote" and presence-country codes, as ",remote,cr," ('' is anywhere). */
    locations: text("locations").notNull().default(""),
    /** instant | weekly (JOB_ALERT_FREQUENCIES, checked in code). */
    frequency: text("frequency").notNull().default("instant"),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    consentedAt: timestamp("consented_at"),
    consentText: text("consent_text"),
    /** When the latest confirmation went out: its link is signed over it, and it is cleared once used. */
    confirmationSentAt: timestamp("confirmation_sent_at"),
    confirmedAt: timestamp("confirmed_at"),
    unsubscribedAt: timestamp("unsubscribed_at"),
    createdAt: timestamp("created_at").notNull().default(now),
    updatedAt: timestamp("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("job_alerts_email_unique").on(sql`lower(${t.email})`),
    index("job_alerts_status_frequency_idx").on(t.status, t.frequency, t.id),
    index("job_alerts_created_at_idx").on(t.createdAt),
    check("job_alerts_status_check", sql.raw(`status in ('pending', 'active', 'unsubscribed')`)),
  ],
);

/** A listing whose alerts were started (once per listing). */
export const jobAlertJobs = sqliteTable("job_alert_jobs", {
  jobId: integer("job_id")
    .primaryKey()
    .references(() => jobs.id, { onDelete: "cascade" }),
  queuedAt: timestamp("queued_at").notNull().default(now),
});

export const jobAlertDigests = sqliteTable(
  "job_alert_digests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    alertId: integer("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    /** The ISO week it went out in ("2026-W48"): one digest per alert and week. */
    week: text("week").notNull(),
    jobCount: integer("job_count").notNull().default(0),
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("job_alert_digests_alert_week_unique").on(t.alertId, t.week)],
);

export const jobAlertSends = sqliteTable(
  "job_alert_sends",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    alertId: integer("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The digest it went out in; null for an instant alert. */
    digestId: integer("digest_id").references(() => jobAlertDigests.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("job_alert_sends_alert_job_unique").on(t.alertId, t.jobId),
    index("job_alert_sends_created_at_idx").on(t.createdAt),
    index("job_alert_sends_job_idx").on(t.jobId),
  ],
);

export type JobAlert = typeof jobAlerts.$inferSelect;
