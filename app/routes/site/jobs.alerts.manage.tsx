// /jobs/alerts/manage?token=…: the signed link in every job alert. It shows the alert's address and choices; saving
// changes them (categories, locations, how often). A forged or stale token shows "This link is not valid".
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/jobs.alerts.manage";
import { JobAlertForm } from "~/components/site/job-alert-form";
import { FormCard } from "~/components/site/form-page";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { readForm } from "~/platform/body.server";
import { alertChoices, jobAlertFromToken, updateJobAlertChoices } from "~/models/job-alerts.server";
import { jobAlertChoicesFor } from "~/schemas/job-alert";
import { catalogue } from "~/i18n/catalogue";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).jobAlerts.manage;
  return [
    ...pageMeta({
      matches,
      title: t.title,
      description: t.description,
      ...localized(location.pathname, "/jobs/alerts/manage"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

// The page shows the person's address and choices: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const INVALID = { alert: null, token: null } as const;

async function found(token: string | null) {
  const alert = await jobAlertFromToken(token);
  if (!alert || !token) return null;
  return { token, email: alert.email, stopped: alert.status === "unsubscribed", ...alertChoices(alert) };
}

export async function loader({ request }: Route.LoaderArgs) {
  const alert = await found(new URL(request.url).searchParams.get("token"));
  return alert ? { alert } : data(INVALID, 400);
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = form.get("token");
  const alert = await jobAlertFromToken(typeof token === "string" ? token : null);
  if (!alert) return data({ result: null, notice: null, invalid: true }, 400);
  const language = languageOfPath(new URL(request.url).pathname);
  const submission = parseWithZod(form, { schema: jobAlertChoicesFor(language) });
  if (submission.status !== "success") return data({ result: submission.reply(), notice: null, invalid: false }, 400);
  await updateJobAlertChoices(alert.id, submission.value);
  const m = catalogue(language).jobAlerts.messages;
  return {
    result: submission.reply(),
    notice: { tone: "success" as const, title: m.savedTitle, text: m.savedText },
    invalid: false,
  };
}

export default function ManageJobAlert({ loaderData, actionData }: Route.ComponentProps) {
  const { jobAlerts: t } = useCatalogue();
  const to = useLocalize();
  const alert = loaderData.alert;
  if (!alert || actionData?.invalid) {
    return (
      <PageHero eyebrow={t.page.eyebrow} title={t.manage.invalidTitle}>
        <p>{t.manage.invalidText}</p>
      </PageHero>
    );
  }
  return (
    <>
      <PageHero eyebrow={t.page.eyebrow} title={t.manage.heading}>
        <p>{t.manage.intro}</p>
        <p className="mt-2 break-words font-medium text-ink">{alert.email}</p>
      </PageHero>
      <section className="container-page max-w-3xl pb-20">
        {alert.stopped ? (
          <p className="mb-4 rounded-md bg-sun-50 px-4 py-3 text-sm text-ink">{t.manage.stopped}</p>
        ) : null}
        <FormCard>
          <JobAlertForm
            action={`${to("/jobs/alerts/manage")}?token=${encodeURIComponent(alert.token)}`}
            answer={actionData}
            manage={{
              token: alert.token,
              categories: alert.categories,
              locations: alert.locations,
              frequency: alert.frequency,
            }}
          />
        </FormCard>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={to("/jobs")} variant="secondary">
            {t.page.back}
          </ButtonLink>
          {alert.stopped ? null : (
            <ButtonLink
              to={`${to("/jobs/alerts/unsubscribe")}?token=${encodeURIComponent(alert.token)}`}
              variant="secondary"
            >
              {t.manage.unsubscribe}
            </ButtonLink>
          )}
        </div>
      </section>
    </>
  );
}
