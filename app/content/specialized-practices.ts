// /services/specialized-practices: AI and machine learning, Salesforce, EPM solutions, cybersecurity,
// industry solutions and three success stories.
import type { Feature, SuccessStory } from "~/content/types";

export type Practice = Feature & { capabilities: readonly string[] };

export const specializedPractices = {
  name: "Specialized Practices",
  path: "/services/specialized-practices",
  description:
    "AI and machine learning, Salesforce, EPM solutions, cybersecurity and industry expertise from Latin American practice teams.",
  cta: {
    label: "Start a Conversation",
    title: "Talk to a practice lead",
    text: "Tell us about the platform or initiative you are planning. A specialist will join the first call.",
  },
  hero: {
    highlights: ["AI Solutions", "Salesforce", "EPM Solutions"],
    title: "Specialists for the platforms that run your business",
    intro:
      "Practice teams with deep experience in AI, Salesforce and enterprise performance management, backed by cybersecurity expertise and knowledge of your industry.",
  },
  practices: [
    {
      icon: "sparkles",
      title: "AI and machine learning",
      text: "From use-case discovery to models in production, built responsibly and measured against business outcomes.",
      capabilities: [
        "Generative AI assistants and RAG",
        "Predictive models and forecasting",
        "MLOps and model monitoring",
      ],
    },
    {
      icon: "cloud",
      title: "Salesforce",
      text: "Implementations, custom development and integrations by certified consultants and developers.",
      capabilities: [
        "Sales, Service and Experience Cloud",
        "Apex, Lightning and Flow",
        "Integrations and data migration",
      ],
    },
    {
      icon: "chart",
      title: "EPM solutions",
      text: "Enterprise performance management that gives finance teams faster, more reliable numbers.",
      capabilities: ["Planning and budgeting", "Financial consolidation and close", "Management reporting"],
    },
    {
      icon: "shield",
      title: "Cybersecurity",
      text: "Security built into delivery rather than bolted on at the end of a project.",
      capabilities: ["Secure development lifecycle", "Cloud security reviews", "Compliance readiness support"],
    },
  ] satisfies Practice[],
  industries: [
    {
      icon: "hospital",
      title: "Healthcare",
      text: "Patient-facing apps, interoperability and analytics, with privacy built in from the start.",
    },
    {
      icon: "bank",
      title: "Financial services",
      text: "Onboarding, payments and risk tooling with the controls regulators expect.",
    },
    {
      icon: "cart",
      title: "Retail and e-commerce",
      text: "Storefronts, order management and personalization that hold up in peak season.",
    },
    {
      icon: "factory",
      title: "Manufacturing",
      text: "Connected operations, quality data and planning systems for the plant floor.",
    },
  ] satisfies Feature[],
  stories: [
    {
      client: "A B2B software company",
      engagement: "Salesforce practice",
      text: "A stalled CRM rollout was re-planned and delivered in phases by our Salesforce practice.",
      result: "Sales team live on Salesforce in 14 weeks",
    },
    {
      client: "A regional insurer",
      engagement: "AI and machine learning",
      text: "A retrieval-augmented assistant helps claims staff find policy answers in seconds.",
      result: "Average handling time down by a third",
    },
    {
      client: "A manufacturing group",
      engagement: "EPM solutions",
      text: "Our EPM team replaced spreadsheet budgeting with a connected planning model.",
      result: "Budget cycle shortened from 10 weeks to 4",
    },
  ] satisfies SuccessStory[],
};
