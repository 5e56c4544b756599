// The service offerings: the three tabs, the technical expertise grid, engagement models and why-choose-us.

export type ServiceKey = "staff-aug" | "custom-dev" | "specialized";

export type ServiceTab = {
  key: ServiceKey;
  label: string;
  headline: string;
  summary: string;
  points: string[];
  to: string;
  cta: string;
};

export const serviceTabs: ServiceTab[] = [
  {
    key: "staff-aug",
    label: "Staff Augmentation",
    headline: "Senior engineers on your team in 5-10 days",
    summary:
      "Add vetted Latin American engineers, testers and designers to your team, hourly or monthly. They join your standups, work in your tools and overlap your whole working day.",
    points: [
      "Candidates presented within 5 to 10 business days",
      "Full US time-zone overlap and fluent English",
      "Up to 50% lower cost than hiring onshore",
      "Retention programs that keep people on your project",
    ],
    to: "/services/staff-augmentation",
    cta: "Explore Staff Augmentation",
  },
  {
    key: "custom-dev",
    label: "Custom Software Development",
    headline: "Dedicated teams that ship in two-week sprints",
    summary:
      "From discovery to production, a cross-functional team designs, builds and runs the software your business needs, with a demo every two weeks and AI-assisted delivery throughout.",
    points: [
      "Discovery and planning before the first line of code",
      "Architecture that fits your cloud and your budget",
      "Agile delivery with working software every sprint",
      "Dedicated teams or fixed-price projects",
    ],
    to: "/services/custom-development",
    cta: "Explore Custom Development",
  },
  {
    key: "specialized",
    label: "Specialized Practices",
    headline: "AI Solutions, Salesforce and EPM Solutions",
    summary:
      "Practice teams with deep platform experience: machine learning and generative AI, Salesforce implementations and integrations, and enterprise performance management for finance teams.",
    points: [
      "AI Solutions: from use-case discovery to models in production",
      "Salesforce: Sales, Service and Experience Cloud, integrations",
      "EPM Solutions: planning, consolidation and reporting",
      "Cybersecurity and industry expertise built in",
    ],
    to: "/services/specialized-practices",
    cta: "Explore Specialized Practices",
  },
];

export const SERVICE_KEYS = serviceTabs.map((t) => t.key);

export const technicalExpertise = [
  { title: "Frontend", tags: ["React", "Next.js", "Angular", "Vue", "TypeScript", "Tailwind CSS"] },
  { title: "Backend", tags: ["Node.js", "Java / Spring", ".NET", "Python", "Go", "GraphQL"] },
  { title: "Mobile", tags: ["React Native", "Flutter", "Swift", "Kotlin"] },
  { title: "Cloud & DevOps", tags: ["AWS", "Azure", "Google Cloud", "Kubernetes", "Terraform", "GitHub Actions"] },
  { title: "Databases", tags: ["PostgreSQL", "MySQL", "SQL Server", "MongoDB", "Redis", "Snowflake"] },
  { title: "Data & AI", tags: ["Python", "PyTorch", "LLM integration", "RAG", "dbt", "Databricks"] },
  { title: "QA & Testing", tags: ["Playwright", "Cypress", "Selenium", "k6", "Appium", "Test automation"] },
  { title: "Delivery Practices", tags: ["Scrum", "Kanban", "Two-week sprints", "CI/CD", "Code review", "DORA metrics"] },
] as const;

export const engagementModels = [
  {
    title: "Staff augmentation",
    text: "Hourly or monthly engineers who join your team and follow your process. Scale up or down as your roadmap changes.",
  },
  {
    title: "Dedicated teams",
    text: "A cross-functional team with its own lead, working only on your product, with the velocity and continuity of an in-house team.",
  },
  {
    title: "Fixed-price projects",
    text: "A defined scope, timeline and price, delivered in two-week sprints so you see progress and can steer as it happens.",
  },
] as const;

export const whyChooseUs = [
  { title: "Full time-zone overlap", text: "Our teams work your hours, from Pacific to Eastern time. No overnight handoffs, no waiting a day for answers." },
  { title: "Fluent English", text: "Every engineer is assessed for spoken and written English before they meet you." },
  { title: "Cultural alignment", text: "Latin American teams that share your working culture: direct, collaborative and proactive." },
  { title: "Hiring in 5-10 days", text: "We present vetted candidates within 5 to 10 business days, so projects start when you need them to." },
  { title: "High retention", text: "Career paths, mentoring and fair pay keep engineers on your project, and your knowledge in your team." },
  { title: "Nearshore pricing", text: "Up to 50% savings compared with onshore hiring: 40-60% lower costs for the same seniority." },
] as const;

export const headlineFigures = [
  { figure: "5-10 days", label: "to present vetted candidates" },
  { figure: "Up to 50%", label: "cost savings versus onshore hiring" },
  { figure: "100%", label: "US time-zone overlap" },
  { figure: "2 weeks", label: "sprint cycles with visible progress" },
] as const;
