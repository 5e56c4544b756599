// DELETE /api/subscribers/{id} (admins).
import type { Route } from "./+types/subscribers.$id";
import { allowMethods, audited, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { deleteSubscriber } from "~/models/subscribers.server";

const allowed = allowMethods("DELETE");

export const loader = allowed.refuse;

export async function action({ request, params }: Route.ActionArgs) {
  return recordApi(request, params.id, { allowed, roles: ["admin"] }, async (id, by) => {
    await deleteSubscriber(id);
    return audited({ by, entity: "subscriber", action: "delete", id }, json({ message: "Subscriber deleted" }));
  });
}
