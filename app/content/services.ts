// The service offerings: the three tabs (keyed as in the URL fragment), the headline figures and the
// Technical Expertise groups.
import type { IconName } from "~/content/types";

export type ServiceKey = "staff-aug" | "custom-dev" | "specialized";

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

export const serviceTabs: readonly ServiceTab[] = [
  {
    key: "staff-aug",
    label: "Staff Augmentation",
    icon: "users",
    headline: "Senior engineers on your team in days, not months",
    summary:
      "Add vetted Latin American engineers, QA specialists and designers to your team. They join your standups, work in your tools and overlap your entire working day, while we take care of recruiting, HR and retention.",
    engagement: "Hourly or monthly, scale up or down as your roadmap changes",
    points: [
      { title: "Fast starts", text: "Pre-vetted candidates presented within 5 to 10 business days." },
      { title: "Full US time-zone overlap", text: "Real-time collaboration from Pacific to Eastern time." },
      { title: "Fluent English", text: "Every engineer is assessed for spoken and written English." },
      { title: "Up to 50% savings", text: "Senior talent at 40-60% lower cost than onshore hiring." },
    ],
    to: "/services/staff-augmentation",
    cta: "Explore Staff Augmentation",
  },
  {
    key: "custom-dev",
    label: "Custom Software Development",
    icon: "code",
    headline: "Dedicated teams that ship working software every two weeks",
    summary:
      "From discovery to production, a cross-functional team designs, builds and runs the software your business depends on, with AI-assisted engineering and a demo at the end of every two-week sprint.",
    engagement: "Dedicated teams or fixed-price projects",
    points: [
      { title: "Discovery first", text: "Goals, scope and risks agreed before the first line of code." },
      { title: "Sound architecture", text: "Designs that fit your cloud, your data and your budget." },
      { title: "Two-week sprints", text: "Visible progress and a chance to steer every sprint." },
      { title: "You own everything", text: "Code, infrastructure and documentation from day one." },
    ],
    to: "/services/custom-development",
    cta: "Explore Custom Development",
  },
  {
    key: "specialized",
    label: "Specialized Practices",
    icon: "sparkles",
    headline: "AI Solutions, Salesforce and EPM Solutions",
    summary:
      "Practice teams with deep platform experience for the systems that run your business, backed by cybersecurity expertise and knowledge of healthcare, financial services, retail and manufacturing.",
    engagement: "Practice-led projects or specialists added to your team",
    points: [
      { title: "AI Solutions", text: "From use-case discovery to machine learning and generative AI in production." },
      { title: "Salesforce", text: "Implementations, custom development and integrations across the clouds." },
      { title: "EPM Solutions", text: "Planning, budgeting, consolidation and reporting for finance teams." },
    ],
    to: "/services/specialized-practices",
    cta: "Explore Specialized Practices",
  },
];

export type ExpertiseGroup = { title: string; icon: IconName; text: string; tags: readonly string[] };

export const technicalExpertise: readonly ExpertiseGroup[] = [
  {
    title: "Frontend",
    icon: "layers",
    text: "Fast, accessible interfaces",
    tags: ["React", "Next.js", "Angular", "Vue", "TypeScript", "Tailwind CSS"],
  },
  {
    title: "Backend",
    icon: "server",
    text: "APIs and services that scale",
    tags: ["Node.js", "Java / Spring", ".NET", "Python", "Go", "GraphQL"],
  },
  {
    title: "Mobile",
    icon: "phone",
    text: "Native and cross-platform apps",
    tags: ["React Native", "Flutter", "Swift", "Kotlin"],
  },
  {
    title: "Cloud & DevOps",
    icon: "cloud-cog",
    text: "Automated, observable infrastructure",
    tags: ["AWS", "Azure", "Google Cloud", "Kubernetes", "Terraform", "GitHub Actions"],
  },
  {
    title: "Databases",
    icon: "database",
    text: "Reliable data at any volume",
    tags: ["PostgreSQL", "MySQL", "SQL Server", "MongoDB", "Redis", "Snowflake"],
  },
  {
    title: "Data & AI",
    icon: "sparkles",
    text: "Pipelines, models and LLM apps",
    tags: ["Python", "PyTorch", "LLM integration", "RAG", "dbt", "Databricks"],
  },
  {
    title: "QA & Testing",
    icon: "beaker",
    text: "Quality built into every sprint",
    tags: ["Playwright", "Cypress", "Selenium", "Appium", "k6", "Test automation"],
  },
  {
    title: "Delivery Practices",
    icon: "cycle",
    text: "Predictable, transparent delivery",
    tags: ["Scrum", "Kanban", "Two-week sprints", "CI/CD", "Code review", "DORA metrics"],
  },
];

/** The figures under the home hero. */
export const headlineFigures = [
  { figure: "5-10 days", label: "to present vetted candidates" },
  { figure: "Up to 50%", label: "cost savings versus onshore hiring" },
  { figure: "100%", label: "US time-zone overlap" },
  { figure: "2 weeks", label: "sprint cycles with visible progress" },
] as const;
