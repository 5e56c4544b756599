// Forgotten passwords: a request answers the same, in about the same time, whether or not the address is a staff
// account (the lookup, the link and the e-mail happen after the response); a link sets a new password once, ends
// every session of the account and sends a "your password was changed" notice. Shared by the pages and /api.
import { settings, siteUrl } from "~/platform/env.server";
import { passwordResetMail } from "~/models/mail-templates.server";
import { clientAddress } from "~/platform/client-address";
import { afterResponse } from "~/platform/request-telemetry.server";
import { issueAccountToken, redeemAccountToken, type TokenProblem } from "~/models/account-tokens.server";
import { actingFrom, recordAudit } from "~/models/audit-log.server";
import { reserveAttempts } from "~/models/login-throttle.server";
import { queueMessages } from "~/models/outbox.server";
import { getUserWithHashByEmail, notifyPasswordChanged } from "~/models/users.server";
import { type StaffUser } from "~/db/schema";

export const MAX_RESET_REQUESTS_PER_EMAIL = 3;
export const MAX_RESET_REQUESTS_PER_ADDRESS = 10;

/** The page a link opens (the token is the last path segment; never logged or stored as is). */
export const resetLink = (token: string) => siteUrl(`/admin/reset-password/${token}`);

/**
 * Asks for a reset link. Counted per client address first, then per e-mail (the same for unknown addresses, so
 * the answer tells nothing); the account lookup, the link and the e-mail run after the response. A request past the
 * e-mail's limit sends nothing, but blocks nobody: earlier links stay valid (account-tokens.server.ts), so whoever
 * asked three times has three working links in the inbox; and an address past its own limit no longer counts
 * against the e-mail at all.
 */
export async function requestPasswordReset(request: Request, email: string): Promise<{ ok: boolean }> {
  const allowed =
    (await reserveAttempts([
      { key: `reset-address:${clientAddress(request)}`, max: MAX_RESET_REQUESTS_PER_ADDRESS },
    ])) && (await reserveAttempts([{ key: `reset:${email}`, max: MAX_RESET_REQUESTS_PER_EMAIL }]));
  if (!allowed) return { ok: false };
  await afterResponse(async () => {
    const found = await getUserWithHashByEmail(email);
    if (!found) return;
    const { token, id } = await issueAccountToken(found.id, "password_reset");
    await queueMessages(id, [passwordResetMail(found.email, { siteUrl: settings().SITE_URL, link: resetLink(token) })]);
    await recordAudit(actingFrom(request, null), {
      action: "password",
      entity: "user",
      entityId: found.id,
      summary: "password reset link requested",
    });
  });
  return { ok: true };
}

/**
 * Sets a new password from a reset link: the link works once; every session of the account ends; the notice goes
 * out. Two-factor is not bypassed: the caller still asks for a code before starting a session.
 */
export async function resetPasswordWithToken(
  request: Request,
  token: string,
  password: string,
): Promise<{ ok: true; user: StaffUser } | { ok: false; problem: TokenProblem }> {
  const result = await redeemAccountToken(token, "password_reset", password);
  if (!result.ok) return result;
  const { user } = result;
  await recordAudit(actingFrom(request, user), {
    action: "password",
    entity: "user",
    entityId: user.id,
    summary: "password reset with an e-mailed link; every session ended",
  });
  await afterResponse(() => notifyPasswordChanged(user));
  return result;
}
