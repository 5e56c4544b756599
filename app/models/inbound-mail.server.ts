// Replies coming back in (issue 29): the Worker's email() handler hands each inbound message here. It is parsed
// with postal-mime; its reply address's signed token names the thread, and the sender must be the thread's person,
// or the message goes to the admins' "Unmatched mail" list (never onto another record). Attachments pass the CV
// form's checks (type by extension, declared type and magic bytes; size) before they are kept, privately, in R2.
// The same Message-ID is stored once; an automatic answer (vacation responder) is stored but alerts nobody.
import PostalMime, { type Attachment, type Email } from "postal-mime";
import { and, desc, eq, sql } from "drizzle-orm";
import { conversationAttachments, conversationMessages, conversations, unmatchedMail } from "~/db/conversations-schema";
import { jobApplications, users } from "~/db/schema";
import { db } from "~/db/client.server";
import { bindings, settings, siteUrl } from "~/platform/env.server";
import { HIDDEN_CHARACTERS_GLOBAL } from "~/platform/hidden-characters";
import { htmlToPlainText, replyText } from "~/platform/quoted-text";
import { logError } from "~/platform/request-telemetry.server";
import { normalizeEmail } from "~/platform/site";
import { CV_FILES, CV_MAX_BYTES } from "~/schemas/job";
import { cleanFileName, matchUpload } from "~/schemas/material";
import { MESSAGE_BODY_MAX } from "~/schemas/conversation";
import { headerText } from "~/models/mail-templates.server";
import { replyAlertMail } from "~/models/conversation-mail.server";
import { queueMessages } from "~/models/outbox.server";
import { staffToNotify } from "~/models/notification-preferences.server";
import { correspondentOf, retentionClock, threadOfAddress, type RecordRef } from "~/models/conversations.server";

/** The largest inbound message taken, attachments included; a larger one is rejected at the SMTP level. */
export const MAX_INBOUND_BYTES = 10 * 1024 * 1024;

/** What Email Routing hands the Worker, as the model needs it (ForwardableEmailMessage has all of it). */
export type InboundEnvelope = {
  from: string;
  to: string;
  rawSize: number;
  raw: ReadableStream<Uint8Array> | ArrayBuffer | string;
};

export type InboundOutcome =
  | { result: "stored"; messageId: number; conversationId: number; autoReply: boolean; alerted: number }
  | { result: "duplicate" }
  | { result: "unmatched"; reason: string }
  | { result: "rejected"; reason: string };

export const UNMATCHED_REASONS = {
  missing: "No reply token in the address",
  forged: "The reply token is forged or damaged",
  gone: "The conversation no longer exists",
  sender: "The sender is not the conversation's person",
} as const;

export const REJECTED = {
  tooLarge: "Message too large: the limit is 10 MB.",
  unreadable: "The message could not be read.",
} as const;

const address = (value: string | undefined) => normalizeEmail((value ?? "").trim());

/** Whether the message says a machine sent it (RFC 3834 Auto-Submitted, vacation responders, list bulk mail). */
export function isAutomatic(email: Email): boolean {
  const header = (name: string) =>
    email.headers
      .find((h) => h.key === name)
      ?.value.trim()
      .toLowerCase() ?? "";
  const auto = header("auto-submitted");
  if (auto && auto !== "no") return true;
  if (header("x-autoreply") || header("x-autorespond") || header("x-auto-response-suppress").includes("all"))
    return true;
  if (["auto_reply", "bulk", "junk"].includes(header("precedence"))) return true;
  return /^(auto(matic)?[ -]?reply|out of (the )?office|respuesta autom[aá]tica|fuera de la oficina)\b/i.test(
    (email.subject ?? "").trim(),
  );
}

/** The new text of the reply, as plain text without hidden characters, at most 20,000 characters. */
function newText(email: Email): string {
  const text = email.text?.trim() ? email.text : htmlToPlainText(email.html ?? "");
  return replyText(text).replace(HIDDEN_CHARACTERS_GLOBAL, "").slice(0, MESSAGE_BODY_MAX);
}

type CheckedAttachment = {
  name: string;
  size: number;
  contentType: string;
  bytes: Uint8Array | null;
  refused: string | null;
};

