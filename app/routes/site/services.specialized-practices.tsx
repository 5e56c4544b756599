// /services/specialized-practices: AI and machine learning, Salesforce, EPM solutions, cybersecurity, industry
// solutions and three success stories.
import type { Route } from "./+types/services.specialized-practices";
import { ServicePage, servicePageMeta } from "~/components/site/marketing/service-page";
import { CheckList, FeatureGrid, Section, SectionHeader } from "~/components/site/marketing/sections";
import { specializedPractices as page } from "~/content/specialized-practices";

export const meta: Route.MetaFunction = servicePageMeta(page);

export default function SpecializedPractices() {
  return (
    <ServicePage page={page} storiesTone="white">
      <Section labelledBy="practices-heading">
        <SectionHeader id="practices-heading" eyebrow="Our practices" title="Deep expertise where it matters most">
          <p>Dedicated practice teams with certified specialists, proven playbooks and senior leadership.</p>
        </SectionHeader>
        <FeatureGrid
          columns={2}
          items={page.practices.map((p) => ({ ...p, children: <CheckList items={p.capabilities} /> }))}
        />
      </Section>

      <Section tone="tint" labelledBy="industries-heading">
        <SectionHeader id="industries-heading" eyebrow="Industry solutions" title="We know your industry">
          <p>Domain knowledge that shortens discovery and keeps your project on the right side of regulation.</p>
        </SectionHeader>
        <FeatureGrid items={page.industries} columns={4} />
      </Section>
    </ServicePage>
  );
}
