// PATCH /api/job-applications/{id}/status {status} (admins) → {application}; the change joins its status history.
import type { Route } from "./+types/job-applications.$id.status";
import { allowMethods, audited, parseJson, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { setApplicationStatus } from "~/models/applications.server";
import { applicationStatusSchema } from "~/schemas/job";
import { toApiApplication } from "~/server/api-serializers.server";

const allowed = allowMethods("PATCH");

export const loader = allowed.refuse;

export async function action({ request, params }: Route.ActionArgs) {
  return recordApi(request, params.id, { allowed, roles: ["admin"] }, async (id, by) => {
    const input = await parseJson(request, applicationStatusSchema);
    const application = await setApplicationStatus(id, input.status, by);
    return audited(
      { by, entity: "application", action: "status", id, input },
      json({ application: toApiApplication(application) }),
    );
  });
}
