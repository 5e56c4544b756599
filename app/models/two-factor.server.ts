// Two-factor sign-in for staff: set up (a secret shown as a QR code, confirmed by a first code), checked at sign-in
// (a TOTP code one step either side of now, never the same step twice, or a single-use recovery code), turned off
// with the password or a code, and the D1 setting that requires it of every administrator.
import { and, count, eq, exists, isNotNull, isNull, or, lt, sql } from "drizzle-orm";
import { renderSVG } from "uqr";
import { appSettings, recoveryCodes, userTwoFactor } from "~/db/schema";
import { db } from "~/db/client.server";
import { conflict, HttpError } from "~/platform/errors.server";
import { site } from "~/platform/site";
import { base32Encode, matchingTotpStep, newTotpSecret, otpauthUri } from "~/platform/totp.server";
import { hashSessionId } from "~/models/sessions.server";
import type { StaffUser } from "~/db/schema";

export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  invalidCode: "That code is not valid. Enter the current code from your authenticator app, or a recovery code.",
  setupCode: "That code does not match. Check the time on your phone and enter the current 6-digit code.",
  alreadyOn: "Two-factor sign-in is already on.",
  notOn: "Two-factor sign-in is not on.",
  noSetup: "Start the set-up again: no secret is waiting for confirmation.",
  proof: "Enter your password and a current code (or a recovery code) to turn two-factor sign-in off.",
  wrongProof: "That password or code is not right.",
  requiredForApi: "Administrators must use two-factor sign-in: set it up on My account (/admin/account) first.",
} as const;

const REQUIRE_FOR_ADMINS = "require_two_factor_admins";

/** A recovery code as typed: case, spaces and hyphens do not matter. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

/** Ten new recovery codes, "xxxxx-xxxxx" in lower-case base32 (50 random bits each). */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32Encode(crypto.getRandomValues(new Uint8Array(7)))
      .slice(0, 10)
      .toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

export type TwoFactorStatus = {
  enabled: boolean;
  /** Set-up started and not yet confirmed: the secret to show again. */
  pendingSecret: string | null;
  recoveryCodesLeft: number;
};

export async function twoFactorStatus(userId: number): Promise<TwoFactorStatus> {
  const d = db();
  const [[row], [left]] = await d.batch([
    d.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1),
    d
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  return {
    enabled: Boolean(row?.enabledAt),
    pendingSecret: row && !row.enabledAt ? row.secret : null,
    recoveryCodesLeft: row?.enabledAt ? (left?.n ?? 0) : 0,
  };
}

export async function isTwoFactorEnabled(userId: number): Promise<boolean> {
  const [row] = await db()
    .select({ enabledAt: userTwoFactor.enabledAt })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .limit(1);
  return Boolean(row?.enabledAt);
}

/** Starts (or starts again) the set-up: a new secret, stored unconfirmed. Refused while two-factor is on. */
export async function startTwoFactorSetup(userId: number): Promise<string> {
  const secret = newTotpSecret();
  const [row] = await db()
    .insert(userTwoFactor)
    .values({ userId, secret, enabledAt: null, lastUsedStep: null })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  if (!row) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  return secret;
}

/** What the set-up shows: the QR code (an SVG drawn on the server) of the otpauth URI, and the secret as text. */
export function setupPicture(user: Pick<StaffUser, "email">, secret: string) {
  const uri = otpauthUri(secret, { issuer: `${site.name} Admin`, account: user.email });
  return { uri, svg: renderSVG(uri, { ecc: "M", border: 2 }), secret };
}

/**
 * Confirms the set-up with a first code: two-factor is on from now, that code's step counts as used, and ten new
 * recovery codes replace any old ones. Returns the codes, which are shown once and stored only hashed.
 */
export async function confirmTwoFactor(userId: number, code: string, now = Date.now()): Promise<string[]> {
  const [row] = await db().select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  if (!row) throw conflict(TWO_FACTOR_MESSAGES.noSetup);
  if (row.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const step = await matchingTotpStep(row.secret, code.replace(/\s/g, ""), { now });
  if (step === null)
    throw new HttpError(400, TWO_FACTOR_MESSAGES.setupCode, { errors: { code: [TWO_FACTOR_MESSAGES.setupCode] } });
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((c) => hashSessionId(normalizeRecoveryCode(c))));
  const d = db();
  // The codes are replaced only while this set-up is still pending, in the batch that ends it: of two confirms
  // at once (a double click), the second finds it on and changes nothing, so the codes the first showed work.
  const pending = and(
    eq(userTwoFactor.userId, userId),
    eq(userTwoFactor.secret, row.secret),
    isNull(userTwoFactor.enabledAt),
  );
  const stillPending = exists(
    d
      .select({ one: sql`1` })
      .from(userTwoFactor)
      .where(pending),
  );
  const [, , confirmed] = await d.batch([
    d.delete(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), stillPending)),
    // (id, user_id, code_hash, used_at): an insert from a select names every column, in the table's order.
    d.insert(recoveryCodes).select(
      sql`SELECT NULL, ${userId}, column1, NULL FROM (VALUES ${sql.join(
        hashes.map((h) => sql`(${h})`),
        sql`, `,
      )}) WHERE ${stillPending}`,
    ),
    d
      .update(userTwoFactor)
      .set({ enabledAt: new Date(now), lastUsedStep: step })
      .where(pending)
      .returning({ userId: userTwoFactor.userId }),
  ]);
  if (!confirmed[0]) throw conflict(TWO_FACTOR_MESSAGES.noSetup);
  return codes;
}

