// GET /api/webhooks/{id}/deliveries (admins; ?limit=&offset= or ?page=) → {deliveries, total}: newest first, each
// with every attempt (status, duration, the first 2 KB of the answer).
import type { Route } from "./+types/webhooks.$id.deliveries";
import { apiRoute, idParam, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { readListQuery } from "~/platform/params";
import { getWebhookEndpoint } from "~/models/webhooks.server";
import { listWebhookDeliveries } from "~/models/webhook-deliveries.server";
import { toApiDelivery } from "~/server/webhook-api.server";

export { loader, action };

const { loader, action } = apiRoute<Route.ActionArgs>({
  GET: async ({ request, params }) => {
    await requireApiUser(request, ["admin"]);
    const endpoint = await getWebhookEndpoint(idParam(params.id));
    const { limit, offset } = readListQuery(new URL(request.url).searchParams);
    const { deliveries, total } = await listWebhookDeliveries(endpoint.id, { limit, offset });
    return json({ deliveries: deliveries.map(toApiDelivery), total });
  },
});
