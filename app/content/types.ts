// The shape of the marketing copy. The copy itself is data: one JSON file per page or part, in en/ and in es/ (its
// Spanish twin, register tú, docs/i18n-glossary.md), with the same keys, lists and non-text values
// (test/unit/content-es.test.ts). index.ts reads both and checks them against `MarketingCopy`.

/** The icon a piece of copy asks for; app/components/site/marketing/icon.tsx draws it. */
export const ICON_NAMES = [
  "bolt",
  "building",
  "bank",
  "beaker",
  "cart",
  "chart",
  "chat",
  "clock",
  "cloud",
  "cloud-cog",
  "code",
  "compass",
  "cycle",
  "database",
  "factory",
  "globe",
  "handshake",
  "heart",
  "hospital",
  "layers",
  "pencil-ruler",
  "phone",
  "rocket",
  "search",
  "server",
  "shield",
  "sparkles",
  "target",
  "trend-down",
  "users",
  "wrench",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** A titled point with a short explanation: feature grids, advantages, practice areas. */
export type Feature = { icon: IconName; title: string; text: string };

/** One step of a delivery process. */
export type Step = { title: string; text: string; deliverables?: readonly string[] };

/** A short client result on a service page. Clients are described, never named. */
export type SuccessStory = { client: string; engagement: string; text: string; result: string };

/** What every static service page has besides its own sections: name, address, hero, stories and closing call. */
export type ServicePageCopy = {
  /** The page's title and the hero's eyebrow. */
  name: string;
  path: string;
  description: string;
  /** The call to action: `label` on the hero's button and the closing band's, with the band's title and text. */
  cta: { label: string; title: string; text: string };
  hero: { title: string; intro: string; highlights: readonly string[] };
  stories: readonly SuccessStory[];
};

/** /about: mission, presence in four countries, engineering culture and the company resources' titles. */
export type About = {
  hero: { title: string; intro: string };
  mission: { title: string; statement: string; paragraphs: readonly string[] };
  presence: readonly Presence[];
  culture: readonly Feature[];
  resources: {
    title: string;
    text: string;
    brochure: { title: string; cta: string };
    pitchDeck: { title: string; cta: string };
  };
};

/** One country we work from (`code`: its ISO code; the headline one is drawn larger). */
export type Presence = { country: string; code: string; role: string; city?: string; text: string; headline?: boolean };

/** A titled paragraph of the careers page: why work here, and the benefits. */
export type CareersPoint = { title: string; text: string };

/** A case study, fixed in the page. Clients are described, never named. */
export type CaseStudy = {
  id: string;
  title: string;
  /** The client, described: also the label of the study's switch button. */
  subtitle: string;
  /** A two-letter monogram drawn as the study's badge. */
  logo: string;
  /** The headline result, shown on the success-stories teaser. */
  metric: { value: string; label: string };
  challenge: string;
  solution: string;
  technologies: readonly string[];
  results: readonly string[];
  expertise: readonly string[];
  quote: { text: string; author: string; title: string };
};

/** How clients engage us: hourly or monthly staff augmentation, dedicated teams and fixed-price projects. */
export type EngagementModel = { title: string; icon: IconName; billing: string; text: string; bestFor: string };

/** /privacy-policy: its sections, and the day it was last updated. */
export type PrivacyPolicy = { lastUpdated: string; intro: string; sections: readonly PolicySection[] };

export type PolicySection = { title: string; paragraphs: readonly string[]; list?: readonly string[] };

/** The services tabs, keyed as in the URL fragment. */
export const SERVICE_KEYS = ["staff-aug", "custom-dev", "specialized"] as const;

export type ServiceKey = (typeof SERVICE_KEYS)[number];

export type ServiceTab = {
  key: ServiceKey;
  label: string;
  icon: IconName;
  headline: string;
  summary: string;
  /** How clients usually engage this service. */
  engagement: string;
  points: readonly { title: string; text: string }[];
  to: string;
  cta: string;
};

/** A Technical Expertise group of the services page. */
export type ExpertiseGroup = { title: string; icon: IconName; text: string; tags: readonly string[] };

/** A figure under the home hero. */
export type HeadlineFigure = { figure: string; label: string };

/** /services/custom-development: why custom, the three-phase process, four expertise areas, success stories. */
export type CustomDevelopment = ServicePageCopy & {
  why: readonly Feature[];
  process: readonly Step[];
  expertise: readonly Feature[];
};

/** /services/specialized-practices: the practices, industry solutions and success stories. */
export type SpecializedPractices = ServicePageCopy & {
  practices: readonly Practice[];
  industries: readonly Feature[];
};

export type Practice = Feature & { capabilities: readonly string[] };

/** /services/staff-augmentation: what it is, the advantages, the process and success stories. */
export type StaffAugmentation = ServicePageCopy & {
  whatItIs: {
    title: string;
    paragraphs: readonly string[];
    youControl: readonly string[];
    weHandle: readonly string[];
  };
  advantages: readonly Feature[];
  process: readonly Step[];
};

/** All of one language's marketing copy, under the names the pages read it by (`contentFor(language)`). */
export type MarketingCopy = {
  about: About;
  careersBenefits: readonly CareersPoint[];
  careersCulture: readonly CareersPoint[];
  caseStudies: readonly CaseStudy[];
  customDevelopment: CustomDevelopment;
  engagementModels: readonly EngagementModel[];
  headlineFigures: readonly HeadlineFigure[];
  privacyPolicy: PrivacyPolicy;
  serviceTabs: readonly ServiceTab[];
  specializedPractices: SpecializedPractices;
  staffAugmentation: StaffAugmentation;
  technicalExpertise: readonly ExpertiseGroup[];
  /** The six reasons clients choose us: used on Home and About. */
  whyChooseUs: readonly Feature[];
};
