// My account's two-factor section, server side: what the section shows (loader) and the intents it posts (action),
// in one place, so the account route only spreads them in. Its component is components/admin/two-factor-settings.
import { data } from "react-router";
import type { FormAnswer } from "~/server/admin-action.server";
import { flash, intent } from "~/server/admin-action.server";
import { HttpError } from "~/platform/errors.server";
import { verifyPassword } from "~/platform/password.server";
import { actingFrom, recordAudit } from "~/models/audit-log.server";
import {
  confirmTwoFactor,
  disableTwoFactor,
  mustSetUpTwoFactor,
  setupPicture,
  startTwoFactorSetup,
  twoFactorRequiredForAdmins,
  twoFactorStatus,
  TWO_FACTOR_MESSAGES,
  verifySecondFactor,
} from "~/models/two-factor.server";
import { MAX_FAILED_LOGINS, reserveAttempts } from "~/models/login-throttle.server";
import { getUserWithHashByEmail } from "~/models/users.server";
import { checkOwnPassword } from "~/models/account.server";
import { callerOf } from "~/server/auth.server";
import { type StaffUser } from "~/db/schema";
import { LOGIN_MESSAGES } from "~/schemas/user";
import { twoFactorConfirmSchema } from "~/schemas/account";
import { z } from "~/platform/zod";

/** What the section shows. */
export async function twoFactorSection(user: StaffUser) {
  const [status, required, mustSetUp] = await Promise.all([
    twoFactorStatus(user.id),
    user.role === "admin" ? twoFactorRequiredForAdmins() : Promise.resolve(false),
    mustSetUpTwoFactor(user),
  ]);
  return {
    enabled: status.enabled,
    recoveryCodesLeft: status.recoveryCodesLeft,
    setup: status.pendingSecret ? setupPicture(user, status.pendingSecret) : null,
    requiredForAdmins: required,
    mustSetUp,
  };
}

/** The answer that carries the recovery codes: shown once, in this response only, never stored in clear. */
export type RecoveryCodesAnswer = FormAnswer & { recoveryCodes: string[] };

/** The intents of the section, for adminAction on /admin/account. */
export function twoFactorIntents(user: StaffUser, request: Request) {
  const audit = (summary: string) =>
    recordAudit(actingFrom(request, user), { action: "two_factor", entity: "user", entityId: user.id, summary });
  return {
    "two-factor-start": intent({
      schema: z.object({}),
      // Nothing changes until a first code confirms the set-up, which records its own entry (two-factor-confirm).
      audit: false,
      run: async () => {
        await startTwoFactorSetup(user.id);
        return flash(
          {
            type: "success",
            title: "Scan the QR code",
            description: "Add the account to your authenticator app, then enter the code it shows and your password.",
          },
          "/admin/account#two-factor",
        );
      },
    }),
    "two-factor-confirm": intent({
      schema: twoFactorConfirmSchema,
      dialog: { hideFields: ["currentPassword"] },
      audit: false,
      run: async ({ code, currentPassword }) => {
        // The password first, checked and throttled as for a password change: a session alone must not put
        // another authenticator on the account (and lock its owner out). A wrong one writes nothing.
        await checkOwnPassword(user, currentPassword, await callerOf(request));
        const recoveryCodes = await confirmTwoFactor(user.id, code);
        await audit("two-factor sign-in turned on; 10 recovery codes issued");
        const answer: RecoveryCodesAnswer = { result: null, error: null, recoveryCodes };
        return answer;
      },
      failed: (error) => ({ title: "Two-factor not turned on", text: error.message }),
    }),
    "two-factor-cancel": intent({
      schema: z.object({}),
      audit: false,
      run: async () => {
        const { enabled } = await twoFactorStatus(user.id);
        if (enabled) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
        await disableTwoFactor(user.id);
        return flash({ type: "success", title: "Set-up cancelled", description: "Two-factor sign-in stays off." });
      },
    }),
    "two-factor-disable": intent({
      // Both are asked for (conform reads an empty field as missing, so the rule is the run's): a session alone,
      // or a password alone, must not switch the second factor off.
      schema: z.object({ password: z.string().optional(), code: z.string().optional() }),
      dialog: { hideFields: ["password", "code"] },
      audit: false,
      run: async (input, { reply }) => {
        const password = input.password ?? "";
        const code = input.code?.trim() ?? "";
        const { enabled } = await twoFactorStatus(user.id);
        if (!enabled) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
        if (!password || !code) {
          return data<FormAnswer>(
            { result: reply({ fieldErrors: { password: [TWO_FACTOR_MESSAGES.proof] } }), error: null },
            400,
          );
        }
        // Guessing the password or a code here is throttled like signing in.
        if (!(await reserveAttempts([{ key: `two-factor-off:${user.id}`, max: MAX_FAILED_LOGINS }])))
          throw new HttpError(429, LOGIN_MESSAGES.throttled);
        const found = await getUserWithHashByEmail(user.email);
        const proven =
          found !== undefined &&
          (await verifyPassword(password, found.passwordHash)) &&
          (await verifySecondFactor(user.id, code)).ok;
        if (!proven) {
          return data<FormAnswer>(
            { result: reply({ fieldErrors: { password: [TWO_FACTOR_MESSAGES.wrongProof] } }), error: null },
            400,
          );
        }
        await disableTwoFactor(user.id);
        await audit("two-factor sign-in turned off");
        return flash({
          type: "success",
          title: "Two-factor sign-in turned off",
          description: "Signing in now takes only your password.",
        });
      },
    }),
  };
}
