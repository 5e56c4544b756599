// /case-studies: Client Success Stories, the two fixed studies behind a switch, and a closing block.
import { Link } from "react-router";
import type { Route } from "./+types/case-studies";
import { CaseStudySwitcher } from "~/components/site/case-study-switcher";
import { ArrowLink, largeButton, Section, SectionHeader } from "~/components/site/marketing/sections";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon } from "~/components/ui/icons";
import { contentFor } from "~/content";
import { pageMeta } from "~/platform/meta";
import { catalogue } from "~/i18n/catalogue";
import { useCatalogue, useLanguage, useLocalize } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).pages.caseStudies;
  return pageMeta({
    matches,
    title: t.title,
    description: t.description,
    ...localized(location.pathname, "/case-studies"),
  });
};

export default function CaseStudies() {
  const t = useCatalogue().pages.caseStudies;
  const { caseStudies } = contentFor(useLanguage());
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
          {caseStudies.map((s) => (
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

      <Section labelledBy="studies-heading">
        <SectionHeader id="studies-heading" eyebrow={t.inDepth.eyebrow} title={t.inDepth.title}>
          <p>{t.inDepth.text}</p>
        </SectionHeader>
        <div className="mt-10">
          <CaseStudySwitcher studies={caseStudies} />
        </div>
      </Section>

      <Section tone="tint" labelledBy="next-heading">
        <div className="relative overflow-hidden rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200/80 sm:p-12">
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
            <div className="max-w-2xl">
              <h2 id="next-heading" className="text-3xl font-bold sm:text-4xl">
                {t.next.title}
              </h2>
              <p className="mt-4 text-lg leading-8 text-slate-600">{t.next.text}</p>
            </div>
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
