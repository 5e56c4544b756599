// Home: hero, about, services tabs, why choose us, testimonials, success stories, a case study and the closing call.
import type { Route } from "./+types/home";
import { CaseStudySwitcher } from "~/components/site/case-study-switcher";
import { CtaBand, FeatureGrid, Figures, Section, SectionHeader } from "~/components/site/marketing/sections";
import { PageHero } from "~/components/site/page-hero";
import { ServicesTabs } from "~/components/site/services-tabs";
import { TestimonialCarousel } from "~/components/site/testimonial-carousel";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon } from "~/components/ui/icons";
import { headlineFigures, whyChooseUs } from "~/content/services";
import { caseStudies, testimonials } from "~/content/stories";
import { pageMeta } from "~/lib/meta";
import { site } from "~/lib/site";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: site.name,
    description:
      "Nearshore software teams and IT staff augmentation from Costa Rica, Mexico and Colombia: full US time-zone overlap, candidates in 5-10 days, up to 50% cost savings.",
    path: "/",
  });

const organization = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: site.name,
  description: "AI-driven software development and IT staffing from Latin America for North American companies.",
  email: site.email,
  sameAs: [site.linkedin],
  logo: "/favicon.svg",
  address: { "@type": "PostalAddress", addressCountry: "US" },
  areaServed: ["US", "CA"],
};

export default function Home() {
  return (
    <>
      <PageHero
        eyebrow="Nearshore software & IT staffing"
        title={
          <>
            Your Nearshore <span className="text-pine-700">Advantage</span>
          </>
        }
        actions={
          <>
            <ButtonLink to="/services">
              Explore Our Services <ArrowRightIcon className="h-4 w-4" />
            </ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              Talk to Our Team
            </ButtonLink>
          </>
        }
      >
        <p>
          AI-driven software development and senior engineering talent from Latin America, working in your hours, in
          fluent English, at nearshore prices.
        </p>
      </PageHero>

      <section aria-label="Why nearshore with us" className="container-page pb-16">
        <Figures items={headlineFigures} />
      </section>

      <Section labelledBy="about-heading">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <SectionHeader id="about-heading" eyebrow="About us" title="Latin American engineering, North American standards">
            <p>
              {site.name} builds software and teams for companies across the United States and Canada from our
              delivery centers in Costa Rica, Mexico and Colombia. Our engineers share your time zone and your way of
              working, and they use AI-assisted practices to deliver in two-week sprints.
            </p>
          </SectionHeader>
          <div className="rounded-2xl bg-pine-900 p-8 text-pine-100">
            <p className="text-lg leading-8">
              “We started {site.shortName} to give product teams the speed of offshore pricing without the overnight
              handoffs. Every engineer we place works your day, speaks your language and cares about your outcomes.”
            </p>
            <ButtonLink to="/about" variant="accent" className="mt-6">
              More about us
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section tone="tint" labelledBy="services-heading">
        <SectionHeader id="services-heading" eyebrow="What we do" title="Services built around your team">
          <p>Extend your team, hand us a product to build, or bring in a specialist practice.</p>
        </SectionHeader>
        <ServicesTabs />
      </Section>

      <Section labelledBy="why-heading">
        <SectionHeader id="why-heading" eyebrow="Why choose us" title="Nearshore, done properly" />
        <FeatureGrid items={whyChooseUs} />
      </Section>

      <Section tone="tint" labelledBy="testimonials-heading">
        <SectionHeader id="testimonials-heading" eyebrow="Testimonials" title="What our clients say" center />
        <TestimonialCarousel items={testimonials} />
      </Section>

      <Section labelledBy="stories-heading">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeader id="stories-heading" eyebrow="Success stories" title="Results our clients can measure">
            <p>Payroll processing time reduced by 75%. Data consolidated from 12+ sources. Here is how.</p>
          </SectionHeader>
          <ButtonLink to="/case-studies" variant="secondary">
            View all case studies
          </ButtonLink>
        </div>
        <div className="mt-10">
          <CaseStudySwitcher studies={caseStudies} />
        </div>
      </Section>

      <CtaBand
        title="Get Started Today"
        text="Tell us what you are building. We will come back within one business day with a plan and the right people."
        cta="Get Started Today"
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(organization).replace(/</g, "\\u003c") }} />
    </>
  );
}
