// /admin/users (User Management), admins only: list, add (with a password, or by invitation), edit (including their
// e-mail notifications) and delete staff accounts; resend or revoke invitations; require two-factor of admins.

import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/users";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { AdminTable } from "~/components/admin/list-controls";
import { LoadErrorPanel } from "~/components/admin/load-error";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { requireRole, staffUser } from "~/server/auth.server";
import { formatDate } from "~/platform/format.server";
import { LocalTime } from "~/components/admin/local-time";
import {
  createUser,
  deleteUser,
  isPrimaryAdminEmail,
  listUsers,
  resetTwoFactor,
  updateUser,
} from "~/models/users.server";
import { userFormUpdateSchema } from "~/schemas/user";
import { userFormAddSchema } from "~/schemas/account";
import { openTokenExpiry } from "~/models/account-tokens.server";
import { inviteUser, resendInvitation, revokeInvitation } from "~/models/invitations.server";
import {
  setTwoFactorRequiredForAdmins,
  twoFactorRequiredForAdmins,
  usersWithTwoFactor,
} from "~/models/two-factor.server";
import { recordAudit } from "~/models/audit-log.server";
import { readDialog } from "~/platform/dialog";
import { ROLE_LABELS } from "~/schemas/vocabulary";
import { adminAction, deleteIntent, flash, intent } from "~/server/admin-action.server";
import { recordAction } from "~/schemas/fields";
import { z } from "~/platform/zod";
import { getNotificationSettings, setNotificationSettings } from "~/models/notification-preferences.server";
import { notificationSettingsFrom } from "~/schemas/notifications";
import { UserDialog, InvitationButtons, TwoFactorPolicy, TwoFactorResetButton } from "~/routes/admin/users-dialogs";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = { title: "User Management", description: "Staff accounts that can sign in to the back office." };

export function meta() {
  return adminMeta(SCREEN.title);
}

type DialogState = { kind: "new" } | { kind: "edit" | "delete"; id: number } | null;

function dialogFrom(url: URL): DialogState {
  const dialog = readDialog(url.searchParams, ["new", "edit", "delete"]);
  if (dialog?.kind === "new") return { kind: "new" };
  return dialog?.id ? { kind: dialog.kind, id: dialog.id } : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = staffUser(context);
  const [list, openInvitations, twoFactorRequired, withTwoFactor] = await Promise.all([
    listUsers(),
    openTokenExpiry("invitation"),
    twoFactorRequiredForAdmins(),
    usersWithTwoFactor(),
  ]);
  const users = list.map((u) => ({
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    created: formatDate(u.createdAt),
    lastLogin: u.lastLoginAt?.toISOString() ?? null,
    isPrimary: isPrimaryAdminEmail(u.email),
    isMe: u.id === me.id,
    invitation: u.invitedAt ? (openInvitations.has(u.id) ? ("open" as const) : ("expired" as const)) : null,
    // Another administrator may turn it off for someone who lost the phone and the recovery codes.
    twoFactorResettable: withTwoFactor.has(u.id) && u.id !== me.id && !isPrimaryAdminEmail(u.email),
  }));
  const dialog = dialogFrom(new URL(request.url));
  const target = dialog && dialog.kind !== "new" ? (users.find((u) => u.id === dialog.id) ?? null) : null;
  const notifications = dialog?.kind === "edit" && target ? await getNotificationSettings(target) : null;
  return {
    users,
    dialog: dialog && dialog.kind !== "new" && !target ? null : dialog,
    target,
    notifications,
    twoFactorRequired,
  };
}

// The password fields are never sent back to the browser, not even with a refused form.
const hideFields = ["password", "confirmPassword"];

export const action = adminAction(({ user: actor }) => ({
  entity: "user",
  intents: {
    delete: deleteIntent(
      (id) => deleteUser(actor, id),
      (removed) => ({ title: "User deleted", description: `${removed.email} no longer has access.` }),
      (error) => ({ type: "error", title: error.title ?? "Failed to delete user", description: error.message }),
    ),
    create: intent({
      schema: userFormAddSchema,
      dialog: { hideFields },
      // An invitation records its own entry (below); an account made with a password is a plain create.
      audit: ({ invite }) => (invite ? false : "create"),
      run: async ({ invite, ...input }, { by }) => {
        if (invite) {
          const invited = await inviteUser(actor, input);
          await recordAudit(by, {
            action: "invitation",
            entity: "user",
            entityId: invited.id,
            summary: `invitation sent to ${invited.email}`,
          });
          return flash({
            type: "success",
            title: "Invitation sent",
            description: `${invited.email} will get a link to choose a password. It works for 7 days.`,
          });
        }
        const user = await createUser({ ...input, password: input.password! });
        return flash({
          type: "success",
          title: "User added",
          description: `${user.email} can now sign in as ${ROLE_LABELS[user.role]}.`,
        });
      },
      failed: (error) => ({ title: error.title ?? "Failed to add user", text: error.message }),
    }),
    resend: intent({
      schema: recordAction,
      audit: "invitation",
      run: async ({ id }) => {
        const user = await resendInvitation(actor, id);
        return flash({
          type: "success",
          title: "Invitation resent",
          description: `${user.email} will get a new link; the previous one no longer works.`,
        });
      },
      failed: (error) => ({ type: "error", title: "Invitation not resent", description: error.message }),
    }),
    revoke: intent({
      schema: recordAction,
      audit: "invitation",
      run: async ({ id }) => {
        const user = await revokeInvitation(id);
        return flash({
          type: "success",
          title: "Invitation revoked",
          description: `The invitation to ${user.email} no longer works, and the account is removed.`,
        });
      },
      failed: (error) => ({ type: "error", title: "Invitation not revoked", description: error.message }),
    }),
    "two-factor-policy": intent({
      schema: z.object({ required: z.preprocess((v) => v === "on", z.boolean()) }),
      // Recorded with the setting's new value: turning the rule off must be told apart from turning it on.
      audit: false,
      run: async ({ required }, { by }) => {
        await setTwoFactorRequiredForAdmins(required);
        await recordAudit(by, {
          action: "two_factor",
          entity: "user",
          summary: required ? "two-factor sign-in required of administrators" : "two-factor sign-in made optional",
        });
        return flash({
          type: "success",
          title: required ? "Two-factor required" : "Two-factor optional",
          description: required
            ? "Administrators without two-factor sign-in are sent to set it up."
            : "Administrators may sign in with their password alone.",
        });
      },
    }),
    "two-factor-reset": intent({
      schema: recordAction,
      // resetTwoFactor records its own entry, naming the account.
      audit: false,
      run: async ({ id }, { by }) => {
        const user = await resetTwoFactor(by, id);
        return flash({
          type: "success",
          title: "Two-factor turned off",
          description: `${user.email} was signed out everywhere and signs in with the password alone until they set it up again.`,
        });
      },
      failed: (error) => ({ type: "error", title: "Two-factor not reset", description: error.message }),
    }),
    update: intent({
      schema: recordAction.and(userFormUpdateSchema),
      dialog: { hideFields },
      // updateUser records its own entries: a password set, a new role, or else a plain update.
      audit: false,
      run: async ({ id, ...input }, { form, by }) => {
        const user = await updateUser(by, id, input);
        // Only a form that showed the notification boxes changes them (an unticked box is simply not sent).
        if (form.get("notifications") === "shown")
          await setNotificationSettings(user.id, notificationSettingsFrom(form));
        return flash({ type: "success", title: "User updated", description: `${user.email} has been updated.` });
      },
      failed: (error) => ({ title: error.title ?? "Failed to update user", text: error.message }),
    }),
  },
}));

