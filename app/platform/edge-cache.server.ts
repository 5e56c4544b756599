// The edge cache: one layer in the Worker entry (workers/app.ts) that answers anonymous public GET pages from the
// Cache API, so a repeat view runs no render and no D1 query. What may be cached is decided here and only here;
// docs/decisions/0010-edge-cache.md says why it works the way it does.
//
// - Cached: a GET for a public page (not /admin, /api, feeds or the unsubscribe page), without a Cookie or an
//   Authorization header, whose query string is empty or one we normalise (QUERY_RULES), answered 200 with HTML,
//   rendered as a static page (no CSP nonce in it: request-context's `staticPageContext`) and without Set-Cookie.
// - Invalidation: every entry's key carries a content version kept in the Cache API itself. A write that may change
//   a public page (invalidatePublicPages, called by the admin and /api write paths) stores a new version, so the
//   next view in this data centre renders afresh; entries elsewhere live at most MAX_AGE_S seconds.
// - Time: a page that lists posts while one is scheduled is kept no longer than until that post goes live
//   (`contentChangesAt` in request-telemetry.server.ts), so it appears at its moment in every data centre; a page
//   rendered without a part whose read failed says it changes now, and is not kept at all.
// - Two tiers: the isolate's memory first (page-memory.server.ts: no Cache API call at all, the version trusted for
//   a second), then the Cache API. The Worker entry asks memory before it does anything else (`fromMemory`).

import { PageMemory, type KeptPage } from "./page-memory.server";
import { contentChangesAtNoted } from "./request-telemetry.server";
import { isPrivatePath } from "./security-headers";
import { bindings } from "./env.server";

const MAX_AGE_S = 60;
/** The version entry outlives the pages; if it is ever evicted a new one starts, which only costs misses. */
const VERSION_MAX_AGE_S = 7 * 24 * 3600;
/**
 * Where the content version is kept: one per deployed Worker version. The Cache API outlives a deploy, and a page
 * the last version kept names its CSS and JavaScript, which the new deploy's assets no longer have: a new version
 * starts with a new content version, so an empty cache.
 */
const versionKey = () => `https://edge-cache.internal/content-version/${bindings().CF_VERSION_METADATA.id}`;

type Normaliser = (params: URLSearchParams) => string | null;

const oneOf =
  (name: string, allowed: (value: string) => string | null): Normaliser =>
  (params) => {
    const keys = [...new Set(params.keys())];
    if (keys.length === 0) return "";
    if (keys.length !== 1 || keys[0] !== name || params.getAll(name).length !== 1) return null;
    const value = allowed(params.get(name)!);
    return value === null ? null : value === "" ? "" : `${name}=${encodeURIComponent(value)}`;
  };

const slug = (value: string) => (/^[a-z0-9-]{1,40}$/.test(value) ? value : null);

/** The blog's "Load more articles" (?limit=12), in either language. */
const blogLimit = oneOf("limit", (v) => (/^[1-9]\d{0,2}$/.test(v) ? v : null));

/** Public pages whose query string changes what they show, and how it is normalised (null: not cacheable). */
const QUERY_RULES: Record<string, Normaliser> = {
  "/jobs": oneOf("category", (v) => (v.toLowerCase() === "all" ? "" : slug(v.toLowerCase()))),
  "/blog": blogLimit,
  "/es/blog": blogLimit,
  "/": oneOf("study", slug),
  "/case-studies": oneOf("study", slug),
};

