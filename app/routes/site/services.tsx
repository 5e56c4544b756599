// /services: the core offerings (tabs that follow the URL fragment), technical expertise and engagement models.
import type { Route } from "./+types/services";
import { IconTile } from "~/components/site/marketing/icon";
import { ArrowLink, CtaBand, largeButton, Section, SectionHeader, TagList } from "~/components/site/marketing/sections";
import { PageHero } from "~/components/site/page-hero";
import { ServicesTabs } from "~/components/site/services-tabs";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon } from "~/components/ui/icons";
import { engagementModels } from "~/content/engagement-models";
import { technicalExpertise } from "~/content/services";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    title: "Services",
    description:
      "Staff augmentation, custom software development and specialized practices (AI, Salesforce, EPM) from Latin America, in your time zone.",
    ...localized(location.pathname, "/services"),
  });

export default function Services() {
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title="Engineering capacity, on your terms"
        actions={
          <>
            <ButtonLink to="/contact">
              Start Your Project <ArrowRightIcon className="h-4 w-4" />
            </ButtonLink>
            <ButtonLink to="/case-studies" variant="secondary">
              See Client Results
            </ButtonLink>
          </>
        }
      >
        <p>
          Extend your team with vetted Latin American engineers, hand us a product to build end to end, or bring in a
          specialist practice. Full US time-zone overlap, fluent English and up to 50% savings, whichever you choose.
        </p>
      </PageHero>

      <Section labelledBy="offerings-heading">
        <SectionHeader id="offerings-heading" eyebrow="Core offerings" title="Three ways to work with us">
          <p>
            Each offering is delivered by the same senior talent network, with the same standards and time-zone overlap.
          </p>
        </SectionHeader>
        <ServicesTabs syncHash />
      </Section>

      <Section id="expertise" tone="tint" labelledBy="expertise-heading">
        <SectionHeader id="expertise-heading" eyebrow="Technical expertise" title="Fluent in the stack you already use">
          <p>
            Our engineers work across modern web, mobile, cloud, data and quality engineering, and follow proven
            delivery practices.
          </p>
        </SectionHeader>
        <ul role="list" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {technicalExpertise.map((group) => (
            <li key={group.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80">
              <IconTile name={group.icon} />
              <h3 className="mt-5 text-lg font-semibold">{group.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{group.text}</p>
              <div className="mt-5">
                <TagList tags={group.tags} label={`${group.title} technologies`} />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="models-heading">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <SectionHeader
              id="models-heading"
              eyebrow="Engagement models"
              title="Pick the model that fits your project"
            >
              <p>
                Hourly or monthly staff augmentation, dedicated teams, or fixed-price projects. Start with one and
                switch as your needs change.
              </p>
            </SectionHeader>
            <ArrowLink to="/contact" className={`${largeButton.primary} mt-8`}>
              Discuss Your Project Needs
            </ArrowLink>
          </div>
          <ul role="list" className="grid gap-6">
            {engagementModels.map((m) => (
              <li key={m.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-7">
                <div className="flex flex-wrap items-center gap-4">
                  <IconTile name={m.icon} />
                  <h3 className="text-lg font-semibold">{m.title}</h3>
                  <span className="rounded-full bg-sun-100 px-3 py-1 text-xs font-semibold text-sun-700 sm:ml-auto">
                    {m.billing}
                  </span>
                </div>
                <p className="mt-4 leading-7 text-slate-600">{m.text}</p>
                <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-700">
                  <span className="font-semibold text-ink">Best for: </span>
                  {m.bestFor}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <CtaBand
        eyebrow="Ready when you are"
        title="Let's scope your project together"
        text="Tell us about your roadmap and we will propose the right team, model and timeline within one business day."
        cta="Start Your Project"
        secondary={{ label: "Explore Case Studies", to: "/case-studies" }}
      />
    </>
  );
}
