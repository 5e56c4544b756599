import type { Catalogue } from "~/i18n/catalogue";

export const proof: Catalogue["proof"] = {
  leadership: {
    eyebrow: "Liderazgo",
    title: "Las personas que lideran Cordillera",
    text: "Ingenieros y ejecutivos que han formado y dirigido equipos distribuidos en todo el continente americano.",
    linkedin: "{name} en LinkedIn",
  },
  logos: {
    label: "Clientes y certificaciones",
    clients: "Confían en nosotros equipos de",
    certifications: "Certificaciones y prácticas",
  },
};
