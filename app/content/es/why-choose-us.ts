// The six reasons clients choose us, in Spanish: used on /es and /es/about (register tú).
import type { Feature } from "~/content/types";

export const whyChooseUs: readonly Feature[] = [
  {
    icon: "clock",
    title: "Coincidencia horaria total",
    text: "Nuestros equipos trabajan en tu horario, del Pacífico al Este. Sin traspasos nocturnos ni un día entero de espera por una respuesta.",
  },
  {
    icon: "chat",
    title: "Inglés fluido",
    text: "Evaluamos el inglés oral y escrito de cada ingeniero antes de que lo conozcas, para que nada se pierda en la traducción.",
  },
  {
    icon: "handshake",
    title: "Afinidad cultural",
    text: "Profesionales latinoamericanos que comparten tu cultura de trabajo: directos, colaborativos y proactivos a la hora de señalar riesgos.",
  },
  {
    icon: "bolt",
    title: "Contratación en 5-10 días",
    text: "Presentamos candidatos evaluados en un plazo de 5 a 10 días hábiles, para que tus proyectos arranquen cuando los necesitas, no el próximo trimestre.",
  },
  {
    icon: "heart",
    title: "Alta retención",
    text: "Planes de carrera, mentoría y salarios competitivos mantienen a los ingenieros en tu proyecto, y su conocimiento en tu equipo.",
  },
  {
    icon: "trend-down",
    title: "Precios nearshore",
    text: "Hasta 50% de ahorro frente a la contratación onshore: costos entre 40% y 60% menores con el mismo nivel de seniority y calidad.",
  },
];
