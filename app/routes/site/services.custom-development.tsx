// /services/custom-development: why custom, the three-phase process, four expertise areas and two success stories.
import type { Route } from "./+types/services.custom-development";
import { ServicePage, servicePageMeta } from "~/components/site/marketing/service-page";
import { FeatureGrid, Steps } from "~/components/site/marketing/lists";
import { HeadedSection } from "~/components/site/marketing/sections";
import { contentFor } from "~/content";
import { useCatalogue, useLanguage } from "~/i18n/hooks";

export const meta: Route.MetaFunction = servicePageMeta("customDevelopment");

export default function CustomDevelopment() {
  const page = contentFor(useLanguage()).customDevelopment;
  const t = useCatalogue().pages.customDevelopment;
  return (
    <ServicePage page={page}>
      <HeadedSection name="why" copy={t.why}>
        <FeatureGrid items={page.why} />
      </HeadedSection>

      <HeadedSection name="process" copy={t.process} tone="tint">
        <Steps items={page.process} />
      </HeadedSection>

      <HeadedSection name="expertise" copy={t.expertise}>
        <FeatureGrid items={page.expertise} columns={4} />
      </HeadedSection>
    </ServicePage>
  );
}
