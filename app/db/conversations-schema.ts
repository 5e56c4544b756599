// The conversations' tables (issue 29, migrations/0018_conversations.sql): one thread per enquiry or application,
// its messages both ways, the replies' attachments, staff's reply templates and inbound mail that matched no thread.
// A module of their own beside schema.ts (which they reference one way, so no import cycle).
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { contacts, jobApplications, users } from "./schema";

const now = sql`(unixepoch('subsec') * 1000)`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);

/** A thread: about exactly one application or one enquiry, made the first time a message is written or read. */
export const conversations = sqliteTable(
  "conversations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    applicationId: integer("application_id").references(() => jobApplications.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "cascade" }),
    /** When the oldest reply nobody on the staff has opened came in (null: nothing unread). */
    unreadAt: integer("unread_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_application_unique").on(t.applicationId).where(sql.raw("application_id is not null")),
    uniqueIndex("conversations_contact_unique").on(t.contactId).where(sql.raw("contact_id is not null")),
    index("conversations_unread_idx").on(t.unreadAt).where(sql.raw("unread_at is not null")),
  ],
);

/**
 * One message of a thread: `out` written by staff (its delivery is the outbox row's), `in` a reply parsed from
 * inbound mail (its new text only, quoted history removed; `messageId` keeps the same mail from being stored twice).
 */
export const conversationMessages = sqliteTable(
  "conversation_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    direction: text("direction", { enum: ["out", "in"] }).notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Who wrote it, as shown: the staff member's name, or the sender's display name. */
    authorName: text("author_name").notNull(),
    fromAddress: text("from_address").notNull(),
    subject: text("subject").notNull(),
    /** Markdown for an outgoing message; plain text (never rendered as HTML) for a reply. */
    body: text("body").notNull(),
    outboxId: integer("outbox_id"),
    templateId: integer("template_id"),
    messageId: text("message_id"),
    /** A vacation responder or other automatic answer: stored, alerts nobody, leaves the thread read. */
    autoReply: integer("auto_reply", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversation_messages_conversation_idx").on(t.conversationId, t.createdAt),
    uniqueIndex("conversation_messages_message_id_unique").on(t.messageId).where(sql.raw("message_id is not null")),
  ],
);

/** A reply's attachment: a private R2 object (`r2Key`), or only its name when the CV checks refused it. */
export const conversationAttachments = sqliteTable(
  "conversation_attachments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    messageId: integer("message_id")
      .notNull()
      .references(() => conversationMessages.id, { onDelete: "cascade" }),
    r2Key: text("r2_key"),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    contentType: text("content_type").notNull(),
    /** Why it was not kept (too large, a type the CV form does not take); null when it was. */
    refused: text("refused"),
  },
  (t) => [index("conversation_attachments_message_idx").on(t.messageId)],
);

/** A saved reply: Markdown with the placeholders of REPLY_PLACEHOLDERS (app/schemas/conversation.ts). */
export const replyTemplates = sqliteTable(
  "reply_templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [uniqueIndex("reply_templates_name_unique").on(t.name)],
);

/** Inbound mail that could not be attached to a thread, for admins to read: its text only, never its files. */
export const unmatchedMail = sqliteTable(
  "unmatched_mail",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    reason: text("reason").notNull(),
    messageId: text("message_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("unmatched_mail_created_at_idx").on(t.createdAt),
    uniqueIndex("unmatched_mail_message_id_unique").on(t.messageId).where(sql.raw("message_id is not null")),
  ],
);

export type Conversation = typeof conversations.$inferSelect;
export type ReplyTemplate = typeof replyTemplates.$inferSelect;
export type UnmatchedMail = typeof unmatchedMail.$inferSelect;
