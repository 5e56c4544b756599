// The admin chrome: top bar with logo, the word Admin, Email log (admins), My account and Logout; Back to
// Dashboard below it.
import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { LogoMark } from "~/components/site/logo";
import { ArrowRightIcon } from "~/components/ui/icons";
import { SkipLink } from "~/components/ui/skip-link";
import type { StaffUser } from "~/models/users.server";
import { ROLE_LABELS } from "~/lib/vocabulary";

const topLink = (active: boolean) =>
  `rounded-md px-2 py-2 hover:bg-slate-50 ${active ? "text-pine-800 underline decoration-2 underline-offset-4" : "text-slate-700"}`;

export function AdminTopBar({ user }: { user: StaffUser }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <SkipLink />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/admin" className="flex items-center gap-2.5" aria-label="Admin dashboard">
          <LogoMark />
          <span className="text-lg font-bold tracking-tight text-ink">Admin</span>
        </Link>
        <div className="flex items-center gap-2 sm:gap-4">
          <nav aria-label="Account" className="flex items-center gap-1 text-sm font-medium">
            {user.role === "admin" ? (
              <NavLink to="/admin/emails" className={({ isActive }) => `${topLink(isActive)} hidden sm:inline-block`}>
                Email log
              </NavLink>
            ) : null}
            <NavLink to="/admin/account" className={({ isActive }) => topLink(isActive)}>
              My account
            </NavLink>
          </nav>
          <span className="hidden text-right text-sm sm:block">
            <span className="block font-medium text-ink">{user.name ?? user.email}</span>
            <span className="block text-xs text-slate-500">{ROLE_LABELS[user.role]}</span>
          </span>
          <Form method="post" action="/admin/logout">
            <button
              type="submit"
              className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
            >
              Logout
            </button>
          </Form>
        </div>
      </div>
    </header>
  );
}

export function AdminPage({
  title,
  description,
  actions,
  backToDashboard = true,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  backToDashboard?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {backToDashboard ? (
        <Link
          to="/admin"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-pine-700 hover:text-pine-900"
        >
          <ArrowRightIcon className="h-4 w-4 rotate-180" />
          Back to Dashboard
        </Link>
      ) : null}
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
