// The marketing copy in the page's language: `contentFor(language)` gives every module of this folder (English)
// or of es/ (its Spanish twin, test/unit/content-es.test.ts) under the same names. Paths in it stay
// language-neutral; a page localizes its links (useLocalize).
import type { Language } from "~/i18n/languages";
import type { Translation } from "~/content/types";
import { about } from "~/content/about";
import { careersBenefits, careersCulture } from "~/content/careers";
import { caseStudies } from "~/content/case-studies";
import { customDevelopment } from "~/content/custom-development";
import { engagementModels } from "~/content/engagement-models";
import { privacyPolicy } from "~/content/privacy-policy";
import { headlineFigures, serviceTabs, technicalExpertise } from "~/content/services";
import { specializedPractices } from "~/content/specialized-practices";
import { staffAugmentation } from "~/content/staff-augmentation";
import { whyChooseUs } from "~/content/why-choose-us";
import { about as aboutEs } from "~/content/es/about";
import { careersBenefits as careersBenefitsEs, careersCulture as careersCultureEs } from "~/content/es/careers";
import { caseStudies as caseStudiesEs } from "~/content/es/case-studies";
import { customDevelopment as customDevelopmentEs } from "~/content/es/custom-development";
import { engagementModels as engagementModelsEs } from "~/content/es/engagement-models";
import { privacyPolicy as privacyPolicyEs } from "~/content/es/privacy-policy";
import {
  headlineFigures as headlineFiguresEs,
  serviceTabs as serviceTabsEs,
  technicalExpertise as technicalExpertiseEs,
} from "~/content/es/services";
import { specializedPractices as specializedPracticesEs } from "~/content/es/specialized-practices";
import { staffAugmentation as staffAugmentationEs } from "~/content/es/staff-augmentation";
import { whyChooseUs as whyChooseUsEs } from "~/content/es/why-choose-us";

const english = {
  about,
  careersBenefits,
  careersCulture,
  caseStudies,
  customDevelopment,
  engagementModels,
  headlineFigures,
  privacyPolicy,
  serviceTabs,
  specializedPractices,
  staffAugmentation,
  technicalExpertise,
  whyChooseUs,
};

/** The Spanish twins under the same names; a missing or differently shaped one fails the typecheck. */
const spanish = {
  about: aboutEs,
  careersBenefits: careersBenefitsEs,
  careersCulture: careersCultureEs,
  caseStudies: caseStudiesEs,
  customDevelopment: customDevelopmentEs,
  engagementModels: engagementModelsEs,
  headlineFigures: headlineFiguresEs,
  privacyPolicy: privacyPolicyEs,
  serviceTabs: serviceTabsEs,
  specializedPractices: specializedPracticesEs,
  staffAugmentation: staffAugmentationEs,
  technicalExpertise: technicalExpertiseEs,
  whyChooseUs: whyChooseUsEs,
} satisfies { [K in keyof typeof english]: Translation<(typeof english)[K]> };

type Content = { [K in keyof typeof english]: (typeof english)[K] | (typeof spanish)[K] };

const CONTENT: Record<Language, Content> = { en: english, es: spanish };

export function contentFor(language: Language): Content {
  return CONTENT[language];
}
