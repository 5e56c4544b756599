// /jobs/{id}/apply: the application form, as a dialog over the careers list; a real form that works without
// JavaScript and validates as the candidate types with it.
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/jobs.$id.apply";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field, hintId, inputClass } from "~/components/ui/field";
import { HoneypotField, honeypotFilled } from "~/components/ui/honeypot";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { createApplication } from "~/models/applications.server";
import { getJob, getPublishedJobForPage } from "~/models/jobs.server";
import { useLazyValidation } from "~/components/ui/lazy-validation";
import { applicationSchema } from "~/schemas/job";
import { APPLICATION_MESSAGES, JOB_MESSAGES } from "~/schemas/job-rules";
import { PositionGone } from "./jobs.$id";
import { allowPublicWrite, RATE_LIMIT_MESSAGES } from "~/lib/rate-limit.server";
import { logError } from "~/lib/request-store.server";
import { readForm } from "~/lib/body.server";

export async function loader({ params }: Route.LoaderArgs) {
  const job = await getPublishedJobForPage(params.id);
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
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: applicationSchema });
  const id = Number(params.id);
  const job = Number.isSafeInteger(id) ? await getJob(id, { publishedOnly: true }).catch(() => null) : null;
  if (!job) {
    return data({ result: submission.reply(), error: { title: APPLICATION_MESSAGES.failureTitle, text: `${JOB_MESSAGES.notFound} ${APPLICATION_MESSAGES.noJob}` } }, 404);
  }
  if (!(await allowPublicWrite(request, "application"))) return data({ result: submission.reply(), error: RATE_LIMIT_MESSAGES }, 429);
  if (submission.status !== "success") return data({ result: submission.reply(), error: null }, 400);
  const back = new URL(request.url).search.replace(/^\?$/, "");
  const done = { type: "success", title: APPLICATION_MESSAGES.successTitle, description: APPLICATION_MESSAGES.successText } as const;
  if (honeypotFilled(formData)) return redirectWithToast(request, `/jobs${back}`, done);
  try {
    await createApplication(job, submission.value);
  } catch (error) {
    logError(error, { what: "application not stored" });
    return data({ result: submission.reply(), error: { title: APPLICATION_MESSAGES.failureTitle, text: APPLICATION_MESSAGES.failureText } }, 503);
  }
  return redirectWithToast(request, `/jobs${back}`, done);
}

export default function Apply() {
  const { job } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { search } = useLocation();
  const busy = useNavigation().state === "submitting";
  const onValidate = useLazyValidation("application");
  const [form, fields] = useForm({
    id: "application-form",
    lastResult: actionData?.result,
    onValidate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const letter = typeof fields.coverLetter.value === "string" ? fields.coverLetter.value : "";

  return (
    <Dialog title={`Apply for ${job.title}`} closeTo={`/jobs${search}`} size="lg">
      <Form method="post" {...getFormProps(form)} noValidate className="relative space-y-4">
        {actionData?.error ? <Alert title={actionData.error.title}>{actionData.error.text}</Alert> : null}
        <HoneypotField />
        <Field id="application-position" label="Position">
          {/* Shown for reference only: it has no name, so it is not sent; the server takes it from the job. */}
          <input id="application-position" type="text" value={job.title} readOnly className={inputClass} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fields.fullName.id} label="Full Name" required errors={fields.fullName.errors} errorId={fields.fullName.errorId}>
            <input {...getInputProps(fields.fullName, { type: "text" })} autoComplete="name" className={inputClass} />
          </Field>
          <Field id={fields.email.id} label="Email" required errors={fields.email.errors} errorId={fields.email.errorId}>
            <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className={inputClass} />
          </Field>
          <Field id={fields.phone.id} label="Phone" required errors={fields.phone.errors} errorId={fields.phone.errorId}>
            <input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" className={inputClass} />
          </Field>
          <Field id={fields.resume.id} label="Resume Link" required errors={fields.resume.errors} errorId={fields.resume.errorId} hint="A link to your CV or LinkedIn profile.">
            <input {...getInputProps(fields.resume, { type: "text", ariaDescribedBy: hintId(fields.resume.id) })} placeholder="https://" className={inputClass} />
          </Field>
        </div>
        <Field
          id={fields.coverLetter.id}
          label="Cover Letter"
          required
          errors={fields.coverLetter.errors}
          errorId={fields.coverLetter.errorId}
          hint={`${letter.length} / 1000 characters (at least 50)`}
        >
          <textarea {...getTextareaProps(fields.coverLetter, { ariaDescribedBy: hintId(fields.coverLetter.id) })} rows={6} className={inputClass} />
        </Field>
        <div className="flex justify-end gap-2 pt-2">
          <Link to={`/jobs${search}`} replace preventScrollReset className={buttonClass("secondary")}>
            Cancel
          </Link>
          <Button type="submit" disabled={busy}>
            {busy ? "Submitting..." : "Submit Application"}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return <PositionGone error={error} />;
}
