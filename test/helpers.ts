// Small helpers for driving the Worker from tests: requests, staff accounts and sign-in.
import { env, exports } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { beforeAll, expect, vi } from "vitest";
import { seedStatements } from "~/db/seed";
import { invalidatePublicPages } from "~/platform/edge-cache.server";
import { VERSION_TRUST_MS } from "~/platform/page-memory.server";
import { PUBLIC_WRITE_LIMIT } from "~/platform/rate-limit.server";
import { imageForm } from "./images";

export const ORIGIN = "http://localhost";
export const PRIMARY_ADMIN_EMAIL = "primary@cordillera.example";

/** The password every test account has, and its argon2id hash (made once with the app's parameters). */
export const PASSWORD = "Correct-Horse-1";
const PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$SJ6kpsAjCZXyA2ZlUp9PJg$h/dUH02pYhxtkXs/XgGJ9hRarUL5ieD42WTPMPK3GA8";

let visitor = 0;
/** A client address of its own for each request, so the public-write rate limits only bite where a test means them to. */
export function visitorAddress() {
  visitor += 1;
  return `198.18.${(visitor >> 8) & 255}.${visitor & 255}`;
}

/**
 * Waits for a fresh rate-limit window when the current one is nearly over: the simulated binding counts in windows
 * aligned to the wall clock, so a burst that straddled a minute boundary was counted in two windows and its 31st
 * request got through (a flake seen once in CI). Up to 20 s: a test that calls it needs `{ timeout: 60_000 }`.
 */
export async function startOfAWindow() {
  const periodMs = PUBLIC_WRITE_LIMIT.periodSeconds * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

export function get(path: string, init?: RequestInit & { origin?: string }) {
  const headers = new Headers(init?.headers);
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", visitorAddress());
  return exports.default.fetch(
    new Request(new URL(path, init?.origin ?? ORIGIN), { redirect: "manual", ...init, headers }),
  );
}

/** Uploads an image to the media library (POST /api/blog-images) as the account of `cookie`. */
export function uploadImage(data: Uint8Array, name: string, type: string, cookie: string) {
  return get("/api/blog-images", { method: "POST", body: imageForm(data, name, type), headers: { Cookie: cookie } });
}

export async function page(path: string, init?: RequestInit & { origin?: string }) {
  const res = await get(path, init);
  return { res, html: await res.text() };
}

/** A view of a public page, once its copy has landed in the edge cache (kept after the response, through
 * waitUntil), so the next view of it is a repeat view. */
export async function firstView(path: string, init?: RequestInit & { origin?: string }) {
  const first = await page(path, init);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return first;
}

export function postForm(path: string, fields: Record<string, string>, cookie?: string) {
  return get(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
}

/** Posts the form as the account of `cookie`, asserts it was refused with a 400, and returns that answer. */
export async function postRefused(path: string, fields: Record<string, string>, cookie?: string) {
  const res = await postForm(path, fields, cookie);
  expect(res.status, path).toBe(400);
  return res;
}

export function sendJson(path: string, method: string, body: unknown, cookie?: string) {
  return get(path, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
  });
}

let counter = 0;
/** A unique e-mail for this test run. */
export function uniqueEmail(prefix = "staff") {
  return `${prefix}-${Date.now().toString(36)}-${++counter}@cordillera.example`;
}

/** Inserts a staff account with PASSWORD and returns its id. */
export async function createStaff(email: string, role: "admin" | "editor") {
  const row = await env.DB.prepare("INSERT INTO users (email, password_hash, role) VALUES (?, ?, ?) RETURNING id")
    .bind(email.toLowerCase(), PASSWORD_HASH, role)
    .first<{ id: number }>();
  return row!.id;
}

/** The primary administrator, created once per test file. */
export async function primaryAdmin() {
  const found = await env.DB.prepare("SELECT id FROM users WHERE email = ?")
    .bind(PRIMARY_ADMIN_EMAIL)
    .first<{ id: number }>();
  return found?.id ?? createStaff(PRIMARY_ADMIN_EMAIL, "admin");
}

export const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith(`${name}=`));

/** Signs in through the login form and returns the session cookie. */
export async function signIn(email: string, password = PASSWORD) {
  const res = await postForm("/admin/login", { email, password });
  if (res.status !== 302) throw new Error(`sign-in failed for ${email}: ${res.status}`);
  return cookieOf(res, "cn_session")!;
}

/** The primary administrator, signed in: { id, cookie }. */
export async function signedInPrimary() {
  const id = await primaryAdmin();
  return { id, cookie: await signIn(PRIMARY_ADMIN_EMAIL) };
}

/** A signed-in account of the role: { id, email, cookie }. */
export async function staff(role: "admin" | "editor") {
  const email = uniqueEmail(role);
  const id = await createStaff(email, role);
  return { id, email, cookie: await signIn(email) };
}

