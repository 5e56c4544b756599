// The outbox: every e-mail the product sends is rendered into a D1 row first, then its id goes to the MAIL_QUEUE
// queue; the Worker's queue() handler sends it through the EMAIL binding and records the result here. A failed
// send is retried with backoff, and after the last attempt the row is `failed` until an admin resends it. The
// cron sweep re-enqueues rows the queue never got. Nothing here runs in the visitor's request path except the
// inserts, and those run after the response (afterResponse) and never fail it.
import { and, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { outbox, type Contact, type Application, type OutboxMessage } from "~/db/schema";
import { db, findById, pageWithTotal } from "~/db/client.server";
import { bindings, settings, siteUrl } from "~/platform/env.server";
import { conflict, notFound } from "~/platform/errors.server";
import { textSearch } from "~/models/list-query.server";
import {
  applicationAlert,
  applicationConfirmation,
  applicationDuplicateNotice,
  contactAlert,
  contactAutoReply,
  headerAddress,
  type RenderedMail,
} from "~/models/mail-templates.server";
import { newsletterConfirmation } from "~/models/newsletter-mail.server";
import { logError } from "~/platform/request-telemetry.server";
import { consumeBatch } from "~/platform/queue-consumer.server";
import { staffToNotify } from "~/models/notification-preferences.server";
import { confirmationPath, type Subscription } from "~/models/subscribers.server";
import { statusPagePath } from "~/models/application-status-token.server";
import { isOutboxKind, type OutboxStatus } from "~/schemas/vocabulary";
import { type ListQuery } from "~/platform/params";

/** What a MAIL_QUEUE message carries: only the row's id; the row holds the message. */
export type MailJob = { outboxId: number };

/** Sends one message: `env.EMAIL` in production, anything with the same `send` in a test that needs it to fail. */
export type MailSender = Pick<SendEmail, "send">;

/** Attempts per message, counted in the row (a resend starts again from zero). */
export const MAX_ATTEMPTS = 5;
/** Wait before attempt n+1 after n failed ones: 10 s, 30 s, 90 s, 270 s, capped at 15 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(10 * 3 ** Math.max(0, attempts - 1), 900);
/** A consumer that claimed a row and vanished (crash, eviction) gives it up after this long. */
const CLAIM_LEASE_MS = 2 * 60_000;
/** A queued row this long past its due time was lost on the way to the queue: the sweep sends it again. */
export const SWEEP_AFTER_MS = 5 * 60_000;
/** Queue.sendBatch takes at most 100 messages. */
const QUEUE_BATCH = 100;

// ---------------------------------------------------------------------------------------------------------
// Producing: the after-write hooks of the public writes.

/**
 * The messages a new enquiry causes: an alert to each staff user who wants enquiry alerts, and the auto-reply to
 * the enquirer. Stores them, then enqueues them. Returns the outbox ids.
 */
export async function queueContactMessages(contact: Contact): Promise<number[]> {
  const base = settings().SITE_URL;
  const link = siteUrl(`/admin/contacts?dialog=view&id=${contact.id}`);
  const [staff, replied] = await Promise.all([
    staffToNotify("newEnquiries"),
    autoRepliesSince(contact.email, new Date(Date.now() - DAY_MS)),
  ]);
  return queueMessages(contact.id, [
    ...staff.map((to) => contactAlert(contact, to, { siteUrl: base, link })),
    // Staff hear of every enquiry; the address typed in hears from us a few times a day at most, so the form
    // cannot be used to flood someone else's inbox from the company's domain.
    ...(replied < MAX_AUTOREPLIES_PER_DAY ? [contactAutoReply(contact, { siteUrl: base })] : []),
  ]);
}

export const MAX_AUTOREPLIES_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How many enquiry auto-replies went (or are going) to the address since then. */
async function autoRepliesSince(address: string, since: Date): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)` })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, "contact_autoreply"),
        eq(outbox.recipient, headerAddress(address)),
        gte(outbox.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The messages a new job application causes: staff alerts and the applicant's confirmation. A repeat of an earlier
 * application causes only the notice to the applicant (once per application: the outbox keeps one of a kind).
 */
export async function queueApplicationMessages(
  application: Application & { duplicate?: true; statusToken?: string },
): Promise<number[]> {
  const base = settings().SITE_URL;
  if (application.duplicate)
    return queueMessages(application.id, [applicationDuplicateNotice(application, { siteUrl: base })]);
  const link = siteUrl(`/admin/applications?dialog=view&id=${application.id}`);
  const staff = await staffToNotify("newApplications");
  // The link to the candidate's status page: its token is in this e-mail only (the row keeps its hash).
  const { statusToken } = application;
  const statusLink = statusToken ? siteUrl(statusPagePath(application.language, statusToken)) : null;
  return queueMessages(application.id, [
    ...staff.map((to) => applicationAlert(application, to, { siteUrl: base, link })),
    applicationConfirmation(application, { siteUrl: base, statusLink }),
  ]);
}

/** A sign-up's confirmation e-mail, when the sign-up asked for one (never for an active or suppressed address). */
export async function queueNewsletterConfirmation({ confirm }: Subscription): Promise<number[]> {
  if (!confirm) return [];
  const link = siteUrl(await confirmationPath(confirm));
  return queueReplacing(confirm.id, newsletterConfirmation(confirm, { siteUrl: settings().SITE_URL, link }));
}

/**
 * Stores a message that replaces the previous one of its kind to the same recipient about the same record (a new
 * confirmation link, another test of a campaign): the row is rewritten and queued afresh, then enqueued.
 */
export async function queueReplacing(relatedId: number, m: RenderedMail): Promise<number[]> {
  const now = new Date();
  const content = {
    replyTo: m.replyTo,
    subject: m.subject,
    textBody: m.text,
    htmlBody: m.html,
    headers: m.headers,
    attachments: m.attachments ?? null,
  };
  const [row] = await db()
    .insert(outbox)
    .values({ kind: m.kind, relatedId, recipient: m.to, ...content })
    .onConflictDoUpdate({
      target: [outbox.kind, outbox.relatedId, outbox.recipient],
      set: {
        ...content,
        status: "queued",
        attempts: 0,
        lastError: null,
        messageId: null,
        claimedAt: null,
        dueAt: now,
        sentAt: null,
        updatedAt: now,
      },
    })
    .returning({ id: outbox.id });
  await enqueueOutbox([row!.id]);
  return [row!.id];
}

/** Stores and enqueues messages about one record (null: about no stored record, and never deduplicated). */
export async function queueMessages(relatedId: number | null, messages: RenderedMail[]): Promise<number[]> {
  const ids = await storeOutboxMessages(relatedId, messages);
  await enqueueOutbox(ids);
  return ids;
}

/**
 * Inserts the rendered messages as `queued` rows in one atomic batch. A message already stored for the same kind,
 * enquiry and recipient is not stored twice (the hook may run again); only new rows' ids come back.
 */
export async function storeOutboxMessages(relatedId: number | null, messages: RenderedMail[]): Promise<number[]> {
  if (messages.length === 0) return [];
  // The table takes any kind (a new kind of e-mail must not rebuild it: migrations/0010); the vocabulary decides.
  for (const m of messages) if (!isOutboxKind(m.kind)) throw new Error(`Unknown kind of e-mail: ${String(m.kind)}`);
  const d = db();
  const inserts = messages.map((m) =>
    d
      .insert(outbox)
      .values({
        kind: m.kind,
        relatedId,
        recipient: m.to,
        replyTo: m.replyTo,
        subject: m.subject,
        textBody: m.text,
        htmlBody: m.html,
        headers: m.headers,
        attachments: m.attachments ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: outbox.id }),
  );
  const results = await d.batch(inserts as [(typeof inserts)[number], ...(typeof inserts)[number][]]);
  return results.flat().map((r) => r.id);
}

/**
 * Sends the ids to MAIL_QUEUE. A failure is logged and swallowed: the rows are stored and still `queued`, and the
 * cron sweep enqueues them again once they are overdue.
 */
export async function enqueueOutbox(ids: number[]): Promise<boolean> {
  try {
    for (let i = 0; i < ids.length; i += QUEUE_BATCH) {
      const chunk = ids.slice(i, i + QUEUE_BATCH);
      await bindings().MAIL_QUEUE.sendBatch(chunk.map((outboxId) => ({ body: { outboxId } satisfies MailJob })));
    }
    return true;
  } catch (error) {
    logError(error, { what: "outbox messages not enqueued; the sweep will retry", outboxIds: ids });
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Consuming: the queue() handler.

function jobId(body: unknown): number | null {
  const id = (body as Partial<MailJob> | null)?.outboxId;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** MAIL_FROM (`Name <address>` or a bare address) in the binding's form. */
export function mailFrom(): string | EmailAddress {
  const from = settings().MAIL_FROM;
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(from);
  return match && match[1] ? { name: match[1], email: match[2]! } : (match?.[2] ?? from.trim());
}

type Outcome = { done: true } | { done: false; retryInSeconds: number };

/**
 * Sends one outbox row, at most once: the row is claimed (still `queued`, not claimed by another consumer) in the
 * same statement that counts the attempt, so a duplicate or retried queue message finds nothing to do.
 */
export async function deliverOutboxMessage(id: number, sender: MailSender, now = new Date()): Promise<Outcome> {
  const d = db();
  const [row] = await d
    .update(outbox)
    .set({ claimedAt: now, attempts: sql`${outbox.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(outbox.id, id),
        eq(outbox.status, "queued"),
        or(isNull(outbox.claimedAt), lt(outbox.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS))),
      ),
    )
    .returning();
  // Already sent, failed for good, being sent by another consumer right now, or gone.
  if (!row) return { done: true };

  try {
    const { messageId } = await sender.send({
      to: row.recipient,
      from: mailFrom(),
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      ...(Object.keys(row.headers).length ? { headers: row.headers } : {}),
      ...(row.attachments?.length
        ? { attachments: row.attachments.map((a) => ({ ...a, disposition: "attachment" as const })) }
        : {}),
    });
    const sentAt = new Date();
    await d
      .update(outbox)
      .set({ status: "sent", messageId, sentAt, claimedAt: null, updatedAt: sentAt })
      .where(eq(outbox.id, id));
    return { done: true };
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || "Unknown error";
    const failed = row.attempts >= MAX_ATTEMPTS;
    const delay = retryDelaySeconds(row.attempts);
    const at = new Date();
    await d
      .update(outbox)
      .set({
        status: failed ? "failed" : "queued",
        lastError,
        claimedAt: null,
        dueAt: failed ? row.dueAt : new Date(at.getTime() + delay * 1000),
        updatedAt: at,
      })
      .where(eq(outbox.id, id));
    logError(error, {
      what: failed ? "e-mail failed for good" : "e-mail failed, will retry",
      outboxId: id,
      attempt: row.attempts,
    });
    return failed ? { done: true } : { done: false, retryInSeconds: delay };
  }
}