export default function Users({
  loaderData: { users, dialog, target, notifications, twoFactorRequired },
}: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/users" && !navigation.formData;

  return (
    <AdminPage
      {...SCREEN}
      actions={
        <ButtonLink to="?dialog=new" preventScrollReset>
          Add User
        </ButtonLink>
      }
    >
      {loading ? (
        <p role="status" className="mb-3 text-sm text-slate-500">
          Loading users...
        </p>
      ) : null}
      <AdminTable
        label="Users"
        columns={["Username", "Role", "~Created", "~Last Login", ">Actions"]}
        empty={
          <>
            <p className="font-medium text-ink">No users found</p>
            <ButtonLink to="?dialog=new" variant="primary" className="mt-4">
              Add Your First User
            </ButtonLink>
          </>
        }
      >
        {users.map((u) => (
          <tr key={u.id} data-user={u.email}>
            <td className="px-4 py-3">
              <span className="font-medium text-ink">{u.email}</span>
              {u.name ? <span className="block text-xs text-slate-500">{u.name}</span> : null}
              {u.isPrimary ? <span className="mt-1 block text-xs text-pine-700">Primary administrator</span> : null}
              {u.invitation ? (
                <span className="mt-1 block">
                  <Badge tone={u.invitation === "open" ? "amber" : "gray"}>
                    {u.invitation === "open" ? "Invited" : "Invitation expired"}
                  </Badge>
                </span>
              ) : null}
            </td>
            <td className="px-4 py-3">
              <Badge tone={u.role === "admin" ? "pine" : "gray"}>{ROLE_LABELS[u.role]}</Badge>
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{u.created}</td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">
              <LocalTime at={u.lastLogin} fallback="Never" />
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-right">
              {u.invitation ? <InvitationButtons id={u.id} email={u.email} /> : null}
              {u.twoFactorResettable ? <TwoFactorResetButton id={u.id} email={u.email} /> : null}
              <Link
                to={`?dialog=edit&id=${u.id}`}
                preventScrollReset
                className="rounded-md px-2.5 py-1.5 font-medium text-pine-700 hover:bg-pine-50"
                aria-label={`Edit ${u.email}`}
              >
                Edit
              </Link>
              {u.isPrimary || u.isMe ? (
                <button
                  type="button"
                  disabled
                  title={
                    u.isPrimary
                      ? "The primary administrator account cannot be deleted."
                      : "You cannot delete your own account."
                  }
                  className="ml-1 cursor-not-allowed rounded-md px-2.5 py-1.5 font-medium text-slate-400"
                  aria-label={`Delete ${u.email}`}
                >
                  Delete
                </button>
              ) : (
                <Link
                  to={`?dialog=delete&id=${u.id}`}
                  preventScrollReset
                  className="ml-1 rounded-md px-2.5 py-1.5 font-medium text-red-700 hover:bg-red-50"
                  aria-label={`Delete ${u.email}`}
                >
                  Delete
                </Link>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>

      <TwoFactorPolicy required={twoFactorRequired} />

      {dialog?.kind === "new" ? <UserDialog key="new" user={null} /> : null}
      {dialog?.kind === "edit" && target ? (
        <UserDialog key={`edit-${target.id}`} user={target} notifications={notifications} />
      ) : null}
      {dialog?.kind === "delete" && target ? (
        <ConfirmDeleteDialog title="Delete User" closeTo="/admin/users" id={target.id} action="/admin/users">
          <p>{`Are you sure you want to delete the user ${target.email}? This action cannot be undone.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}

export type Target = {
  id: number;
  email: string;
  name: string | null;
  role: "admin" | "editor";
  isPrimary: boolean;
  isMe?: boolean;
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadErrorPanel page="User Management" heading="Error Loading Users" retryTo="/admin/users" error={error} />;
}
