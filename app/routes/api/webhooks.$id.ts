// GET, PATCH and DELETE /api/webhooks/{id} (admins). A PATCH keeps the fields it leaves out; switching an endpoint
// on again forgets its failure streak.
import type { Route } from "./+types/webhooks.$id";
import { z } from "~/platform/zod";
import { api, apiAction, audited, idParam, methodNotAllowed, parseJson, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { deleteWebhookEndpoint, getWebhookEndpoint, updateWebhookEndpoint } from "~/models/webhooks.server";
import { webhookEndpointSchema } from "~/schemas/webhook";
import { toApiWebhook } from "~/server/webhook-api.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return api(request, async () => {
    await requireApiUser(request, ["admin"]);
    return json({ webhook: toApiWebhook(await getWebhookEndpoint(idParam(params.id))) });
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return apiAction(request, async () => {
    const by = await requireApiUser(request, ["admin"]);
    const id = idParam(params.id);
    if (request.method === "DELETE") {
      await deleteWebhookEndpoint(id);
      return audited({ by, entity: "webhook", action: "delete", id }, json({ message: "Endpoint deleted" }));
    }
    if (request.method !== "PATCH") throw methodNotAllowed();
    const current = await getWebhookEndpoint(id);
    const schema = z.preprocess(
      (body) => ({
        url: current.url,
        kind: current.kind,
        description: current.description ?? "",
        events: current.events,
        enabled: current.enabled,
        ...(body as Record<string, unknown>),
      }),
      webhookEndpointSchema,
    );
    const input = await parseJson(request, schema);
    const endpoint = await updateWebhookEndpoint(id, input);
    return audited(
      { by, entity: "webhook", action: "update", id, input: { type: input.kind } },
      json({ webhook: toApiWebhook(endpoint) }),
    );
  });
}
