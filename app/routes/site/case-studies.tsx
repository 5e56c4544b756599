// /case-studies: Client Success Stories, the two fixed studies behind a switch, and a closing block.
import { Link } from "react-router";
import type { Route } from "./+types/case-studies";
import { CaseStudySwitcher } from "~/components/site/case-study-switcher";
import { ArrowLink, largeButton, Section, SectionHeader } from "~/components/site/marketing/sections";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon } from "~/components/ui/icons";
import { caseStudies } from "~/content/case-studies";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    title: "Client Success Stories",
    description: "How our nearshore teams cut payroll processing time by 75% and consolidated data from 12+ sources.",
    ...localized(location.pathname, "/case-studies"),
  });

export default function CaseStudies() {
  return (
    <>
      <PageHero
        eyebrow="Case studies"
        title="Client Success Stories"
        actions={
          <ButtonLink to="/contact">
            Start Your Success Story <ArrowRightIcon className="h-4 w-4" />
          </ButtonLink>
        }
      >
        <p>
          Real programs with measurable results: how our teams helped a payroll software provider and a healthcare
          network move faster with better data.
        </p>
      </PageHero>

      <section aria-label="Headline results" className="container-page">
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
        <SectionHeader id="studies-heading" eyebrow="In depth" title="The challenge, the solution and the results">
          <p>Choose a case study to see how our teams approached it.</p>
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
                Your project could be next
              </h2>
              <p className="mt-4 text-lg leading-8 text-slate-600">
                See the services behind these results, or tell us what you need and we will propose the right team.
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link to="/services" className={largeButton.secondary}>
                Explore Our Services
              </Link>
              <ArrowLink to="/contact" className={largeButton.primary}>
                Contact Us
              </ArrowLink>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
