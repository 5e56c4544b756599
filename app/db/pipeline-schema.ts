// The enquiry pipeline's tables (issue 31, migrations/0026_enquiry_pipeline.sql): every stage change of an enquiry,
// staff's notes on it, each staff member's follow-up digest settings and the digests already sent. A module of its
// own beside schema.ts (which it references one way, so no import cycle); the contacts' own pipeline columns are in
// schema.ts.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { contacts, users } from "./schema";
import type { EnquiryStage } from "../schemas/vocabulary";
import type { EnquiryLostReason } from "../schemas/enquiry-pipeline";

const now = sql`(unixepoch('subsec') * 1000)`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);

/** Every stage change of an enquiry: from, to, why (when lost), who, when (written in the same batch as the move). */
export const contactStageChanges = sqliteTable(
  "contact_stage_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    fromStage: text("from_stage").$type<EnquiryStage>().notNull(),
    toStage: text("to_stage").$type<EnquiryStage>().notNull(),
    lostReason: text("lost_reason").$type<EnquiryLostReason>(),
    changedById: integer("changed_by_id").references(() => users.id, { onDelete: "set null" }),
    changedByName: text("changed_by_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_stage_changes_contact_idx").on(t.contactId, t.createdAt)],
);

/** Staff's notes on an enquiry (Markdown, rendered sanitised), as applications have; the author's name is kept. */
export const contactNotes = sqliteTable(
  "contact_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_notes_contact_idx").on(t.contactId, t.createdAt)],
);

/** A staff member's follow-up digest: their IANA time zone and whether they want it (no row: New York, on). */
export const followUpSettings = sqliteTable("follow_up_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  timeZone: text("time_zone").notNull().default("America/New_York"),
  digest: integer("digest", { mode: "boolean" }).notNull().default(true),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
});

/** One row per staff member and local day a digest was sent for: a second cron run that day sends nothing. */
export const followUpDigests = sqliteTable(
  "follow_up_digests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("follow_up_digests_user_day_unique").on(t.userId, t.day)],
);
