// /jobs/{id}/apply: the application form, as a dialog over the careers list; a real form that works without
// JavaScript and validates as the candidate types with it.
import { CandidateForm, ConsentBox } from "~/components/site/candidate-form";
import { CvFieldset } from "~/components/site/cv-fieldset";
import { useForm } from "@conform-to/react";
import { data, isRouteErrorResponse, useLocation, href } from "react-router";
import type { Route } from "./+types/jobs.$id.apply";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Dialog, DialogCloseLink } from "~/components/ui/dialog";
import { Field, inputClass, InputField, TextareaField } from "~/components/ui/field";
import { pageMeta } from "~/platform/meta";
import { parseId } from "~/platform/params";
import { refusedData, submitForm } from "~/server/public-write.server";
import { applicationWrite } from "~/server/public-forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { retentionDays } from "~/models/application-retention.server";
import { findPublishedJob } from "~/models/jobs.server";
import { validatedFormProps } from "~/schemas/form-rules";
import { applicationSchemaFor, COVER_LETTER, cvFileRule, type applicationSchema } from "~/schemas/job";
import { byLanguage, catalogue, fill } from "~/i18n/catalogue";
import { useCatalogue, useLanguage, useLocalize } from "~/i18n/hooks";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";
import { PositionGone } from "./jobs.$id";

export async function loader({ params }: Route.LoaderArgs) {
  const job = await findPublishedJob(params.id);
  if (!job) throw data(null, { status: 404 });
  return { job: { id: job.id, title: job.title }, retention: retentionDays() };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname));
  return [
    ...pageMeta({
      matches,
      title: loaded ? fill(t.application.title, { job: loaded.job.title }) : t.careers.gone.title,
      description: t.application.description,
      ...localized(location.pathname, loaded ? href("/jobs/:id/apply", { id: String(loaded.job.id) }) : "/jobs"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export async function action({ request, params }: Route.ActionArgs) {
  // An id that names no job is a job that is not there: the pipeline's store answers 404 for it.
  const jobId = parseId(params.id) ?? 0;
  const outcome = await submitForm(request, applicationWrite, applicationSchemaFor, (input) => ({ ...input, jobId }));
  if (!outcome.ok) return refusedData(outcome);
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const { messages } = catalogue(language).application;
  const back = url.search.replace(/^\?$/, "");
  const applied = localizedPath(language, href("/jobs/:id/applied", { id: String(jobId) }));
  return redirectWithToast(request, `${applied}${back}`, {
    type: "success",
    title: messages.successTitle,
    description: messages.successText,
  });
}

// Beyond what the schema's fields say one by one: a CV file or a link (a link keeps the spec's length rule), and
// the file's extension and size, checked before the upload starts (its content is checked by the server). The
// validator's rules and messages in each language, from the same schema the action judges with.
const rulesFor = byLanguage(({ application: { messages: m, busy } }, language) =>
  validatedFormProps(applicationSchemaFor(language), busy, {
    resume: { unless: "resumeFile", missing: m.resumeOrFile, min: 10, short: m.resume },
    resumeFile: cvFileRule(m),
  }),
);

export default function Apply({ loaderData: { job, retention }, actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  const { application: t, common } = useCatalogue();
  const rules = rulesFor(useLanguage());
  const to = useLocalize();
  const [form, fields] = useForm<z.input<typeof applicationSchema>>({
    id: "application-form",
    lastResult: actionData?.result,
  });
  const letter = typeof fields.coverLetter.value === "string" ? fields.coverLetter.value : "";

  return (
    <Dialog
      title={fill(t.title, { job: job.title })}
      closeTo={to(`/jobs${search}`)}
      closeLabel={common.close}
      size="lg"
    >
      <CandidateForm form={form} rules={rules} notice={actionData?.notice} className="relative space-y-4">
        <Field id="application-position" label={t.fields.position}>
          {/* Shown for reference only: it has no name, so it is not sent; the server takes it from the job. */}
          <input id="application-position" type="text" value={job.title} readOnly className={inputClass} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField field={fields.fullName} label={t.fields.fullName} required autoComplete="name" />
          <InputField field={fields.email} label={t.fields.email} type="email" required autoComplete="email" />
          <InputField field={fields.phone} label={t.fields.phone} type="tel" required autoComplete="tel" />
        </div>
        <CvFieldset
          copy={t.fields}
          file={fields.resumeFile}
          link={{ field: fields.resume, label: t.fields.resume, hint: t.fields.resumeHint }}
        />
        <TextareaField
          field={fields.coverLetter}
          label={t.fields.coverLetter}
          rows={6}
          required
          hint={
            <>
              {/* The count follows the typing (app/behaviour/forms.ts). */}
              <span data-count-of={fields.coverLetter.id}>{letter.length}</span>
              {` ${fill(t.fields.coverLetterCount, COVER_LETTER)}`}
            </>
          }
        />
        <ConsentBox
          field={fields.consent}
          privacy={fill(t.privacy, { decided: retention.decided, other: retention.other })}
          copy={t}
        />
        <div className="flex justify-end gap-2 pt-2">
          <DialogCloseLink to={to(`/jobs${search}`)}>{t.cancel}</DialogCloseLink>
          <Button type="submit">{t.submit}</Button>
        </div>
      </CandidateForm>
    </Dialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return <PositionGone error={error} />;
}
