// The demo's talent network (issue 30): 36 fictional people, made deterministically from the lists below so every
// fresh clone has the same pool, spread over the countries, seniorities, English levels and skills. No CVs: each has
// a profile link on an example address. Loaded by seed.ts; plain data, no imports but the vocabulary beside it.
import {
  ENGLISH_LEVELS,
  SENIORITIES,
  TALENT_COUNTRIES,
  TALENT_SKILLS,
  type TalentSkill,
} from "../schemas/talent-vocabulary.ts";

const FIRST = [
  "Camila",
  "Mateo",
  "Valeria",
  "Santiago",
  "Daniela",
  "Sebastián",
  "Mariana",
  "Nicolás",
  "Lucía",
  "Diego",
  "Gabriela",
  "Andrés",
];
const LAST = [
  "Rojas",
  "Vargas",
  "Hernández",
  "Castillo",
  "Morales",
  "Jiménez",
  "Ramírez",
  "Quesada",
  "Salazar",
  "Mendoza",
  "Ortiz",
  "Navarro",
];

/** Skill sets people actually have together: one is picked per person, then trimmed or extended a little. */
const STACKS: readonly TalentSkill[][] = [
  ["React", "TypeScript", "Next.js", "Tailwind CSS", "Node.js"],
  ["Java / Spring", "PostgreSQL", "AWS", "Kubernetes"],
  [".NET", "SQL Server", "Azure", "GitHub Actions"],
  ["Python", "PyTorch", "LLM integration", "RAG", "Databricks"],
  ["React Native", "TypeScript", "GraphQL", "Node.js"],
  ["Flutter", "Kotlin", "Swift"],
  ["Go", "Kubernetes", "Terraform", "Google Cloud", "Redis"],
  ["Playwright", "Cypress", "Test automation", "k6", "CI/CD"],
  ["Angular", "TypeScript", "Java / Spring", "MySQL"],
  ["Python", "dbt", "Snowflake", "PostgreSQL"],
  ["Vue", "Node.js", "MongoDB", "AWS"],
  ["Scrum", "Kanban", "Two-week sprints", "DORA metrics", "Code review"],
];

export type DemoTalentProfile = {
  fullName: string;
  email: string;
  phone: string;
  country: (typeof TALENT_COUNTRIES)[number];
  seniority: (typeof SENIORITIES)[number];
  englishLevel: (typeof ENGLISH_LEVELS)[number];
  skills: TalentSkill[];
  profileUrl: string;
  language: "en" | "es";
  /** Days before the seed's "now" that the person joined. */
  daysAgo: number;
};

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "-");

export const demoTalentProfiles: DemoTalentProfile[] = Array.from({ length: 36 }, (_, i) => {
  // Twelve first names against twelve surnames, shifted each round: 36 different people.
  const fullName = `${FIRST[i % FIRST.length]} ${LAST[(i * 5 + 3 + Math.floor(i / FIRST.length)) % LAST.length]}`;
  const stack = STACKS[i % STACKS.length]!;
  // Two to five of the stack's skills, plus one from the whole list now and then (never more than ten).
  const own = stack.slice(0, 2 + (i % 4));
  const extra = TALENT_SKILLS[(i * 7) % TALENT_SKILLS.length]!;
  const skills = i % 3 === 0 && !own.includes(extra) ? [...own, extra] : own;
  const handle = `${slug(fullName)}-${i + 1}`;
  return {
    fullName,
    email: `${handle}@talent.example`,
    phone: `+${["1", "506", "52", "57"][i % 4]} 555 01${String(i).padStart(2, "0")} 00`,
    country: TALENT_COUNTRIES[(i * 3) % TALENT_COUNTRIES.length]!,
    seniority: SENIORITIES[(i + Math.floor(i / 4)) % SENIORITIES.length]!,
    englishLevel: ENGLISH_LEVELS[(i * 2 + 1) % ENGLISH_LEVELS.length]!,
    skills,
    profileUrl: i % 2 === 0 ? `https://www.linkedin.com/in/${handle}` : `https://portfolio.example/${handle}`,
    language: i % 3 === 1 ? "es" : "en",
    daysAgo: (i * 11) % 120,
  };
});
