// Unmatched mail (issue 29): inbound messages the conversations could not place (no or a forged reply token, a
// sender who is not the thread's person, a thread that is gone), kept as text for admins to read and delete. The
// daily cron deletes them after UNMATCHED_RETENTION_DAYS: they hold strangers' addresses and words.
import { desc, eq, lt } from "drizzle-orm";
import { unmatchedMail, type UnmatchedMail } from "~/db/conversations-schema";
import { db, deleteById, pageWithTotal } from "~/db/client.server";
import type { ListQuery } from "~/platform/params";
import { daysBefore } from "~/platform/time";

export const UNMATCHED_RETENTION_DAYS = 30;

export async function listUnmatchedMail(query: Pick<ListQuery, "limit" | "offset">) {
  const d = db();
  const ordered = d.select().from(unmatchedMail).orderBy(desc(unmatchedMail.createdAt), desc(unmatchedMail.id));
  const { rows, total } = await pageWithTotal(d, ordered, unmatchedMail, undefined, query);
  return { messages: rows as UnmatchedMail[], total };
}

export async function findUnmatchedMail(id: number): Promise<UnmatchedMail | null> {
  const [row] = await db().select().from(unmatchedMail).where(eq(unmatchedMail.id, id));
  return row ?? null;
}

export const deleteUnmatchedMail = (id: number) => deleteById(unmatchedMail, id, "Message not found");

/** The daily prune: unmatched mail older than UNMATCHED_RETENTION_DAYS. Idempotent. */
export async function pruneUnmatchedMail(now = new Date()): Promise<{ unmatchedPruned: number }> {
  const cutoff = daysBefore(now, UNMATCHED_RETENTION_DAYS);
  const result = await db().delete(unmatchedMail).where(lt(unmatchedMail.createdAt, cutoff));
  return { unmatchedPruned: result.meta.changes ?? 0 };
}
