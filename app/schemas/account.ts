// Inputs of the staff account flows: asking for a reset link, choosing a password from a link, and a two-factor
// code (with the current password, to turn it on). Shared by the pages (conform) and /api; imports nothing but zod,
// the user rules and the shared yes/no rule.
import { z } from "../platform/zod.ts";
import { booleanField } from "~/schemas/fields";
import { currentPasswordField, loginEmailField, passwordField, USER_MESSAGES, userCreateSchema } from "./user.ts";

const text = (v: unknown) => (typeof v === "string" ? v : undefined);

export const forgotPasswordSchema = z.object({ email: loginEmailField });

/** A new password from a link: the spec's password rules, and Confirm Password must match. */
export const setPasswordSchema = z
  .object({
    password: z.preprocess(text, passwordField),
    confirmPassword: z.preprocess(text, z.string().optional()),
  })
  .refine((d) => d.password === (d.confirmPassword ?? ""), {
    message: USER_MESSAGES.passwordMismatch,
    path: ["confirmPassword"],
  });

/** For /api, where a client that checked the confirmation itself may leave it out. */
export const apiSetPasswordSchema = z.object({
  token: z.preprocess(text, z.string({ error: "Token is required" }).min(1, "Token is required").max(100)),
  password: z.preprocess(text, passwordField),
});

export const TWO_FACTOR_CODE_MESSAGES = { required: "Enter the 6-digit code from your authenticator app" } as const;

/** A code typed to confirm set-up or to turn two-factor off: six digits (spaces allowed). */
export const totpCodeField = z.preprocess(text, z.string({ error: TWO_FACTOR_CODE_MESSAGES.required })).pipe(
  z
    .string()
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_CODE_MESSAGES.required)),
);

/**
 * Confirming the two-factor set-up: the first code, and the current password, so a session alone (stolen, or a
 * laptop left signed in) cannot put someone else's authenticator on the account.
 */
export const twoFactorConfirmSchema = z.object({ code: totpCodeField, currentPassword: currentPasswordField });

/** Why a single-use link cannot be used, in words the page and the API show. */
export const TOKEN_MESSAGES = {
  used: "This link has already been used. Ask for a new one if you still need it.",
  expired: "This link has expired. Ask for a new one.",
  unknown: "This link is not valid. Check that you copied the whole address, or ask for a new one.",
} as const;

export type TokenProblem = keyof typeof TOKEN_MESSAGES;

export const RESET_MESSAGES = {
  sent: "If that e-mail belongs to a staff account, a link to reset its password is on its way. The link works once, for one hour.",
  throttled: "Too many reset requests. Try again later.",
  done: "Your password has been changed.",
} as const;

/**
 * User Management's Add User form: the spec's fields, plus "send an invitation instead". Invited, the password
 * fields are not needed (the invitee chooses one); otherwise they follow the spec's rules as before.
 */
export const userFormAddSchema = userCreateSchema
  .omit({ password: true })
  .extend({
    invite: booleanField,
    password: z.preprocess(text, z.string().optional()),
    confirmPassword: z.preprocess(text, z.string().optional()),
  })
  // Checked whatever else is wrong with the form (`when`), so an empty form shows every field's error at once, and
  // every rule the password breaks, like the edit form (one try shows everything to fix). A box that failed its own
  // check still holds what was sent ("maybe"), which is not an invitation: hence `=== true`.
  .superRefine(
    (d, ctx) => {
      if (d.invite === true) return;
      const checked = passwordField.safeParse(d.password ?? "");
      if (!checked.success) {
        for (const issue of checked.error.issues)
          ctx.addIssue({ code: "custom", path: ["password"], message: issue.message });
      } else if (d.password !== (d.confirmPassword ?? "")) {
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: USER_MESSAGES.passwordMismatch });
      }
    },
    { when: () => true },
  );
