// Careers page copy: why work here, and the benefits.
export const careersCulture = [
  {
    title: "AI-first engineering",
    text: "Work with AI-assisted tooling every day, with the review habits that keep quality high, and help clients adopt it well.",
  },
  {
    title: "Real products, real clients",
    text: "Join North American product teams as a full member: same standups, same codebase, same ownership.",
  },
  {
    title: "Grow with mentors",
    text: "Senior engineers and practice leads in Costa Rica, Mexico and Colombia pair with you on architecture and delivery.",
  },
] as const;

export const careersBenefits = [
  {
    title: "Competitive compensation",
    text: "Pay benchmarked against North American nearshore rates, reviewed every year.",
  },
  {
    title: "Flexible schedule",
    text: "Core hours overlap with your client's time zone; the rest of the day is yours to arrange.",
  },
  {
    title: "Remote work",
    text: "Work from home anywhere in Latin America, or from our offices in San José, Mexico City and Bogotá.",
  },
  {
    title: "Professional development",
    text: "A yearly learning budget for courses, certifications and conferences, plus English coaching.",
  },
  { title: "Health coverage", text: "Private medical insurance for you and your family, wherever you are based." },
  {
    title: "Equipment allowance",
    text: "A company laptop and a home-office allowance for the desk, chair and screen you need.",
  },
] as const;
