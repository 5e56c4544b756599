// /services/specialized-practices
import type { Route } from "./+types/services.specialized-practices";
import { FeatureGrid, Section, SectionHeader } from "~/components/site/marketing/sections";
import { ServicePage } from "~/components/site/marketing/service-page";
import { specializedPractices as page } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Specialized Practices", description: "AI and machine learning, Salesforce, EPM solutions, cybersecurity and industry expertise from Latin America.", path: "/services/specialized-practices" });

export default function SpecializedPractices() {
  return (
    <ServicePage
      eyebrow="Specialized Practices"
      title="Specialists for the platforms that run your business"
      intro="Practice teams with deep experience in AI, Salesforce and enterprise performance management, backed by cybersecurity expertise and knowledge of your industry."
      stories={page.stories}
      cta="Start a Conversation"
    >
      <Section labelledBy="practices-heading">
        <SectionHeader id="practices-heading" eyebrow="Practices" title="Deep platform expertise" />
        <FeatureGrid items={page.practices} columns={2} />
      </Section>
      <Section labelledBy="industries-heading">
        <SectionHeader id="industries-heading" eyebrow="Industry solutions" title="We know your industry" />
        <FeatureGrid items={page.industries} columns={2} />
      </Section>
    </ServicePage>
  );
}
