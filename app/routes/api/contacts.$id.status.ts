// PATCH /api/contacts/{id}/status {status} (admins) → {contact}.
import type { Route } from "./+types/contacts.$id.status";
import { methodNotAllowed, parseJson, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { setContactStatus } from "~/models/contacts.server";
import { contactStatusSchema } from "~/schemas/contact";
import { toApiContact } from "~/server/api-serializers.server";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  return recordApi(request, params.id, { entity: "contact", method: "PATCH", roles: ["admin"] }, async (id) => {
    const { status } = await parseJson(request, contactStatusSchema);
    return json({ contact: toApiContact(await setContactStatus(id, status)) });
  });
}
