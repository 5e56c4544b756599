// PATCH /api/subscribers/{id}/status {status} (admins) → {subscriber}.
import type { Route } from "./+types/subscribers.$id.status";
import { audited, methodNotAllowed, parseJson, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { setSubscriberStatus } from "~/models/subscribers.server";
import { subscriberStatusSchema } from "~/schemas/subscriber";
import { toApiSubscriber } from "~/server/api-serializers.server";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  return recordApi(request, params.id, { method: "PATCH", roles: ["admin"] }, async (id, by) => {
    const input = await parseJson(request, subscriberStatusSchema);
    const subscriber = await setSubscriberStatus(id, input.status);
    return audited(
      { by, entity: "subscriber", action: "status", id, input },
      json({ subscriber: toApiSubscriber(subscriber) }),
    );
  });
}
