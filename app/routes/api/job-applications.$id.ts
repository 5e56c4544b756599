// DELETE /api/job-applications/{id} (admins).
import type { Route } from "./+types/job-applications.$id";
import { api, idParam, methodNotAllowed, requireApiUser } from "~/lib/api.server";
import { json } from "~/lib/http.server";
import { deleteApplication } from "~/models/applications.server";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  return api(async () => {
    await requireApiUser(request, ["admin"]);
    if (request.method !== "DELETE") return methodNotAllowed();
    await deleteApplication(idParam(params.id));
    return json({ message: "Application deleted" });
  });
}
