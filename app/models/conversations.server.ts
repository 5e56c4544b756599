// Conversations (issue 29): one thread per job application or enquiry. Staff write from the record (the message is
// stored, rendered into the outbox and sent by the Queue like every e-mail, Reply-To the thread's signed reply
// address); replies come back through the Worker's email() handler (inbound-mail.server.ts) and land here. The
// thread shows both, with the automatic e-mails already sent to the person about the record, in time order.
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { contacts, jobApplications, outbox, type StaffUser } from "~/db/schema";
import {
  conversationAttachments,
  conversationMessages,
  conversations,
  replyTemplates,
  type Conversation,
} from "~/db/conversations-schema";
import { db } from "~/db/client.server";
import { bindings, settings } from "~/platform/env.server";
import { conflict, notFound, validationFailed } from "~/platform/errors.server";
import { signHex, verifyHex } from "~/platform/signing.server";
import { site } from "~/platform/site";
import type { Language } from "~/i18n/languages";
import { conversationMessageMail } from "~/models/conversation-mail.server";
import { enqueueOutbox, resendOutboxMessage, storeOutboxMessages } from "~/models/outbox.server";
import type { MessageInput, ReplyPlaceholder } from "~/schemas/conversation";
import type { OutboxKind, OutboxStatus } from "~/schemas/vocabulary";

/** What a thread is about: an application or an enquiry (contact), by id. */
export type RecordRef = { kind: "application" | "contact"; id: number };

/** The person a thread is with, read from the record. */
export type Correspondent = {
  email: string;
  name: string;
  language: Language;
  /** The position applied for; blank for an enquiry. */
  jobTitle: string;
};

const TOKEN_PURPOSE = "conversation-reply";
const REPLY_PREFIX = "reply+";

/** The reply addresses' domain: MAIL_DOMAIN, or MAIL_FROM's. */
export function mailDomain(): string {
  const { MAIL_DOMAIN, MAIL_FROM } = settings();
  return MAIL_DOMAIN ?? (/@([^>\s]+)>?\s*$/.exec(MAIL_FROM)?.[1] ?? "localhost").toLowerCase();
}

/** The thread's reply address: `reply+<id>-<signature>@<MAIL_DOMAIN>`; the signature names the thread. */
export async function replyAddress(conversationId: number): Promise<string> {
  return `${REPLY_PREFIX}${conversationId}-${await signHex(TOKEN_PURPOSE, String(conversationId))}@${mailDomain()}`;
}

/**
 * The thread a reply address names, or why it names none: no token at all (`missing`), or one whose signature
 * does not match the thread id it carries (`forged`: made up, or another thread's token with the id changed).
 */
export async function threadOfAddress(address: string): Promise<{ id: number } | { refused: "missing" | "forged" }> {
  const at = address.lastIndexOf("@");
  const local = (at > 0 ? address.slice(0, at) : address).trim().toLowerCase();
  if (!local.startsWith(REPLY_PREFIX)) return { refused: "missing" };
  const match = /^(\d{1,12})-([0-9a-f]{24})$/.exec(local.slice(REPLY_PREFIX.length));
  if (!match) return { refused: "forged" };
  const ok = await verifyHex(TOKEN_PURPOSE, match[1]!, match[2]!);
  return ok ? { id: Number(match[1]) } : { refused: "forged" };
}

const recordColumn = (ref: Pick<RecordRef, "kind">) =>
  ref.kind === "application" ? conversations.applicationId : conversations.contactId;

/** The person the record is from (null: no such record, or its personal data is gone). */
export async function correspondentOf(ref: RecordRef): Promise<Correspondent | null> {
  const d = db();
  if (ref.kind === "application") {
    const [a] = await d
      .select({
        email: jobApplications.email,
        name: jobApplications.fullName,
        language: jobApplications.language,
        jobTitle: jobApplications.position,
      })
      .from(jobApplications)
      .where(eq(jobApplications.id, ref.id));
    return a ?? null;
  }
  const [c] = await d
    .select({ email: contacts.email, name: contacts.name, language: contacts.language })
    .from(contacts)
    .where(eq(contacts.id, ref.id));
  return c ? { ...c, jobTitle: "" } : null;
}

/** The record's thread, made now if it has none (a unique index keeps it to one however two requests race). */
export async function ensureConversation(ref: RecordRef): Promise<Conversation> {
  const d = db();
  const values = ref.kind === "application" ? { applicationId: ref.id } : { contactId: ref.id };
  await d.insert(conversations).values(values).onConflictDoNothing();
  const [row] = await d
    .select()
    .from(conversations)
    .where(eq(recordColumn(ref), ref.id));
  return row!;
}

export async function findConversation(ref: RecordRef): Promise<Conversation | null> {
  const [row] = await db()
    .select()
    .from(conversations)
    .where(eq(recordColumn(ref), ref.id));
  return row ?? null;
}

export const CONVERSATION_ERRORS = {
  noAddress: "This record has no e-mail address any more (its personal data was removed).",
  template: "Template not found",
  notFailed: "Only a message whose delivery failed can be retried.",
} as const;

