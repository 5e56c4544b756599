// Staff accounts: queries and the rules around them, including the protected primary administrator.
import { and, asc, eq, sql } from "drizzle-orm";
import { accountTokens, staffColumns, users, type StaffUser, type User } from "~/db/schema";
import { db } from "~/db/client.server";
import { settings, siteUrl } from "~/platform/env.server";
import { passwordChangedMail } from "~/models/mail-templates.server";
import { afterResponse } from "~/platform/request-telemetry.server";
import { queueMessages } from "~/models/outbox.server";
import { cancelCallsHostedBy } from "~/models/meetings.server";
import { queueCancelledMessages } from "~/models/meeting-mail.server";
import { conflict, forbidden, isUniqueViolation, notFound, validationFailed } from "~/platform/errors.server";
import { hashPassword } from "~/platform/password.server";
import { endSessionsQuery, newSessionId } from "~/models/sessions.server";
import { isTwoFactorEnabled, twoFactorOffQueries } from "~/models/two-factor.server";
import { recordAudit, recordWrite, type StaffActing } from "~/models/audit-log.server";
import { normalizeEmail } from "~/platform/site";
import { USER_MESSAGES, type UserCreateInput, type UserUpdateInput } from "~/schemas/user";
import { type UserRole } from "~/schemas/vocabulary";

export const PRIMARY_MESSAGES = {
  cannotDelete: { title: "Cannot delete", text: "The primary administrator account cannot be deleted." },
  protectedAccount: {
    title: "Protected Account",
    text: "This is the primary administrator account and cannot be modified.",
  },
  protectedRole: { title: "Protected Role", text: "The primary administrator role cannot be changed." },
  otherUsers: {
    title: "Protected Account",
    text: "The primary administrator account cannot be modified by other users.",
  },
  deleteSelf: { title: "Cannot delete", text: "You cannot delete your own account." },
} as const;

const TWO_FACTOR_RESET_MESSAGES = {
  own: "Turn your own two-factor sign-in off from My account, with your password and a code.",
  notOn: "This user does not use two-factor sign-in.",
} as const;

/**
 * "Your password was changed", to the account's address: after a reset, a change on My account, or an
 * administrator setting it in User Management. Not deduplicated: each change gets its notice.
 */
export async function notifyPasswordChanged(user: Pick<StaffUser, "email">, when = new Date()): Promise<void> {
  await queueMessages(null, [
    passwordChangedMail(user.email, {
      siteUrl: settings().SITE_URL,
      when,
      resetLink: siteUrl("/admin/forgot-password"),
    }),
  ]);
}

export function isPrimaryAdminEmail(email: string): boolean {
  return normalizeEmail(email) === settings().PRIMARY_ADMIN_EMAIL;
}

export async function getUserById(id: number): Promise<StaffUser | undefined> {
  const [user] = await db().select(staffColumns).from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** With the hash, for sign-in only. */
export async function getUserWithHashByEmail(email: string): Promise<User | undefined> {
  const [user] = await db()
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return user;
}

export async function listUsers(): Promise<StaffUser[]> {
  return db().select(staffColumns).from(users).orderBy(asc(users.createdAt), asc(users.id));
}

export async function recordLogin(id: number): Promise<void> {
  await db().update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
}

/**
 * Adds a staff account. Invited (no password given): the account waits for its invitee, with the hash of a random
 * secret nobody knows, until the invitation link sets a password (models/invitations.server.ts).
 */
export async function createUser(
  input: Omit<UserCreateInput, "password"> & { password?: string },
  { invited = false }: { invited?: boolean } = {},
): Promise<StaffUser> {
  if (isPrimaryAdminEmail(input.email)) {
    throw forbidden(PRIMARY_MESSAGES.protectedAccount.text, PRIMARY_MESSAGES.protectedAccount.title);
  }
  if (!invited && !input.password) throw new Error("createUser: a password, or an invitation");
  const passwordHash = await hashPassword(input.password ?? newSessionId());
  try {
    const [user] = await db()
      .insert(users)
      .values({
        email: normalizeEmail(input.email),
        name: input.name,
        role: input.role,
        passwordHash,
        invitedAt: invited ? new Date() : null,
      })
      .returning(staffColumns);
    return user!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.exists);
    throw error;
  }
}

/**
 * Edits another user, or oneself within limits. A new password ends that user's sessions in the same batch.
 * One's own password and e-mail are not changed here: a stolen session would otherwise set a password it never
 * knew (and then turn two-factor off) or move the account to an address that receives its reset link. One's own
 * password goes through My account (current password, throttle, notice: models/account.server.ts).
 * Writes its own audit entries, as `by`: a password set, a new role, or else a plain update (its callers declare so).
 */
