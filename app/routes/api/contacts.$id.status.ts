// PATCH /api/contacts/{id}/status {status} (admins) → {contact}.
import type { Route } from "./+types/contacts.$id.status";
import { allowMethods, audited, parseJson, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { setContactStatus } from "~/models/contacts.server";
import { contactStatusSchema } from "~/schemas/contact";
import { toApiContact } from "~/server/api-serializers.server";

const allowed = allowMethods("PATCH");

export const loader = allowed.refuse;

export async function action({ request, params }: Route.ActionArgs) {
  return recordApi(request, params.id, { allowed, roles: ["admin"] }, async (id, by) => {
    const input = await parseJson(request, contactStatusSchema);
    const contact = await setContactStatus(id, input.status);
    return audited({ by, entity: "contact", action: "status", id, input }, json({ contact: toApiContact(contact) }));
  });
}
