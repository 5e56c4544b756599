// The Drizzle client over the D1 binding, made once per binding: with the schema, making one walks every table's
// relations (a measurable part of a rendered page's CPU when each model call made its own). Every round trip is
// counted against the request it runs in (see request-telemetry.server.ts), so one client serves every request.
import { count, eq, type SQL } from "drizzle-orm";
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

/** The columns the Published switch sets (posts, job listings): publishing stamps publishedAt, unpublishing clears it. */
export const publishedSwitch = (published: boolean) => ({
  published,
  publishedAt: published ? new Date() : null,
  updatedAt: new Date(),
});
