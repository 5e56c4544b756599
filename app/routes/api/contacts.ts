// GET /api/contacts (admins): {contacts, total}, newest first; ?q= searches, ?status= filters, ?limit=&offset= pages.
import type { Route } from "./+types/contacts";
import { allowMethods, api, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { listContacts } from "~/models/contacts.server";
import { readStatusListQuery } from "~/platform/params";
import { CONTACT_STATUSES } from "~/schemas/vocabulary";
import { toApiContact } from "~/server/api-serializers.server";

const allowed = allowMethods("GET");

export async function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
    await requireApiUser(request, ["admin"]);
    const query = readStatusListQuery(new URL(request.url).searchParams, CONTACT_STATUSES);
    const { contacts, total } = await listContacts(query);
    return json({ contacts: contacts.map(toApiContact), total });
  });
}

export const action = allowed.refuse;
