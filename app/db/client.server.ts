// The Drizzle client over the D1 binding, made once per binding: with the schema, making one walks every table's
// relations (a measurable part of a rendered page's CPU when each model call made its own). Every round trip is
// counted against the request it runs in (see request-telemetry.server.ts), so one client serves every request.
import { asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "~/db/schema";
import { bindings } from "~/platform/env.server";
import { notFound } from "~/platform/errors.server";
import { countedD1 } from "~/platform/request-telemetry.server";

const clients = new WeakMap<D1Database, Db>();

export function db(): Db {
  const binding = bindings().DB;
  let client = clients.get(binding);
  if (!client) clients.set(binding, (client = makeDb(binding)));
  return client;
}

const makeDb = (binding: D1Database) => drizzle(countedD1(binding), { schema });

export type Db = ReturnType<typeof makeDb>;

/** A list query, filtered and ordered, that a page (limit and offset) can still be cut from. */
type PageableQuery = PromiseLike<unknown> & { limit(limit: number): { offset(offset: number): BatchItem<"sqlite"> } };

/**
 * One page of a list (`rows`: the query, filtered by `where` and ordered) and how many rows of `table` match
 * `where` in all, in one round trip: every paged list shows a page and the total its pager needs.
 */
export async function pageWithTotal<Q extends PageableQuery>(
  d: Db,
  rows: Q,
  table: SQLiteTable,
  where: SQL | undefined,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: Awaited<Q>; total: number }> {
  const [page, [counted]] = await d.batch([
    rows.limit(limit).offset(offset),
    d.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: page as Awaited<Q>, total: counted?.n ?? 0 };
}

/** The row of `table` with this id, or null. */
export async function findById<T extends SQLiteTable & { id: SQLiteColumn }>(
  table: T,
  id: number,
): Promise<T["$inferSelect"] | null> {
  const [row] = await db()
    .select()
    .from(table as SQLiteTable)
    .where(eq(table.id, id))
    .limit(1);
  return (row as T["$inferSelect"] | undefined) ?? null;
}

/** The row, or the 404 that says it is not there. */
export function found<T>(row: T | null | undefined, message: string): T {
  if (!row) throw notFound(message);
  return row;
}

/** Deletes the row of `table` with this id, or fails with the 404 that says it is not there. */
export async function deleteById(table: SQLiteTable & { id: SQLiteColumn }, id: number, notThere: string) {
  const [row] = await db().delete(table).where(eq(table.id, id)).returning({ id: table.id });
  found(row, notThere);
}

/**
 * The columns the Published switch sets (posts, job listings): publishing stamps publishedAt, unpublishing clears it.
 * Publishing what is already live (a double click, a retried call) keeps its date; a scheduled one goes live now.
 */
export const publishedSwitch = (published: boolean, now = new Date()) => ({
  published,
  publishedAt: published
    ? sql<Date>`CASE WHEN published = 1 AND published_at <= ${now.getTime()} THEN published_at ELSE ${now.getTime()} END`
    : null,
  updatedAt: now,
});

type OrderedTable = SQLiteTable & { id: SQLiteColumn; position: SQLiteColumn; updatedAt: SQLiteColumn };

/**
 * Moves a row one place up or down in its list (ordered by position, then id; `within`: the column whose value the
 * row shares with its list, a study's language). The list is numbered on from its first row's position (1, 2, 3…
 * for a list that starts at 1) with the two rows swapped, so rows that shared a position move too. The rows whose
 * number changes are written in one batch (the two that swapped stamped as updated): the order is never half
 * written. At either end nothing moves; a row that is not there is the 404 `notThere`.
 */
export async function moveInOrder(
  table: OrderedTable,
  id: number,
  direction: "up" | "down",
  { notThere, within }: { notThere: string; within?: SQLiteColumn },
): Promise<void> {
  const d = db();
  let list: SQL | undefined;
  if (within) {
    const [row] = await d.select({ value: within }).from(table).where(eq(table.id, id)).limit(1);
    list = eq(within, found(row, notThere).value);
  }
  const rows = (await d
    .select({ id: table.id, position: table.position })
    .from(table)
    .where(list)
    .orderBy(asc(table.position), asc(table.id))) as { id: number; position: number }[];
  const at = rows.findIndex((r) => r.id === id);
  if (at < 0) throw notFound(notThere);
  const to = at + (direction === "up" ? -1 : 1);
  if (to < 0 || to >= rows.length) return;
  const base = rows[0]!.position;
  [rows[at], rows[to]] = [rows[to]!, rows[at]!];
  const now = new Date();
  const writes = rows.flatMap((r, index) => {
    const position = base + index;
    const swapped = index === at || index === to;
    if (!swapped && r.position === position) return [];
    const set = swapped ? { position, updatedAt: now } : { position };
    return [
      d
        .update(table)
        .set(set as never)
        .where(eq(table.id, r.id)),
    ];
  });
  // Never empty: the two swapped rows always get their new numbers.
  await d.batch(writes as [(typeof writes)[number], ...typeof writes]);
}