/** Turns two-factor off: the secret and the recovery codes are gone. The caller has checked the password or a code. */
export async function disableTwoFactor(userId: number): Promise<void> {
  const d = db();
  await d.batch(twoFactorOffQueries(d, userId));
}

/** The statements that switch a user's two-factor off (its secret and recovery codes go), for a caller's batch. */
export function twoFactorOffQueries(d: ReturnType<typeof db>, userId: number) {
  return [
    d.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId)),
    d.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
  ] as const;
}

/** The ids of the users who sign in with two-factor (User Management offers to reset it). */
export async function usersWithTwoFactor(): Promise<Set<number>> {
  const rows = await db()
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(isNotNull(userTwoFactor.enabledAt));
  return new Set(rows.map((r) => r.userId));
}

/**
 * Checks a second factor: a TOTP code (accepted within one step either side of now, and only for a step later than
 * the last one used, recorded atomically so a code never works twice) or an unused recovery code (used up here).
 */
export async function verifySecondFactor(
  userId: number,
  input: string,
  now = Date.now(),
): Promise<{ ok: true; method: "code" | "recovery" } | { ok: false }> {
  const code = input.trim();
  const [row] = await db().select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  if (!row?.enabledAt) return { ok: false };
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const step = await matchingTotpStep(row.secret, digits, { now, after: row.lastUsedStep });
    if (step === null) return { ok: false };
    const [claimed] = await db()
      .update(userTwoFactor)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return claimed ? { ok: true, method: "code" } : { ok: false };
  }
  const normalized = normalizeRecoveryCode(code);
  if (!/^[a-z2-7]{10}$/.test(normalized)) return { ok: false };
  const [used] = await db()
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, await hashSessionId(normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used ? { ok: true, method: "recovery" } : { ok: false };
}

// ---------------------------------------------------------------------------------------------------------
// The policy: an administrator setting, stored in D1.

export async function twoFactorRequiredForAdmins(): Promise<boolean> {
  const [row] = await db()
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REQUIRE_FOR_ADMINS))
    .limit(1);
  return row?.value === "true";
}

export async function setTwoFactorRequiredForAdmins(required: boolean): Promise<void> {
  const value = String(required);
  await db()
    .insert(appSettings)
    .values({ key: REQUIRE_FOR_ADMINS, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}

/** Whether this staff user must set up two-factor before using the back office: one query, for admins only. */
export async function mustSetUpTwoFactor(user: Pick<StaffUser, "id" | "role">): Promise<boolean> {
  if (user.role !== "admin") return false;
  const row = await db().get<{ required: string | null; enabled: number | null }>(
    sql`SELECT (SELECT ${appSettings.value} FROM ${appSettings} WHERE ${appSettings.key} = ${REQUIRE_FOR_ADMINS}) AS required,
      (SELECT ${userTwoFactor.enabledAt} FROM ${userTwoFactor} WHERE ${userTwoFactor.userId} = ${user.id}) AS enabled`,
  );
  return row?.required === "true" && row.enabled == null;
}
