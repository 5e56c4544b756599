// /es/services and /es: the Spanish twin of ~/content/services: the three tabs, the Technical Expertise groups and
// the figures under the home hero (register tú).
import type { ExpertiseGroup, ServiceTab, headlineFigures as englishFigures } from "~/content/services";
import type { Translation } from "~/content/types";

export const serviceTabs: readonly ServiceTab[] = [
  {
    key: "staff-aug",
    label: "Staff Augmentation",
    icon: "users",
    headline: "Ingenieros senior en tu equipo en días, no en meses",
    summary:
      "Suma a tu equipo ingenieros, especialistas en QA y diseñadores latinoamericanos ya evaluados. Participan en tus dailies, trabajan en tus herramientas y coinciden con toda tu jornada, mientras nosotros nos encargamos del reclutamiento, los recursos humanos y la retención.",
    engagement: "Por hora o por mes; haz crecer o reduce el equipo según cambie tu roadmap",
    points: [
      { title: "Arranques rápidos", text: "Candidatos preevaluados en un plazo de 5 a 10 días hábiles." },
      {
        title: "Coincidencia horaria total con EE. UU.",
        text: "Colaboración en tiempo real, del horario del Pacífico al del Este.",
      },
      { title: "Inglés fluido", text: "Evaluamos el inglés oral y escrito de cada ingeniero." },
      {
        title: "Hasta 50% de ahorro",
        text: "Talento senior con costos entre 40% y 60% menores que contratar onshore.",
      },
    ],
    to: "/services/staff-augmentation",
    cta: "Conoce Staff Augmentation",
  },
  {
    key: "custom-dev",
    label: "Desarrollo de software a la medida",
    icon: "code",
    headline: "Equipos dedicados que entregan software funcionando cada dos semanas",
    summary:
      "Del descubrimiento a producción, un equipo multidisciplinario diseña, construye y opera el software del que depende tu negocio, con ingeniería asistida por IA y una demo al final de cada sprint de dos semanas.",
    engagement: "Equipos dedicados o proyectos a precio fijo",
    points: [
      {
        title: "Primero, el descubrimiento",
        text: "Objetivos, alcance y riesgos acordados antes de la primera línea de código.",
      },
      { title: "Arquitectura sólida", text: "Diseños a la medida de tu nube, tus datos y tu presupuesto." },
      {
        title: "Sprints de dos semanas",
        text: "Avances visibles y la oportunidad de ajustar el rumbo en cada sprint.",
      },
      { title: "Todo es tuyo", text: "Código, infraestructura y documentación desde el primer día." },
    ],
    to: "/services/custom-development",
    cta: "Conoce el desarrollo a la medida",
  },
  {
    key: "specialized",
    label: "Prácticas especializadas",
    icon: "sparkles",
    headline: "Soluciones de IA, Salesforce y EPM",
    summary:
      "Equipos de práctica con amplia experiencia en las plataformas que mueven tu negocio, respaldados por especialistas en ciberseguridad y por el conocimiento de los sectores salud, servicios financieros, retail y manufactura.",
    engagement: "Proyectos liderados por la práctica o especialistas que se suman a tu equipo",
    points: [
      {
        title: "Soluciones de IA",
        text: "Del descubrimiento de casos de uso al machine learning y la IA generativa en producción.",
      },
      {
        title: "Salesforce",
        text: "Implementaciones, desarrollo a la medida e integraciones en todas las nubes de Salesforce.",
      },
      {
        title: "Soluciones EPM",
        text: "Planificación, presupuestos, consolidación y reportes para equipos de finanzas.",
      },
    ],
    to: "/services/specialized-practices",
    cta: "Conoce las prácticas especializadas",
  },
];

export const technicalExpertise: readonly ExpertiseGroup[] = [
  {
    title: "Frontend",
    icon: "layers",
    text: "Interfaces rápidas y accesibles",
    tags: ["React", "Next.js", "Angular", "Vue", "TypeScript", "Tailwind CSS"],
  },
  {
    title: "Backend",
    icon: "server",
    text: "APIs y servicios que escalan",
    tags: ["Node.js", "Java / Spring", ".NET", "Python", "Go", "GraphQL"],
  },
  {
    title: "Móvil",
    icon: "phone",
    text: "Apps nativas y multiplataforma",
    tags: ["React Native", "Flutter", "Swift", "Kotlin"],
  },
  {
    title: "Nube y DevOps",
    icon: "cloud-cog",
    text: "Infraestructura automatizada y observable",
    tags: ["AWS", "Azure", "Google Cloud", "Kubernetes", "Terraform", "GitHub Actions"],
  },
  {
    title: "Bases de datos",
    icon: "database",
    text: "Datos confiables a cualquier volumen",
    tags: ["PostgreSQL", "MySQL", "SQL Server", "MongoDB", "Redis", "Snowflake"],
  },
  {
    title: "Datos e IA",
    icon: "sparkles",
    text: "Pipelines, modelos y apps con LLM",
    tags: ["Python", "PyTorch", "Integración de LLM", "RAG", "dbt", "Databricks"],
  },
  {
    title: "QA y pruebas",
    icon: "beaker",
    text: "Calidad integrada en cada sprint",
    tags: ["Playwright", "Cypress", "Selenium", "Appium", "k6", "Automatización de pruebas"],
  },
  {
    title: "Prácticas de entrega",
    icon: "cycle",
    text: "Entrega predecible y transparente",
    tags: ["Scrum", "Kanban", "Sprints de dos semanas", "CI/CD", "Revisión de código", "Métricas DORA"],
  },
];

/** The figures under the home hero. */
export const headlineFigures: Translation<typeof englishFigures> = [
  { figure: "5-10 días", label: "para presentar candidatos evaluados" },
  { figure: "Hasta 50%", label: "de ahorro frente a contratar onshore" },
  { figure: "100%", label: "de coincidencia con los horarios de EE. UU." },
  { figure: "2 semanas", label: "por sprint, con avances visibles" },
];
