// Staff sign-in (remix-auth with the form strategy over argon2id hashes in D1), the session, and role guards.
import { redirect, createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { sessionStorage } from "~/server/cookies.server";
import { verifyAgainstDummy, verifyPassword } from "~/platform/password.server";
import type { Caller } from "~/models/account.server";
import { clientAddress, clientIp } from "~/platform/client-address";
import { clearLoginAttempts, reserveLoginAttempt } from "~/models/login-throttle.server";
import { createSession, endSession, getSessionUserById } from "~/models/sessions.server";
import { getUserWithHashByEmail, recordLogin } from "~/models/users.server";
import { type StaffUser } from "~/db/schema";
import { LOGIN_MESSAGES, loginSchema } from "~/schemas/user";
import type { UserRole } from "~/schemas/vocabulary";
import { isTwoFactorEnabled, mustSetUpTwoFactor } from "~/models/two-factor.server";
import { actingFrom, recordAudit, recordedRecently, type StaffActing } from "~/models/audit-log.server";

/** A throttled sign-in is recorded at most once in this long per e-mail and address. */
const THROTTLED_ENTRY_INTERVAL_MS = 5 * 60 * 1000;

export type LoginResult =
  /** twoFactor: the password was right, and a code must follow before there is a session (lib/sign-in.server.ts). */
  | { ok: true; user: StaffUser; twoFactor?: boolean }
  | { ok: false; status: 400 | 401 | 429; message: string; errors?: Record<string, string[]> };

/**
 * Checks an e-mail and password from a client address (platform/client-address.ts's key). The attempt
 * is counted before anything is verified; unknown e-mails cost the same time as wrong passwords.
 */
export async function verifyCredentials(
  input: Record<string, unknown>,
  client: { address: string },
): Promise<LoginResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
    return { ok: false, status: 400, message: "Validation failed", errors };
  }
  const { email, password } = parsed.data;
  if (!(await reserveLoginAttempt(email, client.address)))
    return { ok: false, status: 429, message: LOGIN_MESSAGES.throttled };

  const found = await getUserWithHashByEmail(email);
  const valid = found ? await verifyPassword(password, found.passwordHash) : await verifyAgainstDummy(password);
  if (!found || !valid) return { ok: false, status: 401, message: LOGIN_MESSAGES.invalid };
  const { passwordHash: _, ...user } = found;
  // The counters are cleared only once the code is right too, so a known password buys no fresh code attempts.
  if (await isTwoFactorEnabled(found.id)) return { ok: true, user, twoFactor: true };
  await Promise.all([clearLoginAttempts(email, client.address), recordLogin(found.id)]);
  return { ok: true, user: { ...user, lastLoginAt: new Date() } };
}

export const authenticator = new Authenticator<LoginResult>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const email = form.get("email") ?? form.get("username");
    const result = await verifyCredentials(
      { email, password: form.get("password") },
      { address: clientAddress(request) },
    );
    await auditSignIn(request, result, email);
    return result;
  }),
  "form",
);

/**
 * The audit entry of a sign-in, for the login page and POST /api/auth/login alike (both come through the strategy
 * above): who signed in, or which e-mail was tried and refused (a wrong password, or throttled). A malformed form
 * is not an attempt and is not recorded.
 */
async function auditSignIn(request: Request, result: LoginResult, email: FormDataEntryValue | null) {
  const via = new URL(request.url).pathname.startsWith("/api/") ? " via the API" : "";
  // A right password with two-factor on is not a sign-in yet: the code step records it (lib/sign-in.server.ts).
  if (result.ok && result.twoFactor) return;
  if (result.ok) {
    const by = actingFrom(request, result.user);
    await recordAudit(by, { action: "sign_in", entity: "session", summary: `Signed in${via}` });
  } else if (result.status !== 400) {
    const tried = typeof email === "string" ? email.trim().toLowerCase().slice(0, 254) : "";
    const why = result.status === 429 ? "too many attempts" : "wrong e-mail or password";
    const entry = { action: "sign_in_failed", summary: `${tried} (${why})${via}` } as const;
    // Wrong passwords are few (the throttle stops them); refusals are not, so each is recorded once per stretch.
    const nobody = actingFrom(request, null);
    if (result.status === 429 && (await recordedRecently(nobody, entry, THROTTLED_ENTRY_INTERVAL_MS))) return;
    await recordAudit(nobody, { ...entry, entity: "session" });
  }
}

