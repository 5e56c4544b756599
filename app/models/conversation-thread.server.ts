// A conversation as staff read it (issue 29): the thread in time order (staff messages with their delivery from
// the outbox, replies with their attachments, and the automatic e-mails already sent to the person about the
// record), its unread state for the lists and the sidebar, a reply's attachment for download, and deleting threads
// with everything they hold (R2 objects, outbox rows) when their record goes.
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { outbox } from "~/db/schema";
import {
  conversationAttachments,
  conversationMessages,
  conversations,
  type Conversation,
} from "~/db/conversations-schema";
import { db } from "~/db/client.server";
import { bindings } from "~/platform/env.server";
import { site } from "~/platform/site";
import { findConversation, recordColumn, type RecordRef } from "~/models/conversations.server";
import type { OutboxKind, OutboxStatus } from "~/schemas/vocabulary";

/** The automatic e-mails to the person about the record (the outbox rows that relate to the record itself). */
const AUTOMATIC_KINDS: Record<RecordRef["kind"], OutboxKind[]> = {
  application: ["application_confirmation", "application_duplicate"],
  contact: ["contact_autoreply"],
};

export type ThreadAttachment = { id: number; name: string; size: number; kept: boolean; refused: string | null };

/** One entry of a thread, as the back office and the API show it. */
export type ThreadMessage = {
  id: string;
  direction: "out" | "in";
  /** A staff message, a reply, or an automatic e-mail the product sent. */
  source: "staff" | "reply" | "automatic";
  author: string;
  from: string;
  subject: string;
  /** Markdown (staff), plain text (replies and automatic e-mails). */
  text: string;
  createdAt: Date;
  /**
   * Delivery, for what went out: queued, sent or failed (the outbox's); `expired` once the outbox pruned its row
   * (OUTBOX_RETENTION_DAYS: nothing left to show or retry); null for a reply.
   */
  status: OutboxStatus | "expired" | null;
  lastError: string | null;
  autoReply: boolean;
  attachments: ThreadAttachment[];
};

/** The record's thread in time order (oldest first): staff messages, replies and automatic e-mails. */
export async function conversationThread(
  ref: RecordRef,
): Promise<{ conversation: Conversation | null; messages: ThreadMessage[] }> {
  const d = db();
  const thread = await findConversation(ref);
  const automatic = d
    .select({
      id: outbox.id,
      recipient: outbox.recipient,
      subject: outbox.subject,
      text: outbox.textBody,
      status: outbox.status,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(and(eq(outbox.relatedId, ref.id), inArray(outbox.kind, AUTOMATIC_KINDS[ref.kind])));
  if (!thread) {
    const rows = await automatic;
    return { conversation: null, messages: rows.map(automaticEntry).sort(byTime) };
  }
  const [auto, messages, attachments] = await d.batch([
    automatic,
    d
      .select({
        m: conversationMessages,
        status: outbox.status,
        lastError: outbox.lastError,
        recipient: outbox.recipient,
      })
      .from(conversationMessages)
      .leftJoin(outbox, eq(outbox.id, conversationMessages.outboxId))
      .where(eq(conversationMessages.conversationId, thread.id))
      .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id)),
    d
      .select({
        id: conversationAttachments.id,
        messageId: conversationAttachments.messageId,
        name: conversationAttachments.fileName,
        size: conversationAttachments.fileSize,
        kept: isNotNull(conversationAttachments.r2Key).mapWith(Boolean),
        refused: conversationAttachments.refused,
      })
      .from(conversationAttachments)
      .innerJoin(conversationMessages, eq(conversationMessages.id, conversationAttachments.messageId))
      .where(eq(conversationMessages.conversationId, thread.id))
      .orderBy(asc(conversationAttachments.id)),
  ]);
  const entries: ThreadMessage[] = [
    ...auto.map(automaticEntry),
    ...messages.map(({ m, status, lastError, recipient }) => ({
      id: String(m.id),
      direction: m.direction,
      source: m.direction === "out" ? ("staff" as const) : ("reply" as const),
      author: m.authorName,
      from: m.direction === "out" ? (recipient ? `${m.authorName} → ${recipient}` : m.authorName) : m.fromAddress,
      subject: m.subject,
      text: m.body,
      createdAt: m.createdAt,
      status: m.direction === "out" ? (status ?? (m.outboxId ? ("expired" as const) : ("failed" as const))) : null,
      lastError: m.direction === "out" ? lastError : null,
      autoReply: m.autoReply,
      attachments: attachments.filter((a) => a.messageId === m.id).map(({ messageId: _, ...attachment }) => attachment),
    })),
  ];
  return { conversation: thread, messages: entries.sort(byTime) };
}

