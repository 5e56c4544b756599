// GET, PATCH and DELETE /api/webhooks/{id} (admins). A PATCH keeps the fields it leaves out; switching an endpoint
// on again forgets its failure streak; `{enabled}` alone is the screen's switch (audited as an activation).
import type { Route } from "./+types/webhooks.$id";
import { apiRoute, idParam, requireApiUser } from "~/server/api.server";
import { recordWrites } from "~/server/api-record.server";
import { json } from "~/platform/http.server";
import {
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  setWebhookEndpointEnabled,
  updateWebhookEndpoint,
} from "~/models/webhooks.server";
import { enabledOnlySchema, webhookEndpointSchema } from "~/schemas/webhook";
import { toApiWebhook } from "~/server/webhook-api.server";

export { loader, action };

const { loader, action } = apiRoute<Route.ActionArgs>({
  GET: async ({ request, params }) => {
    await requireApiUser(request, ["admin"]);
    return json({ webhook: toApiWebhook(await getWebhookEndpoint(idParam(params.id))) });
  },
  ...recordWrites({
    roles: ["admin"],
    entity: "webhook",
    key: "webhook",
    deleted: "Endpoint deleted",
    get: getWebhookEndpoint,
    inputOf: (e) => ({
      url: e.url,
      kind: e.kind,
      description: e.description ?? "",
      events: e.events,
      enabled: e.enabled,
    }),
    schema: webhookEndpointSchema,
    update: updateWebhookEndpoint,
    quote: (input) => ({ type: input.kind }),
    remove: deleteWebhookEndpoint,
    toApi: toApiWebhook,
    toggle: { field: "enabled", schema: enabledOnlySchema, set: setWebhookEndpointEnabled, audit: "activation" },
  }),
});