/** Starts a session for the user: a row in D1, and a fresh cookie holding only its random id. */
export async function createUserSession(request: Request, userId: number): Promise<string> {
  const sid = await createSession(userId, {
    userAgent: request.headers.get("User-Agent"),
    clientAddress: clientIp(request),
  });
  const storage = sessionStorage(request);
  const session = await storage.getSession();
  session.set("sid", sid);
  return storage.commitSession(session);
}

/**
 * Ends the session on the server (whoever still holds the cookie) and clears the cookie: the admin Logout button
 * and POST /api/auth/logout alike, so the audit entry of a sign-out is written here.
 */
export async function destroyUserSession(request: Request): Promise<string> {
  const storage = sessionStorage(request);
  const session = await storage.getSession(request.headers.get("Cookie"));
  const sid = session.get("sid");
  if (typeof sid === "string") {
    const user = await getSessionUserById(sid);
    await endSession(sid);
    if (user)
      await recordAudit(actingFrom(request, user), { action: "session", entity: "session", summary: "Signed out" });
  }
  return storage.destroySession(session);
}

/** The id of the session the request carries (signature checked), or null; not yet checked against D1. */
export async function currentSessionId(request: Request): Promise<string | null> {
  const session = await sessionStorage(request).getSession(request.headers.get("Cookie"));
  const sid = session.get("sid");
  return typeof sid === "string" ? sid : null;
}

/** The request's own session and client address, for the account's writes (models/account.server.ts). */
export async function callerOf(request: Request): Promise<Caller> {
  return { sessionId: await currentSessionId(request), address: clientAddress(request) };
}

/**
 * The signed-in user: the session row and its user read afresh from D1 in one query, so logout, a password
 * change, the session's lifetimes, deletion and demotion all take effect on the next request.
 */
export async function getSessionUser(request: Request): Promise<StaffUser | null> {
  const sid = await currentSessionId(request);
  return sid ? getSessionUserById(sid) : null;
}

export const userContext = createContext<StaffUser | null>(null);

/** The user the admin layout's middleware put in the context; every admin route runs under it. */
export function staffUser(context: Readonly<RouterContextProvider>): StaffUser {
  const user = context.get(userContext);
  if (!user) throw new Error("staffUser() used outside the admin layout");
  return user;
}

/** Who acts on an admin screen: the user the admin layout's middleware read, from this request's client address. */
export function staffActing({ request, context }: StaffArgs): StaffActing {
  return actingFrom(request, staffUser(context));
}

/** The parts of a loader's or action's arguments under the admin layout that say who is acting. */
export type StaffArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** Admin layout middleware: no session, no admin area. */
export const requireStaffMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const user = await getSessionUser(request);
  if (!user) {
    const url = new URL(request.url);
    const back = url.pathname.replace(/\.data$/, "") + url.search.replace(/[?&]_routes=[^&]*/, "");
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(back)}`);
  }
  context.set(userContext, user);
  // When two-factor is required of administrators, one without it can only reach My account, to set it up.
  if (await mustSetUpTwoFactor(user)) {
    const path = new URL(request.url).pathname.replace(/\.data$/, "");
    if (path !== TWO_FACTOR_SETUP_PATH) throw redirect(`${TWO_FACTOR_SETUP_PATH}?two-factor=required`);
  }
};

/** Where two-factor is set up (My account). */
export const TWO_FACTOR_SETUP_PATH = "/admin/account";

/** Where a signed-in user goes when a screen is not for their role. */
export function homeFor(role: UserRole): string {
  return role === "editor" ? "/admin/blog" : "/admin";
}

/** Route middleware: the screen is for these roles only. */
export function requireRole(...roles: UserRole[]): MiddlewareFunction<Response> {
  return async ({ context }) => {
    const user = staffUser(context);
    if (!roles.includes(user.role)) throw redirect(homeFor(user.role));
  };
}
