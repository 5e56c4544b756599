// Sessions live on the server: the signed cookie carries a random session id, D1 keeps only its hash, and the
// row is checked on every request, so logout, a password change and the server-side lifetimes end a session.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { adminCreateSql } from "~/db/admin-create-sql";
import {
  endAllSessions,
  endOtherSessions,
  pruneExpiredSessions,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from "~/models/sessions.server";
import { cookieOf, createStaff, get, PASSWORD, postForm, sendJson, signIn, staff, uniqueEmail } from "../helpers";

/** The session id inside a signed cookie (`cn_session=<base64 JSON>.<signature>`). */
function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  const payload = value.slice(0, value.lastIndexOf("."));
  return (JSON.parse(atob(payload)) as { sid: string }).sid;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const signedIn = async (cookie: string) => (await get("/admin", { headers: { Cookie: cookie } })).status === 200;
const sessionRows = async (userId: number) =>
  (await env.DB.prepare("SELECT * FROM sessions WHERE user_id = ?").bind(userId).all<Record<string, unknown>>())
    .results;

describe("a session", () => {
  it("is a fresh random id for every sign-in, stored only as its SHA-256 hash with who and where", async () => {
    const email = uniqueEmail("two-logins");
    const id = await createStaff(email, "admin");
    const first = await get("/admin/login", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "User-Agent": "TestBrowser/1.0",
        "CF-Connecting-IP": "203.0.113.7",
      },
      body: new URLSearchParams({ email, password: PASSWORD }),
    });
    const a = cookieOf(first, "cn_session")!;
    const b = await signIn(email);
    expect(a).not.toBe(b);
    expect(sessionIdOf(a)).not.toBe(sessionIdOf(b));
    expect(sessionIdOf(a)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await signedIn(a)).toBe(true);
    expect(await signedIn(b)).toBe(true);

    const rows = await sessionRows(id);
    expect(rows).toHaveLength(2);
    const row = rows.find((r) => r.user_agent === "TestBrowser/1.0")!;
    expect(row.id_hash).toBe(await sha256Hex(sessionIdOf(a)));
    expect(row.client_address).toBe("203.0.113.7");
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(SESSION_ABSOLUTE_MS);
    // The id itself is nowhere in the database.
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(sessionIdOf(a));
    expect(dump).not.toContain(sessionIdOf(b));
  });

  it("ends on logout: the old cookie no longer works (page and API)", async () => {
    const email = uniqueEmail("logout");
    const id = await createStaff(email, "admin");
    const page = await signIn(email);
    const api = await signIn(email);
    expect((await postForm("/admin/logout", {}, page)).status).toBe(302);
    expect(await signedIn(page)).toBe(false);
    expect(await signedIn(api)).toBe(true);
    expect((await sendJson("/api/auth/logout", "POST", undefined, api)).status).toBe(200);
    expect(await signedIn(api)).toBe(false);
    expect((await get("/api/users", { headers: { Cookie: api } })).status).toBe(401);
    expect(await sessionRows(id)).toHaveLength(0);
  });

  it("ends when it has been idle for longer than the idle lifetime", async () => {
    const { id, cookie } = await staff("editor");
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ? WHERE user_id = ?")
      .bind(Date.now() - SESSION_IDLE_MS - 1000, id)
      .run();
    expect(await signedIn(cookie)).toBe(false);
  });

  it("ends at its absolute expiry, however active", async () => {
    const { id, cookie } = await staff("editor");
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1000, id)
      .run();
    expect(await signedIn(cookie)).toBe(false);
  });

  it("records activity at most once every few minutes", async () => {
    const { id, cookie } = await staff("editor");
    const lastSeen = async () => Number((await sessionRows(id))[0]!.last_seen_at);
    const old = Date.now() - SESSION_TOUCH_INTERVAL_MS - 60_000;
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ? WHERE user_id = ?").bind(old, id).run();
    expect(await signedIn(cookie)).toBe(true);
    const touched = await lastSeen();
    expect(Date.now() - touched).toBeLessThan(60_000);
    expect(await signedIn(cookie)).toBe(true);
    expect(await lastSeen()).toBe(touched);
  });

  it("rows past their lifetimes are pruned", async () => {
    const { id } = await staff("editor");
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)",
      ).bind("a".repeat(64), id, now - 40 * 86_400_000, now - 1000, now - 1000),
      env.DB.prepare(
        "INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)",
      ).bind("b".repeat(64), id, now - 9 * 86_400_000, now - SESSION_IDLE_MS - 1000, now + 86_400_000),
    ]);
    expect(await sessionRows(id)).toHaveLength(3);
    // Signing in (anyone) sweeps them; so does the function a cron can call.
    await signIn((await staff("editor")).email);
    expect(await sessionRows(id)).toHaveLength(1);
    await env.DB.prepare(
      "INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)",
    )
      .bind("c".repeat(64), id, now - 40 * 86_400_000, now - 1000, now - 1000)
      .run();
    expect(await pruneExpiredSessions()).toBeGreaterThanOrEqual(1);
    expect(await sessionRows(id)).toHaveLength(1);
  });
});

