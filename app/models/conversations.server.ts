// Conversations (issue 29): one thread per job application or enquiry. Staff write from the record (the message is
// stored, rendered into the outbox and sent by the Queue like every e-mail, Reply-To the thread's signed reply
// address); replies come back through the Worker's email() handler (inbound-mail.server.ts). Reading a thread, its
// unread state and deleting it: conversation-thread.server.ts.
import { and, eq } from "drizzle-orm";
import { contacts, jobApplications, type StaffUser } from "~/db/schema";
import { conversationMessages, conversations, replyTemplates, type Conversation } from "~/db/conversations-schema";
import { db } from "~/db/client.server";
import { settings } from "~/platform/env.server";
import { conflict, notFound, validationFailed } from "~/platform/errors.server";
import { signHex, verifyHex } from "~/platform/signing.server";
import { site } from "~/platform/site";
import type { Language } from "~/i18n/languages";
import { conversationMessageMail } from "~/models/conversation-mail.server";
import { enqueueOutbox, storeOutboxMessages } from "~/models/outbox.server";
import { resendOutboxMessage } from "~/models/outbox-log.server";
import type { MessageInput, ReplyPlaceholder } from "~/schemas/conversation";
import type { OutboxKind } from "~/schemas/vocabulary";

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

export const recordColumn = (ref: Pick<RecordRef, "kind">) =>
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

/**
 * A message either way on an application's thread counts as a change for the retention clock (as a note does): the
 * statement for the message's own batch, none for an enquiry.
 */
export function retentionClock(ref: RecordRef, now = new Date()) {
  return ref.kind === "application"
    ? [db().update(jobApplications).set({ updatedAt: now }).where(eq(jobApplications.id, ref.id))]
    : [];
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
  const [[message]] = await d.batch([
    d
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
      .returning({ id: conversationMessages.id }),
    ...retentionClock(ref),
  ]);
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
