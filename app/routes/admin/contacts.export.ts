// GET /admin/contacts/export: the matching enquiries as CSV (admins only, through the admin layout's guard).
import type { Route } from "./+types/contacts.export";
import { requireRole, staffActing } from "~/server/auth.server";
import { csvResponse, csvRow } from "~/models/list-query.server";
import { exportContacts } from "~/models/contacts.server";
import { interestLabel } from "~/schemas/contact";
import { CONTACT_STATUSES } from "~/schemas/vocabulary";
import { enumParam } from "~/platform/params";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const rows = await exportContacts({
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: enumParam(CONTACT_STATUSES, params.get("status")),
  });
  return csvResponse(staffActing({ request, context }), "contact", "contact-messages.csv", [
    csvRow(["id", "status", "name", "email", "company", "phone", "interest", "message", "created_at"]),
    ...rows.map((c) =>
      csvRow([
        c.id,
        c.status,
        c.name,
        c.email,
        c.company,
        c.phone,
        interestLabel(c.interest),
        c.message,
        c.createdAt.toISOString(),
      ]),
    ),
  ]);
}
