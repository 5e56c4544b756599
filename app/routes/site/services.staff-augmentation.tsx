// /services/staff-augmentation
import type { Route } from "./+types/services.staff-augmentation";
import { FeatureGrid, Section, SectionHeader, Steps } from "~/components/site/marketing/sections";
import { ServicePage } from "~/components/site/marketing/service-page";
import { staffAugmentation as page } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Staff Augmentation", description: "Vetted Latin American engineers on your team within 5-10 business days, in your time zone.", path: "/services/staff-augmentation" });

export default function StaffAugmentation() {
  return (
    <ServicePage eyebrow="Staff Augmentation" title="Senior engineers on your team, in your hours" intro={page.intro} stories={page.stories} cta="Get Started">
      <Section labelledBy="advantages-heading">
        <SectionHeader id="advantages-heading" eyebrow="Advantages" title="Why teams augment with us" />
        <FeatureGrid items={page.advantages} />
      </Section>
      <Section tone="tint" labelledBy="process-heading">
        <SectionHeader id="process-heading" eyebrow="Our process" title="From request to productive engineer" />
        <Steps items={page.process} />
      </Section>
    </ServicePage>
  );
}
