// /about: mission, presence in four countries, engineering culture and the company resources' titles.
import type { Feature } from "~/content/types";

export type Presence = { country: string; code: string; role: string; city?: string; text: string; headline?: boolean };

export const about = {
  hero: {
    title: "Great software, built by great people from Latin America",
    intro:
      "We connect North American companies with senior engineering talent from Costa Rica, Mexico and Colombia: teams that work in your hours, speak your language and care about your outcomes.",
  },
  mission: {
    title: "Our mission",
    statement:
      "To give every North American company access to world-class engineering teams next door: as close in time and culture as an in-house team, at a nearshore price.",
    paragraphs: [
      "We started Cordillera Nearshore because too many product teams were forced to choose between the cost of onshore hiring and the overnight handoffs of offshore outsourcing. Latin America removes that trade-off.",
      "Today we build software and teams from our delivery center and AI R&D hub in San José, Costa Rica, and from engineering communities across Mexico and Colombia, led from our headquarters in the United States.",
    ],
  },
  presence: [
    {
      country: "United States",
      code: "US",
      role: "Headquarters",
      text: "Client partnerships, delivery leadership and account management, close to the teams we serve.",
      headline: true,
    },
    {
      country: "Costa Rica",
      code: "CR",
      role: "Delivery & AI R&D Center",
      city: "San José",
      text: "Our largest delivery hub, and home of our AI research and our practice leads.",
      headline: true,
    },
    {
      country: "Mexico",
      code: "MX",
      role: "Engineering hub",
      text: "Full-stack, mobile and QA engineers working Central and Pacific time.",
    },
    {
      country: "Colombia",
      code: "CO",
      role: "Engineering hub",
      text: "Backend, data and Salesforce specialists with a full Eastern-time overlap.",
    },
  ] satisfies Presence[],
  culture: [
    {
      icon: "sparkles",
      title: "AI-first mindset",
      text: "We use AI across delivery, from code review to test generation, with the judgment to know when not to.",
    },
    {
      icon: "cycle",
      title: "Agile by default",
      text: "Short iterations, visible progress and honest retrospectives on every engagement, large or small.",
    },
    {
      icon: "target",
      title: "Business-focused delivery",
      text: "We measure success by your business outcomes, not by hours billed or tickets closed.",
    },
    {
      icon: "globe",
      title: "Latin American talent with global standards",
      text: "Senior engineers who work to the practices of the best North American product teams.",
    },
  ] satisfies Feature[],
  resources: {
    title: "Company Resources",
    text: "Everything you need to introduce us to your team: our services, engagement models and client results.",
    brochure: { title: "Company Brochure", cta: "Download Brochure" },
    pitchDeck: { title: "Pitch Deck", cta: "Download Pitch Deck" },
  },
};
