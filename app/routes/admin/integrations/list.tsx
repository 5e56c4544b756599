// /admin/integrations (Integrations), admins only: outbound webhook endpoints (signed webhooks and Slack incoming
// webhooks): add, edit, switch on and off, delete, rotate the secret (the old one signs too for 24 hours), send a
// test event, and open an endpoint's deliveries. A new or rotated secret is shown once, in the action's answer.
import { href, Link } from "react-router";
import type { Route } from "./+types/list";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { AdminTable } from "~/components/admin/list-controls";
import { useListSearch } from "~/components/admin/list-search";
import { EditAndDelete, NewButton, RowAction, rowLink } from "~/components/admin/row-actions";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { LocalTime } from "~/components/admin/local-time";
import { Badge } from "~/components/ui/badge";
import { SaveSwitch } from "~/components/ui/switch";
import { adminAction, deleteIntent, flash, intent, type FormAnswer } from "~/server/admin-action.server";
import { requireRole } from "~/server/auth.server";
import { readDialog } from "~/platform/dialog";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  findWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  setWebhookEndpointEnabled,
  updateWebhookEndpoint,
} from "~/models/webhooks.server";
import { sendTestEvent } from "~/models/webhook-emit.server";
import { booleanField, recordAction, switchAction } from "~/schemas/fields";
import { WEBHOOK_KIND_LABELS, WEBHOOK_MESSAGES, webhookEndpointSchema } from "~/schemas/webhook";
import { EndpointDialog, SecretDialog, type ShownSecret } from "./dialogs";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = {
  title: "Integrations",
  description: "Webhooks that tell other tools (a CRM, an ATS, Zapier, Slack) when something happens on the site.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const opened = readDialog(params, ["new", "edit", "delete"]);
  const dialog = opened?.kind ?? null;
  const target = dialog !== "new" && opened?.id ? await findWebhookEndpoint(opened.id) : null;
  const endpoints = await listWebhookEndpoints();
  return {
    endpoints: endpoints.map((e) => ({
      id: e.id,
      kind: e.kind,
      url: e.url,
      name: e.description || new URL(e.url).host,
      events: e.events,
      enabled: e.enabled,
      disabledReason: e.disabledReason,
      failingSince: e.failingSince?.toISOString() ?? null,
      rotatedUntil: e.previousSecret && e.previousSecretUntil ? e.previousSecretUntil.toISOString() : null,
    })),
    dialog: dialog === "new" || target ? dialog : null,
    target: target && {
      id: target.id,
      url: target.url,
      kind: target.kind,
      description: target.description ?? "",
      events: target.events,
      enabled: target.enabled,
    },
  };
}

// An unticked checkbox sends nothing; in this form that means switched off (the API's default is on).
const endpointForm = webhookEndpointSchema.extend({ enabled: booleanField });

/** The action's answer that shows a secret, once: it is in no loader's data and never shown again. */
function showSecret(endpoint: { id: number; url: string; secret: string }, rotated: boolean) {
  const answer: FormAnswer & { secret: ShownSecret } = {
    result: null,
    error: null,
    secret: { id: endpoint.id, url: endpoint.url, value: endpoint.secret, rotated },
  };
  return answer;
}

export const action = adminAction({
  entity: "webhook",
  intents: {
    create: intent({
      schema: endpointForm,
      dialog: {},
      run: async (input) => showSecret(await createWebhookEndpoint(input), false),
    }),
    update: intent({
      schema: endpointForm.extend(recordAction.shape),
      dialog: {},
      run: async ({ id, ...input }) => {
        await updateWebhookEndpoint(id, input);
        return flash({ type: "success", title: WEBHOOK_MESSAGES.updated });
      },
    }),
    enabled: intent({
      schema: switchAction,
      audit: "activation",
      run: async ({ id, value }) => {
        await setWebhookEndpointEnabled(id, value);
        return flash({ type: "success", title: value ? "Endpoint switched on" : "Endpoint switched off" });
      },
    }),
    delete: deleteIntent(deleteWebhookEndpoint, { title: WEBHOOK_MESSAGES.deleted }),
    rotate: intent({
      schema: recordAction,
      audit: "update",
      run: async ({ id }) => showSecret(await rotateWebhookSecret(id), true),
    }),
    test: intent({
      schema: recordAction,
      audit: "send",
      run: async ({ id }) => {
        await sendTestEvent(id);
        return flash({
          type: "success",
          title: WEBHOOK_MESSAGES.testQueued,
          description: "It goes out in a moment; its answer appears in the endpoint's deliveries.",
        });
      },
    }),
  },
});

