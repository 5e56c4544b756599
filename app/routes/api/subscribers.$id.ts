// DELETE /api/subscribers/{id} (admins).
import type { Route } from "./+types/subscribers.$id";
import { methodNotAllowed, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { deleteSubscriber } from "~/models/subscribers.server";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  return recordApi(request, params.id, { entity: "subscriber", method: "DELETE", roles: ["admin"] }, async (id) => {
    await deleteSubscriber(id);
    return json({ message: "Subscriber deleted" });
  });
}
