// Headers every response gets on its way out of the Worker: security policy and a cache policy by default.

/** With a nonce for a hydrated page's inline scripts; without one (null) for a static page, which may be cached. */
export function contentSecurityPolicy(nonce: string | null, dev = false): string {
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""}${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Public pages that show one person's data (the unsubscribe page shows the subscriber's e-mail). */
const PERSONAL_PAGES = new Set(["/newsletter/unsubscribe"]);

/** A token page's path (isTokenPath), once decoded as routing decodes it. */
const TOKEN_PATH = /^\/(es\/)?(jobs\/applications|jobs\/interview|meetings)\/[^/]/i;

/**
 * Pages whose address carries a private token (the candidate status page, docs/decisions/0033; a meeting's
 * reschedule and cancel links and an interview link, 0035): personal, never edge-cached, and sent
 * with `Referrer-Policy: same-origin`, so the token never leaves for another site in a Referer header. Not
 * `no-referrer`: under it the browser sends `Origin: null` with the page's own form posts, which the cross-site
 * check below rightly refuses.
 */
export function isTokenPath(pathname: string): boolean {
  return TOKEN_PATH.test(routedPath(pathname));
}

/**
 * A token in a token page's path: 32 bytes, base64url: random (generateSessionId), or a meeting link's signature
 * after the meeting's id and sequence (`12-0-<signature>`, meetingToken).
 */
const TOKEN_IN_PATH =
  /^(\/(?:es\/)?(?:jobs\/applications|jobs\/interview|meetings)\/)(?:\d{1,12}-\d{1,9}-)?[A-Za-z0-9_-]{43}(?=\/|$)/;

/**
 * The path with a token page's token replaced by `:token`: `/jobs/applications/:token`. Website Stats counts the
 * page under that name, so the link's secret is never stored and every view of the page adds up in one row.
 */
export function withoutToken(path: string): string {
  return path.replace(TOKEN_IN_PATH, "$1:token");
}

/**
 * The path as routing matches it: each segment percent-decoded (`/%61pi/contacts` reaches `/api/contacts`), an
 * encoded slash kept encoded, as React Router decodes. A segment that does not decode stays as it was sent.
 */
function routedPath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
}

/**
 * Whether a path serves staff screens, the API or one person's data. Routing ignores letter case (`/API/account`
 * reaches the account route) and decodes each segment, so this rule does too: it is the one the cache headers and
 * the edge cache both ask.
 */
export function isPrivatePath(pathname: string): boolean {
  const path = routedPath(pathname)
    .toLowerCase()
    .replace(/\.data$/, "");
  return (
    path === "/admin" ||
    path.startsWith("/admin/") ||
    path === "/api" ||
    path.startsWith("/api/") ||
    PERSONAL_PAGES.has(path.replace(/\/$/, "")) ||
    TOKEN_PATH.test(path)
  );
}

/** Public pages may sit briefly in the edge cache; anything personal, or any non-GET answer, may not. */
export function defaultCacheControl(request: Request, response: Response): string {
  const personal = isPrivatePath(new URL(request.url).pathname) || response.headers.has("Set-Cookie");
  if (personal || request.method !== "GET" || response.status !== 200) return "private, no-store";
  return "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
}

export function applySecurityHeaders(
  request: Request,
  response: Response,
  { nonce, requestId, dev = false }: { nonce: string | null; requestId: string; dev?: boolean },
): Response {
  const res = new Response(response.body, response);
  const h = res.headers;
  const { hostname, protocol } = new URL(request.url);
  const local = hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
  h.set("Content-Security-Policy", contentSecurityPolicy(nonce, dev));
  h.set("X-Content-Type-Options", "nosniff");
  h.set(
    "Referrer-Policy",
    isTokenPath(new URL(request.url).pathname) ? "same-origin" : "strict-origin-when-cross-origin",
  );
  h.set("X-Frame-Options", "DENY");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
  if (!local && protocol === "https:") h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  h.set("X-Request-Id", requestId);
  if (!h.has("Cache-Control")) h.set("Cache-Control", defaultCacheControl(request, res));
  return res;
}

/**
 * The `_headers` rules (Workers Static Assets) for pages prerendered at build time, which the Worker never sees:
 * for each path, the headers applySecurityHeaders gives that page when the Worker renders it for a visitor on the
 * public https origin, with no nonce (a static page has no inline script), less what only a request has (its
 * X-Request-Id) and what the asset server sets itself (Content-Type). Written into the client build by Vite
 * (vite.config.ts), so the two can never drift apart.
 */
export function staticPageHeaderRules(paths: readonly string[]): string {
  const own = new Set(["x-request-id", "content-type"]);
  return paths
    .map((path) => {
      const request = new Request(new URL(path, "https://static-page.invalid"));
      const page = new Response(null, { headers: { "Content-Type": "text/html; charset=utf-8" } });
      const headers = [...applySecurityHeaders(request, page, { nonce: null, requestId: "" }).headers];
      const lines = headers.filter(([name]) => !own.has(name)).map(([name, value]) => `  ${name}: ${value}`);
      return `${path}\n${lines.join("\n")}\n`;
    })
    .join("");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A data-changing request that a page on another site made the browser send (cross-site request forgery). */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("Origin");
  if (origin === null) return request.headers.get("Sec-Fetch-Site") === "cross-site";
  return origin !== new URL(request.url).origin;
}
