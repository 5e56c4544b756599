// /services/specialized-practices: AI and machine learning, Salesforce, EPM solutions, cybersecurity, industry
// solutions and three success stories.
import type { Route } from "./+types/services.specialized-practices";
import { ServicePage, servicePageMeta } from "~/components/site/marketing/service-page";
import { CheckList, FeatureGrid, Section, SectionHeader } from "~/components/site/marketing/sections";
import { contentFor } from "~/content";
import { useCatalogue, useLanguage } from "~/i18n/hooks";

export const meta: Route.MetaFunction = servicePageMeta("specializedPractices");

export default function SpecializedPractices() {
  const page = contentFor(useLanguage()).specializedPractices;
  const t = useCatalogue().pages.specializedPractices;
  return (
    <ServicePage page={page} storiesTone="white">
      <Section labelledBy="practices-heading">
        <SectionHeader id="practices-heading" eyebrow={t.practices.eyebrow} title={t.practices.title}>
          <p>{t.practices.text}</p>
        </SectionHeader>
        <FeatureGrid
          columns={2}
          items={page.practices.map((p) => ({ ...p, children: <CheckList items={p.capabilities} /> }))}
        />
      </Section>

      <Section tone="tint" labelledBy="industries-heading">
        <SectionHeader id="industries-heading" eyebrow={t.industries.eyebrow} title={t.industries.title}>
          <p>{t.industries.text}</p>
        </SectionHeader>
        <FeatureGrid items={page.industries} columns={4} />
      </Section>
    </ServicePage>
  );
}
