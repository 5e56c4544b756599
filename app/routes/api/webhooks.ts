// GET /api/webhooks (admins) → {webhooks}; POST /api/webhooks {url, kind?, description?, events, enabled?} (admins)
// → 201 {webhook, secret}: the secret is in this answer only.
import { apiRoute, audited, parseJson, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { createWebhookEndpoint, listWebhookEndpoints } from "~/models/webhooks.server";
import { webhookEndpointSchema } from "~/schemas/webhook";
import { toApiWebhook } from "~/server/webhook-api.server";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, ["admin"]);
    return json({ webhooks: (await listWebhookEndpoints()).map(toApiWebhook) });
  },
  POST: async ({ request }) => {
    const by = await requireApiUser(request, ["admin"]);
    const input = await parseJson(request, webhookEndpointSchema);
    const endpoint = await createWebhookEndpoint(input);
    return audited(
      { by, entity: "webhook", action: "create", id: endpoint.id, input: { type: input.kind } },
      json({ webhook: toApiWebhook(endpoint), secret: endpoint.secret }, 201),
    );
  },
});
