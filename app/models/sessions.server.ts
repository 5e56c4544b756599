// Staff sessions on the server. The cookie holds a random session id; D1 holds only its SHA-256 hash, the user,
// and the lifetimes, checked on every read: idle (no request for 7 days) and absolute (30 days after sign-in).
import { and, desc, eq, gt, lte, ne, or, sql } from "drizzle-orm";
import { sessions, staffColumns, users, type StaffUser } from "~/db/schema";
import { db, type Db } from "~/db/client.server";
import { afterResponse } from "~/platform/request-telemetry.server";
import { DAY_MS } from "~/platform/time";

export const SESSION_IDLE_MS = 7 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** last_seen_at is written at most this often per session, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** What a session id looks like in a cookie: 32 random bytes, base64url. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function hashSessionId(id: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(id));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Rows past either lifetime; the sweep and the reads use the same rule. */
function expired(now: number) {
  return or(lte(sessions.expiresAt, new Date(now)), lte(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)));
}

/** Starts a session and returns its id (for the cookie). Expired rows of anyone are swept on the way. */
export async function createSession(
  userId: number,
  client: { userAgent: string | null; clientAddress: string | null },
  now = Date.now(),
): Promise<string> {
  const id = newSessionId();
  const d = db();
  await d.batch([
    d.delete(sessions).where(expired(now)),
    d.insert(sessions).values({
      idHash: await hashSessionId(id),
      userId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      clientAddress: client.clientAddress,
    }),
  ]);
  return id;
}

/**
 * The user of a live session, in one query (session joined with its user), or null. Activity is recorded at
 * most every few minutes, after the response, so a busy session costs no extra write per request.
 */
export async function getSessionUserById(id: string, now = Date.now()): Promise<StaffUser | null> {
  if (!SESSION_ID_PATTERN.test(id)) return null;
  const idHash = await hashSessionId(id);
  const [row] = await db()
    .select({ user: staffColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await afterResponse(() =>
      db()
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(and(eq(sessions.idHash, idHash), lte(sessions.lastSeenAt, new Date(now - SESSION_TOUCH_INTERVAL_MS)))),
    );
  }
  return row.user;
}

/** Logout: the session is gone, whoever still holds the cookie. */
export async function endSession(id: string): Promise<void> {
  if (!SESSION_ID_PATTERN.test(id)) return;
  await db()
    .delete(sessions)
    .where(eq(sessions.idHash, await hashSessionId(id)));
}

/** The hash of a session to keep, or null (none, or not a session id at all). */
export async function keptSessionHash(keepSessionId: string | null | undefined): Promise<string | null> {
  return keepSessionId && SESSION_ID_PATTERN.test(keepSessionId) ? hashSessionId(keepSessionId) : null;
}

/**
 * The statement that ends a user's sessions, all of them or all but the one with this hash; not run, so it can
 * join a batch with the change that causes it (a new password).
 */
export function endSessionsQuery(d: Db, userId: number, keepHash: string | null) {
  return d
    .delete(sessions)
    .where(keepHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepHash)) : eq(sessions.userId, userId));
}

/** Ends every session of the user except the one with this id (the one making the change); says how many. */
export async function endOtherSessions(userId: number, keepSessionId: string | null): Promise<number> {
  const keep = await keptSessionHash(keepSessionId);
  const result = await endSessionsQuery(db(), userId, keep);
  return result.meta.changes ?? 0;
}

export async function endAllSessions(userId: number): Promise<void> {
  await endSessionsQuery(db(), userId, null);
}

/** Deletes sessions past either lifetime and says how many; sign-in does this too, a cron may call it. */
export async function pruneExpiredSessions(now = Date.now()): Promise<number> {
  const result = await db().delete(sessions).where(expired(now));
  return result.meta.changes ?? 0;
}

/**
 * How My account names a session in its list and URLs: the first 16 hex digits of the stored hash. Not the cookie's
 * id (which must never leave the cookie) nor the whole stored hash; unique enough within one user's sessions, and
 * every query on it is also limited to that user.
 */
export const SESSION_KEY_LENGTH = 16;
export const sessionKeyOf = (idHash: string) => idHash.slice(0, SESSION_KEY_LENGTH);
const SESSION_KEY_PATTERN = /^[0-9a-f]{16}$/;

/** A user's live sessions, the most recently used first. */
export async function listUserSessions(userId: number, now = Date.now()) {
  const rows = await db()
    .select({
      idHash: sessions.idHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      clientAddress: sessions.clientAddress,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map(({ idHash, ...row }) => ({ key: sessionKeyOf(idHash), ...row }));
}

/** Ends one of the user's sessions by its key; says whether there was one (another user's key matches nothing). */
export async function endUserSessionByKey(userId: number, key: string): Promise<boolean> {
  if (!SESSION_KEY_PATTERN.test(key)) return false;
  const result = await db()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sql`substr(${sessions.idHash}, 1, ${SESSION_KEY_LENGTH})`, key)));
  return (result.meta.changes ?? 0) > 0;
}
