// /admin/users (User Management), admins only: list, add (with a password, or by invitation), edit (including their
// e-mail notifications) and delete staff accounts; resend or revoke invitations; require two-factor of admins.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/users";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { AdminTable } from "~/components/admin/list-controls";
import { LoadErrorPanel } from "~/components/admin/load-error";
import { NewPasswordFields } from "~/components/admin/new-password-fields";
import { NotificationFields } from "~/components/admin/notification-fields";
import { AdminPage } from "~/components/admin/shell";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink, buttonClass } from "~/components/ui/button";
import { Dialog, DialogButtons } from "~/components/ui/dialog";
import { InputField } from "~/components/ui/field";
import { requireRole, staffUser } from "~/server/auth.server";
import { formatDate } from "~/platform/format.server";
import { LocalTime } from "~/components/admin/local-time";
import { site } from "~/platform/site";
import { createUser, deleteUser, isPrimaryAdminEmail, listUsers, updateUser } from "~/models/users.server";
import { ROLE_DESCRIPTIONS, USER_MESSAGES, userFormUpdateSchema } from "~/schemas/user";
import { userFormAddSchema } from "~/schemas/account";
import { openTokenExpiry } from "~/models/account-tokens.server";
import { inviteUser, resendInvitation, revokeInvitation } from "~/models/invitations.server";
import { setTwoFactorRequiredForAdmins, twoFactorRequiredForAdmins } from "~/models/two-factor.server";
import { recordAudit } from "~/models/audit-log.server";
import { readDialog } from "~/platform/dialog";
import { ROLE_LABELS } from "~/schemas/vocabulary";
import { adminAction, flash, intent } from "~/server/admin-action.server";
import { recordAction } from "~/schemas/fields";
import { z } from "~/platform/zod";
import { getNotificationSettings, setNotificationSettings } from "~/models/notification-preferences.server";
import { notificationSettingsFrom, type NotificationSettings } from "~/schemas/outbox-rules";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export function meta() {
  return [{ title: `User Management | ${site.name} Admin` }];
}

type DialogState = { kind: "new" } | { kind: "edit" | "delete"; id: number } | null;

