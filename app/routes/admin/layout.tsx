// The back office: every route below runs only for signed-in staff (checked on the server for each request).
import { Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { AdminTopBar } from "~/components/admin/shell";
import { requireStaffMiddleware, staffUser } from "~/lib/auth.server";

export const middleware: Route.MiddlewareFunction[] = [requireStaffMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return { user: staffUser(context) };
}

export function meta() {
  return [{ name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <div className="min-h-screen bg-slate-50">
      <AdminTopBar user={user} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
