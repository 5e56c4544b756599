// /jobs/alerts: "Get new jobs by e-mail", linked from /jobs and every job page. The form posts here and works
// without JavaScript; every address gets the same answer (a confirmation e-mail goes out, or not, after it).
import type { Route } from "./+types/jobs.alerts";
import { JobAlertForm } from "~/components/site/job-alert-form";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { refusedData, submitForm } from "~/server/public-write.server";
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
  return { result: outcome.reply, notice: { tone: "success" as const, title: m.successTitle, text: m.successText } };
}

export default function JobAlerts({ actionData }: Route.ComponentProps) {
  const t = useCatalogue().jobAlerts.page;
  const to = useLocalize();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading}>
        <p>{t.intro}</p>
      </PageHero>
      <section className="container-page max-w-3xl pb-20">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <JobAlertForm action={to("/jobs/alerts")} answer={actionData} />
        </div>
        <ButtonLink to={to("/jobs")} variant="secondary" className="mt-6">
          {t.back}
        </ButtonLink>
      </section>
    </>
  );
}
