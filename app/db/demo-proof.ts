// The demo's leadership and logos (issue 28, docs/decisions/0025): fictional people with drawn portraits and
// fictional companies' logos and generic demo badges, all static SVGs under public/images/proof/. No real person,
// brand or certification. (The spec's three testimonials are not here: migration 0016 gives every database them.)

export type DemoTeamMember = { name: string; role: string; roleEs: string; bio: string; bioEs: string; photo: string };
export type DemoLogo = { name: string; nameEs?: string; kind: "client" | "certification"; image: string };

export const demoTeam: DemoTeamMember[] = [
  {
    name: "Valeria Quintero",
    role: "Chief Executive Officer",
    roleEs: "Directora ejecutiva",
    bio: "Spent fifteen years building engineering teams in Bogotá and Austin before founding Cordillera to do it for others.",
    bioEs:
      "Pasó quince años formando equipos de ingeniería en Bogotá y Austin antes de fundar Cordillera para hacerlo por otros.",
    photo: "portrait-valeria-quintero.svg",
  },
  {
    name: "Tomás Aguilar",
    role: "Chief Technology Officer",
    roleEs: "Director de tecnología",
    bio: "Leads our engineering practices, from code review standards to the AI tooling every team ships with.",
    bioEs:
      "Dirige nuestras prácticas de ingeniería, desde los estándares de revisión de código hasta las herramientas de IA con las que trabaja cada equipo.",
    photo: "portrait-tomas-aguilar.svg",
  },
  {
    name: "Renee Whitfield",
    role: "VP, Client Delivery",
    roleEs: "VP de Entrega a Clientes",
    bio: "Keeps every engagement on plan: clear milestones, honest status reports and teams that work your hours.",
    bioEs:
      "Mantiene cada proyecto según lo planeado: hitos claros, reportes de estado honestos y equipos que trabajan en tu horario.",
    photo: "portrait-renee-whitfield.svg",
  },
  {
    name: "Daniela Rojas",
    role: "Head of Talent",
    roleEs: "Directora de Talento",
    bio: "Runs recruiting across Costa Rica, Mexico and Colombia, and the mentoring that keeps our engineers growing.",
    bioEs:
      "Dirige el reclutamiento en Costa Rica, México y Colombia, y la mentoría que mantiene a nuestros ingenieros en crecimiento.",
    photo: "portrait-daniela-rojas.svg",
  },
];

export const demoLogos: DemoLogo[] = [
  { name: "Altiplano Logistics", kind: "client", image: "logo-altiplano-logistics.svg" },
  { name: "Quetzal Health", kind: "client", image: "logo-quetzal-health.svg" },
  { name: "Brightwater Analytics", kind: "client", image: "logo-brightwater-analytics.svg" },
  { name: "Tidewell Retail", kind: "client", image: "logo-tidewell-retail.svg" },
  { name: "Ferrocarril Labs", kind: "client", image: "logo-ferrocarril-labs.svg" },
  {
    name: "Secure Delivery (demo badge)",
    nameEs: "Entrega segura (insignia de demostración)",
    kind: "certification",
    image: "badge-secure-delivery.svg",
  },
  {
    name: "Quality Process (demo badge)",
    nameEs: "Proceso de calidad (insignia de demostración)",
    kind: "certification",
    image: "badge-quality-process.svg",
  },
  {
    name: "Accessible by Design (demo badge)",
    nameEs: "Accesible desde el diseño (insignia de demostración)",
    kind: "certification",
    image: "badge-accessible-by-design.svg",
  },
];
