// Client voices and case studies, fixed in the pages.

export type Testimonial = { id: number; content: string; author: string; title: string; rating: number };

export const testimonials: Testimonial[] = [
  {
    id: 1,
    content:
      "We needed three senior React engineers in a hurry. Cordillera presented candidates in a week, and the team was shipping in our codebase by the end of the month. They work our hours and it shows.",
    author: "Jennifer Walsh",
    title: "VP of Engineering, a US logistics platform",
    rating: 5,
  },
  {
    id: 2,
    content:
      "Their Salesforce practice untangled a CRM rollout that had stalled for a year. Clear plans, two-week demos, and a team that asked the right business questions.",
    author: "Marcus Reed",
    title: "Director of Sales Operations, a B2B software company",
    rating: 5,
  },
  {
    id: 3,
    content:
      "The QA automation team cut our regression cycle from days to hours. Communication is excellent; the only thing I would change is booking them sooner.",
    author: "Priya Natarajan",
    title: "Head of Quality, a healthcare technology provider",
    rating: 4.5,
  },
];

export type CaseStudy = {
  id: string;
  title: string;
  subtitle: string;
  logo: string;
  challenge: string;
  solution: string;
  technologies: string[];
  results: string[];
  expertise: string[];
  quote: { text: string; author: string; title: string };
};

export const caseStudies: CaseStudy[] = [
  {
    id: "payroll",
    title: "Payroll automation for a US payroll software provider",
    subtitle: "Custom development and AI-assisted QA",
    logo: "PA",
    challenge:
      "Payroll runs for thousands of employers depended on manual reconciliation steps and a legacy batch system. Each cycle took days, and errors reached customers before anyone saw them.",
    solution:
      "A dedicated team of eight rebuilt the processing pipeline as event-driven services, added automated validation with anomaly detection, and introduced a regression suite that runs on every change. Delivery ran in two-week sprints with a demo to payroll operations at the end of each.",
    technologies: ["Java / Spring", "AWS", "PostgreSQL", "Kafka", "Python", "Playwright"],
    results: [
      "Payroll processing time reduced by 75%",
      "Reconciliation errors caught before release instead of by customers",
      "Release cadence moved from quarterly to every two weeks",
    ],
    expertise: ["Custom Software Development", "QA & Testing", "Cloud & DevOps"],
    quote: {
      text: "The team understood payroll as well as they understood code. Our operations staff finally trust the numbers on the first run.",
      author: "Daniel Brooks",
      title: "CTO, US payroll software provider",
    },
  },
  {
    id: "analytics",
    title: "One view of operations for a multi-site healthcare network",
    subtitle: "Data engineering and EPM solutions",
    logo: "HN",
    challenge:
      "Clinical, financial and staffing data lived in more than a dozen systems. Monthly reporting took weeks of spreadsheet work, and leaders made decisions on numbers that were already out of date.",
    solution:
      "Our data and EPM practice built a governed data platform that consolidates every source nightly, with a planning model for finance and self-service dashboards for site managers. Access controls and audit trails met the network's compliance requirements.",
    technologies: ["Azure", "Snowflake", "dbt", "Power BI", "Python", "Oracle EPM"],
    results: [
      "Data consolidated from 12+ sources into one governed platform",
      "Monthly close reporting reduced from weeks to days",
      "Site managers plan staffing from current data every morning",
    ],
    expertise: ["Data & AI", "EPM Solutions", "Cybersecurity"],
    quote: {
      text: "For the first time, finance and operations look at the same numbers. Cordillera made a complex program feel manageable.",
      author: "Laura Mendoza",
      title: "CFO, multi-site healthcare network",
    },
  },
];
