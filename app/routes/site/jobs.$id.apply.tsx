// /jobs/{id}/apply: the application form, as a dialog over the careers list; a real form that works without
// JavaScript and validates as the candidate types with it.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { data, Form, isRouteErrorResponse, Link, useLocation, href } from "react-router";
import type { Route } from "./+types/jobs.$id.apply";
import type { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import {
  errorRegion,
  Field,
  FieldFor,
  firstInvalid,
  hintId,
  inputClass,
  InputField,
  TextareaField,
} from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import { pageMeta } from "~/platform/meta";
import { parseId } from "~/platform/params";
import { refusedData, submitForm } from "~/server/public-write.server";
import { applicationWrite } from "~/server/public-forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { retentionDays } from "~/models/applications.server";
import { findPublishedJob } from "~/models/jobs.server";
import { validatedFormProps } from "~/schemas/form-rules";
import { applicationSchema, CV_ACCEPT, CV_FILES, APPLICATION_MESSAGES, CV_MAX_BYTES } from "~/schemas/job";
import { PositionGone } from "./jobs.$id";

export async function loader({ params }: Route.LoaderArgs) {
  const job = await findPublishedJob(params.id);
  if (!job) throw data(null, { status: 404 });
  return { job: { id: job.id, title: job.title }, retention: retentionDays() };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  ...pageMeta({
    matches,
    title: loaded ? `Apply for ${loaded.job.title}` : "Position not found",
    description: "Apply for an open position at Cordillera Nearshore.",
    path: loaded ? href("/jobs/:id/apply", { id: String(loaded.job.id) }) : "/jobs",
  }),
  { name: "robots", content: "noindex" },
];

export async function action({ request, params }: Route.ActionArgs) {
  // An id that names no job is a job that is not there: the pipeline's store answers 404 for it.
  const jobId = parseId(params.id) ?? 0;
  const outcome = await submitForm(
    request,
    applicationWrite,
    () => applicationSchema,
    (input) => ({ ...input, jobId }),
  );
  if (!outcome.ok) return refusedData(outcome);
  const back = new URL(request.url).search.replace(/^\?$/, "");
  const applied = href("/jobs/:id/applied", { id: String(jobId) });
  return redirectWithToast(request, `${applied}${back}`, {
    type: "success",
    title: APPLICATION_MESSAGES.successTitle,
    description: APPLICATION_MESSAGES.successText,
  });
}

// Beyond what the schema's fields say one by one: a CV file or a link (a link keeps the spec's length rule), and
// the file's extension and size, checked before the upload starts (its content is checked by the server).
const rules = validatedFormProps(applicationSchema, "Submitting...", {
  resume: {
    unless: "resumeFile",
    missing: APPLICATION_MESSAGES.resumeOrFile,
    min: 10,
    short: APPLICATION_MESSAGES.resume,
  },
  resumeFile: {
    file: {
      extensions: Object.keys(CV_FILES),
      maxBytes: CV_MAX_BYTES,
      unsupported: APPLICATION_MESSAGES.unsupported,
      tooLarge: APPLICATION_MESSAGES.tooLarge,
    },
  },
});

export default function Apply({ loaderData: { job, retention }, actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  const [form, fields] = useForm<z.input<typeof applicationSchema>>({
    id: "application-form",
    lastResult: actionData?.result,
  });
  const letter = typeof fields.coverLetter.value === "string" ? fields.coverLetter.value : "";

  return (
    <Dialog title={`Apply for ${job.title}`} closeTo={`/jobs${search}`} size="lg">
      <Form
        method="post"
        {...getFormProps(form)}
        {...rules}
        // After conform's props: a CV upload needs a multipart body, with or without JavaScript.
        encType="multipart/form-data"
        noValidate
        className="relative space-y-4"
      >
        {actionData?.notice ? <Alert title={actionData.notice.title}>{actionData.notice.text}</Alert> : null}
        <HoneypotField />
        <Field id="application-position" label="Position">
          {/* Shown for reference only: it has no name, so it is not sent; the server takes it from the job. */}
          <input id="application-position" type="text" value={job.title} readOnly className={inputClass} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField field={fields.fullName} label="Full Name" required autoComplete="name" />
          <InputField field={fields.email} label="Email" type="email" required autoComplete="email" />
          <InputField field={fields.phone} label="Phone" type="tel" required autoComplete="tel" />
        </div>
        <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-ink">
            Your CV
            <span className="text-red-600" aria-hidden="true">
              {" "}
              *
            </span>
          </legend>
          <FieldFor field={fields.resumeFile} label="Upload your CV" hint="PDF, DOC or DOCX, up to 5 MB.">
            <input
              id={fields.resumeFile.id}
              name={fields.resumeFile.name}
              type="file"
              accept={CV_ACCEPT}
              aria-invalid={fields.resumeFile.errors ? true : undefined}
              autoFocus={firstInvalid(fields.resumeFile)}
              aria-describedby={
                fields.resumeFile.errors
                  ? `${fields.resumeFile.errorId} ${hintId(fields.resumeFile.id)}`
                  : hintId(fields.resumeFile.id)
              }
              className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-pine-50 file:px-3 file:py-2 file:font-medium file:text-pine-800 hover:file:bg-pine-100"
            />
          </FieldFor>
          <InputField
            field={fields.resume}
            label="Or a link to your resume"
            type="url"
            hint="A link to your CV or LinkedIn profile."
            placeholder="https://"
          />
        </fieldset>
        <TextareaField
          field={fields.coverLetter}
          label="Cover Letter"
          rows={6}
          required
          hint={
            <>
              {/* The count follows the typing (app/behaviour/forms.ts). */}
              <span data-count-of={fields.coverLetter.id}>{letter.length}</span> / 1000 characters (at least 50)
            </>
          }
        />
        <div className="rounded-md bg-slate-50 p-4 text-sm text-slate-700">
          <p id={hintId(fields.consent.id)}>
            {`We use your details only to consider you for this and similar positions. We keep them for ${retention.decided} days after we decide on your application, and for ${retention.other} days otherwise; then we delete your CV and personal details. Read our `}
            <Link to="/privacy-policy" className="font-medium text-pine-700 underline underline-offset-2">
              privacy policy
            </Link>
            .
          </p>
          <div className="mt-3 flex items-start gap-2">
            <input
              {...getInputProps(fields.consent, { type: "checkbox", ariaDescribedBy: hintId(fields.consent.id) })}
              autoFocus={firstInvalid(fields.consent)}
              className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 text-pine-600 focus:ring-pine-600"
            />
            <label htmlFor={fields.consent.id} className="font-medium text-ink">
              I agree to the processing of my application as described above
              <span className="text-red-600" aria-hidden="true">
                {" "}
                *
              </span>
            </label>
          </div>
          <div
            aria-live="polite"
            {...errorRegion(fields.consent.id, fields.consent.errorId, "mt-1.5 text-sm text-red-700")}
          >
            {fields.consent.errors?.[0] ? (
              <p id={fields.consent.errorId} className="mt-1.5 text-sm text-red-700">
                {fields.consent.errors[0]}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <Link to={`/jobs${search}`} replace preventScrollReset data-dialog-close className={buttonClass("secondary")}>
            Cancel
          </Link>
          <Button type="submit">Submit Application</Button>
        </div>
      </Form>
    </Dialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return <PositionGone error={error} />;
}
