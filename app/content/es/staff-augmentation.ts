// /es/services/staff-augmentation: the Spanish twin of ~/content/staff-augmentation (register tú).
import type { staffAugmentation as english } from "~/content/staff-augmentation";

export const staffAugmentation: typeof english = {
  name: "Staff Augmentation",
  path: "/services/staff-augmentation",
  description:
    "Ingenieros latinoamericanos evaluados en tu equipo en 5-10 días hábiles, en tu zona horaria, por hora o por mes.",
  cta: {
    label: "Empieza ahora",
    title: "Suma ingenieros senior a tu equipo",
    text: "Cuéntanos qué perfiles necesitas. Te presentaremos candidatos evaluados en un plazo de 5 a 10 días hábiles.",
  },
  hero: {
    highlights: ["Candidatos en 5-10 días hábiles", "Por hora o por mes", "Coincidencia horaria total con EE. UU."],
    title: "Ingenieros senior en tu equipo, en tu horario",
    intro:
      "Suma a tu equipo ingenieros, especialistas en QA y diseñadores de América Latina ya evaluados: te presentamos candidatos en un plazo de 5 a 10 días hábiles.",
  },
  whatItIs: {
    title: "Tu equipo, ampliado",
    paragraphs: [
      "Con Staff Augmentation sumas profesionales con experiencia al equipo que ya tienes. Reportan a tus líderes, siguen tu proceso y trabajan en tus herramientas, igual que las personas que se sientan a su lado.",
      "Nosotros nos encargamos de todo lo demás: búsqueda, evaluación técnica, contratos, nómina, equipamiento y retención. Tú obtienes la capacidad que necesitas, cuando la necesitas, sin el costo ni la demora de contratar onshore.",
    ],
    youControl: [
      "Quién se suma al equipo",
      "Las prioridades y la dirección del día a día",
      "Tu proceso, tus herramientas y tus estándares de código",
    ],
    weHandle: [
      "Búsqueda y evaluación técnica",
      "Contratos, nómina y beneficios",
      "Equipamiento, seguridad y retención",
    ],
  },
  advantages: [
    {
      icon: "bolt",
      title: "Arranques rápidos",
      text: "Candidatos preevaluados presentados en un plazo de 5 a 10 días hábiles desde tu solicitud.",
    },
    {
      icon: "clock",
      title: "Tu horario",
      text: "Coincidencia total con las zonas horarias de EE. UU.: la colaboración ocurre en tiempo real, no de un día para otro.",
    },
    {
      icon: "chat",
      title: "Inglés fluido",
      text: "Evaluamos el inglés oral y escrito de cada candidato antes de que lo conozcas.",
    },
    {
      icon: "trend-down",
      title: "Menor costo",
      text: "Hasta 50% de ahorro frente a contratar onshore a profesionales del mismo nivel de seniority.",
    },
    {
      icon: "cycle",
      title: "Escala flexible",
      text: "Contratación por hora o por mes: haz crecer o reduce el equipo a medida que cambia tu roadmap.",
    },
    {
      icon: "heart",
      title: "Alta retención",
      text: "Planes de carrera, mentoría y salarios competitivos mantienen a las personas, y su conocimiento, en tu proyecto.",
    },
  ],
  process: [
    {
      title: "Análisis de requerimientos",
      text: "Conocemos tu stack, la cultura de tu equipo y los resultados que el rol tiene que lograr.",
    },
    {
      title: "Preselección de talento",
      text: "Nuestros reclutadores e ingenieros senior preseleccionan candidatos de nuestra red latinoamericana.",
    },
    {
      title: "Entrevistas y selección",
      text: "Entrevistas a los preseleccionados y tú decides; nosotros nos encargamos de las ofertas y los trámites.",
    },
    {
      title: "Onboarding e integración",
      text: "Los nuevos integrantes se incorporan a tus herramientas, ceremonias y código con un plan de 30 días.",
    },
    {
      title: "Acompañamiento continuo",
      text: "Un delivery manager da seguimiento periódico, planifica el crecimiento y mantiene motivado al equipo.",
    },
  ],
  stories: [
    {
      client: "Una plataforma logística estadounidense",
      engagement: "3 ingenieros senior de React",
      text: "Tres ingenieros senior se sumaron a un equipo de producto existente y asumieron el dashboard de despacho.",
      result: "En producción en cuatro semanas",
    },
    {
      client: "Una fintech en plena expansión",
      engagement: "Squad de automatización de QA",
      text: "Un squad de automatización de QA construyó la cobertura end-to-end de los flujos de alta de tarjetas.",
      result: "Ciclo de regresión reducido de tres días a cuatro horas",
    },
    {
      client: "Una empresa SaaS B2B",
      engagement: "2 ingenieros de datos",
      text: "Dos ingenieros de datos reforzaron un pequeño equipo de analítica durante la migración de un data warehouse.",
      result: "Migración entregada un trimestre antes de lo previsto",
    },
  ],
};