export default function Integrations({ loaderData: { endpoints, dialog, target }, actionData }: Route.ComponentProps) {
  const listSearch = useListSearch();
  const close = `/admin/integrations${listSearch}`;
  const shown = (actionData as { secret?: ShownSecret } | undefined)?.secret;

  return (
    <AdminPage {...SCREEN} actions={<NewButton>Add Endpoint</NewButton>}>
      <AdminTable
        label="Webhook endpoints"
        columns={["Endpoint", "~Kind", "~Events", "Status", ">Actions"]}
        empty="No endpoints yet. Add one to send events to another tool."
      >
        {endpoints.map((e) => (
          <tr key={e.id} data-endpoint={e.id}>
            <td className="px-4 py-3">
              <span className="block font-medium text-ink">{e.name}</span>
              <span className="block max-w-[16rem] truncate text-xs text-slate-500 sm:max-w-[24rem]" title={e.url}>
                {e.url}
              </span>
              {e.rotatedUntil ? (
                <span className="block text-xs text-slate-500">
                  Previous secret also signs until <LocalTime at={e.rotatedUntil} />
                </span>
              ) : null}
            </td>
            <td className="px-4 py-3">
              <Badge tone={e.kind === "slack" ? "amber" : "gray"}>{WEBHOOK_KIND_LABELS[e.kind]}</Badge>
            </td>
            <td className="px-4 py-3 text-xs text-slate-600">
              {e.events.map((event) => (
                <span key={event} className="block whitespace-nowrap">
                  {event}
                </span>
              ))}
            </td>
            <td className="px-4 py-3">
              <SaveSwitch
                checked={e.enabled}
                label={`Enabled: ${e.name}`}
                fields={{ intent: "enabled", id: e.id }}
                caption={
                  e.disabledReason ? `Switched off: ${e.disabledReason}` : e.enabled ? "Enabled" : "Switched off"
                }
              />
              {e.failingSince && e.enabled ? (
                <span className="mt-1 block text-xs text-red-700">
                  Failing since <LocalTime at={e.failingSince} />
                </span>
              ) : null}
            </td>
            {/* Five actions: they wrap rather than push the table wider than the screen. */}
            <td className="px-4 py-3 text-right text-sm">
              <div className="flex min-w-[12rem] flex-wrap items-center justify-end gap-x-1 gap-y-1 whitespace-nowrap">
                <Link
                  to={href("/admin/integrations/:id", { id: String(e.id) })}
                  className={rowLink.neutral}
                  aria-label={`Deliveries of ${e.name}`}
                >
                  Deliveries
                </Link>
                <RowAction intent="test" id={e.id} label={`Send a test event to ${e.name}`}>
                  Send test event
                </RowAction>
                <RowAction intent="rotate" id={e.id} label={`Rotate the secret of ${e.name}`}>
                  Rotate secret
                </RowAction>
                <EditAndDelete id={e.id} title={e.name} />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      {shown ? <SecretDialog secret={shown} closeTo={close} /> : null}
      {!shown && dialog === "new" ? <EndpointDialog key="new" endpoint={null} closeTo={close} /> : null}
      {!shown && dialog === "edit" && target ? (
        <EndpointDialog key={`edit-${target.id}`} endpoint={target} closeTo={close} />
      ) : null}
      {dialog === "delete" && target ? (
        <ConfirmDeleteDialog title="Delete Endpoint" closeTo={close} id={target.id}>
          <p>{`Delete the endpoint ${target.url}? Its deliveries go with it. This action cannot be undone.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}
