// PATCH /api/subscribers/{id}/status {status} (admins) → {subscriber}.
import { apiRoute, audited, parseJson, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { setSubscriberStatus } from "~/models/subscribers.server";
import { subscriberStatusSchema } from "~/schemas/subscriber";
import { toApiSubscriber } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute({
  PATCH: recordApi(["admin"], async (id, by, { request }) => {
    const input = await parseJson(request, subscriberStatusSchema);
    const subscriber = await setSubscriberStatus(id, input.status);
    return audited(
      { by, entity: "subscriber", action: "status", id, input },
      json({ subscriber: toApiSubscriber(subscriber) }),
    );
  }),
});
