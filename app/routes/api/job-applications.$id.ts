// DELETE /api/job-applications/{id} (admins).
import type { Route } from "./+types/job-applications.$id";
import { audited, methodNotAllowed, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { deleteApplication } from "~/models/applications.server";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  return recordApi(request, params.id, { method: "DELETE", roles: ["admin"] }, async (id, by) => {
    await deleteApplication(id);
    return audited({ by, entity: "application", action: "delete", id }, json({ message: "Application deleted" }));
  });
}
