// The enquiry form: a real POST to /contact that validates as the visitor types when JavaScript is on (the generic
// validator of app/behaviour/forms.ts, with the rules of contactSchema rendered into the form).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useLocation } from "react-router";
import type { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { InputField, SelectField, TextareaField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import { contactSchemaFor, type contactSchema } from "~/schemas/contact";
import { validatedFormProps } from "~/schemas/form-rules";
import { byLanguage } from "~/i18n/catalogue";
import { useCatalogue, useLanguage, useLocalize } from "~/i18n/hooks";

/** The validator's rules and messages, in each language (from the same schema the action judges with). */
const rulesFor = byLanguage((t, language) => validatedFormProps(contactSchemaFor(language), t.contact.busy));

type Props = { lastResult?: SubmissionResult<string[]> | null; notice?: { title: string; text: string } | null };

export function ContactForm(props: Props) {
  // A new location (the redirect after a successful send) mounts a fresh, empty form.
  return <ContactFormFields key={useLocation().key} {...props} />;
}

function ContactFormFields({ lastResult, notice }: Props) {
  const t = useCatalogue().contact;
  const rules = rulesFor(useLanguage());
  const to = useLocalize();
  const [form, fields] = useForm<z.input<typeof contactSchema>>({
    // Stable: the id is part of the markup the validator and the tests address.
    id: "contact-form",
    lastResult,
  });

  return (
    <Form
      method="post"
      action={to("/contact")}
      {...getFormProps(form)}
      {...rules}
      noValidate
      className="relative space-y-5"
    >
      {notice ? <Alert title={notice.title}>{notice.text}</Alert> : null}
      <HoneypotField />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField field={fields.name} label={t.fields.name} required autoComplete="name" />
        <InputField field={fields.company} label={t.fields.company} required autoComplete="organization" />
        <InputField field={fields.email} label={t.fields.email} type="email" required autoComplete="email" />
        <InputField field={fields.phone} label={t.fields.phone} type="tel" autoComplete="tel" />
      </div>
      <SelectField field={fields.interest} label={t.fields.interest} required>
        <option value="">{t.fields.interestPlaceholder}</option>
        {Object.entries(t.interests).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextareaField field={fields.message} label={t.fields.message} rows={6} required />
      <Button type="submit" className="w-full sm:w-auto">
        {t.submit}
      </Button>
    </Form>
  );
}
