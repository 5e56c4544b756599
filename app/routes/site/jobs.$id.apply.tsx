// /jobs/{id}/apply: the application form, as a dialog over the careers list; a real form that works without
// JavaScript and validates as the candidate types with it.
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { data, Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/jobs.$id.apply";
import type { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field, hintId, inputClass, InputField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import { pageMeta } from "~/lib/meta";
import { parseId } from "~/lib/params";
import { refusedData, submitForm } from "~/lib/public-write.server";
import { applicationWrite } from "~/lib/public-writes.server";
import { redirectWithToast } from "~/lib/toast.server";
import { findPublishedJob } from "~/models/jobs.server";
import { validatedFormProps } from "~/schemas/form-rules";
import { applicationSchema } from "~/schemas/job";
import { APPLICATION_MESSAGES } from "~/schemas/job-rules";
import { PositionGone } from "./jobs.$id";

export async function loader({ params }: Route.LoaderArgs) {
  const job = await findPublishedJob(params.id);
  if (!job) throw data(null, { status: 404 });
  return { job: { id: job.id, title: job.title } };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  ...pageMeta({
    matches,
    title: loaded ? `Apply for ${loaded.job.title}` : "Position not found",
    description: "Apply for an open position at Cordillera Nearshore.",
    path: loaded ? `/jobs/${loaded.job.id}/apply` : "/jobs",
  }),
  { name: "robots", content: "noindex" },
];

export async function action({ request, params }: Route.ActionArgs) {
  // An id that names no job is a job that is not there: the pipeline's store answers 404 for it.
  const jobId = parseId(params.id) ?? 0;
  const outcome = await submitForm(request, applicationWrite, applicationSchema, (input) => ({ ...input, jobId }));
  if (!outcome.ok) return refusedData(outcome);
  const back = new URL(request.url).search.replace(/^\?$/, "");
  return redirectWithToast(request, `/jobs${back}`, {
    type: "success",
    title: APPLICATION_MESSAGES.successTitle,
    description: APPLICATION_MESSAGES.successText,
  });
}

const rules = validatedFormProps(applicationSchema, "Submitting...");

export default function Apply() {
  const { job } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { search } = useLocation();
  const [form, fields] = useForm<z.input<typeof applicationSchema>>({
    id: "application-form",
    lastResult: actionData?.result,
  });
  const letter = typeof fields.coverLetter.value === "string" ? fields.coverLetter.value : "";

  return (
    <Dialog title={`Apply for ${job.title}`} closeTo={`/jobs${search}`} size="lg">
      <Form method="post" {...getFormProps(form)} {...rules} noValidate className="relative space-y-4">
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
          <InputField
            field={fields.resume}
            label="Resume Link"
            required
            hint="A link to your CV or LinkedIn profile."
            placeholder="https://"
          />
        </div>
        <Field
          id={fields.coverLetter.id}
          label="Cover Letter"
          required
          errors={fields.coverLetter.errors}
          errorId={fields.coverLetter.errorId}
          hint={
            <>
              {/* The count follows the typing (app/behaviour/forms.ts). */}
              <span data-count-of={fields.coverLetter.id}>{letter.length}</span> / 1000 characters (at least 50)
            </>
          }
        >
          <textarea
            {...getTextareaProps(fields.coverLetter, { ariaDescribedBy: hintId(fields.coverLetter.id) })}
            rows={6}
            className={inputClass}
          />
        </Field>
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
