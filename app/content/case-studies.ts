// The two case studies, fixed in the page. Clients are described, never named.

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

export const caseStudies: readonly CaseStudy[] = [
  {
    id: "payroll",
    title: "Rebuilding payroll processing for speed and accuracy",
    subtitle: "A US payroll software provider",
    logo: "PS",
    metric: { value: "75%", label: "less payroll processing time" },
    challenge:
      "Payroll runs for thousands of employers depended on manual reconciliation steps and an aging batch system. Every cycle took days, releases happened once a quarter, and errors reached customers before anyone caught them.",
    solution:
      "A dedicated team of eight rebuilt the processing pipeline as event-driven services, added automated validation with anomaly detection, and introduced a regression suite that runs on every change. The team delivered in two-week sprints, with a demo to payroll operations at the end of each one.",
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
    title: "One trusted view of operations across every site",
    subtitle: "A multi-site healthcare network",
    logo: "HN",
    metric: { value: "12+", label: "data sources consolidated into one platform" },
    challenge:
      "Clinical, financial and staffing data lived in more than a dozen disconnected systems. Monthly reporting took weeks of spreadsheet work, and leaders were making decisions on numbers that were already out of date.",
    solution:
      "Our data and EPM practice built a governed data platform that consolidates every source nightly, a planning model for finance, and self-service dashboards for site managers. Role-based access and audit trails met the network's compliance requirements from day one.",
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
