// Integrations' dialogs: add or edit an endpoint (URL, kind, description, events, enabled), and the secret shown
// once after adding an endpoint or rotating its secret.
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useNavigation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Dialog, DialogButtons } from "~/components/ui/dialog";
import { CheckboxField, ChoiceBoxes, InputField, SelectField } from "~/components/ui/field";
import {
  WEBHOOK_EVENT_INFO,
  WEBHOOK_EVENTS,
  WEBHOOK_KIND_LABELS,
  WEBHOOK_KINDS,
  webhookEndpointSchema,
  type WebhookEvent,
  type WebhookKind,
} from "~/schemas/webhook";
import type { action } from "./list";
import { SaveForm } from "~/components/admin/save-intent";

export type ShownSecret = { id: number; url: string; value: string; rotated: boolean };

type EndpointValues = {
  id: number;
  url: string;
  kind: WebhookKind;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
};

export function EndpointDialog({ endpoint, closeTo }: { endpoint: EndpointValues | null; closeTo: string }) {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: endpoint
      ? {
          url: endpoint.url,
          kind: endpoint.kind,
          description: endpoint.description,
          enabled: endpoint.enabled ? "on" : "",
        }
      : { kind: "webhook", enabled: "on" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: webhookEndpointSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // After a refused submit, the ticks that were sent; else the endpoint's events (a new one starts with enquiries).
  const sent = (form.initialValue as { events?: string[] | string } | undefined)?.events;
  const chosen = new Set<string>(
    sent === undefined ? (endpoint?.events ?? ["enquiry.created"]) : Array.isArray(sent) ? sent : [sent],
  );
  const eventErrors = fields.events.errors;
  return (
    <Dialog title={endpoint ? "Edit Endpoint" : "Add Endpoint"} closeTo={closeTo} size="lg">
      <SaveForm form={form} id={endpoint?.id} error={actionData?.error} returnTo>
        <InputField
          field={fields.url}
          label="URL"
          type="url"
          required
          autoComplete="off"
          hint="https only; no addresses inside a private network. A Slack endpoint is its incoming webhook's URL."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField field={fields.kind} label="Kind" required>
            {WEBHOOK_KINDS.map((k) => (
              <option key={k} value={k}>
                {WEBHOOK_KIND_LABELS[k]}
              </option>
            ))}
          </SelectField>
          <InputField field={fields.description} label="Description (optional)" autoComplete="off" />
        </div>
        <fieldset aria-describedby={eventErrors?.length ? fields.events.errorId : undefined}>
          <legend className="text-sm font-medium text-ink">Events</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            <ChoiceBoxes
              name={fields.events.name}
              values={WEBHOOK_EVENTS}
              checked={(event) => chosen.has(event)}
              className="flex items-start gap-2 text-sm text-ink"
              boxClassName="mt-0.5 accent-pine-700"
              label={(event) => (
                <span>
                  <code className="text-xs">{event}</code>
                  <span className="block text-xs text-slate-600">{WEBHOOK_EVENT_INFO[event].label}</span>
                </span>
              )}
            />
          </div>
          {eventErrors?.length ? (
            <p id={fields.events.errorId} className="mt-1 text-sm text-red-700">
              {eventErrors[0]}
            </p>
          ) : null}
        </fieldset>
        <CheckboxField field={fields.enabled} label="Enabled" />
        <DialogButtons closeTo={closeTo} busy={busy} submit={endpoint ? "Save Changes" : "Add Endpoint"} />
      </SaveForm>
    </Dialog>
  );
}

/** The secret, once: after this dialog closes it is never shown again (rotate to get a new one). */
export function SecretDialog({ secret, closeTo }: { secret: ShownSecret; closeTo: string }) {
  return (
    <Dialog title={secret.rotated ? "New signing secret" : "Endpoint added"} closeTo={closeTo}>
      <div data-secret-dialog className="space-y-3 text-sm text-ink">
        <p>
          Copy this signing secret into the receiver at <span className="break-all">{secret.url}</span> now: it is shown
          only this once.
        </p>
        <pre
          tabIndex={0}
          aria-label="Signing secret"
          data-secret={secret.value}
          className="overflow-x-auto rounded-md bg-slate-50 p-3 text-sm ring-1 ring-slate-200"
        >
          {secret.value}
        </pre>
        <p className="text-slate-600">
          {secret.rotated
            ? "For the next 24 hours every delivery is signed with both the new and the previous secret, so the receiver can switch over without losing one."
            : "Receivers verify each delivery's webhook-signature header with it (Standard Webhooks; see docs/webhooks.md)."}
        </p>
      </div>
      <div className="mt-6 flex justify-end">
        <ButtonLink to={closeTo} replace variant="primary">
          Done
        </ButtonLink>
      </div>
    </Dialog>
  );
}
