// The talent network's closed lists (issue 30): countries, seniority, English level and the fixed skills. Plain data,
// no imports, like vocabulary.ts: the D1 tables (app/db/talent-tables.ts) load it under plain Node too. Values are
// checked in code (docs/decisions/0017), so a new skill needs no migration; test/unit/talent-vocabulary.test.ts
// checks the countries and skills against the marketing copy they are drawn from.

/** The four presence countries (app/content/en/about.json, by code) and "other". */
export const TALENT_COUNTRIES = ["US", "CR", "MX", "CO", "other"] as const;
export type TalentCountry = (typeof TALENT_COUNTRIES)[number];

export const SENIORITIES = ["junior", "mid", "senior", "lead"] as const;
export type Seniority = (typeof SENIORITIES)[number];

/** CEFR levels, lowest first (the pool's filter reads "this level or better"); C2 stands for C2 or native. */
export const ENGLISH_LEVELS = ["B1", "B2", "C1", "C2"] as const;
export type EnglishLevel = (typeof ENGLISH_LEVELS)[number];

/**
 * Every tag of the services' Technical Expertise groups (app/content/en/services.json), each once, in the groups' order.
 * A profile has 1 to MAX_SKILLS of them.
 */
export const TALENT_SKILLS = [
  "React",
  "Next.js",
  "Angular",
  "Vue",
  "TypeScript",
  "Tailwind CSS",
  "Node.js",
  "Java / Spring",
  ".NET",
  "Python",
  "Go",
  "GraphQL",
  "React Native",
  "Flutter",
  "Swift",
  "Kotlin",
  "AWS",
  "Azure",
  "Google Cloud",
  "Kubernetes",
  "Terraform",
  "GitHub Actions",
  "PostgreSQL",
  "MySQL",
  "SQL Server",
  "MongoDB",
  "Redis",
  "Snowflake",
  "PyTorch",
  "LLM integration",
  "RAG",
  "dbt",
  "Databricks",
  "Playwright",
  "Cypress",
  "Selenium",
  "Appium",
  "k6",
  "Test automation",
  "Scrum",
  "Kanban",
  "Two-week sprints",
  "CI/CD",
  "Code review",
  "DORA metrics",
] as const;
export type TalentSkill = (typeof TALENT_SKILLS)[number];
export const MAX_SKILLS = 10;

export const isTalentSkill = (value: unknown): value is TalentSkill =>
  typeof value === "string" && (TALENT_SKILLS as readonly string[]).includes(value);
