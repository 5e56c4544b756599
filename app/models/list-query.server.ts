// SQL for admin lists (substring search, FTS5) and their CSV exports; the list parameters are read in params.ts.
import { and, count, desc, eq, lt, or, sql, type SQL, type AnyColumn } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { db } from "~/db/client.server";
import type { Language } from "~/i18n/languages";
import { recordAudit, recordedRecently, type Acting } from "~/models/audit-log.server";
import type { AuditEntity } from "~/schemas/vocabulary";
import { logError } from "~/platform/request-telemetry.server";

const EXPORT_AUDIT_WINDOW_MS = 5 * 60 * 1000;

/**
 * Whether the column contains q, ignoring ASCII letter case as LIKE does, with every character taken literally.
 * Not LIKE itself: D1 refuses LIKE patterns over 50 bytes, so a search of 49 characters answered 500.
 */
export function contains(column: AnyColumn, q: string): SQL {
  return sql`instr(lower(${column}), lower(${q})) > 0`;
}

/** What a staff or /api list of a content collection asks for: a page, and what narrows it. */
export type ContentListQuery = {
  limit: number;
  offset?: number;
  published?: boolean | null;
  q?: string;
  language?: Language;
};

/**
 * A page of a content collection for staff and /api (blog posts, case studies), in `order`, and how many rows match:
 * the two queries of one batch, sharing one filter (published or not, one language, q in any of the `searched`
 * columns; none when nothing narrows it).
 */
export function contentPage<T extends SQLiteTable & { published: AnyColumn; language: AnyColumn }>(
  table: T,
  { limit, offset, published, language, q }: ContentListQuery,
  { searched, order }: { searched: AnyColumn[]; order: readonly SQL[] },
) {
  const conditions = [
    published == null ? undefined : eq(table.published, published),
    language ? eq(table.language, language) : undefined,
    q ? or(...searched.map((column) => contains(column, q))) : undefined,
  ].filter((c) => c !== undefined);
  return pageWithCount(table, conditions.length ? and(...conditions) : undefined, order, { limit, offset });
}

