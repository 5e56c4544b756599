// /admin/emails, the Email log's old address, admins only as before: a permanent redirect to /admin/outbox with the
// same query string, so bookmarks and links keep working. 308 keeps the method, so a form posted from a page loaded
// before the move still reaches its action.
import { redirect } from "react-router";
import type { Route } from "./+types/emails";
import { requireRole } from "~/server/auth.server";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

function moved(request: Request) {
  return redirect(`/admin/outbox${new URL(request.url).search}`, 308);
}

export const loader = ({ request }: Route.LoaderArgs) => moved(request);
export const action = ({ request }: Route.ActionArgs) => moved(request);
