// /services/custom-development
import type { Route } from "./+types/services.custom-development";
import { FeatureGrid, Section, SectionHeader, Steps } from "~/components/site/marketing/sections";
import { ServicePage } from "~/components/site/marketing/service-page";
import { customDevelopment as page } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Custom Software Development", description: "Dedicated nearshore teams that design, build and run your software in two-week sprints.", path: "/services/custom-development" });

export default function CustomDevelopment() {
  return (
    <ServicePage
      eyebrow="Custom Software Development"
      title="Software built for how your business works"
      intro="A dedicated team takes your product from discovery to production, with working software every two weeks and AI-assisted engineering throughout."
      stories={page.stories}
      cta="Start Your Project"
    >
      <Section labelledBy="why-heading">
        <SectionHeader id="why-heading" eyebrow="Why custom" title="When off-the-shelf is not enough" />
        <FeatureGrid items={page.why} />
      </Section>
      <Section tone="tint" labelledBy="process-heading">
        <SectionHeader id="process-heading" eyebrow="Our process" title="Three phases, no surprises" />
        <Steps items={page.process} />
      </Section>
      <Section labelledBy="expertise-heading">
        <SectionHeader id="expertise-heading" eyebrow="Expertise" title="What we build" />
        <FeatureGrid items={page.expertise} columns={2} />
      </Section>
    </ServicePage>
  );
}
