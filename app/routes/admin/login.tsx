// /admin/login: staff sign-in. A real form posted to this route's action, so it works without JavaScript. An
// account with two-factor on is then asked for a code (intent "code", from any page that proved the password).
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { AuthCard, AuthLink, AuthSubmit, StaffEmailField } from "~/components/admin/auth-card";
import { TwoFactorStep } from "~/components/admin/two-factor-step";
import { Alert } from "~/components/ui/alert";
import { InputField } from "~/components/ui/field";
import { authenticator, createUserSession, getSessionUser } from "~/server/auth.server";
import { safeRedirect } from "~/platform/params";
import { adminMeta } from "~/components/admin/meta";
import { site } from "~/platform/site";
import { toastCookie } from "~/server/toast.server";
import { loginSchema } from "~/schemas/user";
import { readForm } from "~/platform/body.server";
import { sessionOrChallenge, verifyChallengeCode } from "~/server/sign-in.server";

export function meta() {
  return [...adminMeta("Log in"), { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/admin");
  if (await getSessionUser(request)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readForm(request.clone());
  const redirectTo = safeRedirect(formData.get("redirectTo"), "/admin");
  if (formData.get("intent") === "code") {
    const challenge = formData.get("challenge");
    const checked = await verifyChallengeCode(request, { challenge, code: formData.get("code") });
    if (!checked.ok) {
      if (checked.restart) return data({ result: null, message: checked.message, step: null }, checked.status);
      return data(
        { result: null, message: checked.message, step: { challenge: String(challenge), redirectTo } },
        checked.status,
      );
    }
    return signedIn(request, checked.user.id, redirectTo);
  }
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), message: null, step: null }, 400);
  }
  const result = await authenticator.authenticate("form", request);
  if (!result.ok) {
    return data(
      { result: submission.reply({ hideFields: ["password"] }), message: result.message, step: null },
      result.status,
    );
  }
  const next = await sessionOrChallenge(request, result.user, result.twoFactor ?? false);
  if ("challenge" in next)
    return data({ result: null, message: null, step: { challenge: next.challenge, redirectTo } });
  return signedIn(request, result.user.id, redirectTo, next.cookie);
}

/** The session cookie (made here unless given), the spec's toast, and on to where the user was going. */
async function signedIn(request: Request, userId: number, to: string, cookie?: string) {
  const headers = new Headers();
  headers.append("Set-Cookie", cookie ?? (await createUserSession(request, userId)));
  headers.append(
    "Set-Cookie",
    await toastCookie(request, {
      type: "success",
      title: "Login successful",
      description: "Welcome to the admin dashboard",
    }),
  );
  return redirect(to, { headers });
}

export default function Login({ loaderData: { redirectTo }, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // A refused sign-in empties the password field (the server never sends it back; the browser kept what was typed).
  const passwordId = fields.password.id;
  useEffect(() => {
    const password = document.getElementById(passwordId);
    if (actionData && password instanceof HTMLInputElement) password.value = "";
  }, [actionData, passwordId]);

  if (actionData?.step) {
    return (
      <TwoFactorStep
        challenge={actionData.step.challenge}
        redirectTo={actionData.step.redirectTo}
        message={actionData.message}
      />
    );
  }

  return (
    <AuthCard title="Admin Login" description={<>Sign in to manage the {site.name} website.</>}>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
        {actionData?.message ? <Alert title="Login failed">{actionData.message}</Alert> : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <StaffEmailField field={fields.email} />
        <InputField
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(actionData?.message)}
        />
        <AuthSubmit busy={busy} label="Log in" busyLabel="Logging in..." />
      </Form>
      <AuthLink to="/admin/forgot-password">Forgot password?</AuthLink>
    </AuthCard>
  );
}
