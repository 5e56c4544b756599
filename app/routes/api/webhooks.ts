// GET /api/webhooks (admins) → {webhooks}; POST /api/webhooks {url, kind?, description?, events, enabled?} (admins)
// → 201 {webhook, secret}: the secret is in this answer only.
import type { Route } from "./+types/webhooks";
import { allowMethods, api, apiAction, audited, parseJson, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { createWebhookEndpoint, listWebhookEndpoints } from "~/models/webhooks.server";
import { webhookEndpointSchema } from "~/schemas/webhook";
import { toApiWebhook } from "~/server/webhook-api.server";

const allowed = allowMethods("GET", "POST");

export async function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
    await requireApiUser(request, ["admin"]);
    return json({ webhooks: (await listWebhookEndpoints()).map(toApiWebhook) });
  });
}

export async function action({ request }: Route.ActionArgs) {
  return apiAction(request, async () => {
    const by = await requireApiUser(request, ["admin"]);
    allowed.check(request);
    const input = await parseJson(request, webhookEndpointSchema);
    const endpoint = await createWebhookEndpoint(input);
    return audited(
      { by, entity: "webhook", action: "create", id: endpoint.id, input: { type: input.kind } },
      json({ webhook: toApiWebhook(endpoint), secret: endpoint.secret }, 201),
    );
  });
}
