// The frame of the signed-out staff pages (log in, forgot password, set a password from a link, the two-factor
// step): the logo, a heading and one card, centred; and the pages' link to the next or previous step.
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LogoMark } from "~/components/site/logo";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";

export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="focus:outline-none flex min-h-screen items-center justify-center bg-gradient-to-b from-pine-50 to-white px-4 py-12"
    >
      <div className="w-full max-w-md">
        <div className="flex flex-col items-center text-center">
          <LogoMark className="h-12 w-12" />
          <h1 className="mt-4 text-2xl font-bold">{title}</h1>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        <div className="mt-8 space-y-5 break-words rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 sm:p-8">
          {children}
        </div>
      </div>
    </main>
  );
}

/** A card's full-width submit button, which says what it is doing while the form is sent. */
export function AuthSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy} className="w-full">
      {busy ? busyLabel : label}
    </Button>
  );
}

/** A centred link under a card's form: to another step of signing in. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-center text-sm">
      <Link to={to} className="font-medium text-pine-700 hover:underline">
        {children}
      </Link>
    </p>
  );
}

/** The e-mail a staff member signs in with (log in, forgot password), offered by the browser's password manager. */
export function StaffEmailField({ field }: { field: FieldMetadata<unknown> }) {
  return (
    <InputField field={field} label="Email" type="email" autoComplete="username" placeholder="you@cordillera.example" />
  );
}