// /media is immutable and served from R2 with its own long Cache-Control; asking the page cache first is a wasted lookup.
// Matched case-insensitively, as routing matches: `/NEWSLETTER/confirm` is the same page as `/newsletter/confirm`.
// The booking form shows the moment's free slots (issue 31); a meeting's and an interview's links are token pages
// (security-headers.ts `isTokenPath`), private like the rest of `isPrivatePath`.
const NEVER = [/^\/newsletter(\/|$)/i, /^\/media\//i, /\.(xml|txt)$/i, /^\/(es\/)?contact\/book(\/|$)/i];

/** The page's cache key (without the version), or null when this request must not be answered from the cache. */
export function cacheablePath(request: Request): string | null {
  if (request.method !== "GET") return null;
  if (request.headers.has("Cookie") || request.headers.has("Authorization")) return null;
  const url = new URL(request.url);
  if (isPrivatePath(url.pathname) || NEVER.some((re) => re.test(url.pathname))) return null;
  const query = url.search === "" ? "" : (QUERY_RULES[url.pathname]?.(url.searchParams) ?? null);
  if (query === null) return null;
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

/** Whether a rendered answer may be kept: a static page, 200, HTML, setting no cookie. */
export function storable(response: Response, staticPage: boolean): boolean {
  return (
    staticPage &&
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

/** A Cache and the isolate's memory in front of it. */
type Tier = { cache: Cache; memory: PageMemory };

async function currentVersion({ cache, memory }: Tier): Promise<string> {
  const trusted = memory.trustedVersion();
  if (trusted) return trusted;
  const hit = await cache.match(versionKey());
  if (!hit) return bumpVersion({ cache, memory });
  const version = await hit.text();
  memory.noteVersion(version);
  return version;
}

async function bumpVersion({ cache, memory }: Tier): Promise<string> {
  const version = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  memory.noteVersion(version);
  await cache.put(
    versionKey(),
    new Response(version, { headers: { "Cache-Control": `public, max-age=${VERSION_MAX_AGE_S}` } }),
  );
  return version;
}

// workerd's CacheStorage has `default`; the DOM typings the project also loads do not know it.
const defaultCache = (): Cache | null =>
  typeof caches === "undefined" ? null : ((caches as unknown as { default?: Cache }).default ?? null);

const defaultMemory = new PageMemory();
const memories = new WeakMap<Cache, PageMemory>();

/** The default cache with the isolate's memory, or a given cache (a test's) with a memory of its own. */
function tierOf(cache: Cache | null | undefined): Tier | null {
  if (cache === undefined) {
    const standard = defaultCache();
    return standard ? { cache: standard, memory: defaultMemory } : null;
  }
  if (cache === null) return null;
  let memory = memories.get(cache);
  if (!memory) memories.set(cache, (memory = new PageMemory()));
  return { cache, memory };
}

const entryKey = (request: Request, path: string, version: string) =>
  `${new URL(request.url).origin}${path}${path.includes("?") ? "&" : "?"}__v=${version}`;

/**
 * Public pages may now show something else: start a new content version in this data centre. Awaited by the write
 * that calls it, so the writer's next view is fresh; a failure is the caller's to log.
 */
export async function invalidatePublicPages(cache?: Cache | null): Promise<void> {
  const tier = tierOf(cache);
  if (tier) await bumpVersion(tier);
}

/**
 * The isolate's own copy of this page, when the request may be answered from the cache and the isolate trusts the
 * version it knows: the Worker entry's first question, before a nonce, a request id or telemetry exist.
 */
export function fromMemory(request: Request, now = Date.now()): KeptPage | null {
  if (request.body !== null) return null;
  const path = cacheablePath(request);
  const version = path === null ? null : defaultMemory.trustedVersion(now);
  return path === null || version === null ? null : defaultMemory.recall(entryKey(request, path, version), now);
}

/** When a stored copy stops being true (ms since the epoch), so memory never keeps it longer than the Cache API. */
const EXPIRES_HEADER = "X-Edge-Expires";
const STORAGE_ONLY = new Set(["cache-control", EXPIRES_HEADER.toLowerCase()]);

/**
 * What memory keeps of an answer: its bytes, status and headers until `expires`, less what is the cache's business
 * (the stored copy's lifetime): the browser gets the page's own policy.
 */
function kept(body: ArrayBuffer, response: Response, expires: number): KeptPage {
  const headers = [...response.headers].filter(([name]) => !STORAGE_ONLY.has(name.toLowerCase()));
  return { body, status: response.status, headers, expires };
}

const answer = (page: KeptPage) =>
  new Response(page.body, { status: page.status, headers: page.headers as [string, string][] });

/** How long a rendered page may be kept: MAX_AGE_S, or less when its content changes sooner (whole seconds). */
export function lifetimeSeconds(changesAt: number | undefined, now = Date.now()): number {
  if (changesAt === undefined) return MAX_AGE_S;
  return Math.max(0, Math.min(MAX_AGE_S, Math.floor((changesAt - now) / 1000)));
}

export type CacheStatus = "HIT" | "MISS" | "BYPASS";

/**
 * Answers from the cache or renders. `render` reports whether the page was rendered static (no nonce); a miss that
 * may be kept is stored after the response has gone out (`waitUntil`).
 */
export async function withEdgeCache(
  request: Request,
  render: () => Promise<{ response: Response; staticPage: boolean }>,
  waitUntil: (promise: Promise<unknown>) => void,
  cache?: Cache | null,
): Promise<{ response: Response; status: CacheStatus }> {
  const tier = tierOf(cache);
  const path = tier ? cacheablePath(request) : null;
  if (!tier || path === null) return { response: (await render()).response, status: "BYPASS" };

  const key = entryKey(request, path, await currentVersion(tier));
  const inMemory = tier.memory.recall(key);
  if (inMemory) return { response: answer(inMemory), status: "HIT" };
  const hit = await tier.cache.match(key);
  if (hit) {
    const page = kept(await hit.arrayBuffer(), hit, Number(hit.headers.get(EXPIRES_HEADER)) || Date.now());
    tier.memory.keep(key, page);
    return { response: answer(page), status: "HIT" };
  }

  const { response, staticPage } = await render();
  const maxAge = lifetimeSeconds(contentChangesAtNoted());
  if (!storable(response, staticPage) || !response.body || maxAge < 1) return { response, status: "BYPASS" };
  const [mine, stored] = response.body.tee();
  const expires = Date.now() + maxAge * 1000;
  waitUntil(
    (async () => {
      const body = await new Response(stored).arrayBuffer();
      tier.memory.keep(key, kept(body, response, expires));
      const copy = new Response(body, response);
      copy.headers.set("Cache-Control", `public, max-age=${maxAge}`);
      copy.headers.set(EXPIRES_HEADER, String(expires));
      await tier.cache.put(key, copy);
    })().catch(() => undefined),
  );
  return { response: new Response(mine, response), status: "MISS" };
}
