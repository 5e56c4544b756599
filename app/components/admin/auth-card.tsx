// The frame of the signed-out staff pages (forgot password, set a password from a link, the two-factor step):
// the logo, a heading and one card, centred, like the login page.
import type { ReactNode } from "react";
import { LogoMark } from "~/components/site/logo";

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
