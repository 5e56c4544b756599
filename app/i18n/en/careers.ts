// /jobs (Careers): the page, its tabs and empty states, the job cards, a job's dialog and its JobPosting headings.
// The listings' own texts (title, description) come from the database, in the language they were written in.
export const careers = {
  title: "Careers",
  description:
    "Open positions at Cordillera Nearshore: engineering, QA, product and design roles in Costa Rica, Mexico, Colombia and remote across Latin America.",
  eyebrow: "Careers",
  heading: "Build your career with North American product teams",
  intro:
    "Join engineers, testers, product people and designers across Latin America who work in their clients' hours, on products that matter, with the support of a company that invests in them.",
  openings: "Open positions",
  tabsLabel: "Job categories",
  /** The tabs: "all", then one per category (its label is the category's, below). */
  tabs: {
    all: {
      label: "All Positions",
      empty: "No Open Positions",
      emptyText: "We have no openings right now. Check back soon, or send us your CV through the contact page.",
    },
    engineering: {
      empty: "No Engineering Positions",
      emptyText: "There are no engineering openings right now. Check back later for new opportunities.",
    },
    qa: {
      empty: "No QA Positions",
      emptyText: "There are no QA openings right now. Check back later for new opportunities.",
    },
    product: {
      empty: "No Product Positions",
      emptyText: "There are no product openings right now. Check back later for new opportunities.",
    },
    design: {
      empty: "No Design Positions",
      emptyText: "There are no design openings right now. Check back later for new opportunities.",
    },
  },
  /** A listing's category (JOB_CATEGORIES) as the badges and tabs name it. */
  categories: {
    Engineering: "Engineering",
    QA: "QA",
    Design: "Design",
    Product: "Product",
    Marketing: "Marketing",
    Sales: "Sales",
    Support: "Support",
    Operations: "Operations",
    Finance: "Finance",
    HR: "HR",
    Legal: "Legal",
    Executive: "Executive",
  },
  /** A listing's type (JOB_TYPES) as its badge names it. */
  types: {
    "Full-time": "Full-time",
    "Part-time": "Part-time",
    Contract: "Contract",
    Freelance: "Freelance",
    Internship: "Internship",
  },
  cultureEyebrow: "Our culture",
  cultureHeading: "Latin American talent, global standards",
  benefitsEyebrow: "Benefits",
  benefitsHeading: "What you get",
  card: {
    /** On a card whose listing is written in another language than the page ("En inglés" on /es/jobs). */
    writtenIn: { en: "In English", es: "In Spanish" },
    viewDetails: "View Details",
    applyNow: "Apply Now",
    /** A card button's accessible name: `{action}` is its text, `{title}` the job's. */
    actionLabel: "{action}: {title}",
  },
  job: {
    /** The page's title: the job's title and location. */
    title: "{title} ({location})",
    responsibilities: "Responsibilities",
    requirements: "Requirements",
    close: "Close",
    applyNow: "Apply Now",
    closed: "This position is closed.",
    closedText: "Applications for this position closed on {date}. The open positions are listed on the careers page.",
  },
  /** A job that cannot be shown (filled, withdrawn, never there). */
  gone: {
    title: "Position not found",
    notOpen: "This position is no longer open.",
    text: "{notOpen} It may have been filled or withdrawn; the open positions are listed on this page.",
    back: "See open positions",
  },
} as const;
