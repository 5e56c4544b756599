// SQL for admin lists (substring search, FTS5) and their CSV exports; the list parameters are read in params.ts.
import { and, count, eq, or, sql, type SQL, type AnyColumn } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { db } from "~/db/client.server";
import type { Language } from "~/i18n/languages";
import { recordAudit, recordedRecently, type Acting } from "~/models/audit-log.server";
import type { AuditEntity } from "~/schemas/vocabulary";

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

/**
 * The CSV download every export answers with; it is where an export is written to the audit log (which list, how
 * many rows, by whom: `by`, the admin guard's user), so no export route can forget it.
 */
export async function csvResponse(
  by: Acting,
  entity: AuditEntity,
  filename: string,
  lines: string[],
): Promise<Response> {
  const rows = Math.max(0, lines.length - 1);
  // The same export by the same person within a few minutes is one entry, not one per click.
  const entry = { action: "export", summary: `${filename}, ${rows} rows` } as const;
  if (!(await recordedRecently(by, entry, EXPORT_AUDIT_WINDOW_MS))) await recordAudit(by, { ...entry, entity });
  return new Response("\uFEFF" + lines.join("\r\n") + "\r\n", {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
