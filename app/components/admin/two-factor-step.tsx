// The code step of signing in: after a right password, an account with two-factor on is asked for a code from its
// authenticator app or one recovery code. A plain form posted to /admin/login, so it works without JavaScript,
// whichever page asked (the login page, or a password reset).
import { Form, useNavigation } from "react-router";
import { AuthCard, AuthLink, AuthSubmit } from "~/components/admin/auth-card";
import { Alert } from "~/components/ui/alert";
import { Field, hintId, inputClass } from "~/components/ui/field";

export function TwoFactorStep({
  challenge,
  redirectTo,
  message,
  notice,
}: {
  challenge: string;
  redirectTo: string;
  message?: string | null;
  notice?: string | null;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Two-factor sign-in" description="One more step to sign in.">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {message ? <Alert title="Sign-in not finished">{message}</Alert> : null}
      <Form method="post" action="/admin/login" className="space-y-5">
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="challenge" value={challenge} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          id="two-factor-code"
          label="Authentication code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        >
          <input
            id="two-factor-code"
            name="code"
            type="text"
            aria-required="true"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            aria-describedby={hintId("two-factor-code")}
            className={`${inputClass} font-mono tracking-widest`}
          />
        </Field>
        <AuthSubmit busy={busy} label="Verify" busyLabel="Verifying..." />
      </Form>
      <AuthLink to="/admin/login">Start again</AuthLink>
    </AuthCard>
  );
}