export async function updateUser(by: StaffActing, id: number, input: UserUpdateInput): Promise<StaffUser> {
  const { actor } = by;
  const target = await getUserById(id);
  if (!target) throw notFound("User not found");
  const email = normalizeEmail(input.email);
  if (isPrimaryAdminEmail(target.email)) {
    if (actor.id !== target.id) throw forbidden(PRIMARY_MESSAGES.otherUsers.text, PRIMARY_MESSAGES.otherUsers.title);
    if (input.role !== "admin")
      throw forbidden(PRIMARY_MESSAGES.protectedRole.text, PRIMARY_MESSAGES.protectedRole.title);
    if (email !== target.email) {
      throw forbidden(PRIMARY_MESSAGES.protectedAccount.text, PRIMARY_MESSAGES.protectedAccount.title);
    }
  } else if (isPrimaryAdminEmail(email)) {
    throw forbidden(PRIMARY_MESSAGES.protectedAccount.text, PRIMARY_MESSAGES.protectedAccount.title);
  }
  if (actor.id === target.id) {
    if (input.password) throw validationFailed({ password: [USER_MESSAGES.ownPassword] });
    if (email !== target.email) throw validationFailed({ email: [USER_MESSAGES.ownEmail] });
  }
  const changes: Partial<typeof users.$inferInsert> = {
    email,
    name: input.name,
    role: input.role as UserRole,
    updatedAt: new Date(),
  };
  // A password set here also settles a pending invitation: its link stops working.
  if (input.password) Object.assign(changes, { passwordHash: await hashPassword(input.password), invitedAt: null });
  // A link mailed to the old address (an invitation to a typo, a reset to a mailbox being left) must not open the
  // account at the new one: a new address voids every open link. A password set voids the invitation.
  const moved = email !== target.email;
  try {
    const d = db();
    const update = d.update(users).set(changes).where(eq(users.id, id)).returning(staffColumns);
    const voidLinks = d
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, id), moved ? undefined : eq(accountTokens.purpose, "invitation")));
    const [[user]] = await d.batch([
      update,
      ...(input.password ? [endSessionsQuery(d, id, null)] : []),
      ...(input.password || moved ? [voidLinks] : []),
    ]);
    if (!user) throw notFound("User not found");
    if (input.password) {
      // Its own kind of entry, and the owner hears of it at once, as after a reset.
      await recordAudit(by, {
        action: "password",
        entity: "user",
        entityId: user.id,
        summary: `${user.email}: password set by an administrator; every session signed out`,
      });
      await afterResponse(() => notifyPasswordChanged(user));
    }
    // A new role is its own kind of entry in the audit log too.
    if (user.role !== target.role) {
      await recordAudit(by, {
        action: "role",
        entity: "user",
        entityId: user.id,
        summary: `${user.email}: role ${target.role} → ${user.role}`,
      });
    }
    if (!input.password && user.role === target.role)
      await recordWrite(by, { action: "update", entity: "user", entityId: id, input });
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.exists);
    throw error;
  }
}

/**
 * Turns another user's two-factor sign-in off, for someone who lost the phone and the recovery codes (decision
 * 0012), and ends their sessions in the same batch: whoever held one had passed the second factor. Never one's own
 * (My account asks for the password and a code) nor the primary administrator's (`npm run admin:create` is the way
 * back for that account). Writes its own audit entry.
 */
export async function resetTwoFactor(by: StaffActing, id: number): Promise<StaffUser> {
  const target = await getUserById(id);
  if (!target) throw notFound("User not found");
  if (isPrimaryAdminEmail(target.email))
    throw forbidden(PRIMARY_MESSAGES.otherUsers.text, PRIMARY_MESSAGES.otherUsers.title);
  if (target.id === by.actor.id) throw conflict(TWO_FACTOR_RESET_MESSAGES.own);
  if (!(await isTwoFactorEnabled(id))) throw conflict(TWO_FACTOR_RESET_MESSAGES.notOn);
  const d = db();
  await d.batch([...twoFactorOffQueries(d, id), endSessionsQuery(d, id, null)]);
  await recordAudit(by, {
    action: "two_factor",
    entity: "user",
    entityId: id,
    summary: `${target.email}: two-factor sign-in turned off by an administrator; every session signed out`,
  });
  return target;
}

export async function deleteUser(actor: StaffUser, id: number): Promise<StaffUser> {
  const target = await getUserById(id);
  if (!target) throw notFound("User not found");
  if (isPrimaryAdminEmail(target.email)) {
    throw forbidden(PRIMARY_MESSAGES.cannotDelete.text, PRIMARY_MESSAGES.cannotDelete.title);
  }
  if (target.id === actor.id) throw forbidden(PRIMARY_MESSAGES.deleteSelf.text, PRIMARY_MESSAGES.deleteSelf.title);
  // Their meetings go with them: the calls still to come are called off first, and each visitor gets the CANCEL
  // (their links stop working, and the event leaves their calendar).
  for (const meeting of await cancelCallsHostedBy(id)) await queueCancelledMessages(meeting, { toHost: false });
  await db().delete(users).where(eq(users.id, id));
  return target;
}
