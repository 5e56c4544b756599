// /admin/integrations/{id} (an endpoint's Deliveries), admins only: every delivery, newest first, with each attempt
// (when, status, duration, the first 2 KB of the answer or the error), and Redeliver for one that is no longer
// being retried (same body, same webhook-id, a fresh 24 hours of retries).
import { data as answer, Form } from "react-router";
import type { Route } from "./+types/deliveries";
import { DeliveriesTable } from "./deliveries-table";
import { Pagination } from "~/components/admin/list-controls";
import { ReturnTo } from "~/components/admin/list-search";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { buttonClass } from "~/components/ui/button";
import { adminAction, flash, intent } from "~/server/admin-action.server";
import { requireRole } from "~/server/auth.server";
import { parseId, readListQuery, listState } from "~/platform/params";
import { findWebhookEndpoint } from "~/models/webhooks.server";
import { listWebhookDeliveries, redeliverWebhook } from "~/models/webhook-deliveries.server";
import { sendTestEvent } from "~/models/webhook-emit.server";
import { recordAction } from "~/schemas/fields";
import { toApiDelivery } from "~/server/webhook-api.server";
import { WEBHOOK_KIND_LABELS, WEBHOOK_MESSAGES } from "~/schemas/webhook";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export function meta() {
  return adminMeta("Webhook Deliveries");
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const endpoint = id ? await findWebhookEndpoint(id) : null;
  if (!endpoint) throw answer(WEBHOOK_MESSAGES.notFound, { status: 404 });
  const query = readListQuery(new URL(request.url).searchParams);
  const { deliveries, total } = await listWebhookDeliveries(endpoint.id, query);
  return {
    ...listState(request, query, total),
    endpoint: {
      id: endpoint.id,
      name: endpoint.description || new URL(endpoint.url).host,
      url: endpoint.url,
      kind: WEBHOOK_KIND_LABELS[endpoint.kind],
      enabled: endpoint.enabled,
      disabledReason: endpoint.disabledReason,
    },
    deliveries: deliveries.map(toApiDelivery),
  };
}

export const action = adminAction(({ params }) => {
  const endpointId = parseId(params.id);
  if (!endpointId) throw answer(WEBHOOK_MESSAGES.notFound, { status: 404 });
  return {
    entity: "webhook",
    intents: {
      // "Send test event" from this page: the answer shows here, the page the toast points at.
      test: intent({
        schema: recordAction,
        audit: "send",
        run: async ({ id }) => {
          if (id !== endpointId) throw answer(WEBHOOK_MESSAGES.notFound, { status: 404 });
          await sendTestEvent(endpointId);
          return flash({
            type: "success",
            title: WEBHOOK_MESSAGES.testQueued,
            description: "It goes out in a moment; its answer appears below.",
          });
        },
      }),
      redeliver: intent({
        schema: recordAction,
        audit: "send",
        run: async ({ id }) => {
          await redeliverWebhook(endpointId, id);
          return flash({ type: "success", title: WEBHOOK_MESSAGES.redelivered });
        },
      }),
    },
  };
});

export default function Deliveries({
  loaderData: { endpoint, deliveries, page, pageSize, total },
}: Route.ComponentProps) {
  return (
    <AdminPage
      title={`Deliveries: ${endpoint.name}`}
      description={
        <>
          {endpoint.kind} · <span className="break-all">{endpoint.url}</span>
          {endpoint.enabled ? null : ` · Switched off${endpoint.disabledReason ? `: ${endpoint.disabledReason}` : ""}`}
        </>
      }
      actions={
        <Form method="post">
          <ReturnTo />
          <input type="hidden" name="id" value={endpoint.id} />
          <button type="submit" name="intent" value="test" className={buttonClass("secondary")}>
            Send test event
          </button>
        </Form>
      }
    >
      <DeliveriesTable deliveries={deliveries} />
      <Pagination page={page} pageSize={pageSize} total={total} label="deliveries" />
    </AdminPage>
  );
}