/**
 * The queue consumer: sends each message's outbox row and acks it, or asks the queue to deliver it again after
 * the backoff. A message whose row cannot even be read (D1 unavailable) is retried too.
 */
export async function deliverOutboxBatch(
  batch: MessageBatch<unknown>,
  sender: MailSender = bindings().EMAIL,
): Promise<void> {
  return consumeBatch(batch, {
    queue: "mail",
    parse: jobId,
    run: async (id) => {
      const outcome = await deliverOutboxMessage(id, sender);
      return outcome.done ? null : outcome;
    },
    failed: (id, attempts) => ({
      context: { what: "outbox row not processed", outboxId: id },
      retryInSeconds: retryDelaySeconds(attempts),
    }),
  });
}

// ---------------------------------------------------------------------------------------------------------
// The cron sweep.

/**
 * Finds `queued` rows well past their due time and not being sent (the queue never got them, or lost them),
 * enqueues them again and moves their due time on, so each sweep sends a row once. Rows that used up their
 * attempts without a recorded end become `failed`.
 */
export async function sweepOutbox(now = new Date()): Promise<{ requeued: number; failed: number }> {
  const d = db();
  const overdue = new Date(now.getTime() - SWEEP_AFTER_MS);
  const idle = or(isNull(outbox.claimedAt), lt(outbox.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)));
  const stuck = and(eq(outbox.status, "queued"), lt(outbox.dueAt, overdue), idle);
  const given = await d
    .update(outbox)
    .set({
      status: "failed",
      claimedAt: null,
      lastError: sql`coalesce(${outbox.lastError}, 'No answer after the last attempt')`,
      updatedAt: now,
    })
    .where(and(stuck, sql`${outbox.attempts} >= ${MAX_ATTEMPTS}`))
    .returning({ id: outbox.id });
  const due = await d.select({ id: outbox.id }).from(outbox).where(stuck).orderBy(outbox.dueAt).limit(QUEUE_BATCH);
  const ids = due.map((r) => r.id);
  if (ids.length) {
    await d.update(outbox).set({ dueAt: now, updatedAt: now }).where(inArray(outbox.id, ids));
    await enqueueOutbox(ids);
  }
  return { requeued: ids.length, failed: given.length };
}

