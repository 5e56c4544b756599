// The outbox: every e-mail the product sends is rendered into a D1 row first, then its id goes to the MAIL_QUEUE
// queue; the Worker's queue() handler sends it through the EMAIL binding and records the result here. A failed
// send is retried with backoff, and after the last attempt the row is `failed` until an admin resends it. The
// cron sweep re-enqueues rows the queue never got. Nothing here runs in the visitor's request path except the
// inserts, and those run after the response (afterResponse) and never fail it.
// This module stores and enqueues; the hooks that decide what a public write sends are in outbox-hooks.server.ts,
// the queue consumer and the cron's sweep and retention in outbox-delivery.server.ts, the Email log in
// outbox-log.server.ts.
import { outbox } from "~/db/schema";
import { db } from "~/db/client.server";
import { bindings } from "~/platform/env.server";
import { logError } from "~/platform/request-telemetry.server";
import type { RenderedMail } from "~/models/mail-templates.server";
import { isOutboxKind } from "~/schemas/vocabulary";

/** What a MAIL_QUEUE message carries: only the row's id; the row holds the message. */
export type MailJob = { outboxId: number };

/** Sends one message: `env.EMAIL` in production, anything with the same `send` in a test that needs it to fail. */
export type MailSender = Pick<SendEmail, "send">;

/** Attempts per message, counted in the row (a resend starts again from zero). */
export const MAX_ATTEMPTS = 5;
/** Wait before attempt n+1 after n failed ones: 10 s, 30 s, 90 s, 270 s, capped at 15 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(10 * 3 ** Math.max(0, attempts - 1), 900);
/** A consumer that claimed a row and vanished (crash, eviction) gives it up after this long. */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** A queued row this long past its due time was lost on the way to the queue: the sweep sends it again. */
export const SWEEP_AFTER_MS = 5 * 60_000;
/** Queue.sendBatch takes at most 100 messages. */
export const QUEUE_BATCH = 100;

// ---------------------------------------------------------------------------------------------------------
// Producing: storing rendered messages and enqueueing them.

/** What a rendered message puts in its row, beside who it is to and what about. */
const outboxContent = (m: RenderedMail) => ({
  replyTo: m.replyTo,
  subject: m.subject,
  textBody: m.text,
  htmlBody: m.html,
  headers: m.headers,
  attachments: m.attachments ?? null,
});

/** A rendered message's new row (queued, due now: the table's defaults), about a record or about none. */
export const outboxRow = (relatedId: number | null, m: RenderedMail) => ({
  kind: m.kind,
  relatedId,
  recipient: m.to,
  ...outboxContent(m),
});

/**
 * Stores messages that replace the previous one of their kind to the same recipient about the same record (a new
 * confirmation link, another test of a campaign, a meeting's reminder to both sides): each row is rewritten and
 * queued afresh, all in one batch (both sides or neither: a retry never rewrites one already sent), then enqueued.
 */
export async function queueReplacing(
  relatedId: number,
  ...messages: [RenderedMail, ...RenderedMail[]]
): Promise<number[]> {
  const now = new Date();
  const d = db();
  const upserts = messages.map((m) =>
    d
      .insert(outbox)
      .values(outboxRow(relatedId, m))
      .onConflictDoUpdate({
        target: [outbox.kind, outbox.relatedId, outbox.recipient],
        set: {
          ...outboxContent(m),
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
      .returning({ id: outbox.id }),
  );
  const ids = (await d.batch(upserts as [(typeof upserts)[number], ...(typeof upserts)[number][]])).map(
    ([row]) => row!.id,
  );
  await enqueueOutbox(ids);
  return ids;
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
    d.insert(outbox).values(outboxRow(relatedId, m)).onConflictDoNothing().returning({ id: outbox.id }),
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
