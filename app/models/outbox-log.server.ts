// The Email log (/admin/outbox): the outbox's rows, searched and paged, and resending a failed one.
import { and, desc, eq, type SQL } from "drizzle-orm";
import { outbox, type OutboxMessage } from "~/db/schema";
import { db, findById, pageWithTotal } from "~/db/client.server";
import { conflict, notFound } from "~/platform/errors.server";
import { type ListQuery } from "~/platform/params";
import { textSearch } from "~/models/list-query.server";
import { enqueueOutbox } from "~/models/outbox.server";
import { type OutboxStatus } from "~/schemas/vocabulary";

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