/** Rows one retention round deletes: small enough for one D1 statement, and the FTS triggers it fires. */
const PRUNE_BATCH = 2_000;
const PRUNE_ROUNDS = 25;

/**
 * The outbox keeps a sent or failed message (recipient, subject, body) for OUTBOX_RETENTION_DAYS after its last
 * change, then deletes it (the privacy policy says so). Queued rows are never pruned. Runs daily; a backlog larger
 * than one run's rounds is finished by the next runs.
 */
export async function pruneOutbox(now = new Date()): Promise<{ outboxPruned: number }> {
  const cutoff = new Date(now.getTime() - settings().OUTBOX_RETENTION_DAYS * 86_400_000);
  const old = and(inArray(outbox.status, ["sent", "failed"]), lt(outbox.updatedAt, cutoff));
  let pruned = 0;
  for (let round = 0; round < PRUNE_ROUNDS; round += 1) {
    const batch = db().select({ id: outbox.id }).from(outbox).where(old).limit(PRUNE_BATCH);
    const result = await db().delete(outbox).where(inArray(outbox.id, batch));
    const changes = result.meta.changes ?? 0;
    pruned += changes;
    if (changes < PRUNE_BATCH) break;
  }
  return { outboxPruned: pruned };
}

// ---------------------------------------------------------------------------------------------------------
// The Email log.

