// The enquiry form: a real POST to /contact that validates as the visitor types when JavaScript is on (the generic
// validator of app/behaviour/forms.ts, with the rules of contactSchema rendered into the form).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useLocation } from "react-router";
import type { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { InputField, SelectField, TextareaField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import { contactSchema, INTEREST_OPTIONS } from "~/schemas/contact";
import { validatedFormProps } from "~/schemas/form-rules";

const rules = validatedFormProps(contactSchema, "Sending...");

type Props = { lastResult?: SubmissionResult<string[]> | null; notice?: { title: string; text: string } | null };

export function ContactForm(props: Props) {
  // A new location (the redirect after a successful send) mounts a fresh, empty form.
  return <ContactFormFields key={useLocation().key} {...props} />;
}

function ContactFormFields({ lastResult, notice }: Props) {
  const [form, fields] = useForm<z.input<typeof contactSchema>>({
    // Stable: the id is part of the markup the validator and the tests address.
    id: "contact-form",
    lastResult,
  });

  return (
    <Form method="post" action="/contact" {...getFormProps(form)} {...rules} noValidate className="relative space-y-5">
      {notice ? <Alert title={notice.title}>{notice.text}</Alert> : null}
      <HoneypotField />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField field={fields.name} label="Name" required autoComplete="name" />
        <InputField field={fields.company} label="Company" required autoComplete="organization" />
        <InputField field={fields.email} label="Email" type="email" required autoComplete="email" />
        <InputField field={fields.phone} label="Phone" type="tel" autoComplete="tel" />
      </div>
      <SelectField field={fields.interest} label="Area of interest" required>
        <option value="">Select an area of interest</option>
        {INTEREST_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <TextareaField field={fields.message} label="Message" rows={6} required />
      <Button type="submit" className="w-full sm:w-auto">
        Send Message
      </Button>
    </Form>
  );
}
