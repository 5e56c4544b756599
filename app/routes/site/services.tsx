// /services: the core offerings (tabs that follow the URL fragment), technical expertise and engagement models.
import type { Route } from "./+types/services";
import { CtaBand, Section, SectionHeader } from "~/components/site/marketing/sections";
import { PageHero } from "~/components/site/page-hero";
import { ServicesTabs } from "~/components/site/services-tabs";
import { ButtonLink } from "~/components/ui/button";
import { engagementModels, technicalExpertise } from "~/content/services";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Services",
    description: "Staff augmentation, custom software development and specialized practices (AI, Salesforce, EPM) from Latin America, in your time zone.",
    path: "/services",
  });

export default function Services() {
  return (
    <>
      <PageHero eyebrow="Services" title="Engineering capacity, on your terms" actions={<ButtonLink to="/contact">Start Your Project</ButtonLink>}>
        <p>Extend your team with vetted engineers, hand us a product to build end to end, or bring in a specialist practice.</p>
      </PageHero>

      <Section labelledBy="offerings-heading">
        <SectionHeader id="offerings-heading" eyebrow="Core offerings" title="Three ways to work with us" />
        <ServicesTabs syncHash />
      </Section>

      <Section tone="tint" labelledBy="expertise-heading">
        <SectionHeader id="expertise-heading" eyebrow="Technical expertise" title="The stack you already use">
          <p>Our engineers work across modern web, mobile, cloud, data and quality engineering.</p>
        </SectionHeader>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {technicalExpertise.map((group) => (
            <div key={group.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold">{group.title}</h3>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${group.title} technologies`}>
                {group.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-pine-50 px-3 py-1 text-xs font-medium text-pine-800">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      <Section labelledBy="models-heading">
        <div className="grid gap-10 lg:grid-cols-3">
          <div>
            <SectionHeader id="models-heading" eyebrow="Engagement models" title="Pick the model that fits">
              <p>Hourly or monthly staff augmentation, dedicated teams, or fixed-price projects.</p>
            </SectionHeader>
            <ButtonLink to="/contact" className="mt-8">
              Discuss Your Project Needs
            </ButtonLink>
          </div>
          <div className="grid gap-6 sm:grid-cols-3 lg:col-span-2 lg:grid-cols-1">
            {engagementModels.map((m) => (
              <div key={m.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <h3 className="text-lg font-semibold">{m.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{m.text}</p>
              </div>
            ))}
          </div>
        </div>
      </Section>

      <CtaBand title="Ready to start?" text="Tell us about your roadmap and we will propose the right team." cta="Start Your Project" />
    </>
  );
}
