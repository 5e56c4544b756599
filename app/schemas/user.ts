// Staff account inputs: sign-in, and the user form of User Management. Shared by pages, /api and admin:create,
// so it imports nothing but zod (through ./zod.ts, which configures it).
import { z } from "../platform/zod.ts";
import { orList, USER_ROLES } from "./vocabulary.ts";
import { HIDDEN_CHARACTERS_MESSAGE, visibleText } from "../platform/hidden-characters.ts";

export const LOGIN_MESSAGES = {
  email: "Please enter a valid email address",
  password: "Password is required",
  invalid: "Invalid email or password",
  throttled: "Too many login attempts. Try again later.",
} as const;

export const USER_MESSAGES = {
  usernameRequired: "Username is required",
  email: "Must be a valid email",
  passwordLength: "Password must be at least 8 characters",
  passwordUpper: "Password must contain at least 1 uppercase letter",
  passwordLower: "Password must contain at least 1 lowercase letter",
  passwordNumber: "Password must contain at least 1 number",
  passwordSpecial: "Password must contain at least 1 special character",
  passwordMismatch: "Passwords don't match",
  exists: "User already exists",
  ownPassword: "Change your own password in My account, with your current password.",
  ownEmail: "Your own e-mail address can only be changed by another administrator.",
} as const;

export const ROLE_DESCRIPTIONS = { admin: "Admin (Full Access)", editor: "Editor (Content)" } as const;

const text = (v: unknown) => (typeof v === "string" ? v : undefined);

/** The e-mail a staff member signs in with (log in, and asking for a reset link), lower-cased. */
export const loginEmailField = z
  .preprocess(text, z.string({ error: LOGIN_MESSAGES.email }))
  .pipe(z.string().trim().max(254, LOGIN_MESSAGES.email).email(LOGIN_MESSAGES.email))
  .transform((e) => e.toLowerCase());

export const loginSchema = z.object({
  email: loginEmailField,
  password: z
    .preprocess(text, z.string({ error: LOGIN_MESSAGES.password }).min(1, LOGIN_MESSAGES.password))
    .pipe(z.string().max(1024, LOGIN_MESSAGES.invalid)),
});

const emailField = z
  .preprocess(text, z.string({ error: USER_MESSAGES.usernameRequired }).trim().min(1, USER_MESSAGES.usernameRequired))
  .pipe(z.string().max(254, USER_MESSAGES.email).email(USER_MESSAGES.email))
  .transform((e) => e.toLowerCase());

export const passwordField = z
  .string({ error: USER_MESSAGES.passwordLength })
  .min(8, USER_MESSAGES.passwordLength)
  .max(128, "Password must be at most 128 characters")
  .regex(/[A-Z]/, USER_MESSAGES.passwordUpper)
  .regex(/[a-z]/, USER_MESSAGES.passwordLower)
  .regex(/[0-9]/, USER_MESSAGES.passwordNumber)
  .regex(/[^A-Za-z0-9]/, USER_MESSAGES.passwordSpecial);

const nameField = z
  .preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined),
    z.string().max(100).refine(visibleText, HIDDEN_CHARACTERS_MESSAGE).optional(),
  )
  .transform((v) => v ?? null);

const roleField = z.enum(USER_ROLES, { error: `Role must be ${orList(USER_ROLES)}` }).default("editor");

/** What /api/auth/register and user creation take. */
export const userCreateSchema = z.object({
  email: emailField,
  name: nameField,
  password: passwordField,
  role: roleField,
});

/** What PATCH /api/users/{id} and the edit form take: a missing or blank password keeps the current one. */
export const userUpdateSchema = z.object({
  email: emailField,
  name: nameField,
  password: z.preprocess((v) => (v === "" || v === null ? undefined : v), passwordField.optional()),
  role: roleField,
});

const confirmMatches = (d: { password?: string; confirmPassword?: string }) =>
  (d.password ?? "") === (d.confirmPassword ?? "");
const confirmField = z.preprocess(text, z.string().optional());

/**
 * The User Management edit dialog: the same rules plus Confirm Password. (Adding a user, which may instead send an
 * invitation, is userFormAddSchema in ./account.ts.)
 */
export const userFormUpdateSchema = userUpdateSchema
  .extend({ confirmPassword: confirmField })
  .refine(confirmMatches, { message: USER_MESSAGES.passwordMismatch, path: ["confirmPassword"] });

export type UserCreateInput = z.infer<typeof userCreateSchema>;
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

export const ACCOUNT_MESSAGES = {
  currentPassword: "Current password is required",
  wrongCurrent: "Current password is incorrect",
  samePassword: "The new password must be different from the current one",
  currentSession: "This is the session you are using: sign out with Logout instead",
  sessionNotFound: "Session not found",
} as const;

/** My account's own details (the e-mail and role are for an administrator to change). */
export const accountProfileSchema = z.object({ name: nameField });

/** One's own current password, asked again before a change a stolen session must not make. */
export const currentPasswordField = z
  .preprocess(text, z.string({ error: ACCOUNT_MESSAGES.currentPassword }).min(1, ACCOUNT_MESSAGES.currentPassword))
  .pipe(z.string().max(1024, ACCOUNT_MESSAGES.wrongCurrent));

/** Changing one's own password: POST /api/account/password, and the My account form below. */
export const passwordChangeSchema = z.object({
  currentPassword: currentPasswordField,
  password: z.preprocess(text, passwordField),
});

/** The My account form: the same rules plus Confirm Password. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: confirmField })
  .refine(confirmMatches, { message: USER_MESSAGES.passwordMismatch, path: ["confirmPassword"] });

export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