/**
 * The most files one message keeps, and the most attachments it lists: each kept file is a write to R2 and each
 * listed one a row, and a message of thousands of tiny PDFs made more writes than one Worker invocation may, so it
 * was refused for the sender to retry for days.
 */
const MAX_KEPT_ATTACHMENTS = 10;
const MAX_LISTED_ATTACHMENTS = 25;

/**
 * Each attachment through the CV form's checks: kept bytes, or the reason it is not kept. The first
 * MAX_KEPT_ATTACHMENTS that pass are kept; the list stops at MAX_LISTED_ATTACHMENTS.
 */
function checkAttachments(email: Email): CheckedAttachment[] {
  let kept = 0;
  return email.attachments
    .filter((a: Attachment) => !(a.related && a.contentId)) // images a signature or HTML body shows inline
    .slice(0, MAX_LISTED_ATTACHMENTS)
    .map((a): CheckedAttachment => {
      const bytes =
        typeof a.content === "string" ? new TextEncoder().encode(a.content) : new Uint8Array(a.content as ArrayBuffer);
      const name = cleanFileName(a.filename ?? "attachment");
      const base = { name, size: bytes.byteLength, contentType: a.mimeType || "application/octet-stream" };
      if (bytes.byteLength > CV_MAX_BYTES) return { ...base, bytes: null, refused: "Larger than 5 MB" };
      const type = bytes.byteLength ? matchUpload(CV_FILES, name, a.mimeType, bytes.subarray(0, 16)) : null;
      if (!type) return { ...base, bytes: null, refused: "Not a PDF, DOC or DOCX file" };
      if (++kept > MAX_KEPT_ATTACHMENTS)
        return { ...base, bytes: null, refused: `More than ${MAX_KEPT_ATTACHMENTS} files in one message` };
      return { ...base, contentType: type, bytes, refused: null };
    });
}

async function keepUnmatched(envelope: InboundEnvelope, email: Email | null, reason: string): Promise<InboundOutcome> {
  await db()
    .insert(unmatchedMail)
    .values({
      fromAddress: headerText(address(email?.from?.address ?? envelope.from), 254),
      toAddress: headerText(envelope.to, 254),
      subject: headerText(email?.subject ?? "", 200),
      body: email ? newText(email) : "",
      reason,
      messageId: email?.messageId ? email.messageId.slice(0, 500) : null,
    })
    .onConflictDoNothing();
  return { result: "unmatched", reason };
}

