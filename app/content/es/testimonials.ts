// The Spanish twin of ~/content/testimonials (ratings 5, 5 and 4.5). Clients are described, never named.
import type { Testimonial } from "~/content/testimonials";

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    content:
      "Necesitábamos tres ingenieros senior de React con urgencia. Cordillera nos presentó candidatos en una semana, y antes de fin de mes el equipo ya estaba entregando funcionalidades en nuestro código. Trabajan en nuestro horario, y se nota.",
    author: "Jennifer Walsh",
    title: "VP de Ingeniería, una plataforma logística estadounidense",
    rating: 5,
  },
  {
    id: 2,
    content:
      "Su práctica de Salesforce rescató una implementación de CRM que llevaba un año estancada. Planes claros, una demo cada dos semanas y un equipo que hizo las preguntas de negocio correctas antes de escribir una sola línea de código.",
    author: "Marcus Reed",
    title: "Director de Operaciones de Ventas, una empresa de software B2B",
    rating: 5,
  },
  {
    id: 3,
    content:
      "El equipo de automatización de QA redujo nuestro ciclo de regresión de días a horas. La comunicación es excelente; lo único que cambiaría es haberlos sumado antes.",
    author: "Priya Natarajan",
    title: "Directora de Calidad, un proveedor de tecnología para la salud",
    rating: 4.5,
  },
];
