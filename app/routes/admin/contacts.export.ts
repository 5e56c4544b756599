// GET /admin/contacts/export: the enquiries the list shows (its search and filters) as CSV (admins only, through the admin layout's guard).
import type { Route } from "./+types/contacts.export";
import { requireRole, staffActing, staffUser } from "~/server/auth.server";
import { csvResponse } from "~/models/list-query.server";
import { exportContacts, readContactFilter } from "~/models/contacts.server";
import { interestLabel } from "~/schemas/contact";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export async function loader({ request, context }: Route.LoaderArgs) {
  const rows = await exportContacts(readContactFilter(new URL(request.url).searchParams, staffUser(context).id));
  return csvResponse(
    staffActing({ request, context }),
    {
      entity: "contact",
      filename: "contact-messages.csv",
      header: ["id", "status", "name", "email", "company", "phone", "interest", "message", "created_at"],
    },
    rows,
    (c) => [
      c.id,
      c.status,
      c.name,
      c.email,
      c.company,
      c.phone,
      interestLabel(c.interest),
      c.message,
      c.createdAt.toISOString(),
    ],
  );
}