function dialogFrom(url: URL): DialogState {
  const dialog = readDialog(url.searchParams, ["new", "edit", "delete"]);
  if (dialog?.kind === "new") return { kind: "new" };
  return dialog?.id ? { kind: dialog.kind, id: dialog.id } : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = staffUser(context);
  const [list, openInvitations, twoFactorRequired] = await Promise.all([
    listUsers(),
    openTokenExpiry("invitation"),
    twoFactorRequiredForAdmins(),
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

export async function action({ request, context }: Route.ActionArgs) {
  const actor = staffUser(context);
  return adminAction(request, {
    path: "/admin/users",
    intents: {
      delete: intent({
        schema: recordAction,
        run: async ({ id }) => {
          const removed = await deleteUser(actor, id);
          return flash({
            type: "success",
            title: "User deleted",
            description: `${removed.email} no longer has access.`,
          });
        },
        failed: (error) => ({
          type: "error",
          title: error.title ?? "Failed to delete user",
          description: error.message,
        }),
      }),
      create: intent({
        schema: userFormAddSchema,
        dialog: { hideFields },
        run: async ({ invite, ...input }) => {
          if (invite) {
            const invited = await inviteUser(actor, input);
            await recordAudit(request, {
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
        audit: "two_factor",
        run: async ({ required }) => {
          await setTwoFactorRequiredForAdmins(required);
          return flash({
            type: "success",
            title: required ? "Two-factor required" : "Two-factor optional",
            description: required
              ? "Administrators without two-factor sign-in are sent to set it up."
              : "Administrators may sign in with their password alone.",
          });
        },
      }),
      update: intent({
        schema: recordAction.and(userFormUpdateSchema),
        dialog: { hideFields },
        run: async ({ id, ...input }, { form }) => {
          const user = await updateUser(actor, id, input);
          // Only a form that showed the notification boxes changes them (an unticked box is simply not sent).
          if (form.get("notifications") === "shown")
            await setNotificationSettings(user.id, notificationSettingsFrom(form));
          return flash({ type: "success", title: "User updated", description: `${user.email} has been updated.` });
        },
        failed: (error) => ({ title: error.title ?? "Failed to update user", text: error.message }),
      }),
    },
  });
}

export default function Users({
  loaderData: { users, dialog, target, notifications, twoFactorRequired },
}: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/users" && !navigation.formData;

  return (
    <AdminPage
      title="User Management"
      description="Staff accounts that can sign in to the back office."
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
        rowCount={users.length}
        empty={
          <>
            <p className="font-medium text-ink">No users found</p>
            <Link to="?dialog=new" className={buttonClass("primary", "mt-4")}>
              Add Your First User
            </Link>
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

type Target = {
  id: number;
  email: string;
  name: string | null;
  role: "admin" | "editor";
  isPrimary: boolean;
  isMe?: boolean;
};

function UserDialog({
  user,
  notifications = null,
}: {
  user: Target | null;
  notifications?: NotificationSettings | null;
}) {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const schema = user ? userFormUpdateSchema : userFormAddSchema;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: user ? { email: user.email, name: user.name ?? "", role: user.role } : { role: "editor" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const role = fields.role.value ?? fields.role.initialValue ?? "editor";

  return (
    <Dialog title={user ? "Edit User" : "Add User"} closeTo="/admin/users">
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        {actionData?.error ? <Alert title={actionData.error.title}>{actionData.error.text}</Alert> : null}
        <input type="hidden" name="intent" value={user ? "update" : "create"} />
        {user ? <input type="hidden" name="id" value={user.id} /> : null}
        <InputField
          field={fields.email}
          label="Email"
          type="email"
          required
          autoComplete="off"
          hint={user?.isMe && !user.isPrimary ? USER_MESSAGES.ownEmail : undefined}
        />
        <InputField field={fields.name} label="Name (optional)" autoComplete="off" />
        {user ? null : (
          <label className="flex items-start gap-2 rounded-md bg-pine-50 px-3 py-2.5 text-sm text-ink ring-1 ring-inset ring-pine-200">
            <input
              type="checkbox"
              name="invite"
              defaultChecked={(form.initialValue as Record<string, unknown> | undefined)?.invite === "on"}
              className="mt-0.5 accent-pine-700"
            />
            <span>
              <span className="font-medium">Send an invitation instead</span>
              <span className="block text-xs text-slate-600">
                The new user gets an e-mail with a link (valid 7 days) to choose their own password; the password fields
                below can stay empty.
              </span>
            </span>
          </label>
        )}
        {user?.isMe ? (
          <p className="rounded-md bg-slate-50 px-3 py-2.5 text-sm text-slate-700 ring-1 ring-inset ring-slate-200">
            Your own password is changed in{" "}
            <Link to="/admin/account" className="font-medium text-pine-700 underline">
              My account
            </Link>
            , with your current password.
          </p>
        ) : (
          <NewPasswordFields
            password={fields.password}
            confirm={fields.confirmPassword}
            label={user ? "New Password (leave blank to keep current)" : "Password"}
            confirmLabel="Confirm Password"
            required={!user}
          />
        )}
        <fieldset>
          <legend className="text-sm font-medium text-ink">Role</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-2">
            {(["admin", "editor"] as const).map((value) => (
              <label
                key={value}
                className={`flex cursor-pointer flex-col rounded-md px-3 py-2 text-sm ring-1 ring-inset has-[:checked]:bg-pine-50 has-[:checked]:ring-2 has-[:checked]:ring-pine-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 ${role === value ? "ring-pine-600" : "ring-slate-300"}`}
              >
                <span className="flex items-center gap-2 font-medium text-ink">
                  <input
                    type="radio"
                    name={fields.role.name}
                    value={value}
                    defaultChecked={role === value}
                    disabled={user?.isPrimary && value === "editor"}
                    aria-invalid={fields.role.errors ? true : undefined}
                    aria-describedby={fields.role.errors ? fields.role.errorId : undefined}
                    className="accent-pine-700"
                  />
                  {ROLE_LABELS[value]}
                </span>
                <span className="ml-6 text-xs text-slate-600">{ROLE_DESCRIPTIONS[value]}</span>
              </label>
            ))}
          </div>
          {user?.isPrimary ? (
            <p className="mt-1.5 text-xs text-slate-500">The primary administrator role cannot be changed.</p>
          ) : null}
          <p id={fields.role.errorId} className="mt-1.5 text-sm text-red-700 empty:hidden" aria-live="polite">
            {fields.role.errors?.[0]}
          </p>
        </fieldset>
        {user && notifications ? (
          <>
            <input type="hidden" name="notifications" value="shown" />
            <NotificationFields settings={notifications} />
          </>
        ) : null}
        <DialogButtons closeTo="/admin/users" busy={busy} submit={user ? "Save Changes" : "Add User"} />
      </Form>
    </Dialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadErrorPanel page="User Management" heading="Error Loading Users" retryTo="/admin/users" error={error} />;
}

const INVITATION_BUTTONS = [
  { intent: "resend", label: "Resend", tone: "text-pine-700 hover:bg-pine-50" },
  { intent: "revoke", label: "Revoke", tone: "text-red-700 hover:bg-red-50" },
] as const;

/** Resend (a new link; the old one stops working) and revoke, for an account still waiting for its invitee. */
function InvitationButtons({ id, email }: { id: number; email: string }) {
  return (
    <Form method="post" className="mr-1 inline">
      <input type="hidden" name="id" value={id} />
      {INVITATION_BUTTONS.map(({ intent, label, tone }) => (
        <button
          key={intent}
          type="submit"
          name="intent"
          value={intent}
          className={`rounded-md px-2.5 py-1.5 font-medium ${tone}`}
          aria-label={`${label} the invitation to ${email}`}
        >
          {label}
        </button>
      ))}
    </Form>
  );
}

/** The setting that requires two-factor sign-in of every administrator (stored in D1). */
function TwoFactorPolicy({ required }: { required: boolean }) {
  const busy = useNavigation().state !== "idle";
  return (
    <section
      aria-labelledby="two-factor-policy"
      className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="two-factor-policy" className="text-lg font-semibold">
        Two-factor sign-in
      </h2>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-4">
        <input type="hidden" name="intent" value="two-factor-policy" />
        <label className="flex items-start gap-2 text-sm text-ink">
          <input type="checkbox" name="required" defaultChecked={required} className="mt-0.5 accent-pine-700" />
          <span>
            Require two-factor sign-in for all administrators
            <span className="block text-xs text-slate-600">
              An administrator without it is sent to My account to set it up after signing in.
            </span>
          </span>
        </label>
        <Button type="submit" variant="secondary" disabled={busy}>
          Save
        </Button>
      </Form>
    </section>
  );
}
