// PATCH /api/job-applications/{id} {ownerId} (admins) → {application}: its owner (null for nobody; an id that is no
// staff user is a 400 naming ownerId). DELETE /api/job-applications/{id} (admins).
import { apiRoute, audited, parseJson, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { removeApplication } from "~/models/record-removal.server";
import { setApplicationOwner } from "~/models/application-pipeline.server";
import { applicationPatchSchema } from "~/schemas/pipeline";
import { toApiApplication } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute({
  PATCH: recordApi(["admin"], async (id, by, { request }) => {
    const input = await parseJson(request, applicationPatchSchema);
    const application = await setApplicationOwner(id, input.ownerId);
    return audited(
      { by, entity: "application", action: "update", id, input },
      json({ application: toApiApplication(application) }),
    );
  }),
  DELETE: recordApi(["admin"], async (id, by) => {
    await removeApplication(id);
    return audited({ by, entity: "application", action: "delete", id }, json({ message: "Application deleted" }));
  }),
});