/** Receives one inbound message: stores it on its thread, in Unmatched mail, or says why it is rejected. */
export async function receiveMail(envelope: InboundEnvelope, now = new Date()): Promise<InboundOutcome> {
  if (envelope.rawSize > MAX_INBOUND_BYTES) return { result: "rejected", reason: REJECTED.tooLarge };
  let email: Email;
  try {
    email = await PostalMime.parse(envelope.raw, { attachmentEncoding: "arraybuffer" });
  } catch {
    return { result: "rejected", reason: REJECTED.unreadable };
  }
  const messageKey = email.messageId ? email.messageId.slice(0, 500) : null;
  const d = db();
  if (messageKey) {
    const [seen] = await d
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(eq(conversationMessages.messageId, messageKey));
    if (seen) return { result: "duplicate" };
  }

  const token = await threadOfAddress(envelope.to);
  if ("refused" in token) return keepUnmatched(envelope, email, UNMATCHED_REASONS[token.refused]);
  const [thread] = await d.select().from(conversations).where(eq(conversations.id, token.id));
  const ref: RecordRef | null = thread
    ? thread.applicationId !== null
      ? { kind: "application", id: thread.applicationId }
      : { kind: "contact", id: thread.contactId! }
    : null;
  const person = ref ? await correspondentOf(ref) : null;
  if (!thread || !ref || !person) return keepUnmatched(envelope, email, UNMATCHED_REASONS.gone);
  const expected = address(person.email);
  const senders = [address(email.from?.address), address(envelope.from)];
  if (!expected || !senders.includes(expected)) return keepUnmatched(envelope, email, UNMATCHED_REASONS.sender);

  const autoReply = isAutomatic(email);
  const text = newText(email);
  const files = checkAttachments(email);
  const keys = new Map<CheckedAttachment, string>();
  let stored: number | null = null;
  try {
    for (const f of files) {
      if (!f.bytes) continue;
      const key = `conversations/${crypto.randomUUID()}`;
      await bindings().FILES.put(key, f.bytes, { httpMetadata: { contentType: f.contentType } });
      keys.set(f, key);
    }
    const [message] = await d
      .insert(conversationMessages)
      .values({
        conversationId: thread.id,
        direction: "in",
        authorName: headerText(email.from?.name || person.name || expected, 200),
        fromAddress: expected,
        subject: headerText(email.subject ?? "", 200),
        body: text,
        messageId: messageKey,
        autoReply,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: conversationMessages.id });
    if (!message) {
      // The same message delivered twice at once: the other delivery stored it.
      if (keys.size) await bindings().FILES.delete([...keys.values()]);
      return { result: "duplicate" };
    }
    stored = message.id;
    const writes = [
      ...files.map((f) =>
        d.insert(conversationAttachments).values({
          messageId: message.id,
          r2Key: keys.get(f) ?? null,
          fileName: f.name,
          fileSize: f.size,
          contentType: f.contentType,
          refused: f.refused,
        }),
      ),
      d
        .update(conversations)
        .set({
          unreadAt: autoReply ? conversations.unreadAt : sql`coalesce(${conversations.unreadAt}, ${now.getTime()})`,
        })
        .where(eq(conversations.id, thread.id)),
      // A real reply keeps the application alive; an automatic answer does not.
      ...(autoReply ? [] : retentionClock(ref, now)),
    ];
    await d.batch(writes as [(typeof writes)[number], ...(typeof writes)[number][]]);
  } catch (error) {
    // Nothing half-kept: the message row (its attachments' rows go with it) and the files are removed, so the sending
    // server's retry (the caller answers a temporary failure) stores the whole message, not a "duplicate".
    await Promise.allSettled([
      stored === null ? null : d.delete(conversationMessages).where(eq(conversationMessages.id, stored)).run(),
      keys.size ? bindings().FILES.delete([...keys.values()]) : null,
    ]);
    throw error;
  }

  // The alert is a side job: the reply is kept whether or not it could be queued.
  const alerted = autoReply
    ? 0
    : await alertStaff(ref, thread.id, stored, {
        name: person.name,
        subject: email.subject ?? "",
        text,
        attachments: keys.size,
      }).catch((error: unknown) => {
        logError(error, { what: "reply alert not queued" });
        return 0;
      });
  return { result: "stored", messageId: stored, conversationId: thread.id, autoReply, alerted };
}

/**
 * The reply alert: to the application's owner (issue 30), else the thread's owner (whoever on the staff last wrote
 * in it), when their alerts for the record's topic are on; otherwise to every staff user whose alerts for it are on
 * (administrators by default).
 */
async function alertStaff(
  ref: RecordRef,
  conversationId: number,
  messageId: number,
  reply: { name: string; subject: string; text: string; attachments: number },
): Promise<number> {
  const topic = ref.kind === "application" ? "newApplications" : "newEnquiries";
  const [wanting, [recordOwner], [owner]] = await Promise.all([
    staffToNotify(topic),
    ref.kind === "application"
      ? db()
          .select({ email: users.email })
          .from(jobApplications)
          .innerJoin(users, eq(users.id, jobApplications.ownerId))
          .where(eq(jobApplications.id, ref.id))
      : Promise.resolve([]),
    db()
      .select({ email: users.email })
      .from(conversationMessages)
      .innerJoin(users, eq(users.id, conversationMessages.authorId))
      .where(and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.direction, "out")))
      .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
      .limit(1),
  ]);
  const chosen = [recordOwner, owner].find((o) => o && wanting.includes(o.email));
  const to = chosen ? [chosen.email] : wanting;
  const path = ref.kind === "application" ? "/admin/applications" : "/admin/contacts";
  const link = siteUrl(`${path}?dialog=view&id=${ref.id}`);
  const who = ref.kind === "application" ? "candidate" : "enquirer";
  const ids = await queueMessages(
    messageId,
    to.map((recipient) => replyAlertMail({ to: recipient, who, link, siteUrl: settings().SITE_URL, ...reply })),
  );
  return ids.length;
}
