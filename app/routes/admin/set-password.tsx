// /admin/reset-password/:token and /admin/invitation/:token: choosing a password from an e-mailed single-use link
// (a reset, or an accepted invitation). A used, expired or unknown link says so. Success signs the person in, or,
// with two-factor on, asks for a code first: a reset never bypasses two-factor.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/set-password";
import { AuthCard, AuthLink, AuthSubmit } from "~/components/admin/auth-card";
import { NewPasswordFields } from "~/components/admin/new-password-fields";
import { TwoFactorStep } from "~/components/admin/two-factor-step";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { readForm } from "~/platform/body.server";
import { sessionAfterLink } from "~/server/sign-in.server";
import { adminMeta } from "~/components/admin/meta";
import { site } from "~/platform/site";
import { toastCookie } from "~/server/toast.server";
import type { AccountTokenPurpose } from "~/schemas/vocabulary";
import { inspectAccountToken } from "~/models/account-tokens.server";
import { acceptInvitation } from "~/models/invitations.server";
import { resetPasswordWithToken } from "~/models/password-reset.server";
import { RESET_MESSAGES, setPasswordSchema, TOKEN_MESSAGES } from "~/schemas/account";

const COPY: Record<AccountTokenPurpose, { title: string; description: string; submit: string; again: string }> = {
  password_reset: {
    title: "Choose a new password",
    description: "Your new password ends every signed-in session of your account.",
    submit: "Set new password",
    again: "Ask for a new link",
  },
  invitation: {
    title: "Accept your invitation",
    description: `Choose the password you will sign in to the ${site.name} back office with.`,
    submit: "Set password and sign in",
    again: "Ask an administrator to resend the invitation",
  },
};

function purposeOf(request: Request): AccountTokenPurpose {
  return new URL(request.url).pathname.startsWith("/admin/invitation/") ? "invitation" : "password_reset";
}

export function meta({ data }: Route.MetaArgs) {
  const title = data ? COPY[data.purpose].title : "Choose a password";
  return [...adminMeta(title), { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const purpose = purposeOf(request);
  const checked = await inspectAccountToken(params.token, purpose);
  return {
    purpose,
    email: checked.ok ? checked.user.email : null,
    problem: checked.ok ? null : TOKEN_MESSAGES[checked.problem],
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const purpose = purposeOf(request);
  const hideFields = ["password", "confirmPassword"];
  const submission = parseWithZod(await readForm(request), { schema: setPasswordSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }), problem: null, step: null }, 400);
  const { password } = submission.value;
  const done =
    purpose === "invitation"
      ? await acceptInvitation(request, params.token, password)
      : await resetPasswordWithToken(request, params.token, password);
  if (!done.ok)
    return data({ result: submission.reply({ hideFields }), problem: TOKEN_MESSAGES[done.problem], step: null }, 400);
  const next = await sessionAfterLink(request, done.user, purpose === "invitation" ? "invitation" : "reset");
  if ("challenge" in next)
    return { result: null, problem: null, step: { challenge: next.challenge, redirectTo: "/admin" } };
  const headers = new Headers();
  headers.append("Set-Cookie", next.cookie);
  headers.append(
    "Set-Cookie",
    await toastCookie(
      request,
      purpose === "invitation"
        ? { type: "success", title: "Welcome", description: `You are signed in to the ${site.name} back office.` }
        : { type: "success", title: "Password changed", description: RESET_MESSAGES.done },
    ),
  );
  return redirect("/admin", { headers });
}

export default function SetPassword({ loaderData: { purpose, email, problem }, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: setPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const copy = COPY[purpose];

  if (actionData?.step) {
    return (
      <TwoFactorStep
        challenge={actionData.step.challenge}
        redirectTo={actionData.step.redirectTo}
        notice={`${RESET_MESSAGES.done} Two-factor sign-in is on for your account: enter a code to sign in.`}
      />
    );
  }

  const refused = actionData?.problem ?? problem;
  if (refused || !email) {
    return (
      <AuthCard title={copy.title}>
        <Alert title="This link cannot be used">{refused ?? TOKEN_MESSAGES.unknown}</Alert>
        <div className="flex flex-col gap-3">
          {purpose === "password_reset" ? (
            <ButtonLink to="/admin/forgot-password">{copy.again}</ButtonLink>
          ) : (
            <p className="text-sm text-slate-600">{copy.again}.</p>
          )}
          <AuthLink to="/admin/login">Back to log in</AuthLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={copy.title} description={copy.description}>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
        {/* The account's e-mail, for the browser's password manager to save the new password under. */}
        <Field id="account-email" label="Email">
          <input
            id="account-email"
            type="email"
            value={email}
            readOnly
            autoComplete="username"
            className={inputClass}
          />
        </Field>
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirmPassword}
          label="New password"
          confirmLabel="Confirm Password"
        />
        <AuthSubmit busy={busy} label={copy.submit} busyLabel="Saving..." />
      </Form>
    </AuthCard>
  );
}
