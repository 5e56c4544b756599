// Demo case studies loaded into an empty local database by the seed (app/db/seed.ts): the spec's two studies, worded
// exactly as the page showed them when they were fixed in code (test/unit/demo-case-studies.test.ts compares them with
// the home page's copy in app/content), and their Spanish translations. Clients are described, never named.
export type DemoCaseStudy = {
  slug: string;
  language: "en" | "es";
  /** The slug of the English study this one translates. */
  translationOf?: string;
  title: string;
  client: string;
  industry: string;
  monogram: string;
  metric: { value: string; label: string };
  challenge: string;
  solution: string;
  technologies: string[];
  results: string[];
  expertise: string[];
  quote: { text: string; author: string; title: string };
  position: number;
};

export const demoCaseStudies: DemoCaseStudy[] = [
  {
    slug: "payroll",
    language: "en",
    title: "Rebuilding payroll processing for speed and accuracy",
    client: "A US payroll software provider",
    industry: "Payroll software",
    monogram: "PS",
    metric: { value: "75%", label: "less payroll processing time" },
    challenge:
      "Payroll runs for thousands of employers depended on manual reconciliation steps and an aging batch system. Every cycle took days, releases happened once a quarter, and errors reached customers before anyone caught them.",
    solution:
      "A dedicated team of eight rebuilt the processing pipeline as event-driven services, added automated validation with anomaly detection, and introduced a regression suite that runs on every change. The team delivered in two-week sprints, with a demo to payroll operations at the end of each one.",
    technologies: ["Java / Spring", "AWS", "PostgreSQL", "Kafka", "Python", "Playwright"],
    results: [
      "Payroll processing time reduced by 75%",
      "Reconciliation errors caught before release instead of by customers",
      "Release cadence moved from quarterly to every two weeks",
    ],
    expertise: ["Custom Software Development", "QA & Testing", "Cloud & DevOps"],
    quote: {
      text: "The team understood payroll as well as they understood code. Our operations staff finally trust the numbers on the first run.",
      author: "Daniel Brooks",
      title: "CTO, US payroll software provider",
    },
    position: 1,
  },
  {
    slug: "analytics",
    language: "en",
    title: "One trusted view of operations across every site",
    client: "A multi-site healthcare network",
    industry: "Healthcare",
    monogram: "HN",
    metric: { value: "12+", label: "data sources consolidated into one platform" },
    challenge:
      "Clinical, financial and staffing data lived in more than a dozen disconnected systems. Monthly reporting took weeks of spreadsheet work, and leaders were making decisions on numbers that were already out of date.",
    solution:
      "Our data and EPM practice built a governed data platform that consolidates every source nightly, a planning model for finance, and self-service dashboards for site managers. Role-based access and audit trails met the network's compliance requirements from day one.",
    technologies: ["Azure", "Snowflake", "dbt", "Power BI", "Python", "Oracle EPM"],
    results: [
      "Data consolidated from 12+ sources into one governed platform",
      "Monthly close reporting reduced from weeks to days",
      "Site managers plan staffing from current data every morning",
    ],
    expertise: ["Data & AI", "EPM Solutions", "Cybersecurity"],
    quote: {
      text: "For the first time, finance and operations look at the same numbers. Cordillera made a complex program feel manageable.",
      author: "Laura Mendoza",
      title: "CFO, multi-site healthcare network",
    },
    position: 2,
  },
  {
    slug: "procesamiento-de-nomina",
    language: "es",
    translationOf: "payroll",
    title: "Procesamiento de nómina reconstruido para ganar velocidad y precisión",
    client: "Un proveedor estadounidense de software de nómina",
    industry: "Software de nómina",
    monogram: "PS",
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
    position: 1,
  },
  {
    slug: "vision-unica-de-la-operacion",
    language: "es",
    translationOf: "analytics",
    title: "Una sola visión confiable de la operación en todas las sedes",
    client: "Una red de salud con varias sedes",
    industry: "Salud",
    monogram: "HN",
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
    position: 2,
  },
];
