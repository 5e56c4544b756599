// The second step of signing in, shared by the login page, the password-reset page and /api/auth/login: a user
// with two-factor on gets no session after the password, only a short-lived signed challenge, which a valid code
// (or recovery code) then turns into a session. Codes count against the sign-in throttle (per account and address,
// and per address): someone who has the password but not the phone never locks the owner out from elsewhere.
import { sign, verify } from "~/platform/signing.server";
import { parseId } from "~/platform/params";
import { clientAddress } from "~/platform/client-address";
import {
  clearLoginAttempts,
  LOGIN_WINDOW_MS,
  MAX_FAILED_LOGINS,
  MAX_FAILED_LOGINS_PER_ADDRESS,
  reserveAttempts,
  throttleKeys,
} from "~/models/login-throttle.server";
import { actingFrom, recordAudit, recordedRecently } from "~/models/audit-log.server";
import { isTwoFactorEnabled, verifySecondFactor, TWO_FACTOR_MESSAGES } from "~/models/two-factor.server";
import { createUserSession } from "~/server/auth.server";
import { getUserById, recordLogin } from "~/models/users.server";
import { type StaffUser } from "~/db/schema";
import { LOGIN_MESSAGES } from "~/schemas/user";

/** How long the code step waits after the password was right. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

export const CHALLENGE_MESSAGES = {
  expired: "Your sign-in took too long. Please log in again.",
  required: "Enter the code from your authenticator app.",
} as const;

const PURPOSE = "two-factor-challenge";

/**
 * A challenge for the user: "<user id>.<expiry ms>.<signature>", a hidden field on the code form. The signature
 * also covers the client address the password came from, so a challenge taken elsewhere is worth nothing.
 */
export async function twoFactorChallenge(request: Request, userId: number, now = Date.now()): Promise<string> {
  const value = `${userId}.${now + CHALLENGE_LIFETIME_MS}`;
  return `${value}.${await sign(PURPOSE, `${value}.${clientAddress(request)}`)}`;
}

/** The user id a challenge was issued for, if it is genuine, not expired and used from the same client address. */
async function challengeUserId(request: Request, challenge: unknown, now = Date.now()): Promise<number | null> {
  if (typeof challenge !== "string" || challenge.length > 200) return null;
  const [id, expires = "", signature = "", ...extra] = challenge.split(".");
  const userId = parseId(id);
  if (userId === null || extra.length || !/^\d{1,15}$/.test(expires) || !/^[A-Za-z0-9_-]{20,100}$/.test(signature))
    return null;
  if (Number(expires) <= now) return null;
  if (!(await verify(PURPOSE, `${id}.${expires}.${clientAddress(request)}`, signature))) return null;
  return userId;
}

/** The audit summary's " via the API" for a sign-in through /api. */
const viaApi = (request: Request) => (new URL(request.url).pathname.startsWith("/api/") ? " via the API" : "");

export type CodeResult =
  | { ok: true; user: StaffUser; method: "code" | "recovery" }
  | { ok: false; status: 400 | 401 | 429; message: string; restart: boolean };

/**
 * The code step: checks the challenge, counts the attempt (the sign-in counters of the account and address, and a
 * per-account limit for codes), then the code. Success records the sign-in and clears the counters.
 */
export async function verifyChallengeCode(
  request: Request,
  { challenge, code }: { challenge: unknown; code: unknown },
): Promise<CodeResult> {
  const userId = await challengeUserId(request, challenge);
  const user = userId ? await getUserById(userId) : undefined;
  if (!user) return { ok: false, status: 400, message: CHALLENGE_MESSAGES.expired, restart: true };
  if (typeof code !== "string" || code.trim() === "" || code.length > 64)
    return { ok: false, status: 400, message: CHALLENGE_MESSAGES.required, restart: false };
  const address = clientAddress(request);
  const keys = throttleKeys(user.email, address);
  const allowed = await reserveAttempts([
    { key: keys.account, max: MAX_FAILED_LOGINS },
    { key: keys.address, max: MAX_FAILED_LOGINS_PER_ADDRESS },
  ]);
  const via = viaApi(request);
  // One entry per account, address and kind of failure per sign-in window: a flood of wrong codes is one row.
  const failed = async (why: string) => {
    const entry = { action: "sign_in_failed", summary: `${user.email} (${why})${via}` } as const;
    const nobody = actingFrom(request, null);
    if (await recordedRecently(nobody, entry, LOGIN_WINDOW_MS)) return;
    await recordAudit(nobody, { ...entry, entity: "session" });
  };
  if (!allowed) {
    await failed("too many attempts, two-factor code");
    return { ok: false, status: 429, message: LOGIN_MESSAGES.throttled, restart: false };
  }
  const checked = await verifySecondFactor(user.id, code);
  if (!checked.ok) {
    await failed("wrong two-factor code");
    return { ok: false, status: 401, message: TWO_FACTOR_MESSAGES.invalidCode, restart: false };
  }
  await Promise.all([clearLoginAttempts(user.email, address), recordLogin(user.id)]);
  // The sign-in is complete only now (auth.server.ts's strategy records nothing while the code is outstanding).
  const by = actingFrom(request, user);
  const how = checked.method === "recovery" ? "a recovery code" : "a two-factor code";
  await recordAudit(by, { action: "sign_in", entity: "session", summary: `Signed in with ${how}${via}` });
  if (checked.method === "recovery") {
    await recordAudit(by, {
      action: "two_factor",
      entity: "user",
      entityId: user.id,
      summary: "recovery code used to sign in",
    });
  }
  return { ok: true, user: { ...user, lastLoginAt: new Date() }, method: checked.method };
}

/**
 * After a password was proven (the login form, a reset link, an accepted invitation): the session cookie, or, with
 * two-factor on, the challenge for the code step instead.
 */
export async function sessionOrChallenge(
  request: Request,
  user: Pick<StaffUser, "id">,
  twoFactor?: boolean,
): Promise<{ cookie: string } | { challenge: string }> {
  if (twoFactor ?? (await isTwoFactorEnabled(user.id)))
    return { challenge: await twoFactorChallenge(request, user.id) };
  return { cookie: await createUserSession(request, user.id) };
}

/**
 * After a reset or an invitation link set the password (the link proved the mailbox): sessionOrChallenge, and a
 * session started here is a sign-in like any other, so Last Login and the audit log say so (with two-factor on,
 * the code step records it).
 */
export async function sessionAfterLink(
  request: Request,
  user: Pick<StaffUser, "id" | "email" | "role">,
  link: "reset" | "invitation",
): Promise<{ cookie: string } | { challenge: string }> {
  const next = await sessionOrChallenge(request, user);
  if ("cookie" in next) {
    await recordLogin(user.id);
    const how = link === "invitation" ? "an invitation link" : "a password reset link";
    await recordAudit(actingFrom(request, user), {
      action: "sign_in",
      entity: "session",
      summary: `Signed in with ${how}${viaApi(request)}`,
    });
  }
  return next;
}
