// The demo's blog categories (docs/decisions/0026) and the posts filed under them; every other demo post keeps the
// spec's derived badge ("Nearshoring" when the title contains "Nearshore", else "Technology"). Plain data, so the
// seed runs it under Node (scripts/seed.mjs) and in the tests alike.
export const demoCategories = [
  { slug: "ai-engineering", nameEn: "AI Engineering", nameEs: "Ingeniería de IA" },
  { slug: "delivery", nameEn: "Delivery", nameEs: "Entrega" },
  { slug: "platforms", nameEn: "Platforms", nameEs: "Plataformas" },
] as const;

type CategorySlug = (typeof demoCategories)[number]["slug"];

/** Post slug → its category's slug. */
export const demoPostCategories: Record<string, CategorySlug> = {
  "ai-assisted-development-practices-we-keep": "ai-engineering",
  "running-two-week-sprints-with-a-distributed-team": "delivery",
  "onboarding-an-augmented-team-30-day-playbook": "delivery",
  "la-coincidencia-horaria-es-parte-de-la-entrega": "delivery",
  "salesforce-implementation-pitfalls": "platforms",
  "modernizing-epm-financial-planning-beyond-spreadsheets": "platforms",
};
