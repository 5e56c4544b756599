// POST /api/webhooks/{id}/test (admins) → 202 {deliveryId}: a `webhook.test` event to this endpoint alone.
import type { Route } from "./+types/webhooks.$id.test";
import { allowMethods, audited, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { sendTestEvent } from "~/models/webhook-emit.server";

const allowed = allowMethods("POST");

export const loader = allowed.refuse;

export async function action({ request, params }: Route.ActionArgs) {
  return recordApi(request, params.id, { allowed, roles: ["admin"] }, async (id, by) => {
    const deliveryId = await sendTestEvent(id);
    return audited({ by, entity: "webhook", action: "send", id }, json({ deliveryId }, 202));
  });
}
