// /jobs/alerts: "Get new jobs by e-mail", linked from /jobs and every job page. The form posts here and works
// without JavaScript; every address gets the same answer (a confirmation e-mail goes out, or not, after it).
import type { Route } from "./+types/jobs.alerts";
import { JobAlertForm } from "~/components/site/job-alert-form";
import { FormPage } from "~/components/site/form-page";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { acceptedData, refusedData, submitForm } from "~/server/public-write.server";
import { jobAlertWrite } from "~/server/public-forms.server";
import { jobAlertSchemaFor } from "~/schemas/job-alert";
import { catalogue } from "~/i18n/catalogue";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).jobAlerts.page;
  return pageMeta({
    matches,
    title: t.title,
    description: t.description,
    ...localized(location.pathname, "/jobs/alerts"),
  });
};

export async function action({ request }: Route.ActionArgs) {
  const outcome = await submitForm(request, jobAlertWrite, jobAlertSchemaFor);
  if (!outcome.ok) return refusedData(outcome);
  const m = catalogue(languageOfPath(new URL(request.url).pathname)).jobAlerts.messages;
  return acceptedData(outcome, { title: m.successTitle, text: m.successText });
}

export default function JobAlerts({ actionData }: Route.ComponentProps) {
  const t = useCatalogue().jobAlerts.page;
  const to = useLocalize();
  return (
    <FormPage eyebrow={t.eyebrow} title={t.heading} intro={t.intro} back={{ to: to("/jobs"), label: t.back }}>
      <JobAlertForm action={to("/jobs/alerts")} answer={actionData} />
    </FormPage>
  );
}
