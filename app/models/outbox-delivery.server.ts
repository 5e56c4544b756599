// The outbox's other end (outbox.server.ts stores and enqueues): the queue() handler that sends each row at most
// once and retries with backoff, and the cron's sweep (rows the queue never got) and retention (old rows deleted).
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { outbox } from "~/db/schema";
import { db } from "~/db/client.server";
import { bindings, settings } from "~/platform/env.server";
import { logError } from "~/platform/request-telemetry.server";
import { consumeBatch, requeueInRounds } from "~/platform/queue-consumer.server";
import {
  CLAIM_LEASE_MS,
  enqueueOutbox,
  MAX_ATTEMPTS,
  QUEUE_BATCH,
  retryDelaySeconds,
  SWEEP_AFTER_MS,
  type MailJob,
  type MailSender,
} from "~/models/outbox.server";
import { daysBefore } from "~/platform/time";

/** Not being sent: never claimed, or claimed by a consumer that vanished (its lease ran out). */
const unclaimed = (now: Date) =>
  or(isNull(outbox.claimedAt), lt(outbox.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)));

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
 * The row as this consumer claimed it. A message replaced while it was being sent (a meeting moved again, a new
 * confirmation link: `queueReplacing`) was queued afresh with its claim cleared, so what is sent was the old content:
 * the new one must not be marked sent (or failed) by the old send, and its own queue message sends it.
 */
const stillClaimed = (id: number, claimedAt: Date) => and(eq(outbox.id, id), eq(outbox.claimedAt, claimedAt));

/**
 * Sends one outbox row, at most once: the row is claimed (still `queued`, not claimed by another consumer) in the
 * same statement that counts the attempt, so a duplicate or retried queue message finds nothing to do.
 */
export async function deliverOutboxMessage(id: number, sender: MailSender, now = new Date()): Promise<Outcome> {
  const d = db();
  const [row] = await d
    .update(outbox)
    .set({ claimedAt: now, attempts: sql`${outbox.attempts} + 1`, updatedAt: now })
    .where(and(eq(outbox.id, id), eq(outbox.status, "queued"), unclaimed(now)))
    .returning();
  // Already sent, failed for good, being sent by another consumer right now, or gone.
  if (!row) return { done: true };

  let messageId: string;
  try {
    ({ messageId } = await sender.send({
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
    }));
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
      .where(stillClaimed(id, now));
    logError(error, {
      what: failed ? "e-mail failed for good" : "e-mail failed, will retry",
      outboxId: id,
      attempt: row.attempts,
    });
    return failed ? { done: true } : { done: false, retryInSeconds: delay };
  }
  // The provider has it. A failed write here is no refusal (no retry, no error on the row): the row keeps its
  // claim, and only once the lease has run out does the sweep send it again (decision 0007's at-least-once case).
  const sentAt = new Date();
  await d
    .update(outbox)
    .set({ status: "sent", messageId, sentAt, claimedAt: null, updatedAt: sentAt })
    .where(stillClaimed(id, now))
    .catch((error) => logError(error, { what: "e-mail sent, not recorded", outboxId: id }));
  return { done: true };
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
  const stuck = and(eq(outbox.status, "queued"), lt(outbox.dueAt, overdue), unclaimed(now));
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
  const requeued = await requeueInRounds(
    QUEUE_BATCH,
    async () => {
      const due = d.select({ id: outbox.id }).from(outbox).where(stuck).orderBy(outbox.dueAt).limit(QUEUE_BATCH);
      const moved = await d
        .update(outbox)
        .set({ dueAt: now, updatedAt: now })
        .where(inArray(outbox.id, due))
        .returning({ id: outbox.id });
      return moved.map((r) => r.id);
    },
    enqueueOutbox,
  );
  return { requeued, failed: given.length };
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
  const cutoff = daysBefore(now, settings().OUTBOX_RETENTION_DAYS);
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
