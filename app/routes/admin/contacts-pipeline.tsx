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

/** Each control's id, field name and label, declared once. */
const CONTROLS = {
  stage: { id: "pipeline-stage", name: "stage", label: "Stage" },
  lostReason: { id: "pipeline-lost-reason", name: "lostReason", label: "Lost reason (when Lost)" },
  owner: { id: "pipeline-owner", name: "ownerId", label: "Owner" },
  value: { id: "pipeline-value", name: "estimatedValue", label: "Estimated value (USD)" },
  teamSize: { id: "pipeline-team-size", name: "teamSize", label: "Expected team size" },
  followUp: { id: "pipeline-follow-up", name: "followUpOn", label: "Follow up on (empty: none)" },
} as const;

type ControlSpec = (typeof CONTROLS)[keyof typeof CONTROLS];
type Errors = ReturnType<typeof errorsFor>;

const STAGE_OPTIONS = ENQUIRY_STAGES.map((s) => ({ value: s, label: ENQUIRY_STAGE_LABELS[s] }));
const LOST_REASON_OPTIONS = ENQUIRY_LOST_REASONS.map((r) => ({ value: r, label: ENQUIRY_LOST_REASON_LABELS[r] }));

/** A control's label, its input (`children`) and, when its part's answer refused the field, the error under it. */
function Control({ control, errors, children }: { control: ControlSpec; errors: Errors; children: ReactNode }) {
  const error = errors.field(control.name);
  return (
    <div>
      <label htmlFor={control.id} className="block text-sm text-slate-600">
        {control.label}
      </label>
      {children}
      {error ? (
        <p id={`${control.id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The input's invalid marks, when its part's answer refused the field. */
const invalid = ({ id, name }: ControlSpec, errors: Errors) =>
  errors.field(name) ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

/** A labelled select of `options`, `none` first (the empty value) when given. */
function SelectControl({
  control,
  errors,
  value,
  none,
  options,
}: {
  control: ControlSpec;
  errors: Errors;
  value: string | number | null;
  none?: string;
  options: { value: string | number; label: string }[];
}) {
  return (
    <Control control={control} errors={errors}>
      <select
        id={control.id}
        name={control.name}
        defaultValue={value ?? ""}
        className={inputClass}
        {...invalid(control, errors)}
      >
        {none === undefined ? null : <option value="">{none}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Control>
  );
}

/** A labelled whole number from `min` up (empty: none). */
function NumberControl({
  control,
  errors,
  min,
  value,
}: {
  control: ControlSpec;
  errors: Errors;
  min: number;
  value: number | null;
}) {
  return (
    <Control control={control} errors={errors}>
      <input
        id={control.id}
        name={control.name}
        type="number"
        min={min}
        step={1}
        inputMode="numeric"
        defaultValue={value ?? ""}
        className={inputClass}
        {...invalid(control, errors)}
      />
    </Control>
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
  const owners = view.owners.map((o) => ({ value: o.id, label: o.name }));
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
          <SelectControl control={CONTROLS.stage} errors={stage} value={view.stage} options={STAGE_OPTIONS} />
          <SelectControl
            control={CONTROLS.lostReason}
            errors={stage}
            value={view.lostReason}
            none="None"
            options={LOST_REASON_OPTIONS}
          />
        </Part>
        <Part intent="owner" id={id} legend="Owner" busy={busy} submit="Save Owner" alert={owner.alert}>
          <SelectControl control={CONTROLS.owner} errors={owner} value={view.ownerId} none="Nobody" options={owners} />
        </Part>
        <Part intent="deal" id={id} legend="Deal" busy={busy} submit="Save Deal" alert={deal.alert}>
          <NumberControl control={CONTROLS.value} errors={deal} min={0} value={view.estimatedValue} />
          <NumberControl control={CONTROLS.teamSize} errors={deal} min={1} value={view.teamSize} />
        </Part>
        <Part intent="followUp" id={id} legend="Follow-up" busy={busy} submit="Save Follow-up" alert={followUp.alert}>
          <Control control={CONTROLS.followUp} errors={followUp}>
            <input
              id={CONTROLS.followUp.id}
              name={CONTROLS.followUp.name}
              type="date"
              defaultValue={view.followUpOn ?? ""}
              className={inputClass}
              {...invalid(CONTROLS.followUp, followUp)}
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
