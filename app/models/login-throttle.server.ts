// Sign-in throttling, and with the same counters password-reset requests and two-factor codes. Every attempt is
// counted before the password is checked, with one conditional upsert per counter (so a burst of parallel
// attempts cannot all slip past a check made before any of them is recorded):
//   - per account and client address: 5 in 15 minutes, then 429 for that account from that address only, so
//     an attacker's failures never lock the owner out from anywhere else;
//   - per client address across accounts (password spraying): 20 in 15 minutes, then 429 for any account.
// A successful sign-in clears its account-and-address counter and gives its attempt back to the address.
import { eq, lte, sql } from "drizzle-orm";
import { loginThrottle } from "~/db/schema";
import { db } from "~/db/client.server";

export const MAX_FAILED_LOGINS = 5;
export const MAX_FAILED_LOGINS_PER_ADDRESS = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** The two counters an attempt for this account from this client address (clientAddress's key) counts against. */
export function throttleKeys(email: string, address: string) {
  return { account: `account:${email}|${address}`, address: `address:${address}` };
}

/**
 * Counts one attempt against both counters, atomically, and says whether it may go on to the password check.
 * A counter whose window has passed starts again at 1. Stale counters are swept in the same batch.
 */
export async function reserveLoginAttempt(email: string, address: string, now = Date.now()): Promise<boolean> {
  const keys = throttleKeys(email, address);
  return reserveAttempts(
    [
      { key: keys.account, max: MAX_FAILED_LOGINS },
      { key: keys.address, max: MAX_FAILED_LOGINS_PER_ADDRESS },
    ],
    now,
  );
}

/**
 * The same atomic counting for any set of counters (sign-in, password-reset requests, two-factor codes): one
 * conditional upsert per key in one batch, each in a window of LOGIN_WINDOW_MS; true when every counter is
 * still within its limit after this attempt.
 */
export async function reserveAttempts(counters: { key: string; max: number }[], now = Date.now()): Promise<boolean> {
  const d = db();
  const cutoff = new Date(now - LOGIN_WINDOW_MS);
  const count = (key: string) =>
    d
      .insert(loginThrottle)
      .values({ key, attempts: 1, windowStartedAt: new Date(now) })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        // Both expressions read the row as it was: a passed window restarts the count and the clock.
        set: {
          attempts: sql`CASE WHEN ${loginThrottle.windowStartedAt} <= ${cutoff.getTime()} THEN 1 ELSE min(${loginThrottle.attempts} + 1, 1000000) END`,
          windowStartedAt: sql`CASE WHEN ${loginThrottle.windowStartedAt} <= ${cutoff.getTime()} THEN ${now} ELSE ${loginThrottle.windowStartedAt} END`,
        },
      })
      .returning({ attempts: loginThrottle.attempts });
  const [, ...rows] = await d.batch([
    d.delete(loginThrottle).where(lte(loginThrottle.windowStartedAt, cutoff)),
    ...counters.map((c) => count(c.key)),
  ]);
  return counters.every((c, i) => ((rows[i] as { attempts: number }[])[0]?.attempts ?? Infinity) <= c.max);
}

/** After a successful sign-in: the account starts afresh from this address, and the address gets its attempt back. */
export async function clearLoginAttempts(email: string, address: string): Promise<void> {
  const keys = throttleKeys(email, address);
  const d = db();
  await d.batch([
    d.delete(loginThrottle).where(eq(loginThrottle.key, keys.account)),
    d
      .update(loginThrottle)
      .set({ attempts: sql`max(${loginThrottle.attempts} - 1, 0)` })
      .where(eq(loginThrottle.key, keys.address)),
  ]);
}
