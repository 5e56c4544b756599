// /admin/login: staff sign-in. A real form posted to this route's action, so it works without JavaScript. An
// account with two-factor on is then asked for a code (intent "code", from any page that proved the password).
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { TwoFactorStep } from "~/components/admin/two-factor-step";
import { LogoMark } from "~/components/site/logo";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { authenticator, createUserSession, getSessionUser } from "~/lib/auth.server";
import { safeRedirect } from "~/lib/params";
import { site } from "~/lib/site";
import { toastCookie } from "~/lib/toast.server";
import { loginSchema } from "~/schemas/user";
import { readForm } from "~/lib/body.server";
import { sessionOrChallenge, verifyChallengeCode } from "~/lib/sign-in.server";

export function meta() {
  return [{ title: `Log in | ${site.name} Admin` }, { name: "robots", content: "noindex, nofollow" }];
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

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // A refused sign-in empties the password field (the server never sends it back; the browser kept what was typed).
  const password = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (actionData && password.current) password.current.value = "";
  }, [actionData]);

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
    <main
      id="main"
      tabIndex={-1}
      className="focus:outline-none flex min-h-screen items-center justify-center bg-gradient-to-b from-pine-50 to-white px-4 py-12"
    >
      <div className="w-full max-w-md">
        <div className="flex flex-col items-center text-center">
          <LogoMark className="h-12 w-12" />
          <h1 className="mt-4 text-2xl font-bold">Admin Login</h1>
          <p className="mt-1 text-sm text-slate-600">Sign in to manage the {site.name} website.</p>
        </div>
        <Form
          method="post"
          {...getFormProps(form)}
          noValidate
          className="mt-8 space-y-5 rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 sm:p-8"
        >
          {actionData?.message ? <Alert title="Login failed">{actionData.message}</Alert> : null}
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field id={fields.email.id} label="Email" errors={fields.email.errors} errorId={fields.email.errorId}>
            <input
              {...getInputProps(fields.email, { type: "email" })}
              autoComplete="username"
              className={inputClass}
              placeholder="you@cordillera.example"
            />
          </Field>
          <Field
            id={fields.password.id}
            label="Password"
            errors={fields.password.errors}
            errorId={fields.password.errorId}
          >
            <input
              {...getInputProps(fields.password, { type: "password" })}
              ref={password}
              autoComplete="current-password"
              className={inputClass}
            />
          </Field>
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? "Logging in..." : "Log in"}
          </Button>
          <p className="text-center text-sm">
            <Link to="/admin/forgot-password" className="font-medium text-pine-700 hover:underline">
              Forgot password?
            </Link>
          </p>
        </Form>
      </div>
    </main>
  );
}
