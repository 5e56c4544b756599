// The marketing pages' shared parts: the heroes and their drawn team card, process steps, the service pages'
// stories and closing band, the services tabs, the case-study switch and the testimonial carousel.
export const marketing = {
  homeHero: {
    badge: "Nearshore software & IT staffing",
    explore: "Explore Our Services",
    talk: "Talk to Our Team",
  },
  /** The drawn "extended team" card beside the home hero (decoration; names and initials are not translated). */
  illustration: {
    title: "Your extended team",
    online: "Online now",
    team: [
      { role: "Tech Lead", place: "San José, CR" },
      { role: "Senior React Engineer", place: "Bogotá, CO" },
      { role: "QA Automation Engineer", place: "Mexico City, MX" },
      { role: "Machine Learning Engineer", place: "San José, CR" },
    ],
    sprint: "Sprint 14 · two-week cycle",
    progress: "80%",
    demo: "Sprint demo Friday, 11:00 ET",
    candidates: "Candidates in 5-10 days",
    sameHours: "Same hours as your team",
  },
  servicePage: {
    back: "Back to Services",
    storiesEyebrow: "Success stories",
    storiesTitle: "Client results",
    storiesText: "A few of the outcomes our teams have delivered for clients across North America.",
    allServices: "Explore All Services",
  },
  steps: {
    /** Shown before the step's number: "Step 1" in a long process, "Phase 1" in a short one. */
    step: "Step",
    phase: "Phase",
    deliverables: "You get",
  },
  servicesTabs: {
    label: "Services",
  },
  caseStudy: {
    choose: "Choose a case study",
    challenge: "Challenge",
    solution: "Solution",
    technologies: "Technologies",
    results: "Results",
    expertise: "Key expertise",
    cta: "Discuss Your Project",
  },
  testimonials: {
    label: "Client testimonials",
    strip: "Testimonials: use the left and right arrow keys to move between them",
    /** A slide's name among the others. */
    slide: "{index} of {count}",
    previous: "Previous testimonial",
    next: "Next testimonial",
    /** What the live region says as the carousel moves; the behaviour script fills it in again on each move. */
    position: "Testimonial {index} of {count}",
    rating: "Rated {rating} out of 5",
  },
} as const;
