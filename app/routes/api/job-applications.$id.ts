// DELETE /api/job-applications/{id} (admins).
import type { Route } from "./+types/job-applications.$id";
import { methodNotAllowed, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { deleteApplication } from "~/models/applications.server";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  return recordApi(request, params.id, { entity: "application", method: "DELETE", roles: ["admin"] }, async (id) => {
    await deleteApplication(id);
    return json({ message: "Application deleted" });
  });
}
