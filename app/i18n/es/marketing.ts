import type { Catalogue } from "~/i18n/catalogue";

export const marketing: Catalogue["marketing"] = {
  homeHero: {
    badge: "Software nearshore y talento de TI",
    explore: "Conoce nuestros servicios",
    talk: "Habla con nuestro equipo",
  },
  illustration: {
    title: "Tu equipo extendido",
    online: "En línea",
    team: [
      { role: "Tech lead", place: "San José, CR" },
      { role: "Ingeniero React senior", place: "Bogotá, CO" },
      { role: "Ingeniera de automatización de QA", place: "Ciudad de México, MX" },
      { role: "Ingeniero de machine learning", place: "San José, CR" },
    ],
    sprint: "Sprint 14 · ciclo de dos semanas",
    progress: "80%",
    demo: "Demo del sprint: viernes, 11:00 ET",
    candidates: "Candidatos en 5-10 días",
    sameHours: "El mismo horario que tu equipo",
  },
  servicePage: {
    back: "Volver a Servicios",
    storiesEyebrow: "Casos de éxito",
    storiesTitle: "Resultados con clientes",
    storiesText: "Algunos de los resultados que nuestros equipos han logrado para clientes de toda Norteamérica.",
    allServices: "Conoce todos los servicios",
  },
  steps: {
    step: "Paso",
    phase: "Fase",
    deliverables: "Recibes",
  },
  servicesTabs: {
    label: "Servicios",
  },
  caseStudy: {
    choose: "Elige un caso de éxito",
    challenge: "Desafío",
    solution: "Solución",
    technologies: "Tecnologías",
    results: "Resultados",
    expertise: "Especialidades clave",
    cta: "Conversemos sobre tu proyecto",
  },
  testimonials: {
    label: "Testimonios de clientes",
    strip: "Testimonios: usa las flechas izquierda y derecha para pasar de uno a otro",
    slide: "{index} de {count}",
    previous: "Testimonio anterior",
    next: "Testimonio siguiente",
    position: "Testimonio {index} de {count}",
    rating: "Calificación: {rating} de 5",
  },
};
