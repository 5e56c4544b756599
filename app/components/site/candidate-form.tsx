// A candidate's form (a job application, the talent network): a multipart form, its answer and honeypot first, and
// the consent part: what is kept and for how long, with a link to the privacy policy, and the checkbox that agrees.
import { getFormProps, getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { NoticeAlert } from "~/components/ui/alert";
import { FieldError, firstInvalid, hintId, RequiredMark } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import type { validatedFormProps } from "~/schemas/form-rules";
import { fillNodes } from "~/i18n/fill-nodes";
import { useLocalize } from "~/i18n/hooks";

/** The form: conform's props, then the browser's rules; a CV upload needs a multipart body, with or without JavaScript. */
export function CandidateForm<Schema extends Record<string, unknown>>({
  form,
  rules,
  notice,
  className,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  rules: ReturnType<typeof validatedFormProps>;
  notice?: { tone?: "error" | "success"; title: string; text: string } | null;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      {...rules}
      encType="multipart/form-data"
      noValidate
      className={className}
    >
      <NoticeAlert notice={notice} />
      <HoneypotField />
      {children}
    </Form>
  );
}

export const checkboxClass = "h-4 w-4 shrink-0 rounded border-slate-300 text-pine-600 focus:ring-pine-600";

export function ConsentBox({
  field,
  privacy,
  copy: { privacyLink, consent: label },
}: {
  field: FieldMetadata<unknown>;
  /** The sentence about the data kept, filled, with `{link}` where the privacy policy's link goes. */
  privacy: string;
  /** The form's catalogue: the privacy policy link's words and the checkbox's label. */
  copy: { privacyLink: string; consent: string };
}) {
  const to = useLocalize();
  return (
    <div className="rounded-md bg-slate-50 p-4 text-sm text-slate-700">
      <p id={hintId(field.id)}>
        {/* One text node before the link, as the sentence was written before it was translated. */}
        {fillNodes(privacy, {
          link: (
            <Link to={to("/privacy-policy")} className="font-medium text-pine-700 underline underline-offset-2">
              {privacyLink}
            </Link>
          ),
        })}
      </p>
      <div className="mt-3 flex items-start gap-2">
        <input
          {...getInputProps(field, { type: "checkbox", ariaDescribedBy: hintId(field.id) })}
          autoFocus={firstInvalid(field)}
          className={`mt-0.5 ${checkboxClass}`}
        />
        <label htmlFor={field.id} className="font-medium text-ink">
          {label}
          <RequiredMark />
        </label>
      </div>
      <FieldError field={field} className="mt-1.5 text-sm text-red-700" />
    </div>
  );
}