export type OutboxFilter = { q: string; status?: OutboxStatus | null };

function outboxFilter(f: OutboxFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.q)
    conditions.push(
      textSearch(f.q, { id: outbox.id, index: "outbox_search", columns: [outbox.recipient, outbox.subject] }),
    );
  if (f.status) conditions.push(eq(outbox.status, f.status));
  return conditions.length ? and(...conditions) : undefined;
}

const listColumns = {
  id: outbox.id,
  kind: outbox.kind,
  recipient: outbox.recipient,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

/** One page of messages, newest first, without their bodies, and how many match. */
export async function listOutbox(query: Pick<ListQuery, "limit" | "offset"> & OutboxFilter) {
  const d = db();
  const where = outboxFilter(query);
  const ordered = d.select(listColumns).from(outbox).where(where).orderBy(desc(outbox.createdAt), desc(outbox.id));
  const { rows, total } = await pageWithTotal(d, ordered, outbox, where, query);
  return { messages: rows, total };
}

export const findOutboxMessage = (id: number): Promise<OutboxMessage | null> => findById(outbox, id);

export const RESEND_MESSAGES = {
  notFailed: "Only a failed message can be resent.",
} as const;

/** Puts a failed message back in the queue with a fresh set of attempts. */
export async function resendOutboxMessage(id: number): Promise<void> {
  const now = new Date();
  const [row] = await db()
    .update(outbox)
    .set({ status: "queued", attempts: 0, claimedAt: null, dueAt: now, updatedAt: now })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning({ id: outbox.id });
  if (!row) {
    if (!(await findOutboxMessage(id))) throw notFound("Message not found");
    throw conflict(RESEND_MESSAGES.notFailed);
  }
  await enqueueOutbox([id]);
}
