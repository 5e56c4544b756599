// /es/services: the Spanish twin of ~/content/engagement-models (register tú).
import type { EngagementModel } from "~/content/engagement-models";

export const engagementModels: readonly EngagementModel[] = [
  {
    title: "Staff Augmentation",
    icon: "users",
    billing: "Por hora o por mes",
    text: "Ingenieros que se suman a tu equipo, siguen tu proceso y reportan a tus líderes. Aumenta o libera capacidad mes a mes.",
    bestFor: "Equipos con un roadmap y el liderazgo para ejecutarlo, que necesitan más manos ya.",
  },
  {
    title: "Equipos dedicados",
    icon: "layers",
    billing: "Mensual, por equipo",
    text: "Un equipo multidisciplinario con su propio tech lead, dedicado solo a tu producto, con la continuidad de un equipo interno.",
    bestFor: "Productos que necesitan capacidad constante y un equipo que se haga cargo durante muchos trimestres.",
  },
  {
    title: "Proyectos a precio fijo",
    icon: "target",
    billing: "Por proyecto",
    text: "Alcance, plazo y precio acordados, con entregas en sprints de dos semanas para que veas el avance y puedas ajustar el rumbo en el camino.",
    bestFor: "Iniciativas bien definidas, con un resultado claro y un presupuesto cerrado.",
  },
];
