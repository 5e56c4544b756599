// GET and DELETE /api/contacts/{id} (admins). Reading never changes the status; opening in the screen does.
import type { Route } from "./+types/contacts.$id";
import { api, audited, idParam, requireApiUser, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { deleteContact, getContact } from "~/models/contacts.server";
import { toApiContact } from "~/server/api-serializers.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () => {
    await requireApiUser(request, ["admin"]);
    return json({ contact: toApiContact(await getContact(idParam(params.id))) });
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return recordApi(request, params.id, { method: "DELETE", roles: ["admin"] }, async (id, by) => {
    await deleteContact(id);
    return audited({ by, entity: "contact", action: "delete", id }, json({ message: "Contact deleted" }));
  });
}
