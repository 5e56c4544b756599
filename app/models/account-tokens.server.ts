// Single-use account links: a forgotten password (one hour) and an invitation (seven days). The link carries 32
// random bytes; D1 keeps only their SHA-256 hash. Using a link sets the password, ends every session of the user
// and voids the user's other open links, all in one atomic batch, so a link works exactly once.
import { and, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import { accountTokens, sessions, users } from "~/db/schema";
import { db } from "~/db/client.server";
import { hashPassword } from "~/platform/password.server";
import type { AccountTokenPurpose } from "~/schemas/vocabulary";
import { hashSessionId, newSessionId } from "~/models/sessions.server";
import { staffColumns, type StaffUser } from "~/db/schema";

export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  invitation: 7 * DAY_MS,
};

/** What a token in a link looks like: 32 random bytes, base64url (the session id's format). */
export const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type { TokenProblem } from "~/schemas/account";
import type { TokenProblem } from "~/schemas/account";
import { DAY_MS, daysBefore } from "~/platform/time";

/**
 * Whether a new link voids the user's earlier open ones. A resent invitation replaces the last (only the newest
 * works). Reset links do not: anyone may ask for a reset of any address, and if each request cancelled the last,
 * a stranger could keep the owner's link from ever working. Using any link voids the rest (redeemAccountToken).
 */
const REPLACES_OPEN_LINKS: Record<AccountTokenPurpose, boolean> = { invitation: true, password_reset: false };

/** Issues a link for the user and stores its hash. Returns the token (for the e-mail, never stored) and its row id. */
export async function issueAccountToken(
  userId: number,
  purpose: AccountTokenPurpose,
  now = Date.now(),
): Promise<{ token: string; id: number }> {
  const token = newSessionId();
  const d = db();
  const insert = d
    .insert(accountTokens)
    .values({
      userId,
      purpose,
      tokenHash: await hashSessionId(token),
      createdAt: new Date(now),
      expiresAt: new Date(now + TOKEN_LIFETIME_MS[purpose]),
    })
    .returning({ id: accountTokens.id });
  const voidOpen = d
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  const [row] = REPLACES_OPEN_LINKS[purpose] ? (await d.batch([voidOpen, insert]))[1] : await insert;
  return { token, id: row!.id };
}

/** Whether a link can still be used, and whose it is (for the page that shows the password form). */
export async function inspectAccountToken(
  token: string,
  purpose: AccountTokenPurpose,
  now = Date.now(),
): Promise<{ ok: true; user: StaffUser } | { ok: false; problem: TokenProblem }> {
  if (!ACCOUNT_TOKEN_PATTERN.test(token)) return { ok: false, problem: "unknown" };
  const [row] = await db()
    .select({ usedAt: accountTokens.usedAt, expiresAt: accountTokens.expiresAt, user: staffColumns })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.tokenHash, await hashSessionId(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  if (!row) return { ok: false, problem: "unknown" };
  if (row.usedAt) return { ok: false, problem: "used" };
  if (row.expiresAt.getTime() <= now) return { ok: false, problem: "expired" };
  return { ok: true, user: row.user };
}

/**
 * Uses a link: in one atomic batch marks it used (only if still open and not expired), sets the new password (and
 * ends the invitation state), ends every session of the user and voids the user's other open links. Returns the
 * user, or why the link could not be used.
 */
export async function redeemAccountToken(
  token: string,
  purpose: AccountTokenPurpose,
  password: string,
  now = Date.now(),
): Promise<{ ok: true; user: StaffUser } | { ok: false; problem: TokenProblem }> {
  const checked = await inspectAccountToken(token, purpose, now);
  if (!checked.ok) return checked;
  const tokenHash = await hashSessionId(token);
  const passwordHash = await hashPassword(password);
  const at = new Date(now);
  const d = db();
  // The row this request marked: the statements after it act only on the user of a link used at this instant.
  const redeemedUser = d
    .select({ id: accountTokens.userId })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.usedAt, at)));
  const [marked, updated] = await d.batch([
    d
      .update(accountTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, at),
        ),
      )
      .returning({ userId: accountTokens.userId, expiresAt: accountTokens.expiresAt }),
    d
      .update(users)
      .set({ passwordHash, invitedAt: null, updatedAt: at })
      .where(inArray(users.id, redeemedUser))
      .returning(staffColumns),
    d.delete(sessions).where(inArray(sessions.userId, redeemedUser)),
    d.delete(accountTokens).where(and(inArray(accountTokens.userId, redeemedUser), isNull(accountTokens.usedAt))),
  ]);
  const [user] = updated;
  if (!marked[0] || !user) return { ok: false, problem: "used" };
  return { ok: true, user };
}

/** Open links of the users, by purpose: which accounts show "Invited" with a link still valid. */
export async function openTokenExpiry(purpose: AccountTokenPurpose, now = Date.now()): Promise<Map<number, Date>> {
  const rows = await db()
    .select({ userId: accountTokens.userId, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  return new Map(rows.filter((r) => r.expiresAt.getTime() > now).map((r) => [r.userId, r.expiresAt]));
}

/** Voids the user's open links of this purpose (a revoked invitation); how many there were. */
export async function voidAccountTokens(userId: number, purpose: AccountTokenPurpose): Promise<number> {
  const result = await db()
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  return result.meta.changes ?? 0;
}

/** The daily sweep: links used or expired more than a day ago are of no further use (the page says "expired"). */
export async function pruneAccountTokens(now = new Date()): Promise<{ pruned: number }> {
  const dayAgo = daysBefore(now, 1);
  const result = await db()
    .delete(accountTokens)
    .where(or(lte(accountTokens.expiresAt, dayAgo), lte(accountTokens.usedAt, dayAgo)));
  return { pruned: result.meta.changes ?? 0 };
}
