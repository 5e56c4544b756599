// GET /api/contacts (admins): {contacts, total}, newest first; ?q= searches, ?status= filters, ?limit=&offset= pages.
import type { Route } from "./+types/contacts";
import { api, methodNotAllowed, requireApiUser } from "~/lib/api.server";
import { json } from "~/lib/http.server";
import { listContacts, toApiContact, type ContactStatus } from "~/models/contacts.server";
import { contactStatusSchema } from "~/schemas/contact";
import { readListQuery } from "~/lib/params";

export async function loader({ request }: Route.LoaderArgs) {
  return api(async () => {
    await requireApiUser(request, ["admin"]);
    const params = new URL(request.url).searchParams;
    const status = contactStatusSchema.shape.status.safeParse(params.get("status"));
    const { contacts, total } = await listContacts({ ...readListQuery(params), status: status.success ? (status.data as ContactStatus) : null });
    return json({ contacts: contacts.map(toApiContact), total });
  });
}

export const action = methodNotAllowed;
