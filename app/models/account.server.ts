// My account: the rules for changing one's own name and password and ending one's own sessions, one function per
// rule, shared by the /admin/account page and /api/account. A password change and an ended session write their own
// audit entry, as the user (their callers declare so); a new name gets the pipelines' plain one.
import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { db } from "~/db/client.server";
import { HttpError, notFound, validationFailed } from "~/platform/errors.server";
import { verifyPassword, hashPassword } from "~/platform/password.server";
import { describeDevice } from "~/platform/user-agent";
import { afterResponse } from "~/platform/request-telemetry.server";
import { actingFrom, recordAudit } from "~/models/audit-log.server";
import { clearLoginAttempts, reserveLoginAttempt } from "~/models/login-throttle.server";
import {
  endOtherSessions,
  endSessionsQuery,
  endUserSessionByKey,
  hashSessionId,
  keptSessionHash,
  listUserSessions,
  sessionKeyOf,
  SESSION_ID_PATTERN,
} from "~/models/sessions.server";
import { getUserWithHashByEmail, notifyPasswordChanged } from "~/models/users.server";
import { staffColumns, type StaffUser } from "~/db/schema";
import { ACCOUNT_MESSAGES, LOGIN_MESSAGES, type PasswordChangeInput } from "~/schemas/user";

/** The request's own session (its id from the cookie) and client address (the sign-in throttle's key). */
export type Caller = { sessionId: string | null; address: string };

export async function updateOwnProfile(user: StaffUser, input: { name: string | null }): Promise<StaffUser> {
  const [updated] = await db()
    .update(users)
    .set({ name: input.name, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning(staffColumns);
  if (!updated) throw notFound("User not found");
  return updated;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * The signed-in user's current password, asked again before a change a stolen session must not make (a new
 * password, turning two-factor on). Each try counts against the sign-in throttle (429 once it is used up), so a
 * session cannot be used to guess the password; a wrong one is a field error on `currentPassword`, a right one
 * clears the counters as a sign-in does.
 */
export async function checkOwnPassword(user: StaffUser, password: string, caller: Caller): Promise<void> {
  if (!(await reserveLoginAttempt(user.email, caller.address))) throw new HttpError(429, LOGIN_MESSAGES.throttled);
  const found = await getUserWithHashByEmail(user.email);
  if (!found || found.id !== user.id) throw notFound("User not found");
  if (!(await verifyPassword(password, found.passwordHash)))
    throw validationFailed({ currentPassword: [ACCOUNT_MESSAGES.wrongCurrent] });
  await clearLoginAttempts(user.email, caller.address);
}

/**
 * A new password for the signed-in user: the current one must be right (each try counts against the sign-in
 * throttle, so a stolen session cannot guess it), the new one must follow the password rules and differ from it.
 * The new hash and the end of every other session of the user go in one batch; this session stays signed in.
 */
export async function changeOwnPassword(
  request: Request,
  user: StaffUser,
  input: PasswordChangeInput,
  caller: Caller,
): Promise<{ endedSessions: number }> {
  await checkOwnPassword(user, input.currentPassword, caller);
  if (input.currentPassword === input.password) throw validationFailed({ password: [ACCOUNT_MESSAGES.samePassword] });

  const passwordHash = await hashPassword(input.password);
  const keep = await keptSessionHash(caller.sessionId);
  const d = db();
  const [, ended] = await d.batch([
    d.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id)),
    endSessionsQuery(d, user.id, keep),
  ]);
  const endedSessions = ended.meta.changes ?? 0;
  await recordAudit(actingFrom(request, user), {
    action: "password",
    entity: "user",
    entityId: user.id,
    summary: `Changed own password; ${plural(endedSessions, "other session")} signed out`,
  });
  // The "your password was changed" notice, as after a reset: if it was not them, they learn at once.
  await afterResponse(() => notifyPasswordChanged(user));
  return { endedSessions };
}

/** The user's signed-in sessions for My account: device in plain words, address, times, and which is this one. */
export async function listOwnSessions(user: StaffUser, caller: Caller) {
  const current =
    caller.sessionId && SESSION_ID_PATTERN.test(caller.sessionId)
      ? sessionKeyOf(await hashSessionId(caller.sessionId))
      : null;
  const rows = await listUserSessions(user.id);
  return rows.map((s) => ({
    key: s.key,
    device: describeDevice(s.userAgent),
    userAgent: s.userAgent,
    address: s.clientAddress,
    createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt,
    current: s.key === current,
  }));
}

/** Signs out one of the user's other sessions. Another user's session, or none, is a 404; this one is Logout's. */
export async function endOwnSession(request: Request, user: StaffUser, key: string, caller: Caller): Promise<void> {
  if (caller.sessionId && SESSION_ID_PATTERN.test(caller.sessionId)) {
    if (sessionKeyOf(await hashSessionId(caller.sessionId)) === key)
      throw new HttpError(409, ACCOUNT_MESSAGES.currentSession);
  }
  if (!(await endUserSessionByKey(user.id, key))) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
  await recordAudit(actingFrom(request, user), {
    action: "session",
    entity: "session",
    entityId: key,
    summary: "Signed out one other session",
  });
}

/** Signs out every session of the user but this one; says how many ended. */
export async function endOtherOwnSessions(request: Request, user: StaffUser, caller: Caller): Promise<number> {
  const ended = await endOtherSessions(user.id, caller.sessionId);
  await recordAudit(actingFrom(request, user), {
    action: "session",
    entity: "session",
    summary: `Signed out all other sessions (${plural(ended, "session")})`,
  });
  return ended;
}
