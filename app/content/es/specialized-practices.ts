// /es/services/specialized-practices: the Spanish twin of ~/content/specialized-practices (register tú).
import type { specializedPractices as english } from "~/content/specialized-practices";

export const specializedPractices: typeof english = {
  name: "Prácticas especializadas",
  path: "/services/specialized-practices",
  description:
    "IA y machine learning, Salesforce, soluciones EPM, ciberseguridad y experiencia sectorial, de la mano de equipos de práctica latinoamericanos.",
  cta: {
    label: "Conversemos",
    title: "Habla con un líder de práctica",
    text: "Cuéntanos qué plataforma o iniciativa estás planeando. Un especialista se sumará a la primera llamada.",
  },
  hero: {
    highlights: ["Soluciones de IA", "Salesforce", "Soluciones EPM"],
    title: "Especialistas en las plataformas que mueven tu negocio",
    intro:
      "Equipos de práctica con amplia experiencia en IA, Salesforce y gestión del desempeño empresarial (EPM), respaldados por especialistas en ciberseguridad y por el conocimiento de tu industria.",
  },
  practices: [
    {
      icon: "sparkles",
      title: "IA y machine learning",
      text: "Del descubrimiento de casos de uso a modelos en producción, construidos de forma responsable y medidos por sus resultados de negocio.",
      capabilities: [
        "Asistentes de IA generativa y RAG",
        "Modelos predictivos y pronósticos",
        "MLOps y monitoreo de modelos",
      ],
    },
    {
      icon: "cloud",
      title: "Salesforce",
      text: "Implementaciones, desarrollo a la medida e integraciones a cargo de consultores y desarrolladores certificados.",
      capabilities: [
        "Sales, Service y Experience Cloud",
        "Apex, Lightning y Flow",
        "Integraciones y migración de datos",
      ],
    },
    {
      icon: "chart",
      title: "Soluciones EPM",
      text: "Gestión del desempeño empresarial que da a los equipos de finanzas cifras más rápidas y confiables.",
      capabilities: ["Planificación y presupuestos", "Consolidación financiera y cierre", "Reportes gerenciales"],
    },
    {
      icon: "shield",
      title: "Ciberseguridad",
      text: "Seguridad integrada en la entrega, no agregada al final del proyecto.",
      capabilities: [
        "Ciclo de desarrollo seguro",
        "Revisiones de seguridad en la nube",
        "Preparación para auditorías de cumplimiento",
      ],
    },
  ],
  industries: [
    {
      icon: "hospital",
      title: "Salud",
      text: "Apps para pacientes, interoperabilidad y analítica, con la privacidad integrada desde el inicio.",
    },
    {
      icon: "bank",
      title: "Servicios financieros",
      text: "Onboarding de clientes, pagos y herramientas de riesgo con los controles que esperan los reguladores.",
    },
    {
      icon: "cart",
      title: "Retail y e-commerce",
      text: "Tiendas en línea, gestión de pedidos y personalización que resisten la temporada alta.",
    },
    {
      icon: "factory",
      title: "Manufactura",
      text: "Operaciones conectadas, datos de calidad y sistemas de planificación para la planta.",
    },
  ],
  stories: [
    {
      client: "Una empresa de software B2B",
      engagement: "Práctica de Salesforce",
      text: "Nuestra práctica de Salesforce replanificó una implementación de CRM estancada y la entregó por fases.",
      result: "Equipo de ventas operando en Salesforce en 14 semanas",
    },
    {
      client: "Una aseguradora regional",
      engagement: "IA y machine learning",
      text: "Un asistente con generación aumentada por recuperación (RAG) ayuda al equipo de siniestros a encontrar respuestas sobre pólizas en segundos.",
      result: "Tiempo promedio de atención reducido en un tercio",
    },
    {
      client: "Un grupo manufacturero",
      engagement: "Soluciones EPM",
      text: "Nuestro equipo de EPM reemplazó los presupuestos en hojas de cálculo por un modelo de planificación conectado.",
      result: "Ciclo presupuestario reducido de 10 a 4 semanas",
    },
  ],
};
