// The booking form for one slot: a real POST to /contact/book (the slot and zone ride along as hidden fields) that
// validates as the visitor types when JavaScript is on (app/behaviour/forms.ts, with bookingSchema's rules).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { InputField, TextareaField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import { bookingSchemaFor, type bookingSchema } from "~/schemas/booking";
import { validatedFormProps } from "~/schemas/form-rules";
import { byLanguage } from "~/i18n/catalogue";
import { useCatalogue, useLanguage, useLocalize } from "~/i18n/hooks";

const rulesFor = byLanguage((t, language) => validatedFormProps(bookingSchemaFor(language), t.booking.form.busy));

type Props = {
  start: string;
  timeZone: string;
  lastResult?: SubmissionResult<string[]> | null;
  notice?: { title: string; text: string } | null;
};

export function BookingForm({ start, timeZone, lastResult, notice }: Props) {
  const t = useCatalogue().booking.form;
  const rules = rulesFor(useLanguage());
  const to = useLocalize();
  const [form, fields] = useForm<z.input<typeof bookingSchema>>({ id: "booking-form", lastResult });
  const action = `${to("/contact/book")}?start=${encodeURIComponent(start)}&tz=${encodeURIComponent(timeZone)}`;
  return (
    <Form method="post" action={action} {...getFormProps(form)} {...rules} noValidate className="relative space-y-5">
      {notice ? <Alert title={notice.title}>{notice.text}</Alert> : null}
      <HoneypotField />
      <input type="hidden" name="start" value={start} />
      <input type="hidden" name="timeZone" value={timeZone} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField field={fields.name} label={t.name} required autoComplete="name" dir="auto" />
        <InputField field={fields.company} label={t.company} required autoComplete="organization" />
      </div>
      <InputField field={fields.email} label={t.email} type="email" required autoComplete="email" />
      <TextareaField field={fields.agenda} label={t.agenda} hint={t.agendaHint} rows={4} required />
      <Button type="submit" className="w-full sm:w-auto">
        {t.submit}
      </Button>
    </Form>
  );
}
