// Contact Messages' "Pipeline" section (issue 31): an enquiry's sales stage (with why, when lost), owner, deal size,
// follow-up date, stage history and notes. Each part is a plain form posting its own intent (stage, owner, deal,
// followUp, note), so it works without JavaScript; a refusal answers in the part's own form.
import { DetailSection } from "~/components/admin/detail";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { ReturnTo } from "~/components/admin/list-search";
import { LocalTime } from "~/components/admin/local-time";
import { ChangeHistory, Notes } from "~/components/admin/record-history";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { ENQUIRY_LOST_REASON_LABELS, ENQUIRY_LOST_REASONS } from "~/schemas/enquiry-pipeline";
import { ENQUIRY_STAGE_LABELS, ENQUIRY_STAGES, type EnquiryStage } from "~/schemas/vocabulary";
import type { FormAnswer } from "~/server/admin-action.server";
import type { PipelineView } from "~/server/enquiry-pipeline-screen.server";

const STAGE_TONE = {
  new: "blue",
  contacted: "gray",
  qualified: "amber",
  meeting_booked: "pine",
  proposal_sent: "amber",
  won: "green",
  lost: "red",
} as const;

export const stageBadge = (stage: EnquiryStage) => (
  <Badge tone={STAGE_TONE[stage]}>{ENQUIRY_STAGE_LABELS[stage]}</Badge>
);

/** The field errors (and alert) of the answer, when it answered this intent's form. */
function errorsFor(answer: FormAnswer | null, intent: string) {
  if (answer?.result?.initialValue?.intent !== intent) return { field: () => null, alert: null };
  const errors = answer.result.error ?? {};
  return { field: (name: string) => errors[name]?.[0] ?? null, alert: answer.error?.text ?? null };
}

function Part({
  intent,
  id,
  legend,
  busy,
  submit,
  alert,
  children,
}: {
  intent: string;
  id: number;
  legend: string;
  busy: boolean;
  submit: string;
  alert: string | null;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="rounded-md border border-slate-200 p-3" data-testid={`pipeline-${intent}`}>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-600">{legend}</legend>
        <ReturnTo />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="intent" value={intent} />
        {alert ? <p className="text-sm text-red-700">{alert}</p> : null}
        {children}
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={busy}>
            {submit}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}

function Control({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-600">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const invalid = (id: string, error: string | null) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

/** A select of `options`, `none` first (the empty value) when given; `error` marks it invalid. */
function Select({
  id,
  name,
  value,
  none,
  options,
  error = null,
}: {
  id: string;
  name: string;
  value: string | number | null;
  none?: string;
  options: { value: string | number; label: string }[];
  error?: string | null;
}) {
  return (
    <select id={id} name={name} defaultValue={value ?? ""} className={inputClass} {...invalid(id, error)}>
      {none === undefined ? null : <option value="">{none}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** A whole number from `min` up (empty: none), marked invalid with `error`. */
function WholeNumber({
  id,
  name,
  min,
  value,
  error,
}: {
  id: string;
  name: string;
  min: number;
  value: number | null;
  error: string | null;
}) {
  return (
    <input
      id={id}
      name={name}
      type="number"
      min={min}
      step={1}
      inputMode="numeric"
      defaultValue={value ?? ""}
      className={inputClass}
      {...invalid(id, error)}
    />
  );
}

export function PipelineSection({
  id,
  view,
  answer,
  busy,
}: {
  id: number;
  view: PipelineView;
  answer: FormAnswer | null;
  busy: boolean;
}) {
  const stage = errorsFor(answer, "stage");
  const owner = errorsFor(answer, "owner");
  const deal = errorsFor(answer, "deal");
  const followUp = errorsFor(answer, "followUp");
  const note = errorsFor(answer, "note");
  return (
    <DetailSection id="contact-pipeline" title="Pipeline">
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm" data-testid="contact-stage">
        {stageBadge(view.stage)}
        {view.lostReason ? <span>{ENQUIRY_LOST_REASON_LABELS[view.lostReason]}</span> : null}
        <span className="text-slate-500">
          {`Owner: ${view.owner ?? "nobody"} · in this stage since `}
          <LocalTime at={view.stageSince} />
        </span>
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Part intent="stage" id={id} legend="Stage" busy={busy} submit="Save Stage" alert={stage.alert}>
          <Control id="pipeline-stage" label="Stage" error={stage.field("stage")}>
            <Select
              id="pipeline-stage"
              name="stage"
              value={view.stage}
              options={ENQUIRY_STAGES.map((s) => ({ value: s, label: ENQUIRY_STAGE_LABELS[s] }))}
            />
          </Control>
          <Control id="pipeline-lost-reason" label="Lost reason (when Lost)" error={stage.field("lostReason")}>
            <Select
              id="pipeline-lost-reason"
              name="lostReason"
              value={view.lostReason}
              none="None"
              options={ENQUIRY_LOST_REASONS.map((r) => ({ value: r, label: ENQUIRY_LOST_REASON_LABELS[r] }))}
              error={stage.field("lostReason")}
            />
          </Control>
        </Part>
        <Part intent="owner" id={id} legend="Owner" busy={busy} submit="Save Owner" alert={owner.alert}>
          <Control id="pipeline-owner" label="Owner" error={owner.field("ownerId")}>
            <Select
              id="pipeline-owner"
              name="ownerId"
              value={view.ownerId}
              none="Nobody"
              options={view.owners.map((o) => ({ value: o.id, label: o.name }))}
            />
          </Control>
        </Part>
        <Part intent="deal" id={id} legend="Deal" busy={busy} submit="Save Deal" alert={deal.alert}>
          <Control id="pipeline-value" label="Estimated value (USD)" error={deal.field("estimatedValue")}>
            <WholeNumber
              id="pipeline-value"
              name="estimatedValue"
              min={0}
              value={view.estimatedValue}
              error={deal.field("estimatedValue")}
            />
          </Control>
          <Control id="pipeline-team-size" label="Expected team size" error={deal.field("teamSize")}>
            <WholeNumber
              id="pipeline-team-size"
              name="teamSize"
              min={1}
              value={view.teamSize}
              error={deal.field("teamSize")}
            />
          </Control>
        </Part>
        <Part intent="followUp" id={id} legend="Follow-up" busy={busy} submit="Save Follow-up" alert={followUp.alert}>
          <Control id="pipeline-follow-up" label="Follow up on (empty: none)" error={followUp.field("followUpOn")}>
            <input
              id="pipeline-follow-up"
              name="followUpOn"
              type="date"
              defaultValue={view.followUpOn ?? ""}
              className={inputClass}
              {...invalid("pipeline-follow-up", followUp.field("followUpOn"))}
            />
          </Control>
        </Part>
      </div>
      <h4 className="mt-4 text-sm font-medium text-slate-500">Stage history</h4>
      <ChangeHistory changes={view.history} testId="contact-stage-history" empty="No stage changes yet." />
      <h4 className="mt-4 text-sm font-medium text-slate-500">Notes</h4>
      <Notes
        recordId={id}
        notes={view.notes}
        testId="contact-notes"
        inputId="contact-note"
        error={note.field("note") ?? note.alert}
        busy={busy}
      />
    </DetailSection>
  );
}
