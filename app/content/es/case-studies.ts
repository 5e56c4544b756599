// /es/case-studies: the Spanish twin of ~/content/case-studies. Clients are described, never named.
import type { CaseStudy } from "~/content/case-studies";

export const caseStudies: readonly CaseStudy[] = [
  {
    id: "payroll",
    title: "Procesamiento de nómina reconstruido para ganar velocidad y precisión",
    subtitle: "Un proveedor estadounidense de software de nómina",
    logo: "PS",
    metric: { value: "75%", label: "menos tiempo de procesamiento de nómina" },
    challenge:
      "Las nóminas de miles de empleadores dependían de conciliaciones manuales y de un sistema batch envejecido. Cada ciclo tomaba días, se publicaba una versión por trimestre y los errores llegaban a los clientes antes de que alguien los detectara.",
    solution:
      "Un equipo dedicado de ocho personas reconstruyó el pipeline de procesamiento como servicios orientados a eventos, agregó validación automatizada con detección de anomalías e incorporó una suite de regresión que corre con cada cambio. El equipo entregó en sprints de dos semanas, con una demo para el área de operaciones de nómina al cierre de cada uno.",
    technologies: ["Java / Spring", "AWS", "PostgreSQL", "Kafka", "Python", "Playwright"],
    results: [
      "Tiempo de procesamiento de nómina reducido en un 75%",
      "Errores de conciliación detectados antes de cada versión, no por los clientes",
      "De una versión por trimestre a una cada dos semanas",
    ],
    expertise: ["Desarrollo de software a la medida", "QA y pruebas", "Nube y DevOps"],
    quote: {
      text: "El equipo entendía la nómina tan bien como el código. Por fin nuestra gente de operaciones confía en las cifras desde la primera corrida.",
      author: "Daniel Brooks",
      title: "CTO, proveedor estadounidense de software de nómina",
    },
  },
  {
    id: "analytics",
    title: "Una sola visión confiable de la operación en todas las sedes",
    subtitle: "Una red de salud con varias sedes",
    logo: "HN",
    metric: { value: "12+", label: "fuentes de datos consolidadas en una sola plataforma" },
    challenge:
      "Los datos clínicos, financieros y de personal vivían en más de una docena de sistemas desconectados. Los reportes mensuales tomaban semanas de trabajo en hojas de cálculo, y la dirección decidía con cifras que ya estaban desactualizadas.",
    solution:
      "Nuestra práctica de datos y EPM construyó una plataforma de datos gobernada que consolida todas las fuentes cada noche, un modelo de planificación para finanzas y dashboards de autoservicio para los gerentes de cada sede. El acceso por roles y las pistas de auditoría cumplieron los requisitos normativos de la red desde el primer día.",
    technologies: ["Azure", "Snowflake", "dbt", "Power BI", "Python", "Oracle EPM"],
    results: [
      "Datos de más de 12 fuentes consolidados en una plataforma gobernada",
      "Los reportes del cierre mensual pasaron de semanas a días",
      "Los gerentes de sede planifican el personal cada mañana con datos al día",
    ],
    expertise: ["Datos e IA", "Soluciones EPM", "Ciberseguridad"],
    quote: {
      text: "Por primera vez, finanzas y operaciones miran las mismas cifras. Cordillera hizo que un programa complejo se sintiera manejable.",
      author: "Laura Mendoza",
      title: "CFO, red de salud con varias sedes",
    },
  },
];
