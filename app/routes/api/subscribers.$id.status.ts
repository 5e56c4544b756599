// PATCH /api/subscribers/{id}/status {status} (admins) → {subscriber}.
import type { Route } from "./+types/subscribers.$id.status";
import { methodNotAllowed, parseJson, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { setSubscriberStatus } from "~/models/subscribers.server";
import { subscriberStatusSchema } from "~/schemas/subscriber";
import { toApiSubscriber } from "~/server/api-serializers.server";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  return recordApi(request, params.id, { entity: "subscriber", method: "PATCH", roles: ["admin"] }, async (id) => {
    const { status } = await parseJson(request, subscriberStatusSchema);
    return json({ subscriber: toApiSubscriber(await setSubscriberStatus(id, status)) });
  });
}
