// The case studies' own pages (/case-studies/{slug}) and the cards of the studies past the switch on /case-studies
// (issue 28). The studies' words are content in D1; these are the pages' own.
export const caseStudies = {
  more: {
    title: "More client stories",
    read: "Read the case study",
  },
  empty: {
    title: "No case studies yet",
    text: "Check back soon for new client stories.",
  },
  study: {
    back: "All case studies",
    client: "Client",
    industry: "Industry",
    /** The page's description: the client, the title and the company. */
    description: "{client}: {title}. A case study by {name}.",
    logo: "{client} logo",
    /** The link to the study in English, written in English. */
    readIn: "Read in English",
  },
  notFound: {
    title: "Case Study Not Found",
    text: "The case study you're looking for doesn't exist or has been removed.",
  },
} as const;
