// My account's two-factor section: turn it on (QR code drawn on the server, the secret as text, a first code and the
// password to confirm), see the ten recovery codes once, and turn it off with the password and a code. Plain forms
// posting intents to /admin/account (server/two-factor-intents.server.ts), so all of it works without JavaScript.
import { Form, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, hintId, inputClass } from "~/components/ui/field";

type Section = {
  enabled: boolean;
  recoveryCodesLeft: number;
  setup: { svg: string; secret: string; uri: string } | null;
  requiredForAdmins: boolean;
  mustSetUp: boolean;
};

type Answer = {
  result?: {
    intent?: unknown;
    initialValue?: Record<string, unknown> | null;
    error?: Record<string, string[] | null> | null;
  } | null;
  error?: { title: string; text: string } | null;
  recoveryCodes?: string[];
};

/** The secret in groups of four, as authenticator apps show it, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

export function TwoFactorSettings({ section }: { section: Section }) {
  // Every form of My account posts to the same action: an answer to another section's intent (the password form has
  // a "password" field too) is not this section's.
  const raw = useActionData() as Answer | undefined;
  const answeredIntent = raw?.result?.initialValue?.intent;
  const answer = typeof answeredIntent === "string" && !answeredIntent.startsWith("two-factor") ? undefined : raw;
  const busy = useNavigation().state !== "idle";
  /** A plain input's server error, wired as Field and conform would: the props for the Field and for the input. */
  const checked = (id: string, name: string) => {
    const error = answer?.result?.error?.[name]?.[0];
    const errorId = `${id}-error`;
    return {
      field: { id, errors: error ? [error] : undefined, errorId },
      input: { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined },
    };
  };
  const offPassword = checked("two-factor-off-password", "password");
  const confirmCode = checked("two-factor-confirm-code", "code");
  const confirmPassword = checked("two-factor-confirm-password", "currentPassword");
  const codes = answer?.recoveryCodes;

  return (
    <section
      id="two-factor"
      aria-labelledby="account-two-factor"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-3"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="account-two-factor" className="text-lg font-semibold">
          Two-factor sign-in
        </h2>
        <Badge tone={section.enabled ? "pine" : "gray"}>{section.enabled ? "On" : "Off"}</Badge>
      </div>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        After your password, signing in also asks for a code from an authenticator app on your phone (Google
        Authenticator, 1Password, Authy and the like), so a stolen password alone opens nothing.
      </p>
      {section.mustSetUp ? (
        <div className="mt-4">
          <Alert title="Two-factor sign-in is required">
            Administrators must use two-factor sign-in. Set it up here to continue to the rest of the back office.
          </Alert>
        </div>
      ) : null}
      {answer?.error ? (
        <div className="mt-4">
          <Alert title={answer.error.title}>{answer.error.text}</Alert>
        </div>
      ) : null}

      {codes ? (
        <div className="mt-5 space-y-3" data-recovery-codes>
          <Alert tone="success" title="Two-factor sign-in is on">
            Save these recovery codes somewhere safe now: they are shown only this once. Each one signs you in once if
            you lose your phone.
          </Alert>
          <ol className="grid max-w-md grid-cols-2 gap-2 rounded-md bg-slate-50 p-4 font-mono text-sm ring-1 ring-slate-200">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
        </div>
      ) : section.enabled ? (
        <div className="mt-5 space-y-4">
          <p className="text-sm text-ink">
            {`${section.recoveryCodesLeft} of 10 recovery codes left.`}
            {section.recoveryCodesLeft <= 3 ? " Turn two-factor off and on again for a new set." : null}
          </p>
          <Form method="post" className="max-w-md space-y-4" aria-labelledby="two-factor-off">
            <h3 id="two-factor-off" className="text-sm font-semibold text-ink">
              Turn two-factor sign-in off
            </h3>
            <input type="hidden" name="intent" value="two-factor-disable" />
            <Field {...offPassword.field} label="Your password">
              <input {...offPassword.input} type="password" autoComplete="current-password" className={inputClass} />
            </Field>
            <Field
              id="two-factor-off-code"
              label="A current code"
              hint="A code from your authenticator app, or a recovery code."
            >
              <input
                id="two-factor-off-code"
                name="code"
                type="text"
                autoComplete="one-time-code"
                aria-describedby={hintId("two-factor-off-code")}
                className={inputClass}
              />
            </Field>
            <Button type="submit" variant="secondary" disabled={busy}>
              Turn off two-factor
            </Button>
          </Form>
        </div>
      ) : section.setup ? (
        <div className="mt-5 grid gap-6 md:grid-cols-[auto_1fr]">
          <div
            role="img"
            aria-label="QR code to add this account to an authenticator app"
            className="h-48 w-48 shrink-0 [&>svg]:h-full [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: section.setup.svg }}
          />
          <div className="min-w-0 space-y-4">
            <ol className="list-decimal space-y-1 pl-5 text-sm text-ink">
              <li>Scan the QR code with your authenticator app.</li>
              <li>
                {"Can't scan it? Enter this key instead: "}
                <code data-totp-secret className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono">
                  {grouped(section.setup.secret)}
                </code>
              </li>
              <li>Enter the 6-digit code the app shows, and your password.</li>
            </ol>
            <Form method="post" className="max-w-xs space-y-4">
              <Field {...confirmCode.field} label="Code from the app">
                <input
                  {...confirmCode.input}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  className={`${inputClass} font-mono tracking-widest`}
                />
              </Field>
              <Field {...confirmPassword.field} label="Your password">
                <input
                  {...confirmPassword.input}
                  type="password"
                  autoComplete="current-password"
                  className={inputClass}
                />
              </Field>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" name="intent" value="two-factor-confirm" disabled={busy}>
                  Turn on two-factor
                </Button>
                <Button type="submit" name="intent" value="two-factor-cancel" variant="secondary" formNoValidate>
                  Cancel
                </Button>
              </div>
            </Form>
          </div>
        </div>
      ) : (
        <Form method="post" className="mt-5">
          <Button type="submit" name="intent" value="two-factor-start" disabled={busy}>
            Set up two-factor sign-in
          </Button>
        </Form>
      )}
    </section>
  );
}
