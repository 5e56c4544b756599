// /services/specialized-practices: AI and machine learning, Salesforce, EPM solutions, cybersecurity, industry
// solutions and three success stories.
import type { Route } from "./+types/services.specialized-practices";
import { ServicePage, servicePageMeta } from "~/components/site/marketing/service-page";
import { CheckList, FeatureGrid } from "~/components/site/marketing/lists";
import { HeadedSection } from "~/components/site/marketing/sections";
import { contentFor } from "~/content";
import { useCatalogue, useLanguage } from "~/i18n/hooks";

export const meta: Route.MetaFunction = servicePageMeta("specializedPractices");

export default function SpecializedPractices() {
  const page = contentFor(useLanguage()).specializedPractices;
  const t = useCatalogue().pages.specializedPractices;
  return (
    <ServicePage page={page} storiesTone="white">
      <HeadedSection name="practices" copy={t.practices}>
        <FeatureGrid
          columns={2}
          items={page.practices.map((p) => ({ ...p, children: <CheckList items={p.capabilities} /> }))}
        />
      </HeadedSection>

      <HeadedSection name="industries" copy={t.industries} tone="tint">
        <FeatureGrid items={page.industries} columns={4} />
      </HeadedSection>
    </ServicePage>
  );
}
