// /case-studies: Client Success Stories, two fixed studies behind a switch.
import type { Route } from "./+types/case-studies";
import { CaseStudySwitcher } from "~/components/site/case-study-switcher";
import { Section } from "~/components/site/marketing/sections";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { caseStudies } from "~/content/stories";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Client Success Stories", description: "How our nearshore teams cut payroll processing time by 75% and consolidated data from 12+ sources.", path: "/case-studies" });

export default function CaseStudies() {
  return (
    <>
      <PageHero eyebrow="Case studies" title="Client Success Stories" actions={<ButtonLink to="/contact">Start Your Success Story</ButtonLink>}>
        <p>Real programs, measurable results: what our teams delivered for clients in payroll software and healthcare.</p>
      </PageHero>
      <Section labelledBy="studies-heading">
        <h2 id="studies-heading" className="sr-only">
          Case studies
        </h2>
        <CaseStudySwitcher studies={caseStudies} />
      </Section>
      <section className="bg-pine-50">
        <div className="container-page flex flex-col gap-6 py-16 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-bold sm:text-3xl">Your project could be next</h2>
            <p className="mt-2 text-slate-600">See how we work, or tell us what you need.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/services" variant="secondary">
              Explore Services
            </ButtonLink>
            <ButtonLink to="/contact">Contact Us</ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
