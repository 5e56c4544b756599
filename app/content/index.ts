// The marketing copy in the page's language: `contentFor(language)` gives all of it, English (en/) or Spanish (es/),
// under the same names. Paths in it stay language-neutral; a page localizes its links (useLocalize). Each JSON file
// holds the parts of one page under their names; a language is all its files together. The typecheck holds each
// language to `MarketingCopy`; test/unit/content-es.test.ts the icon names and tab keys, which JSON cannot type.
// Relative imports, so Node runs this file as it is (app/models/demo-materials.ts reads the copy in the seed).
import type { Language } from "~/i18n/languages";
import { fromJson } from "../platform/json.ts";
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

const CONTENT: Record<Language, MarketingCopy> = {
  en: fromJson<MarketingCopy>({
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
  es: fromJson<MarketingCopy>({
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

/** Each language's name for every Technical Expertise tag, by the English tag (the groups hold them in one order). */
const TAG_NAMES = Object.fromEntries(
  (Object.keys(CONTENT) as Language[]).map((language) => {
    const own = CONTENT[language].technicalExpertise.flatMap((g) => g.tags);
    return [language, new Map(CONTENT.en.technicalExpertise.flatMap((g) => g.tags).map((tag, i) => [tag, own[i]!]))];
  }),
) as Record<Language, Map<string, string>>;

/**
 * A talent skill, stored as its English Technical Expertise tag (schemas/talent-vocabulary.ts), as the language's
 * copy names that tag: "Test automation" is "Automatización de pruebas" in Spanish; "React" is React in both.
 */
export function skillLabel(skill: string, language: Language): string {
  return TAG_NAMES[language].get(skill) ?? skill;
}