/** A page of the table's rows that match `where`, in `order`: a query for a batch. */
export function pageOf<T extends SQLiteTable>(
  table: T,
  where: SQL | undefined,
  order: readonly SQL[],
  { limit, offset = 0 }: { limit: number; offset?: number },
) {
  return db()
    .select()
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** That page, and how many rows match in all: two queries for one batch. */
function pageWithCount<T extends SQLiteTable>(
  table: T,
  where: SQL | undefined,
  order: readonly SQL[],
  paging: { limit: number; offset?: number },
) {
  return [pageOf(table, where, order, paging), db().select({ n: count() }).from(table).where(where)] as const;
}

/**
 * Rows whose text columns contain q. From three characters on it asks the table's FTS5 trigram index (see
 * migrations/0001_admin_search_fts.sql: substring matching, case-insensitive, kept up to date by triggers), so a
 * search does not scan every row; shorter searches, which a trigram index cannot answer, use LIKE.
 */
export function textSearch(
  q: string,
  { id, index, columns }: { id: AnyColumn; index: string; columns: AnyColumn[] },
): SQL {
  // FTS5 reads a query string only up to a NUL, which left the phrase's quote open (a 500): NULs find nothing.
  const text = q.replaceAll("\0", "");
  if ([...text].length >= 3) {
    const phrase = `"${text.replaceAll('"', '""')}"`;
    return sql`${id} IN (SELECT rowid FROM ${sql.identifier(index)} WHERE ${sql.identifier(index)} MATCH ${phrase})`;
  }
  return or(...columns.map((column) => contains(column, q)))!;
}

/**
 * Whether a spreadsheet would run the cell as a formula: it starts with = or @ (or a tab or carriage return before
 * one), or with + or - followed by anything but a plain number. A phone number ("+57 300 123 4567") or a negative
 * number is data, and prefixing it with ' showed the apostrophe to every recruiter who opened the file.
 */
function runsAsFormula(text: string): boolean {
  if (/^[=@\t\r]/.test(text)) return true;
  return /^[+-]/.test(text) && !/^[+-]\d[\d ().-]*$/.test(text);
}

/** One CSV line; cells that a spreadsheet would run as a formula are quoted as text. */
export function csvRow(cells: (string | number | null | undefined)[]): string {
  return cells
    .map((cell) => {
      let text = cell == null ? "" : String(cell);
      if (runsAsFormula(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(",");
}

/** How many rows one read of a CSV export asks D1 for. */
export const EXPORT_PAGE_ROWS = 500;

/** What a CSV export reads: how many rows match, and the rows themselves, a page at a time. */
export type ExportRows<R> = { total: number; pages: AsyncIterable<R[]> };

/**
 * The rows of `table` that match `where`, newest first (by the column `newest`, then by id), for a CSV export. They
 * are read a page at a time, each page after the last row of the one before, as the download is written: an export
 * of the 100,000 rows a list may hold never sits whole in the Worker's memory (128 MB) nor in one D1 answer.
 */
export async function exportRows<T extends SQLiteTable & { id: SQLiteColumn }, K extends keyof T["$inferSelect"]>(
  table: T,
  where: SQL | undefined,
  newest: K & keyof T,
): Promise<ExportRows<T["$inferSelect"]>> {
  type Row = T["$inferSelect"];
  const d = db();
  const column = table[newest] as SQLiteColumn;
  const [counted] = await d
    .select({ n: count() })
    .from(table as SQLiteTable)
    .where(where);
  async function* pages(): AsyncGenerator<Row[]> {
    for (let last: Row | undefined; ;) {
      const after = last
        ? or(lt(column, last[newest]), and(eq(column, last[newest]), lt(table.id, (last as { id: number }).id)))
        : undefined;
      const rows = (await d
        .select()
        .from(table as SQLiteTable)
        .where(and(where, after))
        .orderBy(desc(column), desc(table.id))
        .limit(EXPORT_PAGE_ROWS)) as Row[];
      if (rows.length) yield rows;
      if (rows.length < EXPORT_PAGE_ROWS) return;
      last = rows.at(-1);
    }
  }
  return { total: counted?.n ?? 0, pages: pages() };
}

type Cell = string | number | null | undefined;

/**
 * The CSV download every export answers with; it is where an export is written to the audit log (which list, how
 * many rows, by whom: `by`, the admin guard's user), so no export route can forget it. The file is streamed: each
 * page of `rows` is read from D1 only when the one before has been sent. A read that fails part-way breaks the
 * download (the browser reports it failed) rather than ending the file early as if it were whole.
 */
export async function csvResponse<R>(
  by: Acting,
  { entity, filename, header }: { entity: AuditEntity; filename: string; header: string[] },
  { total, pages }: ExportRows<R>,
  cells: (row: R) => Cell[] | Promise<Cell[]>,
): Promise<Response> {
  // The same export by the same person within a few minutes is one entry, not one per click.
  const entry = { action: "export", summary: `${filename}, ${total} rows` } as const;
  if (!(await recordedRecently(by, entry, EXPORT_AUDIT_WINDOW_MS))) await recordAudit(by, { ...entry, entity });
  const encoder = new TextEncoder();
  const reading = pages[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode("\uFEFF" + csvRow(header) + "\r\n"));
    },
    async pull(controller) {
      try {
        const next = await reading.next();
        if (next.done) return controller.close();
        const lines = await Promise.all(next.value.map(async (row) => csvRow(await cells(row)) + "\r\n"));
        controller.enqueue(encoder.encode(lines.join("")));
      } catch (error) {
        logError(error, { export: filename });
        controller.error(error);
      }
    },
    async cancel() {
      await reading.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
