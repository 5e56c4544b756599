// The admin chrome: the top bar (logo, the word Admin, who is signed in, Logout), the sidebar with every screen the
// role may open (a drawer on phones), and each page's heading with Back to Dashboard. The screens come from one list,
// app/schemas/admin-screens.ts.
import { useEffect, useId, useState, type ReactNode } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { LogoMark } from "~/components/site/logo";
import { ArrowRightIcon, CloseIcon, MenuIcon } from "~/components/ui/icons";
import { SkipLink } from "~/components/ui/skip-link";
import type { StaffUser } from "~/db/schema";
import { screensFor, type AdminCounts } from "~/schemas/admin-screens";
import { ROLE_LABELS } from "~/schemas/vocabulary";

export function AdminTopBar({
  user,
  menu,
}: {
  user: StaffUser;
  /** The phone drawer's toggle, shown below the sidebar's breakpoint. */
  menu: { open: boolean; toggle: () => void; controls: string };
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <SkipLink />
      <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-2">
          <button
            type="button"
            onClick={menu.toggle}
            aria-expanded={menu.open}
            aria-controls={menu.controls}
            className="-ml-2 rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            {menu.open ? <CloseIcon className="h-5 w-5" /> : <MenuIcon className="h-5 w-5" />}
            <span className="sr-only">Menu</span>
          </button>
          <Link to="/admin" className="flex items-center gap-2.5" aria-label="Admin dashboard">
            <LogoMark />
            <span className="text-lg font-bold tracking-tight text-ink">Admin</span>
          </Link>
        </div>
        <div className="flex min-w-0 items-center gap-2 sm:gap-4">
          <span className="hidden min-w-0 text-right text-sm sm:block">
            <span className="block truncate font-medium text-ink">{user.name ?? user.email}</span>
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

/**
 * Every screen the role may open, the current one marked (aria-current), with the counts of what is new. Beside the
 * page from the large breakpoint up; below it, a drawer over the page that the top bar's Menu button opens and
 * any navigation or Escape closes.
 */
export function AdminNav({
  id,
  user,
  counts,
  open,
  onClose,
}: {
  id: string;
  user: StaffUser;
  counts: AdminCounts | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <>
      {open ? (
        <div className="fixed inset-0 top-16 z-30 bg-slate-900/40 lg:hidden" aria-hidden="true" onClick={onClose} />
      ) : null}
      <nav
        id={id}
        aria-label="Back office"
        className={`${open ? "fixed inset-y-0 left-0 top-16 z-40 block w-72 max-w-[85vw] overflow-y-auto shadow-xl" : "hidden"} border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:block lg:h-screen lg:w-60 lg:shrink-0 lg:shadow-none`}
      >
        <ul className="space-y-0.5 p-3">
          {screensFor(user.role).map((screen) => {
            const count = screen.count && counts ? counts[screen.count] : 0;
            const replies = screen.replies && counts ? counts[screen.replies] : 0;
            return (
              <li key={screen.path}>
                <NavLink
                  to={screen.path}
                  end
                  onClick={onClose}
                  data-screen={screen.path}
                  className={({ isActive }) =>
                    `flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-pine-50 text-pine-800 ring-1 ring-inset ring-pine-200" : "text-slate-700 hover:bg-slate-100"}`
                  }
                >
                  <span className="min-w-0 flex-1">{screen.label}</span>
                  {count > 0 ? (
                    <span
                      className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold tabular-nums text-sky-800"
                      data-count={screen.count}
                    >
                      {count}
                      <span className="sr-only"> new</span>
                    </span>
                  ) : null}
                  {replies > 0 ? (
                    <span
                      className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold tabular-nums text-amber-900"
                      data-count={screen.replies}
                      title="Unread replies"
                    >
                      {replies}
                      <span className="sr-only"> unread replies</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}

/** The drawer's open state: closed again by any navigation, and by Escape (focus goes back to the Menu button). */
export function useAdminMenu() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(id)}"]`)?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, id]);
  return { id, open, toggle: () => setOpen((o) => !o), close: () => setOpen(false) };
}

/** The link back up (to the dashboard, or from an editor to its list) above a screen's heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1.5 text-sm font-medium text-pine-700 hover:text-pine-900">
      <ArrowRightIcon className="h-4 w-4 rotate-180" />
      {children}
    </Link>
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
      {backToDashboard ? <BackLink to="/admin">Back to Dashboard</BackLink> : null}
      <div data-page-header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {/* The buttons keep their width: a long description beside them once squeezed "Export CSV" to a letter a line. */}
        {actions ? <div className="flex shrink-0 flex-wrap gap-2 whitespace-nowrap">{actions}</div> : null}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
