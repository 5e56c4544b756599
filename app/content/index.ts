// The marketing copy in the page's language: `contentFor(language)` gives all of it, English (en/) or Spanish (es/),
// under the same names. Paths in it stay language-neutral; a page localizes its links (useLocalize). Each JSON file
// holds the parts of one page under their names; a language is all its files together.
import type { Language } from "~/i18n/languages";
import type { MarketingCopy } from "~/content/types";
import aboutEn from "./en/about.json" with { type: "json" };
import careersEn from "./en/careers.json" with { type: "json" };
import caseStudiesEn from "./en/case-studies.json" with { type: "json" };
import customDevelopmentEn from "./en/custom-development.json" with { type: "json" };
import engagementModelsEn from "./en/engagement-models.json" with { type: "json" };
import privacyPolicyEn from "./en/privacy-policy.json" with { type: "json" };
import servicesEn from "./en/services.json" with { type: "json" };
import specializedPracticesEn from "./en/specialized-practices.json" with { type: "json" };
import staffAugmentationEn from "./en/staff-augmentation.json" with { type: "json" };
import whyChooseUsEn from "./en/why-choose-us.json" with { type: "json" };
import aboutEs from "./es/about.json" with { type: "json" };
import careersEs from "./es/careers.json" with { type: "json" };
import caseStudiesEs from "./es/case-studies.json" with { type: "json" };
import customDevelopmentEs from "./es/custom-development.json" with { type: "json" };
import engagementModelsEs from "./es/engagement-models.json" with { type: "json" };
import privacyPolicyEs from "./es/privacy-policy.json" with { type: "json" };
import servicesEs from "./es/services.json" with { type: "json" };
import specializedPracticesEs from "./es/specialized-practices.json" with { type: "json" };
import staffAugmentationEs from "./es/staff-augmentation.json" with { type: "json" };
import whyChooseUsEs from "./es/why-choose-us.json" with { type: "json" };

/** What a JSON import of T is typed as: the same keys and lists, its literal unions (icon names, tab keys) `string`. */
type Json<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/**
 * One language's copy as `MarketingCopy`. The typecheck holds every key, list and text of the JSON to it; the values
 * of its literal unions, which JSON cannot type, test/unit/content-es.test.ts holds to `ICON_NAMES` and `SERVICE_KEYS`.
 */
function copy(json: Json<MarketingCopy>): MarketingCopy {
  return json as MarketingCopy;
}

const CONTENT: Record<Language, MarketingCopy> = {
  en: copy({
    ...aboutEn,
    ...careersEn,
    ...caseStudiesEn,
    ...customDevelopmentEn,
    ...engagementModelsEn,
    ...privacyPolicyEn,
    ...servicesEn,
    ...specializedPracticesEn,
    ...staffAugmentationEn,
    ...whyChooseUsEn,
  }),
  es: copy({
    ...aboutEs,
    ...careersEs,
    ...caseStudiesEs,
    ...customDevelopmentEs,
    ...engagementModelsEs,
    ...privacyPolicyEs,
    ...servicesEs,
    ...specializedPracticesEs,
    ...staffAugmentationEs,
    ...whyChooseUsEs,
  }),
};

export function contentFor(language: Language): MarketingCopy {
  return CONTENT[language];
}
