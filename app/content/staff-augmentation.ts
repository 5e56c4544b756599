// /services/staff-augmentation: what it is, six advantages, the five-step process and three success stories.
import type { Feature, Step, SuccessStory } from "~/content/types";

export const staffAugmentation = {
  name: "Staff Augmentation",
  path: "/services/staff-augmentation",
  description:
    "Vetted Latin American engineers on your team within 5-10 business days, in your time zone, hourly or monthly.",
  cta: {
    label: "Get Started",
    title: "Add senior engineers to your team",
    text: "Tell us about the roles you need. We will present vetted candidates within 5 to 10 business days.",
  },
  hero: {
    highlights: ["Candidates in 5-10 business days", "Hourly or monthly", "Full US time-zone overlap"],
    title: "Senior engineers on your team, in your hours",
    intro:
      "Add vetted engineers, QA specialists and designers from Latin America to your own team, with candidates presented within 5 to 10 business days.",
  },
  whatItIs: {
    title: "Your team, extended",
    paragraphs: [
      "Staff augmentation adds experienced professionals to the team you already have. They report to your leads, follow your process and work in your tools, exactly like the people sitting next to them.",
      "We handle everything around them: sourcing, technical vetting, contracts, payroll, equipment and retention. You get the capacity you need, when you need it, without the cost and delay of hiring onshore.",
    ],
    youControl: ["Who joins the team", "Priorities and day-to-day direction", "Your process, tools and code standards"],
    weHandle: [
      "Sourcing and technical vetting",
      "Contracts, payroll and benefits",
      "Equipment, security and retention",
    ],
  },
  advantages: [
    {
      icon: "bolt",
      title: "Fast starts",
      text: "Pre-vetted candidates presented within 5 to 10 business days of your request.",
    },
    {
      icon: "clock",
      title: "Your hours",
      text: "Full overlap with US time zones, so collaboration happens in real time, not overnight.",
    },
    {
      icon: "chat",
      title: "Fluent English",
      text: "Every candidate is assessed for spoken and written English before you meet them.",
    },
    {
      icon: "trend-down",
      title: "Lower cost",
      text: "Up to 50% savings compared with onshore hires of the same seniority.",
    },
    {
      icon: "cycle",
      title: "Flexible scale",
      text: "Hourly or monthly engagements: grow or shrink the team as your roadmap changes.",
    },
    {
      icon: "heart",
      title: "High retention",
      text: "Career paths, mentoring and competitive pay keep people, and their knowledge, on your project.",
    },
  ] satisfies Feature[],
  process: [
    {
      title: "Requirements analysis",
      text: "We learn your stack, your team's culture and the outcomes the role has to deliver.",
    },
    {
      title: "Talent matching",
      text: "Our recruiters and senior engineers shortlist candidates from our Latin American network.",
    },
    {
      title: "Interview and selection",
      text: "You interview the shortlist and make the call; we handle offers and paperwork.",
    },
    {
      title: "Onboarding and integration",
      text: "New team members join your tools, ceremonies and codebase with a 30-day plan.",
    },
    {
      title: "Ongoing support",
      text: "A delivery manager checks in regularly, plans growth and keeps the team engaged.",
    },
  ] satisfies Step[],
  stories: [
    {
      client: "A US logistics platform",
      engagement: "3 senior React engineers",
      text: "Three senior engineers joined an existing product team and took ownership of the dispatch dashboard.",
      result: "Shipping to production within four weeks",
    },
    {
      client: "A fintech scale-up",
      engagement: "QA automation squad",
      text: "A QA automation squad built end-to-end coverage for the card onboarding flows.",
      result: "Regression cycle cut from three days to four hours",
    },
    {
      client: "A B2B SaaS company",
      engagement: "2 data engineers",
      text: "Two data engineers extended a small analytics team during a data warehouse migration.",
      result: "Migration delivered a quarter ahead of plan",
    },
  ] satisfies SuccessStory[],
};
