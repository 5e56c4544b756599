// GET, PATCH and DELETE /api/contacts/{id} (admins). Reading never changes the status; opening in the screen does.
// PATCH is partial (issue 31): any of the spec's `status` and the pipeline's `stage`, `lostReason`, `ownerId`,
// `followUpOn`, `estimatedValue`, `teamSize`; a field not named keeps its value, a bad one is a 400 naming it.
import type { Route } from "./+types/contacts.$id";
import { apiRoute, audited, idParam, parseJson, recordApi, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { getContact } from "~/models/contacts.server";
import { removeContact } from "~/models/record-removal.server";
import { patchContact } from "~/models/enquiry-pipeline.server";
import { contactPatchSchema } from "~/schemas/enquiry-pipeline";
import { toApiContact } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute<Route.ActionArgs>({
  GET: async ({ request, params }) => {
    await requireApiUser(request, ["admin"]);
    return json({ contact: toApiContact(await getContact(idParam(params.id))) });
  },
  PATCH: recordApi(["admin"], async (id, by, { request }) => {
    const input = await parseJson(request, contactPatchSchema);
    const contact = await patchContact(id, input, by);
    // A body that names the status alone is the spec's status change; anything else is an update.
    const action = Object.keys(input).length === 1 && input.status !== undefined ? "status" : "update";
    return audited({ by, entity: "contact", action, id, input }, json({ contact: toApiContact(contact) }));
  }),
  DELETE: recordApi(["admin"], async (id, by) => {
    await removeContact(id);
    return audited({ by, entity: "contact", action: "delete", id }, json({ message: "Contact deleted" }));
  }),
});
