// Invitations: an administrator adds a colleague without choosing a password for them; the colleague gets a link
// (valid seven days, once) that sets it. Until then User Management shows the account as Invited, and the
// invitation can be resent (a new link; the old one stops working) or revoked (the unused account is removed).
// The primary-administrator rules apply as for any new account (createUser).
import { and, eq, isNotNull } from "drizzle-orm";
import { users } from "~/db/schema";
import { db } from "~/db/client.server";
import { settings, siteUrl } from "~/platform/env.server";
import { conflict, notFound } from "~/platform/errors.server";
import { invitationMail } from "~/models/mail-templates.server";
import { ROLE_LABELS } from "~/schemas/vocabulary";
import { issueAccountToken, redeemAccountToken, type TokenProblem } from "~/models/account-tokens.server";
import { actingFrom, recordAudit } from "~/models/audit-log.server";
import { queueMessages } from "~/models/outbox.server";
import { createUser, getUserById } from "~/models/users.server";
import { type StaffUser } from "~/db/schema";
import type { UserCreateInput } from "~/schemas/user";

export const INVITATION_MESSAGES = {
  notInvited: "This account has already accepted its invitation.",
} as const;

export const invitationLink = (token: string) => siteUrl(`/admin/invitation/${token}`);

async function sendInvitation(user: StaffUser, invitedBy: Pick<StaffUser, "email" | "name">): Promise<void> {
  const { token, id } = await issueAccountToken(user.id, "invitation");
  await queueMessages(id, [
    invitationMail(user.email, {
      siteUrl: settings().SITE_URL,
      link: invitationLink(token),
      role: ROLE_LABELS[user.role],
      invitedBy: invitedBy.name ?? invitedBy.email,
    }),
  ]);
}

/** Adds an invited account and e-mails its link. */
export async function inviteUser(actor: StaffUser, input: Omit<UserCreateInput, "password">): Promise<StaffUser> {
  const user = await createUser(input, { invited: true });
  await sendInvitation(user, actor);
  return user;
}

async function invitedUser(id: number): Promise<StaffUser> {
  const user = await getUserById(id);
  if (!user) throw notFound("User not found");
  if (!user.invitedAt) throw conflict(INVITATION_MESSAGES.notInvited);
  return user;
}

/** A new link for an account still waiting; the previous link stops working. */
export async function resendInvitation(actor: StaffUser, id: number): Promise<StaffUser> {
  const user = await invitedUser(id);
  await sendInvitation(user, actor);
  return user;
}

/** Withdraws an invitation: the account, never used, is removed (only while it is still invited). */
export async function revokeInvitation(id: number): Promise<StaffUser> {
  const user = await invitedUser(id);
  const [removed] = await db()
    .delete(users)
    .where(and(eq(users.id, id), isNotNull(users.invitedAt)))
    .returning({ id: users.id });
  if (!removed) throw conflict(INVITATION_MESSAGES.notInvited);
  return user;
}

/** The invitee chooses a password through the link: the account is active from now. */
export async function acceptInvitation(
  request: Request,
  token: string,
  password: string,
): Promise<{ ok: true; user: StaffUser } | { ok: false; problem: TokenProblem }> {
  const result = await redeemAccountToken(token, "invitation", password);
  if (!result.ok) return result;
  await recordAudit(actingFrom(request, result.user), {
    action: "invitation",
    entity: "user",
    entityId: result.user.id,
    summary: "invitation accepted; password set",
  });
  return result;
}
