// POST /api/webhooks/{id}/test (admins) → 202 {deliveryId}: a `webhook.test` event to this endpoint alone.
import { apiRoute, audited, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { sendTestEvent } from "~/models/webhook-emit.server";

export { loader, action };

const { loader, action } = apiRoute({
  POST: recordApi(["admin"], async (id, by) => {
    const deliveryId = await sendTestEvent(id);
    return audited({ by, entity: "webhook", action: "send", id }, json({ deliveryId }, 202));
  }),
});
