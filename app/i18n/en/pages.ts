// The marketing pages' own texts: home, services, the three service pages' sections, case studies, about and the
// privacy policy. Their long copy (tabs, stories, policy sections…) is in app/content, one JSON file per page and language.
export const pages = {
  home: {
    description:
      "Nearshore software teams and IT staff augmentation from Costa Rica, Mexico and Colombia: full US time-zone overlap, candidates in 5-10 days, up to 50% cost savings.",
    /** The heading: `titleStart`, then `titleHighlight` in the accent colour. */
    titleStart: "Your Nearshore ",
    titleHighlight: "Advantage",
    lead: "AI-driven software development and senior engineering talent from Latin America, working in your hours, in fluent English, at nearshore prices.",
    proof: ["Full US time-zone overlap", "Fluent English", "Up to 50% cost savings"],
    figuresLabel: "Our nearshore advantage in numbers",
    about: {
      eyebrow: "About us",
      title: "Latin American engineering, North American standards",
      text: "{company} builds software and engineering teams for companies across the United States and Canada. Our people share your time zone and your way of working, bring an AI-first mindset to every project, and deliver in two-week sprints you can see and steer.",
      more: "More about us",
      where: "Where our teams work",
    },
    services: {
      eyebrow: "What we do",
      title: "Services built around your team",
      text: "Extend your team with vetted engineers, hand us a product to build end to end, or bring in a specialist practice.",
    },
    why: {
      eyebrow: "Why choose us",
      title: "Nearshore, done properly",
      text: "The closeness of an in-house team and the economics of nearshore delivery, without the usual trade-offs.",
    },
    testimonials: {
      eyebrow: "Testimonials",
      title: "What our clients say",
      text: "Engineering and business leaders on working with our teams.",
    },
    stories: {
      eyebrow: "Success stories",
      title: "Results our clients can measure",
      text: "Faster payroll for a software provider, one trusted view of operations for a healthcare network.",
      all: "View all case studies",
      read: "Read the case study",
    },
    cta: {
      eyebrow: "Let's talk",
      title: "Get Started Today",
      text: "Tell us what you are building. We will get back to you within one business day with a plan and the right people.",
      button: "Get Started Today",
    },
    /** The Organization structured data's human texts (the offices' names come from common.footer.offices). */
    organization: {
      description: "AI-driven software development and IT staffing from Latin America for North American companies.",
      knowsAbout: [
        "Staff augmentation",
        "Custom software development",
        "Artificial intelligence",
        "Salesforce",
        "Enterprise performance management",
      ],
    },
  },
  services: {
    title: "Services",
    description:
      "Staff augmentation, custom software development and specialized practices (AI, Salesforce, EPM) from Latin America, in your time zone.",
    eyebrow: "Our services",
    heading: "Engineering capacity, on your terms",
    intro:
      "Extend your team with vetted Latin American engineers, hand us a product to build end to end, or bring in a specialist practice. Full US time-zone overlap, fluent English and up to 50% savings, whichever you choose.",
    start: "Start Your Project",
    results: "See Client Results",
    offerings: {
      eyebrow: "Core offerings",
      title: "Three ways to work with us",
      text: "Each offering is delivered by the same senior talent network, with the same standards and time-zone overlap.",
    },
    expertise: {
      eyebrow: "Technical expertise",
      title: "Fluent in the stack you already use",
      text: "Our engineers work across modern web, mobile, cloud, data and quality engineering, and follow proven delivery practices.",
      /** The name of a group's list of technologies. */
      tags: "{group} technologies",
    },
    models: {
      eyebrow: "Engagement models",
      title: "Pick the model that fits your project",
      text: "Hourly or monthly staff augmentation, dedicated teams, or fixed-price projects. Start with one and switch as your needs change.",
      discuss: "Discuss Your Project Needs",
      bestFor: "Best for:",
    },
    cta: {
      eyebrow: "Ready when you are",
      title: "Let's scope your project together",
      text: "Tell us about your roadmap and we will propose the right team, model and timeline within one business day.",
      button: "Start Your Project",
      secondary: "Explore Case Studies",
    },
  },
  staffAugmentation: {
    whatItIs: "What it is",
    youControl: "You stay in control of",
    weHandle: "We take care of",
    advantages: {
      eyebrow: "Advantages",
      title: "Why teams augment with us",
      text: "Everything you expect from a great hire, available in days instead of months.",
    },
    process: {
      eyebrow: "Our process",
      title: "From request to productive engineer",
      text: "Five steps, usually completed within two to three weeks of your first call.",
    },
  },
  customDevelopment: {
    why: {
      eyebrow: "Why custom",
      title: "When off-the-shelf is not enough",
      text: "Packaged software makes you work its way. Custom software works yours, and becomes an advantage your competitors cannot buy.",
    },
    process: {
      eyebrow: "Our process",
      title: "Three phases, no surprises",
      text: "A structured path from idea to production, with your stakeholders involved at every step.",
    },
    expertise: {
      eyebrow: "Expertise",
      title: "What we build",
      text: "Four areas where our teams have delivered again and again.",
    },
  },
  specializedPractices: {
    practices: {
      eyebrow: "Our practices",
      title: "Deep expertise where it matters most",
      text: "Dedicated practice teams with certified specialists, proven playbooks and senior leadership.",
    },
    industries: {
      eyebrow: "Industry solutions",
      title: "We know your industry",
      text: "Domain knowledge that shortens discovery and keeps your project on the right side of regulation.",
    },
  },
  caseStudies: {
    title: "Client Success Stories",
    description: "How our nearshore teams cut payroll processing time by 75% and consolidated data from 12+ sources.",
    eyebrow: "Case studies",
    intro:
      "Real programs with measurable results: how our teams helped a payroll software provider and a healthcare network move faster with better data.",
    start: "Start Your Success Story",
    headlineLabel: "Headline results",
    inDepth: {
      eyebrow: "In depth",
      title: "The challenge, the solution and the results",
      text: "Choose a case study to see how our teams approached it.",
    },
    next: {
      title: "Your project could be next",
      text: "See the services behind these results, or tell us what you need and we will propose the right team.",
      services: "Explore Our Services",
      contact: "Contact Us",
    },
  },
  about: {
    title: "About Us",
    description:
      "Our mission, our presence in the United States, Costa Rica, Mexico and Colombia, and the engineering culture behind our teams.",
    eyebrow: "About us",
    contact: "Contact Our Team",
    presence: {
      eyebrow: "Our presence",
      title: "Four countries, one team",
      text: "Headquartered in the United States, delivering from Latin America, always in your time zone.",
    },
    why: {
      eyebrow: "Why choose us",
      title: "What our clients count on",
      text: "The reasons companies across North America build their teams with us, and stay.",
    },
    resources: {
      eyebrow: "Downloads",
      /**
       * What each file is. The materials have no language: the English page shows the active material's own
       * description and these only in its place (the model's default), the Spanish page always these.
       */
      descriptions: {
        brochure: "Official company brochure with services and offerings",
        "pitch-deck": "Company presentation for potential clients",
      },
    },
    culture: {
      eyebrow: "Engineering culture",
      title: "How we work",
      text: "Four principles shared by every engineer, tech lead and delivery manager on our teams.",
    },
    cta: {
      eyebrow: "Work with us",
      title: "Let's build your nearshore team",
      text: "Questions about our people, our process or our pricing? Our team will get back to you within one business day.",
      button: "Contact Our Team",
    },
  },
  privacyPolicy: {
    title: "Privacy Policy",
    description:
      "How Cordillera Nearshore collects, uses and protects the personal information you share through this website.",
    eyebrow: "Legal",
    lastUpdated: "Last updated",
    backHome: "Back to Home",
  },
} as const;
