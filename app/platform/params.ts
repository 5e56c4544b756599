// Every value a URL or a form hands the app as text, read in one place: record ids, list paging and search,
// and the paths the app may send someone back to. Pure functions, shared by pages, /api and the browser.

/** A record id as the app writes it: a positive safe integer without leading zeros, or null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,14}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * A signed token that names a row, "<id>.<signature>" (a confirmation or unsubscribe link): the id read like every
 * other id, and the signature (URL-safe base64) still to be verified by the caller; null when malformed.
 */
export function parseIdToken(token: unknown): { id: number; signature: string } | null {
  if (typeof token !== "string") return null;
  const dot = token.indexOf(".");
  const id = parseId(token.slice(0, dot));
  const signature = token.slice(dot + 1);
  return dot > 0 && id !== null && /^[A-Za-z0-9_-]{20,100}$/.test(signature) ? { id, signature } : null;
}

/** A search parameter naming a row (?id=5, ?delete=5), or null. */
export function idFromParams(params: URLSearchParams, name: string): number | null {
  return parseId(params.get(name));
}

export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

export type ListQuery = { q: string; limit: number; offset: number; page: number };

const positiveInt = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/** Paging and search for a list, the same from page URLs and /api query strings (`offset` wins over `page`). */
export function readListQuery(params: URLSearchParams, pageSize = PAGE_SIZE): ListQuery {
  const q = (params.get("q") ?? params.get("search") ?? "").trim().slice(0, 200);
  const limit = Math.min(positiveInt(params.get("limit")) ?? pageSize, MAX_PAGE_SIZE);
  const page = Math.min(positiveInt(params.get("page")) ?? 1, MAX_PAGE);
  // Only an offset written as digits counts: Number(null) is 0, which once sent every ?page back to page 1.
  const offsetText = params.get("offset") ?? "";
  const offset = /^\d{1,9}$/.test(offsetText) ? Number(offsetText) : (page - 1) * limit;
  return { q, limit, offset, page: Math.floor(offset / limit) + 1 };
}

/** One value of an enum from a query string, or null: `?status=archived` against the status list. */
export function enumParam<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** Paging and search for a list filtered by status (`?status=` one of `statuses`, else every status). */
export function readStatusListQuery<T extends string>(params: URLSearchParams, statuses: readonly T[]) {
  return { ...readListQuery(params), status: enumParam(statuses, params.get("status")) };
}

/**
 * A stand-in for the site's origin. Only the path, query and fragment are ever returned, so the value resolves
 * against this origin exactly as it would against the real one, and "same origin" means "same as this".
 */
const SITE = "https://site.invalid";
const MAX_REDIRECT_LENGTH = 2048;

/**
 * `value` when it is a same-origin path ("/admin/users?dialog=new"), else `fallback`: the one rule for every
 * redirect target or back link taken from a request. Refused: anything not a string or not starting with a
 * single "/", control characters (browsers drop tab, CR and LF, so "/\t/evil" becomes "//evil"; CR/LF would
 * also break the Location header), backslashes (read as "/"), and anything that resolves to another origin or
 * to a path beginning with "//" ("/.//evil").
 */
export function safeRedirect(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || /[\p{Cc}\\]/u.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return fallback;
  return path;
}

/**
 * What a list's URL holds about the list itself (search, page, every screen's filters): kept when a dialog opens or
 * closes, by paging, by a form's answer and by Export CSV. A screen's new filter goes here, or its links drop it.
 */
export const LIST_PARAMS = [
  ...["q", "page", "status", "unread", "position", "stage", "owner"],
  // The boards (a job's pipeline, the enquiry board) and the Talent pool (`skill` repeats).
  ...["cv", "days", "archived", "country", "seniority", "english", "skill", "match"],
];

/** The list URL an action goes back to (`returnTo` is the list's own `?…`): only the list's parameters survive. */
export function listUrl(path: string, returnTo: unknown): string {
  const params = new URLSearchParams(typeof returnTo === "string" ? returnTo : "");
  const kept = new URLSearchParams();
  for (const key of LIST_PARAMS)
    for (const value of params.getAll(key).slice(0, 10)) if (value) kept.append(key, value.slice(0, 200));
  const text = kept.toString();
  return text ? `${path}?${text}` : path;
}

/** The URL (or bare `?search`) with these search parameters set: `/admin/contacts?q=x` + { view: 5 }. */
export function withParams(url: string, extra: Record<string, string | number>): string {
  const [path = "", search = ""] = url.split("?", 2);
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return `${path}?${params.toString()}`;
}

/**
 * What a list screen hands its view about the list: the search, and where in the pages it is. A page past the end
 * (its last row was just deleted, unsubscribed or filtered away, or a stale link) is a redirect to the last page
 * there is, the list's other parameters kept, rather than "Page 2 of 1" over an empty table (thrown, as a loader's
 * redirect is).
 */
export function listState(request: Request, query: ListQuery, total: number) {
  if (query.page > 1 && (query.page - 1) * query.limit >= total) {
    const url = new URL(request.url);
    url.pathname = url.pathname.replace(/\.data$/, ""); // a client navigation's data request: the page's own URL
    url.searchParams.delete("_routes");
    // The page is what the redirect names: an offset (the API's way to say where) would win over it again.
    url.searchParams.delete("offset");
    const last = Math.max(1, Math.ceil(total / query.limit));
    if (last > 1) url.searchParams.set("page", String(last));
    else url.searchParams.delete("page");
    throw new Response(null, { status: 302, headers: { Location: `${url.pathname}${url.search}` } });
  }
  return { q: query.q, page: query.page, pageSize: query.limit, total };
}
