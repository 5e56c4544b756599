// Paging and search parameters for admin lists, read the same way from page URLs and /api query strings.
import { or, sql, type SQL, type AnyColumn } from "drizzle-orm";

export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export type ListQuery = { q: string; limit: number; offset: number; page: number };

export function readListQuery(params: URLSearchParams, pageSize = PAGE_SIZE): ListQuery {
  const q = (params.get("q") ?? params.get("search") ?? "").trim().slice(0, 200);
  const limitParam = Number(params.get("limit"));
  const limit = Number.isInteger(limitParam) && limitParam > 0 ? Math.min(limitParam, MAX_PAGE_SIZE) : pageSize;
  const pageParam = Number(params.get("page"));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? Math.min(pageParam, 100_000) : 1;
  // Number(null) is 0: without an explicit offset, the page decides (admin lists link ?page=N).
  const offsetText = params.get("offset");
  const offset = offsetText !== null && /^\d{1,9}$/.test(offsetText) ? Number(offsetText) : (page - 1) * limit;
  return { q, limit, offset, page: Math.floor(offset / limit) + 1 };
}

/** `column LIKE %q%`, with the user's % and _ taken literally. */
export function contains(column: AnyColumn, q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${column} LIKE ${pattern} ESCAPE '\\'`;
}

/**
 * Rows whose text columns contain q. From three characters on it asks the table's FTS5 trigram index (see
 * migrations/0001_admin_search_fts.sql: substring matching, case-insensitive, kept up to date by triggers), so a
 * search does not scan every row; shorter searches, which a trigram index cannot answer, use LIKE.
 */
export function textSearch(q: string, { id, index, columns }: { id: AnyColumn; index: string; columns: AnyColumn[] }): SQL {
  if ([...q].length >= 3) {
    const phrase = `"${q.replaceAll('"', '""')}"`;
    return sql`${id} IN (SELECT rowid FROM ${sql.identifier(index)} WHERE ${sql.identifier(index)} MATCH ${phrase})`;
  }
  return or(...columns.map((column) => contains(column, q)))!;
}

/** One CSV line; cells that a spreadsheet would run as a formula are quoted as text. */
export function csvRow(cells: (string | number | null | undefined)[]): string {
  return cells
    .map((cell) => {
      let text = cell == null ? "" : String(cell);
      if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(",");
}

export function csvResponse(filename: string, lines: string[]): Response {
  return new Response("\uFEFF" + lines.join("\r\n") + "\r\n", {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** A search parameter naming a row (?id=5, ?delete=5): a positive safe integer, or null. */
export function idFromParams(params: URLSearchParams, name: string): number | null {
  const id = Number(params.get(name));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
