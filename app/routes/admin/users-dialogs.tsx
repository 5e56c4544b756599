// User Management's dialog (add, invite or edit a user) and the panels beside the list: invitation actions and
// the two-factor policy.
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { NewPasswordFields } from "~/components/admin/new-password-fields";
import { NotificationFields } from "~/components/admin/notification-fields";
import { Button } from "~/components/ui/button";
import { Dialog, DialogButtons } from "~/components/ui/dialog";
import { FieldError, InputField } from "~/components/ui/field";
import { ROLE_DESCRIPTIONS, USER_MESSAGES, userFormUpdateSchema } from "~/schemas/user";
import { userFormAddSchema } from "~/schemas/account";
import { ROLE_LABELS } from "~/schemas/vocabulary";
import { type NotificationSettings } from "~/schemas/notifications";
import type { action, Target } from "~/routes/admin/users";
import { SaveForm } from "~/components/admin/save-intent";

const INVITATION_BUTTONS = [
  { intent: "resend", label: "Resend", tone: "text-pine-700 hover:bg-pine-50" },
  { intent: "revoke", label: "Revoke", tone: "text-red-700 hover:bg-red-50" },
] as const;

export function UserDialog({
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
  // Add User's "send an invitation instead" (a yes/no field): the action's answer is typed by the edit form's fields.
  const invite = (fields as typeof fields & { invite: typeof fields.email }).invite;

  return (
    <Dialog title={user ? "Edit User" : "Add User"} closeTo="/admin/users">
      <SaveForm form={form} id={user?.id} error={actionData?.error}>
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
          <div>
            <label className="flex items-start gap-2 rounded-md bg-pine-50 px-3 py-2.5 text-sm text-ink ring-1 ring-inset ring-pine-200">
              <input
                type="checkbox"
                name="invite"
                defaultChecked={(form.initialValue as Record<string, unknown> | undefined)?.invite === "on"}
                className="mt-0.5 accent-pine-700"
                aria-invalid={invite.errors ? true : undefined}
                aria-describedby={invite.errors ? invite.errorId : undefined}
              />
              <span>
                <span className="font-medium">Send an invitation instead</span>
                <span className="block text-xs text-slate-600">
                  The new user gets an e-mail with a link (valid 7 days) to choose their own password; the password
                  fields below can stay empty.
                </span>
              </span>
            </label>
            <FieldError field={invite} className="mt-1.5 text-sm text-red-700" />
          </div>
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
      </SaveForm>
    </Dialog>
  );
}

/** Resend (a new link; the old one stops working) and revoke, for an account still waiting for its invitee. */
export function InvitationButtons({ id, email }: { id: number; email: string }) {
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

/** Turns another user's two-factor off (a lost phone and recovery codes), signing them out everywhere. */
export function TwoFactorResetButton({ id, email }: { id: number; email: string }) {
  return (
    <Form method="post" className="mr-1 inline">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="two-factor-reset"
        className="rounded-md px-2.5 py-1.5 font-medium text-amber-800 hover:bg-amber-50"
        aria-label={`Reset two-factor sign-in of ${email}`}
        title="For someone who lost their authenticator and recovery codes: turns two-factor off and signs them out."
      >
        Reset 2FA
      </button>
    </Form>
  );
}

/** The setting that requires two-factor sign-in of every administrator (stored in D1). */
export function TwoFactorPolicy({ required }: { required: boolean }) {
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
