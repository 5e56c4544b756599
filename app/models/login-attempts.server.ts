// Sign-in throttling: failed attempts per e-mail inside a sliding window.
import { and, count, eq, gt, lte } from "drizzle-orm";
import { loginAttempts } from "~/db/schema";
import { db } from "~/lib/db.server";

export const MAX_FAILED_LOGINS = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export async function isLoginThrottled(email: string, now = Date.now()): Promise<boolean> {
  const [row] = await db()
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.attemptedAt, new Date(now - LOGIN_WINDOW_MS))));
  return (row?.n ?? 0) >= MAX_FAILED_LOGINS;
}

/** Records a failure and forgets this e-mail's failures that have left the window. */
export async function recordFailedLogin(email: string, now = Date.now()): Promise<void> {
  const d = db();
  await d.batch([
    d.delete(loginAttempts).where(
      and(eq(loginAttempts.email, email), lte(loginAttempts.attemptedAt, new Date(now - LOGIN_WINDOW_MS))),
    ),
    d.insert(loginAttempts).values({ email, attemptedAt: new Date(now) }),
  ]);
}

export async function clearFailedLogins(email: string): Promise<void> {
  await db().delete(loginAttempts).where(eq(loginAttempts.email, email));
}
