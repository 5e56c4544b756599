// PATCH /api/contacts/{id}/status {status} (admins) → {contact}.
import { apiRoute, audited, parseJson, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { setContactStatus } from "~/models/contacts.server";
import { contactStatusSchema } from "~/schemas/contact";
import { toApiContact } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute({
  PATCH: recordApi(["admin"], async (id, by, { request }) => {
    const input = await parseJson(request, contactStatusSchema);
    const contact = await setContactStatus(id, input.status);
    return audited({ by, entity: "contact", action: "status", id, input }, json({ contact: toApiContact(contact) }));
  }),
});
