// POST /api/webhooks/{id}/rotate-secret (admins) → {webhook, secret}: a new secret, in this answer only; the old
// one keeps signing beside it for 24 hours.
import { apiRoute, audited, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { rotateWebhookSecret } from "~/models/webhooks.server";
import { toApiWebhook } from "~/server/webhook-api.server";

export { loader, action };

const { loader, action } = apiRoute({
  POST: recordApi(["admin"], async (id, by) => {
    const endpoint = await rotateWebhookSecret(id);
    return audited(
      { by, entity: "webhook", action: "update", id, input: { type: "secret rotated" } },
      json({ webhook: toApiWebhook(endpoint), secret: endpoint.secret }),
    );
  }),
});
