// Proof on home and about (issue 28): the Leadership section and the client and certification logo strip. The
// people, quotes and logos themselves come from D1, each row with its own Spanish text.
export const proof = {
  leadership: {
    eyebrow: "Leadership",
    title: "The people who lead Cordillera",
    text: "Engineers and operators who have built and run distributed teams across the Americas.",
    linkedin: "{name} on LinkedIn",
  },
  logos: {
    label: "Clients and certifications",
    clients: "Trusted by teams at",
    certifications: "Certifications and practices",
  },
} as const;
