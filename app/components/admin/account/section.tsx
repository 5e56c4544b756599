// My account's building blocks: a titled card per concern, its form and the form's submit button, and the form answer meant for one section's form (all
// of the page's forms post to the same action, so each reads back only the answer to its own intent).
import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { FormAnswer } from "~/server/admin-action.server";

export function AccountSection({
  id,
  title,
  description,
  className = "",
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      {children}
    </section>
  );
}

/** The action's answer if it answered this intent's form, else nothing. */
export function useAnswerFor(intent: string): FormAnswer | undefined {
  const answer = useActionData<FormAnswer>();
  return answer?.result?.initialValue?.intent === intent ? answer : undefined;
}

/** A section form's submit button, right-aligned; it posts the form's intent and is busy while that form is sent. */
export function SectionSubmit({
  intent,
  label,
  busyLabel = "Saving...",
  variant,
}: {
  intent: string;
  label: string;
  busyLabel?: string;
  variant?: "secondary";
}) {
  const busy = useNavigation().formData?.get("intent") === intent;
  return (
    <div className="flex justify-end">
      <Button type="submit" name="intent" value={intent} variant={variant} disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}

/** A section's conform form, with the action's refusal of it (if any) above the fields. */
export function SectionForm<Schema extends Record<string, unknown>>({
  form,
  answer,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  answer: FormAnswer | undefined;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-4">
      {answer?.error ? <Alert title={answer.error.title}>{answer.error.text}</Alert> : null}
      {children}
    </Form>
  );
}