const byTime = (a: ThreadMessage, b: ThreadMessage) => a.createdAt.getTime() - b.createdAt.getTime();

function automaticEntry(row: {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  status: OutboxStatus;
  lastError: string | null;
  createdAt: Date;
}): ThreadMessage {
  return {
    id: `auto-${row.id}`,
    direction: "out",
    source: "automatic",
    author: site.name,
    from: `${site.name} → ${row.recipient}`,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt,
    status: row.status,
    lastError: row.lastError,
    autoReply: true,
    attachments: [],
  };
}

/** Opening the record marks its thread's replies read (for everyone, like an application's read marker). */
export async function markConversationRead(ref: RecordRef): Promise<void> {
  await db()
    .update(conversations)
    .set({ unreadAt: null })
    .where(and(eq(recordColumn(ref), ref.id), isNotNull(conversations.unreadAt)));
}

/** A reply's attachment for a staff download: the stored object's key, name and type (null: not kept or gone). */
export async function findAttachment(id: number) {
  const [row] = await db()
    .select()
    .from(conversationAttachments)
    .where(and(eq(conversationAttachments.id, id), isNotNull(conversationAttachments.r2Key)));
  return row ?? null;
}

const DELETE_BATCH = 90;

/**
 * Deletes the threads of these records with everything they hold: the attachments' R2 objects first (if that
 * fails, nothing is deleted and the caller's next run tries again), then the outbox rows of their messages, then
 * the threads (messages and attachment rows go with them). For the application retention sweep and record deletes.
 */
export async function deleteConversationsOf(kind: RecordRef["kind"], recordIds: number[]): Promise<void> {
  const d = db();
  for (let i = 0; i < recordIds.length; i += DELETE_BATCH) {
    const ids = recordIds.slice(i, i + DELETE_BATCH);
    const threads = await d
      .select({ id: conversations.id })
      .from(conversations)
      .where(inArray(recordColumn({ kind }), ids));
    if (threads.length === 0) continue;
    const threadIds = threads.map((t) => t.id);
    const messages = await d
      .select({
        id: conversationMessages.id,
        outboxId: conversationMessages.outboxId,
        direction: conversationMessages.direction,
      })
      .from(conversationMessages)
      .where(inArray(conversationMessages.conversationId, threadIds));
    const messageIds = messages.map((m) => m.id);
    for (let j = 0; j < messageIds.length; j += DELETE_BATCH) {
      const chunk = messageIds.slice(j, j + DELETE_BATCH);
      const keys = await d
        .select({ key: conversationAttachments.r2Key })
        .from(conversationAttachments)
        .where(and(inArray(conversationAttachments.messageId, chunk), isNotNull(conversationAttachments.r2Key)));
      if (keys.length) await bindings().FILES.delete(keys.map((k) => k.key!));
      // The staff messages' own outbox rows, and the alerts each reply sent (related to the reply's id).
      const outboxIds = messages.filter((m) => chunk.includes(m.id) && m.outboxId).map((m) => m.outboxId!);
      const replies = messages.filter((m) => chunk.includes(m.id) && m.direction === "in").map((m) => m.id);
      await d.batch([
        d.delete(outbox).where(inArray(outbox.id, outboxIds.length ? outboxIds : [-1])),
        d
          .delete(outbox)
          .where(and(eq(outbox.kind, "reply_alert"), inArray(outbox.relatedId, replies.length ? replies : [-1]))),
      ]);
    }
    await d.delete(conversations).where(inArray(conversations.id, threadIds));
  }
}

/**
 * SQL: whether the list query's row (a job application or a contact) has a thread with an unread reply; for list
 * columns and filters. The record's id is named with its table in raw SQL: drizzle leaves a column unqualified in a
 * single-table select list, where `id` would then mean the subquery's own `conversations.id`.
 */
export function hasUnreadReply(kind: RecordRef["kind"]) {
  const [column, table] = kind === "application" ? ["application_id", "job_applications"] : ["contact_id", "contacts"];
  return sql<number>`EXISTS (SELECT 1 FROM conversations c WHERE c.${sql.raw(column)} = ${sql.raw(
    `"${table}"."id"`,
  )} AND c.unread_at IS NOT NULL)`;
}
