// /jobs (Careers): open positions by category (?category=qa), culture and benefits. A job's details and its
// application form are child routes, shown as dialogs over this list.
import { Link, Outlet, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/jobs";
import { JobCard, JobCardSkeleton } from "~/components/site/job-card";
import { PageHero } from "~/components/site/page-hero";
import { CheckCircleIcon } from "~/components/ui/icons";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { contentFor } from "~/content";
import { pageMeta } from "~/platform/meta";
import { catalogue } from "~/i18n/catalogue";
import { useCatalogue, useLanguage, useLocalize } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";
import { listPublishedJobs } from "~/models/jobs.server";
import { toJobCard } from "~/server/cards.server";
import { CAREERS_TABS, careersTabsFor, type CareersTab } from "~/schemas/job";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { careers: t, jobAlerts } = catalogue(languageOfPath(location.pathname));
  return [
    ...pageMeta({ matches, title: t.title, description: t.description, ...localized(location.pathname, "/jobs") }),
    // The job feed for job boards (issue 30): every language's listings, at one address.
    { tagName: "link", rel: "alternate", type: "application/xml", title: jobAlerts.feed, href: "/jobs/feed.xml" },
  ];
};

function readTab(value: string | null): CareersTab {
  const key = (value ?? "all").toLowerCase();
  return CAREERS_TABS.find((t) => t.key === key)?.key ?? "all";
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab = readTab(url.searchParams.get("category"));
  const jobs = await listPublishedJobs(tab, languageOfPath(url.pathname));
  return { tab, jobs: jobs.map(toJobCard) };
}

export default function Careers({ loaderData: { tab, jobs } }: Route.ComponentProps) {
  const { search } = useLocation();
  const navigation = useNavigation();
  const language = useLanguage();
  const { careers: t, jobAlerts: alerts, talent } = useCatalogue();
  const to = useLocalize();
  const tabs = careersTabsFor(language);
  const { careersCulture, careersBenefits } = contentFor(language);
  // Skeletons only while another category loads: closing a job's dialog (back to /jobs, same category) keeps
  // the cards in place, so the card button that opened the dialog is still there to take the focus back.
  const loadingTab =
    navigation.state === "loading" && navigation.location.pathname === to("/jobs")
      ? readTab(new URLSearchParams(navigation.location.search).get("category"))
      : null;
  const nextTab = loadingTab !== tab ? loadingTab : null;
  const shown = tabs.find((each) => each.key === (nextTab ?? tab))!;

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading}>
        <p>{t.intro}</p>
      </PageHero>

      <section id="openings" className="container-page pb-20" aria-labelledby="openings-heading">
        <h2 id="openings-heading" className="text-2xl font-bold sm:text-3xl">
          {t.openings}
        </h2>
        {/* The chips wrap onto a second line on a phone rather than running off-screen behind a scroll. */}
        <nav aria-label={t.tabsLabel} className="mt-6 flex flex-wrap gap-2 pb-2">
          {tabs.map((each) => {
            const current = each.key === shown.key;
            return (
              <Link
                key={each.key}
                to={to(each.key === "all" ? "/jobs" : `/jobs?category=${each.key}`)}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={`whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset ${
                  current
                    ? "bg-pine-700 text-white ring-pine-700"
                    : "bg-white text-slate-700 ring-slate-300 hover:bg-pine-50"
                }`}
              >
                {each.label}
              </Link>
            );
          })}
        </nav>
        <p className="mt-4 text-sm text-slate-700">
          <Link to={to("/jobs/talent-network")} className="font-semibold text-pine-700 underline underline-offset-2">
            {talent.careersLink}
          </Link>
        </p>

        <div className="mt-8" aria-live="polite" aria-busy={nextTab !== null}>
          {nextTab !== null ? (
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: shown.skeletons }, (_, i) => (
                <JobCardSkeleton key={i} />
              ))}
            </div>
          ) : jobs.length === 0 ? (
            <div className="rounded-2xl bg-pine-50 px-6 py-14 text-center">
              <h3 className="text-xl font-semibold">{shown.empty}</h3>
              <p className="mx-auto mt-2 max-w-md text-slate-600">{shown.emptyText}</p>
              <Link to={to("/jobs/talent-network")} className={`mt-6 ${buttonClass("primary")}`}>
                {talent.emptyLink}
              </Link>
            </div>
          ) : (
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {jobs.map((job) => (
                <JobCard key={job.id} job={job} search={search} />
              ))}
            </div>
          )}
        </div>
        <div className="mt-10 flex flex-col gap-3 rounded-2xl bg-white p-6 ring-1 ring-pine-100 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{alerts.linkText}</p>
          <ButtonLink to={to("/jobs/alerts")} variant="secondary" className="shrink-0">
            {alerts.link}
          </ButtonLink>
        </div>
      </section>

      <section className="bg-pine-50" aria-labelledby="culture-heading">
        <div className="container-page py-16 sm:py-20">
          <CareersHeading id="culture-heading" eyebrow={t.cultureEyebrow} title={t.cultureHeading} />
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {careersCulture.map((c) => (
              <div key={c.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-pine-100">
                <h3 className="text-lg font-semibold">{c.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{c.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="container-page py-16 sm:py-20" aria-labelledby="benefits-heading">
        <CareersHeading id="benefits-heading" eyebrow={t.benefitsEyebrow} title={t.benefitsHeading} />
        <ul className="mt-10 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {careersBenefits.map((b) => (
            <li key={b.title} className="flex gap-3">
              <CheckCircleIcon className="mt-0.5 h-6 w-6 shrink-0 text-pine-600" />
              <div>
                <h3 className="font-semibold">{b.title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{b.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <Outlet />
    </>
  );
}

/** The heading of a section below the openings (culture, benefits): its eyebrow, then the title. */
function CareersHeading({ id, eyebrow, title }: { id: string; eyebrow: string; title: string }) {
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-pine-700">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold">
        {title}
      </h2>
    </>
  );
}
