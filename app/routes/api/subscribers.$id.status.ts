// PATCH /api/subscribers/{id}/status {status} (admins) → {subscriber}.
import type { Route } from "./+types/subscribers.$id.status";
import { allowMethods, audited, parseJson, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { setSubscriberStatus } from "~/models/subscribers.server";
import { subscriberStatusSchema } from "~/schemas/subscriber";
import { toApiSubscriber } from "~/server/api-serializers.server";

const allowed = allowMethods("PATCH");

export const loader = allowed.refuse;

export async function action({ request, params }: Route.ActionArgs) {
  return recordApi(request, params.id, { allowed, roles: ["admin"] }, async (id, by) => {
    const input = await parseJson(request, subscriberStatusSchema);
    const subscriber = await setSubscriberStatus(id, input.status);
    return audited(
      { by, entity: "subscriber", action: "status", id, input },
      json({ subscriber: toApiSubscriber(subscriber) }),
    );
  });
}
