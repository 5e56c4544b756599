// PATCH /api/contacts/{id}/status {status} (admins) → {contact}.
import type { Route } from "./+types/contacts.$id.status";
import { api, idParam, methodNotAllowed, parseJson, requireApiUser } from "~/lib/api.server";
import { json } from "~/lib/http.server";
import { setContactStatus } from "~/models/contacts.server";
import { contactStatusSchema } from "~/schemas/contact";
import { toApiContact } from "~/lib/api-serializers.server";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  return api(async () => {
    await requireApiUser(request, ["admin"]);
    if (request.method !== "PATCH") return methodNotAllowed();
    const id = idParam(params.id);
    const { status } = await parseJson(request, contactStatusSchema);
    return json({ contact: toApiContact(await setContactStatus(id, status)) });
  });
}
