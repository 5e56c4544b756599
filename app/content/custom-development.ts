// /services/custom-development: why custom, the three-phase process, four expertise areas, two success stories.
import type { Feature, Step, SuccessStory } from "~/content/types";

export const customDevelopment = {
  name: "Custom Software Development",
  path: "/services/custom-development",
  description:
    "Dedicated nearshore teams that design, build and run your software in two-week sprints, with AI-assisted engineering.",
  cta: {
    label: "Start Your Project",
    title: "Have a product in mind?",
    text: "Share your goals and constraints. We will come back with an approach, a team and a first estimate.",
  },
  hero: {
    highlights: ["Two-week sprints", "Dedicated teams or fixed price", "You own the code"],
    title: "Software built around how your business works",
    intro:
      "A dedicated team takes your product from discovery to production, with working software every two weeks and AI-assisted engineering throughout.",
  },
  why: [
    {
      icon: "target",
      title: "Built around your process",
      text: "Software shaped to the way your business works, not the other way around.",
    },
    {
      icon: "shield",
      title: "You own it",
      text: "Code, infrastructure and documentation belong to you from the very first commit.",
    },
    {
      icon: "rocket",
      title: "Room to grow",
      text: "An architecture chosen for the scale and integrations you will need next year, not just today.",
    },
  ] satisfies Feature[],
  process: [
    {
      title: "Discovery and planning",
      text: "Workshops with your stakeholders turn business goals into a prioritized roadmap, estimates and a clear view of the risks.",
      deliverables: ["Product roadmap", "Estimates and team plan", "Risk register"],
    },
    {
      title: "Design and architecture",
      text: "UX prototypes and a technical design that fit your cloud, your data and your budget, reviewed with your team.",
      deliverables: ["Clickable prototypes", "Architecture decisions", "Delivery backlog"],
    },
    {
      title: "Agile development",
      text: "Two-week sprints with a demo at the end of each, AI-assisted engineering and automated tests from the start.",
      deliverables: ["Working software every sprint", "CI/CD pipeline", "Release and support plan"],
    },
  ] satisfies Step[],
  expertise: [
    {
      icon: "layers",
      title: "Web applications",
      text: "Customer portals, internal tools and SaaS products with modern frontends and robust APIs.",
    },
    {
      icon: "phone",
      title: "Mobile apps",
      text: "iOS and Android apps, native or cross-platform, connected securely to your backend.",
    },
    {
      icon: "cloud",
      title: "Cloud and integrations",
      text: "Cloud-native services, data pipelines and integrations with the systems you already run.",
    },
    {
      icon: "wrench",
      title: "Modernization",
      text: "Legacy systems moved to maintainable architectures without stopping the business.",
    },
  ] satisfies Feature[],
  stories: [
    {
      client: "A US payroll software provider",
      engagement: "Dedicated team of 8",
      text: "A dedicated team rebuilt payroll processing as event-driven services with automated validation.",
      result: "Payroll processing time reduced by 75%",
    },
    {
      client: "A multi-site healthcare network",
      engagement: "Data platform build",
      text: "A governed data platform now brings clinical, financial and staffing data together for planning and reporting.",
      result: "Data consolidated from 12+ sources",
    },
  ] satisfies SuccessStory[],
};