/** The first word of a name, for {{firstName}}. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** Who sends, as a name: the account's name, or its address. */
export const senderName = (by: Pick<StaffUser, "name" | "email">) => by.name?.trim() || by.email;

/** The values a template's placeholders take for this record and sender. */
export function placeholderValues(
  person: Correspondent,
  by: Pick<StaffUser, "name" | "email">,
): Record<ReplyPlaceholder, string> {
  return {
    firstName: firstName(person.name),
    jobTitle: person.jobTitle,
    senderName: senderName(by),
    companyName: site.name,
  };
}

const MAIL_KIND: Record<RecordRef["kind"], Extract<OutboxKind, "application_message" | "contact_message">> = {
  application: "application_message",
  contact: "contact_message",
};

/**
 * Sends a staff member's message from the record's thread: stored in the thread, rendered into the outbox (from
 * MAIL_FROM, Reply-To the thread's reply address, wrapper in the person's language) and put on the queue. The
 * outbox row relates to the message (one row per message), so its delivery is the message's. Returns the message
 * id and where it went (the audit entry names the recipient and the template, never the body).
 */
export async function sendConversationMessage(
  ref: RecordRef,
  input: MessageInput,
  by: Pick<StaffUser, "id" | "name" | "email">,
): Promise<{ id: number; to: string; template: string | null }> {
  const person = await correspondentOf(ref);
  if (!person) throw notFound(ref.kind === "application" ? "Application not found" : "Contact not found");
  if (!person.email) throw conflict(CONVERSATION_ERRORS.noAddress);
  let template: string | null = null;
  if (input.templateId !== null) {
    const [t] = await db()
      .select({ name: replyTemplates.name })
      .from(replyTemplates)
      .where(eq(replyTemplates.id, input.templateId));
    if (!t) throw validationFailed({ templateId: [CONVERSATION_ERRORS.template] });
    template = t.name;
  }
  const thread = await ensureConversation(ref);
  const d = db();
  const name = senderName(by);
  const [message] = await d
    .insert(conversationMessages)
    .values({
      conversationId: thread.id,
      direction: "out",
      authorId: by.id,
      authorName: name,
      fromAddress: by.email,
      subject: input.subject,
      body: input.body,
      templateId: input.templateId,
    })
    .returning({ id: conversationMessages.id });
  const mail = conversationMessageMail({
    kind: MAIL_KIND[ref.kind],
    to: person.email,
    replyTo: await replyAddress(thread.id),
    subject: input.subject,
    body: input.body,
    senderName: name,
    language: person.language,
    siteUrl: settings().SITE_URL,
  });
  const [outboxId] = await storeOutboxMessages(message!.id, [mail]);
  await d.update(conversationMessages).set({ outboxId }).where(eq(conversationMessages.id, message!.id));
  if (outboxId) await enqueueOutbox([outboxId]);
  return { id: message!.id, to: mail.to, template };
}

/** Puts a failed message back on the queue (the Email log's Resend, from the thread). */
export async function retryConversationMessage(ref: RecordRef, messageId: number): Promise<void> {
  const thread = await findConversation(ref);
  const [m] = thread
    ? await db()
        .select({ outboxId: conversationMessages.outboxId })
        .from(conversationMessages)
        .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.conversationId, thread.id)))
    : [];
  if (!m?.outboxId) throw notFound("Message not found");
  await resendOutboxMessage(m.outboxId);
}

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
  /** Delivery, for what went out: queued, sent or failed (the outbox's); null for a reply. */
  status: OutboxStatus | null;
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
        r2Key: conversationAttachments.r2Key,
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
      status: m.direction === "out" ? (status ?? "failed") : null,
      lastError: m.direction === "out" ? lastError : null,
      autoReply: m.autoReply,
      attachments: attachments
        .filter((a) => a.messageId === m.id)
        .map((a) => ({ id: a.id, name: a.name, size: a.size, kept: a.r2Key !== null, refused: a.refused })),
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

/** The records of one kind with an unread reply, for a list's filter: a subquery of their ids. */
export function unreadRecordIds(kind: RecordRef["kind"]) {
  const column = recordColumn({ kind });
  return db()
    .select({ id: sql<number>`${column}` })
    .from(conversations)
    .where(and(isNotNull(conversations.unreadAt), isNotNull(column)));
}

/** Which of these records have an unread reply. */
export async function unreadAmong(kind: RecordRef["kind"], ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const column = recordColumn({ kind });
  const rows = await db()
    .select({ id: column })
    .from(conversations)
    .where(and(inArray(column, ids), isNotNull(conversations.unreadAt)));
  return new Set(rows.map((r) => r.id!));
}

/** How many records of each kind have an unread reply (the sidebar's counts). */
export async function unreadCounts(): Promise<Record<RecordRef["kind"], number>> {
  const [row] = await db()
    .select({
      application: sql<number>`count(${conversations.applicationId})`,
      contact: sql<number>`count(${conversations.contactId})`,
    })
    .from(conversations)
    .where(isNotNull(conversations.unreadAt));
  return { application: row?.application ?? 0, contact: row?.contact ?? 0 };
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