/**
 * Signed-in accounts of these roles for a file's tests, made once before they run: `const { admin, editor } =
 * signedInStaff("admin", "editor")` at the top of a file, then `admin.cookie` in a test. Each object is filled in place
 * by the file's beforeAll, so it is empty while the module loads.
 */
export function signedInStaff<R extends "admin" | "editor">(...roles: R[]) {
  const accounts = Object.fromEntries(roles.map((role) => [role, {}])) as Record<
    R,
    { id: number; email: string; cookie: string }
  >;
  beforeAll(async () => {
    for (const role of roles) Object.assign(accounts[role], await staff(role));
  }, 60_000);
  return accounts;
}

/**
 * A test that writes D1 directly goes around the app's write pipelines, which tell the edge cache that public pages
 * changed; it tells the cache itself, as an operator editing the database would have to. Against the built Worker
 * (the smoke suite) the test is another isolate: the Worker's memory trusts the version it knows for
 * VERSION_TRUST_MS (docs/decisions/0036), so the write is waited out as another isolate's would be.
 */
export async function changedOutsideTheApp() {
  await invalidatePublicPages();
  await new Promise((resolve) => setTimeout(resolve, VERSION_TRUST_MS));
}

/**
 * A Cache kept in a Map, for calling withEdgeCache directly and reading what it stored (keyed by URL). Given another
 * one's `stored`, it is the same data centre's cache as a new isolate sees it (with a memory tier of its own).
 */
export function memoryCache(stored = new Map<string, Response>()) {
  const urlOf = (key: Request | string) => (typeof key === "string" ? key : key.url);
  const cache = {
    match: async (key: Request | string) => stored.get(urlOf(key))?.clone(),
    put: async (key: Request | string, res: Response) => void stored.set(urlOf(key), res),
  } as unknown as Cache;
  return { cache, stored };
}

/** Loads the demo content's rows for one table (the seed's statements that name it). */
export function seedTable(table: string) {
  return env.DB.batch(
    seedStatements(new Date())
      .filter((s) => s.includes(table))
      .map((s) => env.DB.prepare(s)),
  );
}

/**
 * The Worker's module, for the tests that hand its queue() handler a batch they then inspect (`exports.default.queue`
 * cannot take one). It is loaded when the test runs, as the module `exports.default.fetch` reaches is, and not
 * imported statically: a test's import graph names only what it imports, so watch mode reruns it for those modules,
 * and a test that reaches a module only through the Worker is run by name (docs/decisions/0020).
 */
export async function workerEntry(): Promise<ExportedHandler<Env>> {
  const entry = "@worker";
  return ((await import(/* @vite-ignore */ entry)) as { default: ExportedHandler<Env> }).default;
}

/**
 * Hands the Worker's queue() handler a batch of these messages on `queue`, as the queue would, and returns what it did
 * with each (acked, retried).
 */
export async function queueThroughWorker(queue: string, messages: Parameters<typeof createMessageBatch>[1]) {
  const batch = createMessageBatch(queue, messages);
  const ctx = createExecutionContext();
  await (
    await workerEntry()
  ).queue!(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

/**
 * Runs one tick of the Worker's cron at a fixed moment, as the Cron Trigger would (a scheduled event, which ends when
 * its jobs have), through the Worker's own entry rather than a static import of it: this file is imported by every
 * integration test, and a test's import graph must stay its own so that watch mode reruns only the tests that import
 * a changed module (docs/decisions/0020).
 */
export async function cronTick(cron: string, at: number) {
  const entry = exports.default as unknown as {
    scheduled(event: { scheduledTime: Date; cron: string }): Promise<unknown>;
  };
  const result = await entry.scheduled({ scheduledTime: new Date(at), cron });
  const outcome = (result as { outcome?: string } | undefined)?.outcome;
  if (outcome && outcome !== "ok") throw new Error(`The cron tick "${cron}" ended with ${outcome}`);
}

/**
 * Makes the first D1 statement whose SQL matches `pattern` fail when it runs (or the one after `after` matching ones
 * ran), as a D1 write can fail after the work before it succeeded (a blip, an isolate at its limit); every other
 * statement runs as usual. Returns the spy: a test calls `mockRestore()` when done.
 */
export function failD1Once(pattern: RegExp, { after = 0 } = {}) {
  const prepare = env.DB.prepare.bind(env.DB);
  let failed = false;
  let passed = 0;
  return vi.spyOn(env.DB, "prepare").mockImplementation((query: string) => {
    if (failed || !pattern.test(query) || passed++ < after) return prepare(query);
    failed = true;
    const fail = () => Promise.reject(new Error("D1_ERROR: injected failure"));
    const statement = { bind: () => statement, run: fail, all: fail, raw: fail, first: fail };
    return statement as unknown as D1PreparedStatement;
  });
}
