// Website Stats' counting: which answers are a page view, and the in-isolate batch they wait in before one D1
// write. Called from the Worker entry (workers/app.ts), after the answer is ready, so views answered from the edge
// cache count too; and for the prerendered pages, which the Worker never sees, from their beacon (POST /api/views,
// sent by app/behaviour/views.ts). Nothing about the visitor is kept: the view becomes (UTC day, path, referring
// host) + 1.
import { isbot } from "isbot";
import { settings } from "~/platform/env.server";
import { PRERENDERED_PATHS } from "~/platform/site";
import { withoutToken } from "~/platform/security-headers";

/** Views wait this long in the isolate, so a burst becomes one batched upsert rather than one write each. */
export const FLUSH_AFTER_MS = 1_000;
const MAX_PATH = 200;
const MAX_HOST = 100;

export type ViewKey = { day: string; path: string; referrer: string };

const NOT_PAGES = [/^\/admin(\/|$)/i, /^\/api(\/|$)/i, /^\/cdn-cgi\//i, /\.[a-z0-9]+$/i];

/**
 * The view this answer is, or null when it is not one: only a GET for a public page answered 200 with HTML, asked
 * by a person's browser (no bot, no prefetch) who is not signed-in staff. The referrer is reduced to its host name,
 * and dropped when it is this site.
 */
export function pageView(request: Request, response: Response, now: Date): ViewKey | null {
  if (request.method !== "GET" || response.status !== 200) return null;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return null;
  const url = new URL(request.url);
  if (NOT_PAGES.some((re) => re.test(url.pathname)) || url.pathname.length > MAX_PATH) return null;
  // Routing ignores letter case, so /JOBS is a view of /jobs: one row, not one per spelling. A token page counts
  // under its pattern, without the token.
  const path = withoutToken(url.pathname).toLowerCase();
  // A prerendered page counts through its beacon only, wherever it was answered from (the asset server, or the
  // Worker for /SERVICES or in development), so no view of it is counted twice.
  if (isPrerenderedPath(path) || !fromPerson(request)) return null;
  return { day: now.toISOString().slice(0, 10), path, referrer: referrerHost(request.headers.get("Referer"), url) };
}

/**
 * The view a prerendered page's beacon reports: its path and the address the page was opened from (the page's
 * `document.referrer`, what the Worker reads from `Referer` for a page it renders), under the same rules.
 */
export function beaconView(request: Request, page: { path: string; referrer: string }, now: Date): ViewKey | null {
  if (!isPrerenderedPath(page.path) || !fromPerson(request)) return null;
  const url = new URL(request.url);
  return { day: now.toISOString().slice(0, 10), path: page.path, referrer: referrerHost(page.referrer, url) };
}

const PRERENDERED = new Set<string>(PRERENDERED_PATHS);

/** Whether a (lower-cased) path is a prerendered page's, counted by its beacon rather than by the Worker. */
function isPrerenderedPath(path: string): boolean {
  return PRERENDERED.has(path);
}

/** A person's browser: no bot, no prefetch or prerender, not signed-in staff. */
function fromPerson(request: Request): boolean {
  const agent = request.headers.get("User-Agent");
  if (!agent || isbot(agent)) return false;
  const purpose = request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "";
  if (/prefetch|prerender/i.test(purpose)) return false;
  return !/(^|;\s*)cn_session=/.test(request.headers.get("Cookie") ?? "");
}

/** The referring site's host name without www., or "" when there is none or it is this site (any of its names). */
function referrerHost(referer: string | null, url: URL): string {
  if (!referer) return "";
  try {
    const bare = (host: string) => host.toLowerCase().replace(/^www\./, "");
    const host = bare(new URL(referer).hostname);
    const own = [bare(url.hostname), bare(new URL(settings().SITE_URL).hostname)];
    return own.includes(host) || host.length > MAX_HOST ? "" : host;
  } catch {
    return "";
  }
}

/** Views not yet written, by key; the isolate's own, shared by the requests it serves. */
const pending = new Map<string, ViewKey & { views: number }>();
let flushScheduled = false;

/**
 * Adds the view to the batch. The first view of a batch schedules its write after FLUSH_AFTER_MS and keeps its own
 * request alive for it (`waitUntil`); the views that arrive meanwhile join the same write.
 */
export function countView(
  view: ViewKey,
  waitUntil: (promise: Promise<unknown>) => void,
  write: (views: (ViewKey & { views: number })[]) => Promise<void>,
): void {
  const key = `${view.day}\n${view.path}\n${view.referrer}`;
  const entry = pending.get(key);
  if (entry) entry.views += 1;
  else pending.set(key, { ...view, views: 1 });
  if (flushScheduled) return;
  flushScheduled = true;
  waitUntil(
    new Promise((resolve) => setTimeout(resolve, FLUSH_AFTER_MS)).then(async () => {
      const batch = [...pending.values()];
      pending.clear();
      flushScheduled = false;
      await write(batch);
    }),
  );
}
