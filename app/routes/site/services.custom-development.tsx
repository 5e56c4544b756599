// /services/custom-development: why custom, the three-phase process, four expertise areas and two success stories.
import type { Route } from "./+types/services.custom-development";
import { ServicePage, servicePageMeta } from "~/components/site/marketing/service-page";
import { FeatureGrid, Section, SectionHeader, Steps } from "~/components/site/marketing/sections";
import { contentFor } from "~/content";
import { useCatalogue, useLanguage } from "~/i18n/hooks";

export const meta: Route.MetaFunction = servicePageMeta("customDevelopment");

export default function CustomDevelopment() {
  const page = contentFor(useLanguage()).customDevelopment;
  const t = useCatalogue().pages.customDevelopment;
  return (
    <ServicePage page={page}>
      <Section labelledBy="why-heading">
        <SectionHeader id="why-heading" eyebrow={t.why.eyebrow} title={t.why.title}>
          <p>{t.why.text}</p>
        </SectionHeader>
        <FeatureGrid items={page.why} />
      </Section>

      <Section tone="tint" labelledBy="process-heading">
        <SectionHeader id="process-heading" eyebrow={t.process.eyebrow} title={t.process.title}>
          <p>{t.process.text}</p>
        </SectionHeader>
        <Steps items={page.process} />
      </Section>

      <Section labelledBy="expertise-heading">
        <SectionHeader id="expertise-heading" eyebrow={t.expertise.eyebrow} title={t.expertise.title}>
          <p>{t.expertise.text}</p>
        </SectionHeader>
        <FeatureGrid items={page.expertise} columns={4} />
      </Section>
    </ServicePage>
  );
}
