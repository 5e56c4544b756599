// GET /api/contacts (admins): {contacts, total}, newest first; ?q= searches, ?status= filters, ?limit=&offset= pages.
import { apiRoute, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { listContacts } from "~/models/contacts.server";
import { readStatusListQuery } from "~/platform/params";
import { CONTACT_STATUSES } from "~/schemas/vocabulary";
import { toApiContact } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, ["admin"]);
    const query = readStatusListQuery(new URL(request.url).searchParams, CONTACT_STATUSES);
    const { contacts, total } = await listContacts(query);
    return json({ contacts: contacts.map(toApiContact), total });
  },
});
