// POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver (admins) → 202: the same body and webhook-id again,
// with a fresh 24 hours of retries (409 while it is still being retried).
import type { Route } from "./+types/webhooks.$id.deliveries.$deliveryId.redeliver";
import { apiRoute, audited, idParam, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { redeliverWebhook } from "~/models/webhook-deliveries.server";

export { loader, action };

const { loader, action } = apiRoute<Route.ActionArgs>({
  POST: recordApi(["admin"], async (id, by, { params }) => {
    const deliveryId = idParam(params.deliveryId);
    await redeliverWebhook(id, deliveryId);
    return audited(
      { by, entity: "webhook", action: "send", id, input: { type: `delivery ${deliveryId}` } },
      json({ message: "Delivery queued again" }, 202),
    );
  }),
});
