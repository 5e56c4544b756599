// The Deliveries view's table: one row per delivery, its attempts' log folded under it (<details>, no script).
import { AdminTable } from "~/components/admin/list-controls";
import { RowAction, rowLink } from "~/components/admin/row-actions";
import { LocalTime } from "~/components/admin/local-time";
import { Badge } from "~/components/ui/badge";
import { WEBHOOK_DELIVERY_STATUS_LABELS, type WebhookDeliveryStatus } from "~/schemas/webhook";
import type { toApiDelivery } from "~/server/webhook-api.server";

const TONE: Record<WebhookDeliveryStatus, "amber" | "green" | "red"> = {
  pending: "amber",
  delivered: "green",
  failed: "red",
};

type Delivery = ReturnType<typeof toApiDelivery>;

export function DeliveriesTable({ deliveries }: { deliveries: Delivery[] }) {
  return (
    <AdminTable
      label="Deliveries"
      columns={["Status", "Event", "~Attempts", "~Created", ">Actions"]}
      empty="No deliveries yet. Send a test event to see one."
    >
      {deliveries.map((d) => (
        <tr key={d.id} data-delivery={d.id} data-status={d.status} className="align-top">
          <td className="px-4 py-3">
            <Badge tone={TONE[d.status]}>{WEBHOOK_DELIVERY_STATUS_LABELS[d.status]}</Badge>
            {d.nextAttemptAt ? (
              <span className="mt-1 block text-xs text-slate-500">
                Next try <LocalTime at={d.nextAttemptAt} />
              </span>
            ) : null}
          </td>
          <td className="px-4 py-3">
            <code className="text-sm text-ink">{d.event}</code>
            <span className="block text-xs text-slate-500">{d.webhookId}</span>
            {d.lastError ? <span className="block text-xs text-red-700">{d.lastError}</span> : null}
            <details className="mt-2 text-xs">
              <summary className="cursor-pointer text-pine-700">Attempts ({d.log.length})</summary>
              <ol className="mt-2 space-y-2">
                {d.log.map((a) => (
                  <li key={a.id} data-attempt={a.id} className="rounded-md bg-slate-50 p-2 ring-1 ring-slate-200">
                    <span className="font-medium text-ink">{a.status ?? "No answer"}</span> ·{" "}
                    <LocalTime at={a.at} seconds /> · {a.durationMs} ms
                    {a.error ? <span className="block text-red-700">{a.error}</span> : null}
                    {a.response ? (
                      <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all text-slate-700">
                        {a.response}
                      </pre>
                    ) : null}
                  </li>
                ))}
              </ol>
            </details>
          </td>
          <td className="px-4 py-3 tabular-nums">{d.attempts}</td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-600">
            <LocalTime at={d.createdAt} />
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-right text-sm">
            {d.status === "pending" ? null : (
              <RowAction
                intent="redeliver"
                id={d.id}
                label={`Redeliver ${d.event} ${d.webhookId}`}
                className={rowLink.edit}
              >
                Redeliver
              </RowAction>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
