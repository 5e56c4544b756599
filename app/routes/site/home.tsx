// Home: hero, about, services tabs, why choose us, testimonials, success stories with the case-study switch,
// and the closing call to action. Carries the company's Organization structured data.
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CaseStudySwitcher } from "~/components/site/case-study-switcher";
import { HomeHero } from "~/components/site/marketing/hero";
import {
  ArrowLink,
  CtaBand,
  FeatureGrid,
  Figures,
  largeButton,
  Section,
  SectionHeader,
} from "~/components/site/marketing/sections";
import { ServicesTabs } from "~/components/site/services-tabs";
import { TestimonialCarousel } from "~/components/site/testimonial-carousel";
import { ArrowRightIcon, MapPinIcon } from "~/components/ui/icons";
import { about } from "~/content/about";
import { caseStudies } from "~/content/case-studies";
import { headlineFigures } from "~/content/services";
import { testimonials } from "~/content/testimonials";
import { whyChooseUs } from "~/content/why-choose-us";
import { settings } from "~/platform/env.server";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { site } from "~/platform/site";

export function loader() {
  return { origin: settings().SITE_URL };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    title: site.name,
    description:
      "Nearshore software teams and IT staff augmentation from Costa Rica, Mexico and Colombia: full US time-zone overlap, candidates in 5-10 days, up to 50% cost savings.",
    ...localized(location.pathname, "/"),
  });

const countryCodes: Record<string, string> = {
  "United States": "US",
  "Costa Rica": "CR",
  Mexico: "MX",
  Colombia: "CO",
};

function organization(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description: "AI-driven software development and IT staffing from Latin America for North American companies.",
    email: site.email,
    sameAs: [site.linkedin],
    address: { "@type": "PostalAddress", addressCountry: "US" },
    location: site.offices.map((office) => ({
      "@type": "Place",
      name: `${site.name} ${office.country}`,
      address: {
        "@type": "PostalAddress",
        addressCountry: countryCodes[office.country] ?? office.country,
        ...(office.city ? { addressLocality: office.city } : {}),
      },
    })),
    areaServed: ["US", "CA"],
    knowsAbout: [
      "Staff augmentation",
      "Custom software development",
      "Artificial intelligence",
      "Salesforce",
      "Enterprise performance management",
    ],
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero
        title={
          <>
            Your Nearshore <span className="text-pine-700">Advantage</span>
          </>
        }
        lead={
          <p>
            AI-driven software development and senior engineering talent from Latin America, working in your hours, in
            fluent English, at nearshore prices.
          </p>
        }
        proof={["Full US time-zone overlap", "Fluent English", "Up to 50% cost savings"]}
      />

      <section aria-label="Our nearshore advantage in numbers" className="container-page pb-4">
        <Figures items={headlineFigures} />
      </section>

      <Section labelledBy="about-heading">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-center lg:gap-16">
          <div>
            <SectionHeader
              id="about-heading"
              eyebrow="About us"
              title="Latin American engineering, North American standards"
            >
              <p>
                {site.name} builds software and engineering teams for companies across the United States and Canada. Our
                people share your time zone and your way of working, bring an AI-first mindset to every project, and
                deliver in two-week sprints you can see and steer.
              </p>
            </SectionHeader>
            <ArrowLink
              to="/about"
              className="mt-8 inline-flex items-center gap-2 font-semibold text-pine-700 hover:text-pine-900"
            >
              More about us
            </ArrowLink>
          </div>
          <div className="rounded-3xl bg-pine-900 p-6 text-white shadow-xl shadow-pine-900/10 sm:p-8">
            <h3 className="text-lg font-semibold text-white">Where our teams work</h3>
            <ul role="list" className="mt-6 grid gap-4 sm:grid-cols-2">
              {about.presence.map((p) => (
                <li key={p.country} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                  <div className="flex items-center gap-3">
                    <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-white/10 text-xs font-bold text-sun-300">
                      {p.code}
                    </span>
                    <span className="font-semibold">{p.country}</span>
                  </div>
                  <p className="mt-3 flex items-start gap-1.5 text-sm text-pine-200">
                    <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0" />
                    {p.city ? `${p.role}, ${p.city}` : p.role}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section tone="tint" labelledBy="services-heading">
        <SectionHeader id="services-heading" eyebrow="What we do" title="Services built around your team">
          <p>
            Extend your team with vetted engineers, hand us a product to build end to end, or bring in a specialist
            practice.
          </p>
        </SectionHeader>
        <ServicesTabs />
      </Section>

      <Section labelledBy="why-heading">
        <SectionHeader id="why-heading" eyebrow="Why choose us" title="Nearshore, done properly">
          <p>
            The closeness of an in-house team and the economics of nearshore delivery, without the usual trade-offs.
          </p>
        </SectionHeader>
        <FeatureGrid items={whyChooseUs} />
      </Section>

      <Section tone="tint" labelledBy="testimonials-heading">
        <SectionHeader id="testimonials-heading" eyebrow="Testimonials" title="What our clients say" center>
          <p>Engineering and business leaders on working with our teams.</p>
        </SectionHeader>
        <TestimonialCarousel items={testimonials} />
      </Section>

      <Section labelledBy="stories-heading">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeader id="stories-heading" eyebrow="Success stories" title="Results our clients can measure">
            <p>Faster payroll for a software provider, one trusted view of operations for a healthcare network.</p>
          </SectionHeader>
          <ArrowLink to="/case-studies" className={`${largeButton.secondary} shrink-0`}>
            View all case studies
          </ArrowLink>
        </div>
        <ul role="list" className="mt-12 grid gap-6 md:grid-cols-2">
          {caseStudies.map((s) => (
            <li key={s.id}>
              <Link
                to={`/case-studies?study=${s.id}#case-study`}
                className="group flex h-full flex-col rounded-3xl bg-gradient-to-br from-pine-800 to-pine-950 p-7 text-white shadow-lg shadow-pine-900/10 transition-transform hover:-translate-y-0.5 sm:p-8"
              >
                <span className="text-5xl font-bold tracking-tight text-sun-300">{s.metric.value}</span>
                <span className="mt-2 text-pine-100">{s.metric.label}</span>
                <span className="mt-6 text-sm font-semibold uppercase tracking-wider text-pine-300">{s.subtitle}</span>
                <span className="mt-1 text-lg font-semibold">{s.title}</span>
                <span className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-sun-300">
                  Read the case study{" "}
                  <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-16">
          <CaseStudySwitcher studies={caseStudies} />
        </div>
      </Section>

      <CtaBand
        eyebrow="Let's talk"
        title="Get Started Today"
        text="Tell us what you are building. We will get back to you within one business day with a plan and the right people."
        cta="Get Started Today"
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(organization(loaderData.origin)).replace(/</g, "\\u003c") }}
      />
    </>
  );
}
