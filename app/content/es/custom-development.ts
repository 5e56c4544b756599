// /es/services/custom-development: the Spanish twin of ~/content/custom-development (register tú).
import type { customDevelopment as english } from "~/content/custom-development";

export const customDevelopment: typeof english = {
  name: "Desarrollo de software a la medida",
  path: "/services/custom-development",
  description:
    "Equipos nearshore dedicados que diseñan, construyen y operan tu software en sprints de dos semanas, con ingeniería asistida por IA.",
  cta: {
    label: "Inicia tu proyecto",
    title: "¿Tienes un producto en mente?",
    text: "Cuéntanos tus objetivos y restricciones. Te responderemos con un enfoque, un equipo y una primera estimación.",
  },
  hero: {
    highlights: ["Sprints de dos semanas", "Equipos dedicados o precio fijo", "El código es tuyo"],
    title: "Software hecho a la medida de cómo funciona tu negocio",
    intro:
      "Un equipo dedicado lleva tu producto del descubrimiento a producción, con software funcionando cada dos semanas e ingeniería asistida por IA en todo el proceso.",
  },
  why: [
    {
      icon: "target",
      title: "Pensado para tu proceso",
      text: "Software que se adapta a la forma en que trabaja tu negocio, y no al revés.",
    },
    {
      icon: "shield",
      title: "Es tuyo",
      text: "El código, la infraestructura y la documentación te pertenecen desde el primer commit.",
    },
    {
      icon: "rocket",
      title: "Espacio para crecer",
      text: "Una arquitectura elegida para la escala y las integraciones que vas a necesitar el próximo año, no solo hoy.",
    },
  ],
  process: [
    {
      title: "Descubrimiento y planificación",
      text: "Talleres con tus stakeholders convierten los objetivos del negocio en un roadmap priorizado, estimaciones y una visión clara de los riesgos.",
      deliverables: ["Roadmap del producto", "Estimaciones y plan de equipo", "Registro de riesgos"],
    },
    {
      title: "Diseño y arquitectura",
      text: "Prototipos de UX y un diseño técnico a la medida de tu nube, tus datos y tu presupuesto, revisados con tu equipo.",
      deliverables: ["Prototipos navegables", "Decisiones de arquitectura", "Backlog de entrega"],
    },
    {
      title: "Desarrollo ágil",
      text: "Sprints de dos semanas con una demo al final de cada uno, ingeniería asistida por IA y pruebas automatizadas desde el inicio.",
      deliverables: ["Software funcionando en cada sprint", "Pipeline de CI/CD", "Plan de lanzamiento y soporte"],
    },
  ],
  expertise: [
    {
      icon: "layers",
      title: "Aplicaciones web",
      text: "Portales para clientes, herramientas internas y productos SaaS con frontends modernos y APIs robustas.",
    },
    {
      icon: "phone",
      title: "Apps móviles",
      text: "Apps para iOS y Android, nativas o multiplataforma, conectadas de forma segura a tu backend.",
    },
    {
      icon: "cloud",
      title: "Nube e integraciones",
      text: "Servicios nativos de la nube, pipelines de datos e integraciones con los sistemas que ya usas.",
    },
    {
      icon: "wrench",
      title: "Modernización",
      text: "Sistemas heredados llevados a arquitecturas fáciles de mantener, sin detener la operación.",
    },
  ],
  stories: [
    {
      client: "Un proveedor estadounidense de software de nómina",
      engagement: "Equipo dedicado de 8 personas",
      text: "Un equipo dedicado reconstruyó el procesamiento de nómina como servicios orientados a eventos, con validación automatizada.",
      result: "Tiempo de procesamiento de nómina reducido en un 75%",
    },
    {
      client: "Una red de salud con varias sedes",
      engagement: "Construcción de una plataforma de datos",
      text: "Una plataforma de datos gobernada reúne hoy los datos clínicos, financieros y de personal para planificar y generar reportes.",
      result: "Datos de más de 12 fuentes consolidados",
    },
  ],
};
