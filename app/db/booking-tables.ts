// Booking's tables (issue 31; migrations/0027_booking.sql): each staff member's booking settings and the meetings.
// Re-exported by schema.ts. Kinds and statuses are checked in code (app/schemas/booking.ts, docs/decisions/0017).
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { WeeklyRange } from "../platform/slots";
import { LANGUAGES } from "../i18n/languages";

const now = sql`(unixepoch('subsec') * 1000)`;
const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

/** A staff member's booking settings: one row once they saved any (none: they take no calls). */
export const bookingHosts = sqliteTable("booking_hosts", {
  /** users.id (the foreign key is in the migration; this file does not import schema.ts, which re-exports it). */
  userId: integer("user_id").primaryKey(),
  /** Chosen by an administrator: only these are offered to visitors (round-robin among them). */
  takesCalls: integer("takes_calls", { mode: "boolean" }).notNull().default(false),
  timeZone: text("time_zone").notNull().default("America/New_York"),
  availability: text("availability", { mode: "json" })
    .$type<WeeklyRange[]>()
    .notNull()
    .default(sql`'[]'`),
  meetingMinutes: integer("meeting_minutes").notNull().default(30),
  bufferMinutes: integer("buffer_minutes").notNull().default(0),
  noticeMinutes: integer("notice_minutes").notNull().default(1440),
  horizonDays: integer("horizon_days").notNull().default(21),
  videoLink: text("video_link"),
  /** When a visitor last booked them: round-robin's tie-break. */
  lastBookedAt: timestamp("last_booked_at"),
  updatedAt: timestamp("updated_at").notNull().default(now),
});

export const meetings = sqliteTable(
  "meetings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** discovery (a visitor's call); interview is the planned second kind (docs/decisions/0035). */
    kind: text("kind").notNull().default("discovery"),
    /** users.id (cascade, in the migration). */
    hostId: integer("host_id").notNull(),
    startsAt: timestamp("starts_at").notNull(),
    endsAt: timestamp("ends_at").notNull(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    email: text("email").notNull(),
    agenda: text("agenda").notNull(),
    /** The zone the visitor chose: their e-mails show the time in it. */
    timeZone: text("time_zone").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    contactId: integer("contact_id"),
    applicationId: integer("application_id"),
    /** booked | cancelled (MEETING_STATUSES). */
    status: text("status").notNull().default("booked"),
    /** The ICS SEQUENCE: 0 when booked, +1 per reschedule or cancel; signed links name it, so old ones stop working. */
    sequence: integer("sequence").notNull().default(0),
    videoLink: text("video_link"),
    reminderDaySentAt: timestamp("reminder_day_sent_at"),
    reminderHourSentAt: timestamp("reminder_hour_sent_at"),
    cancelledAt: timestamp("cancelled_at"),
    createdAt: timestamp("created_at").notNull().default(now),
    updatedAt: timestamp("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("meetings_host_start_booked")
      .on(t.hostId, t.startsAt)
      .where(sql`status = 'booked'`),
    index("meetings_host_time_idx").on(t.hostId, t.status, t.startsAt),
    index("meetings_starts_at_idx").on(t.status, t.startsAt),
    index("meetings_contact_idx").on(t.contactId),
  ],
);

export type BookingHost = typeof bookingHosts.$inferSelect;
export type Meeting = typeof meetings.$inferSelect;

/**
 * A recruiter's single-use scheduling link for an application (migrations/0028): the hash of its token, the
 * interviewers it offers, who sent it, when it expires, and when it was used and for which meeting.
 */
export const interviewInvitations = sqliteTable(
  "interview_invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** job_applications.id (cascade, in the migration). */
    applicationId: integer("application_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    interviewerIds: text("interviewer_ids", { mode: "json" })
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'`),
    sentById: integer("sent_by_id"),
    sentByName: text("sent_by_name").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    meetingId: integer("meeting_id"),
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("interview_invitations_token_idx").on(t.tokenHash),
    index("interview_invitations_application_idx").on(t.applicationId),
  ],
);

export type InterviewInvitation = typeof interviewInvitations.$inferSelect;
