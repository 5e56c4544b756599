// Client testimonials, fixed in the page (ratings 5, 5 and 4.5). Clients are described, never named.

export type Testimonial = {
  id: number;
  content: string;
  author: string;
  title: string;
  /** Out of 5, halves allowed. */
  rating: number;
};

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    content:
      "We needed three senior React engineers in a hurry. Cordillera presented candidates within a week, and the team was shipping in our codebase by the end of the month. They work our hours, and it shows.",
    author: "Jennifer Walsh",
    title: "VP of Engineering, a US logistics platform",
    rating: 5,
  },
  {
    id: 2,
    content:
      "Their Salesforce practice rescued a CRM rollout that had stalled for a year. Clear plans, a demo every two weeks, and a team that asked the right business questions before writing any code.",
    author: "Marcus Reed",
    title: "Director of Sales Operations, a B2B software company",
    rating: 5,
  },
  {
    id: 3,
    content:
      "The QA automation team cut our regression cycle from days to hours. Communication is excellent; the only thing I would change is bringing them in sooner.",
    author: "Priya Natarajan",
    title: "Head of Quality, a healthcare technology provider",
    rating: 4.5,
  },
];