describe("a password change", () => {
  it("by an administrator in User Management ends every session of that user", async () => {
    const admin = await staff("admin");
    const email = uniqueEmail("changed");
    const id = await createStaff(email, "editor");
    const one = await signIn(email);
    const two = await signIn(email);
    const res = await postForm(
      "/admin/users",
      {
        intent: "update",
        id: String(id),
        email,
        password: "Brand-New-Pass-1",
        confirmPassword: "Brand-New-Pass-1",
        role: "editor",
      },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    expect(await signedIn(one)).toBe(false);
    expect(await signedIn(two)).toBe(false);
    expect(await signedIn(admin.cookie)).toBe(true);
  });

  it("through PATCH /api/users/:id ends every session of that user", async () => {
    const admin = await staff("admin");
    const email = uniqueEmail("patched");
    const id = await createStaff(email, "editor");
    const cookie = await signIn(email);
    const res = await sendJson(
      `/api/users/${id}`,
      "PATCH",
      { email, password: "Brand-New-Pass-2", role: "editor" },
      admin.cookie,
    );
    expect(res.status).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
  });

  // One's own password changes only in My account, with the current one (account.test.ts): through the users API
  // a stolen session could set a password it never knew and sign the owner out everywhere (issue 35 F1).
  it("of one's own password is refused by the users API, and ends no session", async () => {
    const email = uniqueEmail("self");
    const id = await createStaff(email, "admin");
    const here = await signIn(email);
    const elsewhere = await signIn(email);
    const res = await sendJson(`/api/users/${id}`, "PATCH", { email, password: "My-New-Pass-3", role: "admin" }, here);
    expect(res.status).toBe(400);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(true);
    expect(await signIn(email)).toBeTruthy();
  });

  it("leaves sessions alone when the edit keeps the password", async () => {
    const admin = await staff("admin");
    const email = uniqueEmail("kept");
    const id = await createStaff(email, "editor");
    const cookie = await signIn(email);
    await sendJson(`/api/users/${id}`, "PATCH", { email, password: "", role: "editor", name: "Renamed" }, admin.cookie);
    expect(await signedIn(cookie)).toBe(true);
  });

  it("by npm run admin:create (a reset) ends every session of that user", async () => {
    const email = uniqueEmail("reset");
    const id = await createStaff(email, "admin");
    const cookie = await signIn(email);
    const statements = adminCreateSql({
      email,
      hash: "$argon2id$v=19$m=19456,t=2,p=1$x$y",
      role: "admin",
      name: null,
      now: Date.now(),
    })
      .split("\n")
      .filter(Boolean);
    await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
    expect(await signedIn(cookie)).toBe(false);
    expect(await sessionRows(id)).toHaveLength(0);
  });
});

describe("the session model", () => {
  it("endOtherSessions keeps one session, endAllSessions ends them all", async () => {
    const email = uniqueEmail("model");
    const id = await createStaff(email, "editor");
    const keep = await signIn(email);
    const other = await signIn(email);
    await endOtherSessions(id, sessionIdOf(keep));
    expect(await signedIn(keep)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    await endAllSessions(id);
    expect(await signedIn(keep)).toBe(false);
  });
});
