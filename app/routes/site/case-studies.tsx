// /case-studies: Client Success Stories. The first two published studies of the page's language (D1, in their
// order) behind the spec's switch, as the page showed its two fixed studies; the rest below as cards, each linking to
// its own page (/case-studies/{slug}); and a closing block. One D1 round trip.
import { Link } from "react-router";
import type { Route } from "./+types/case-studies";
import { CaseStudySwitcher } from "~/components/site/case-study-switcher";
import { CaseStudyCard } from "~/components/site/case-study-card";
import { ArrowLink, HeadedSection, largeButton, Section } from "~/components/site/marketing/sections";
import { PageHero } from "~/components/site/page-hero";
import { TitledText } from "~/components/site/titled-text";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon } from "~/components/ui/icons";
import { pageMeta } from "~/platform/meta";
import { catalogue } from "~/i18n/catalogue";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";
import { listPublishedCaseStudies } from "~/models/case-studies.server";
import { toCaseStudyView } from "~/server/case-study-views.server";

export async function loader({ request }: Route.LoaderArgs) {
  const studies = await listPublishedCaseStudies(languageOfPath(new URL(request.url).pathname));
  return { studies: studies.map(toCaseStudyView) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).pages.caseStudies;
  return pageMeta({
    matches,
    title: t.title,
    description: t.description,
    ...localized(location.pathname, "/case-studies"),
  });
};

export default function CaseStudies({ loaderData: { studies } }: Route.ComponentProps) {
  const t = useCatalogue().pages.caseStudies;
  const more = useCatalogue().caseStudies;
  // The spec's switch shows two studies; any further ones are cards below it.
  const caseStudies = studies.slice(0, 2);
  const rest = studies.slice(2);
  const to = useLocalize();
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        title={t.title}
        actions={
          <ButtonLink to={to("/contact")}>
            {`${t.start} `}
            <ArrowRightIcon className="h-4 w-4" />
          </ButtonLink>
        }
      >
        <p>{t.intro}</p>
      </PageHero>

      <section aria-label={t.headlineLabel} className="container-page">
        <dl className="grid gap-4 sm:grid-cols-2">
          {caseStudies
            .filter((s) => s.metric.value)
            .map((s) => (
              <div
                key={s.id}
                className="flex items-center gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80"
              >
                <dt className="text-sm leading-6 text-slate-600">
                  <span className="block font-semibold text-ink">{s.subtitle}</span>
                  {s.metric.label}
                </dt>
                <dd className="order-first text-4xl font-bold tracking-tight text-pine-700">{s.metric.value}</dd>
              </div>
            ))}
        </dl>
      </section>

      <HeadedSection name="studies" copy={t.inDepth}>
        <div className="mt-10">
          {caseStudies.length ? (
            <CaseStudySwitcher studies={caseStudies} />
          ) : (
            <div data-empty className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200/80">
              <p className="font-semibold text-ink">{more.empty.title}</p>
              <p className="mt-2 text-slate-600">{more.empty.text}</p>
            </div>
          )}
        </div>
        {rest.length ? (
          <div className="mt-16">
            <h3 id="more-studies-heading" className="text-2xl font-bold">
              {more.more.title}
            </h3>
            <ul
              role="list"
              aria-labelledby="more-studies-heading"
              className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
            >
              {rest.map((s) => (
                <li key={s.slug} className="flex">
                  <CaseStudyCard study={s} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </HeadedSection>

      <Section tone="tint" labelledBy="next-heading">
        <div className="relative overflow-hidden rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200/80 sm:p-12">
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
            <TitledText
              id="next-heading"
              title={t.next.title}
              text={t.next.text}
              classes={{
                box: "max-w-2xl",
                heading: "text-3xl font-bold sm:text-4xl",
                text: "mt-4 text-lg leading-8 text-slate-600",
              }}
            />
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link to={to("/services")} className={largeButton.secondary}>
                {t.next.services}
              </Link>
              <ArrowLink to="/contact" className={largeButton.primary}>
                {t.next.contact}
              </ArrowLink>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
