// The back office: every route below runs only for signed-in staff (checked on the server for each request).
// The layout draws the top bar and the sidebar; for admins it also counts what is new (enquiries, applications).
import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";
import { AdminNav, AdminTopBar, useAdminMenu } from "~/components/admin/shell";
import { requireStaffMiddleware, staffUser } from "~/server/auth.server";
import { newItemCounts } from "~/models/dashboard.server";
import { legacyDialogUrl } from "~/platform/dialog";

/** A link from before the one dialog spelling (an old alert e-mail's `?view=5`) opens the same dialog. */
const legacyDialogLinks: Route.MiddlewareFunction = ({ request }) => {
  if (request.method !== "GET") return;
  const moved = legacyDialogUrl(new URL(request.url));
  if (moved) throw redirect(moved);
};

export const middleware: Route.MiddlewareFunction[] = [requireStaffMiddleware, legacyDialogLinks];

export async function loader({ context }: Route.LoaderArgs) {
  const user = staffUser(context);
  return { user, counts: user.role === "admin" ? await newItemCounts() : null };
}

export function meta() {
  return [{ name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLayout({ loaderData: { user, counts } }: Route.ComponentProps) {
  const menu = useAdminMenu();
  return (
    <div className="min-h-screen bg-slate-50">
      <AdminTopBar user={user} menu={{ open: menu.open, toggle: menu.toggle, controls: menu.id }} />
      <div className="lg:flex">
        <AdminNav id={menu.id} user={user} counts={counts} open={menu.open} onClose={menu.close} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
