// /es/about: the Spanish twin of ~/content/about (register tú, docs/i18n-glossary.md).
import type { about as english } from "~/content/about";

export const about: typeof english = {
  hero: {
    title: "Software excelente, hecho por gente excepcional de América Latina",
    intro:
      "Conectamos a empresas de Norteamérica con talento senior de ingeniería de Costa Rica, México y Colombia: equipos que trabajan en tu horario, hablan tu idioma y se comprometen con tus resultados.",
  },
  mission: {
    title: "Nuestra misión",
    statement:
      "Que toda empresa de Norteamérica tenga equipos de ingeniería de clase mundial aquí al lado: tan cerca en horario y cultura como un equipo interno, a precio nearshore.",
    paragraphs: [
      "Fundamos Cordillera Nearshore porque demasiados equipos de producto tenían que elegir entre el costo de contratar onshore y las esperas de un día para otro del outsourcing offshore. América Latina elimina ese dilema.",
      "Hoy construimos software y equipos desde nuestro centro de entrega y de I+D en IA en San José, Costa Rica, y desde comunidades de ingeniería en México y Colombia, con la dirección en nuestra sede central de Estados Unidos.",
    ],
  },
  presence: [
    {
      country: "Estados Unidos",
      code: "US",
      role: "Sede central",
      text: "Relación con clientes, liderazgo de entrega y gestión de cuentas, cerca de los equipos a los que servimos.",
      headline: true,
    },
    {
      country: "Costa Rica",
      code: "CR",
      role: "Centro de entrega e I+D en IA",
      city: "San José",
      text: "Nuestro mayor centro de entrega, sede de nuestra investigación en IA y de los líderes de nuestras prácticas.",
      headline: true,
    },
    {
      country: "México",
      code: "MX",
      role: "Centro de ingeniería",
      text: "Ingenieros full-stack, de desarrollo móvil y de QA que trabajan en los horarios Central y del Pacífico.",
    },
    {
      country: "Colombia",
      code: "CO",
      role: "Centro de ingeniería",
      text: "Especialistas en backend, datos y Salesforce que comparten por completo el horario del Este.",
    },
  ],
  culture: [
    {
      icon: "sparkles",
      title: "Mentalidad AI-first",
      text: "Usamos IA en toda la entrega, de la revisión de código a la generación de pruebas, con el criterio para saber cuándo no usarla.",
    },
    {
      icon: "cycle",
      title: "Ágiles por naturaleza",
      text: "Iteraciones cortas, avances visibles y retrospectivas honestas en cada proyecto, grande o pequeño.",
    },
    {
      icon: "target",
      title: "Entrega enfocada en el negocio",
      text: "Medimos el éxito por los resultados de tu negocio, no por las horas facturadas ni los tickets cerrados.",
    },
    {
      icon: "globe",
      title: "Talento latinoamericano con estándares globales",
      text: "Ingenieros senior que trabajan con las prácticas de los mejores equipos de producto de Norteamérica.",
    },
  ],
  resources: {
    title: "Recursos de la empresa",
    text: "Todo lo que necesitas para presentarnos a tu equipo: nuestros servicios, modelos de contratación y resultados con clientes.",
    brochure: { title: "Folleto corporativo", cta: "Descargar folleto" },
    pitchDeck: { title: "Presentación corporativa", cta: "Descargar presentación" },
  },
};
