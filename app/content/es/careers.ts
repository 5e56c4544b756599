// /es/jobs: the Spanish twin of ~/content/careers (register tú, docs/i18n-glossary.md).
import type { careersBenefits as englishBenefits, careersCulture as englishCulture } from "~/content/careers";
import type { Translation } from "~/content/types";

export const careersCulture: Translation<typeof englishCulture> = [
  {
    title: "Ingeniería AI-first",
    text: "Trabaja todos los días con herramientas asistidas por IA, con los hábitos de revisión que mantienen alta la calidad, y ayuda a los clientes a adoptarlas bien.",
  },
  {
    title: "Productos reales, clientes reales",
    text: "Súmate a equipos de producto de Norteamérica como un integrante más: las mismas dailies, el mismo código, la misma responsabilidad.",
  },
  {
    title: "Crece con mentores",
    text: "Ingenieros senior y líderes de práctica en Costa Rica, México y Colombia trabajan contigo en arquitectura y entrega.",
  },
];

export const careersBenefits: Translation<typeof englishBenefits> = [
  {
    title: "Salario competitivo",
    text: "Sueldos alineados con las tarifas nearshore del mercado norteamericano y revisados cada año.",
  },
  {
    title: "Horario flexible",
    text: "Tus horas núcleo coinciden con la zona horaria de tu cliente; el resto del día lo organizas tú.",
  },
  {
    title: "Trabajo remoto",
    text: "Trabaja desde casa en cualquier lugar de América Latina, o desde nuestras oficinas en San José, Ciudad de México y Bogotá.",
  },
  {
    title: "Desarrollo profesional",
    text: "Un presupuesto anual de aprendizaje para cursos, certificaciones y conferencias, además de coaching de inglés.",
  },
  { title: "Cobertura médica", text: "Seguro médico privado para ti y tu familia, vivas donde vivas." },
  {
    title: "Bono de equipamiento",
    text: "Una laptop de la empresa y un bono para tu home office: el escritorio, la silla y el monitor que necesites.",
  },
];
