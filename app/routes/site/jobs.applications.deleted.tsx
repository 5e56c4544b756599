// /jobs/applications/deleted: where "Delete my data" on the candidate status page lands (Post/Redirect/Get; the
// status page's own address answers 404 once its application is anonymised). It names nobody and nothing.
import type { Route } from "./+types/jobs.applications.deleted";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/platform/meta";
import { catalogue } from "~/i18n/catalogue";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).applicationStatus;
  return [
    ...pageMeta({
      matches,
      title: t.erase.doneTitle,
      description: t.page.description,
      noindex: true,
      ...localized(location.pathname, "/jobs/applications/deleted"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function ApplicationDeleted() {
  const t = useCatalogue().applicationStatus;
  const to = useLocalize();
  return (
    <PageHero eyebrow={t.page.eyebrow} title={t.erase.doneTitle}>
      <p data-testid="status-erased">{t.erase.doneText}</p>
      <div className="mt-8">
        <ButtonLink to={to("/jobs")} variant="secondary">
          {t.lostLink.back}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
