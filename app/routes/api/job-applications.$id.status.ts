// PATCH /api/job-applications/{id}/status {status} (admins) → {application}; the change joins its status history.
import { apiRoute, audited, parseJson, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { setApplicationStatus } from "~/models/applications.server";
import { applicationStatusSchema } from "~/schemas/job";
import { toApiApplication } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute({
  PATCH: recordApi(["admin"], async (id, by, { request }) => {
    const input = await parseJson(request, applicationStatusSchema);
    const application = await setApplicationStatus(id, input.status, by);
    return audited(
      { by, entity: "application", action: "status", id, input },
      json({ application: toApiApplication(application) }),
    );
  }),
});
