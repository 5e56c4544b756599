// The job alert's choices: categories (the careers tabs), locations (remote or a presence country) and how often, as
// checkboxes and radios that work without JavaScript. On /jobs/alerts with the address (a new alert); on the manage
// page without it, carrying the signed link's token (changing an alert's choices).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ChoiceBoxes, InputField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import { validatedFormProps } from "~/schemas/form-rules";
import {
  JOB_ALERT_CATEGORIES,
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_LOCATIONS,
  jobAlertSchemaFor,
  type jobAlertSchema,
} from "~/schemas/job-alert";
import { careersTabsFor } from "~/schemas/job";
import { byLanguage } from "~/i18n/catalogue";
import { useCatalogue, useLanguage } from "~/i18n/hooks";

const rulesFor = byLanguage((t, language) => validatedFormProps(jobAlertSchemaFor(language), t.jobAlerts.form.busy));

export type JobAlertFormAnswer = {
  result: SubmissionResult<string[]> | null;
  notice: { tone: "success" | "error"; title: string; text: string } | null;
};

type Props = {
  action: string;
  answer?: JobAlertFormAnswer | null;
  /** The manage page: the alert's token and its current choices (no address field). */
  manage?: { token: string; categories: string[]; locations: string[]; frequency: string };
};

/** How a group of boxes looks: the checkboxes side by side, the radio buttons one under another. */
const looks = {
  checkbox: {
    list: "mt-3 flex flex-wrap gap-x-6 gap-y-2",
    box: "h-4 w-4 rounded border-slate-300 text-pine-700 focus:ring-pine-600",
  },
  radio: { list: "mt-3 flex flex-col gap-2", box: "h-4 w-4 border-slate-300 text-pine-700 focus:ring-pine-600" },
} as const;

/** A field's errors, including those on its items ("categories[1]"), as one message. */
const errorOf = (result: SubmissionResult<string[]> | null | undefined, name: string) =>
  Object.entries(result?.error ?? {}).find(([key]) => key === name || key.startsWith(`${name}[`))?.[1]?.[0] ?? null;

export function JobAlertForm({ action, answer, manage }: Props) {
  const language = useLanguage();
  const t = useCatalogue().jobAlerts;
  const tabs = careersTabsFor(language);
  const rules = rulesFor(language);
  const [form, fields] = useForm<z.input<typeof jobAlertSchema>>({
    id: manage ? "job-alert-manage" : "job-alert-form",
    lastResult: answer?.result,
  });
  const initial = answer?.result?.initialValue as Record<string, unknown> | undefined;
  const listOf = (name: string, fallback: string[]): string[] => {
    if (!initial) return fallback;
    const v = initial[name];
    return Array.isArray(v) ? (v as string[]) : typeof v === "string" ? [v] : [];
  };
  const categories = listOf("categories", manage?.categories ?? []);
  const locations = listOf("locations", manage?.locations ?? []);
  const frequency = (initial?.frequency as string | undefined) ?? manage?.frequency ?? "instant";
  const group = <Value extends string>({
    name,
    legend,
    hint,
    values,
    label,
    checked,
    type = "checkbox",
  }: {
    name: "categories" | "locations" | "frequency";
    legend: string;
    hint?: string;
    values: readonly Value[];
    label: (value: Value) => string;
    checked: readonly string[];
    type?: keyof typeof looks;
  }) => {
    const error = errorOf(answer?.result, name);
    return (
      <fieldset aria-describedby={hint ? `${form.id}-${name}-hint` : undefined}>
        <legend className="text-sm font-medium text-ink">{legend}</legend>
        {hint ? (
          <p id={`${form.id}-${name}-hint`} className="mt-1 text-xs text-slate-500">
            {hint}
          </p>
        ) : null}
        <div className={looks[type].list}>
          <ChoiceBoxes
            type={type}
            name={name}
            values={values}
            checked={(value) => checked.includes(value)}
            className="inline-flex items-center gap-2 text-sm text-slate-700"
            boxClassName={looks[type].box}
            label={label}
          />
        </div>
        {error ? (
          <p role="alert" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  };

  return (
    <Form method="post" action={action} {...getFormProps(form)} {...rules} noValidate className="space-y-6">
      {answer?.notice ? (
        answer.notice.tone === "error" ? (
          <Alert title={answer.notice.title}>{answer.notice.text}</Alert>
        ) : (
          <div role="status" className="rounded-md bg-pine-50 px-4 py-3 text-sm text-pine-900">
            <p className="font-semibold">{answer.notice.title}</p>
            <p>{answer.notice.text}</p>
          </div>
        )
      ) : null}
      {manage ? (
        <input type="hidden" name="token" value={manage.token} />
      ) : (
        <>
          <HoneypotField />
          <InputField
            field={fields.email}
            label={t.form.email}
            type="email"
            required
            autoComplete="email"
            placeholder={t.form.emailPlaceholder}
          />
        </>
      )}
      {group({
        name: "categories",
        legend: t.form.categories,
        hint: t.form.categoriesHint,
        values: JOB_ALERT_CATEGORIES,
        label: (key) => tabs.find((tab) => tab.key === key)!.label,
        checked: categories,
      })}
      {group({
        name: "locations",
        legend: t.form.locations,
        hint: t.form.locationsHint,
        values: JOB_ALERT_LOCATIONS,
        label: (key) => t.form.locationNames[key],
        checked: locations,
      })}
      {group({
        name: "frequency",
        legend: t.form.frequency,
        values: JOB_ALERT_FREQUENCIES,
        label: (value) => t.form.frequencies[value],
        checked: [frequency],
        type: "radio",
      })}
      {manage ? null : <p className="text-xs text-slate-600">{t.form.consent}</p>}
      <Button type="submit">{manage ? t.form.save : t.form.submit}</Button>
    </Form>
  );
}
