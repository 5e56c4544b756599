// DELETE /api/subscribers/{id} (admins).
import type { Route } from "./+types/subscribers.$id";
import { audited, methodNotAllowed, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { deleteSubscriber } from "~/models/subscribers.server";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  return recordApi(request, params.id, { method: "DELETE", roles: ["admin"] }, async (id, by) => {
    await deleteSubscriber(id);
    return audited({ by, entity: "subscriber", action: "delete", id }, json({ message: "Subscriber deleted" }));
  });
}
