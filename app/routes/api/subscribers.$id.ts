// DELETE /api/subscribers/{id} (admins).
import type { Route } from "./+types/subscribers.$id";
import { api, idParam, methodNotAllowed, requireApiUser } from "~/lib/api.server";
import { json } from "~/lib/http.server";
import { deleteSubscriber } from "~/models/subscribers.server";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  return api(async () => {
    await requireApiUser(request, ["admin"]);
    if (request.method !== "DELETE") return methodNotAllowed();
    await deleteSubscriber(idParam(params.id));
    return json({ message: "Subscriber deleted" });
  });
}
