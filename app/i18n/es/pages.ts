import type { Catalogue } from "~/i18n/catalogue";

export const pages: Catalogue["pages"] = {
  home: {
    description:
      "Equipos de software nearshore y Staff Augmentation de TI desde Costa Rica, México y Colombia: coincidencia horaria total con EE. UU., candidatos en 5-10 días y hasta 50% de ahorro.",
    titleStart: "Tu ventaja ",
    titleHighlight: "nearshore",
    lead: "Desarrollo de software con IA y talento senior de ingeniería de América Latina, que trabaja en tu horario, en inglés fluido y a precios nearshore.",
    proof: ["Coincidencia horaria total con EE. UU.", "Inglés fluido", "Hasta 50% de ahorro"],
    figuresLabel: "Nuestra ventaja nearshore en cifras",
    about: {
      eyebrow: "Nosotros",
      title: "Ingeniería latinoamericana con estándares de Norteamérica",
      text: "{company} crea software y equipos de ingeniería para empresas de Estados Unidos y Canadá. Nuestra gente comparte tu zona horaria y tu forma de trabajar, aporta una mentalidad AI-first a cada proyecto y entrega en sprints de dos semanas que puedes ver y dirigir.",
      more: "Conoce más sobre nosotros",
      where: "Dónde trabajan nuestros equipos",
    },
    services: {
      eyebrow: "Qué hacemos",
      title: "Servicios pensados para tu equipo",
      text: "Suma ingenieros evaluados a tu equipo, encárganos un producto de principio a fin o incorpora una práctica especializada.",
    },
    why: {
      eyebrow: "Por qué elegirnos",
      title: "Nearshore, bien hecho",
      text: "La cercanía de un equipo interno y la economía de la entrega nearshore, sin las concesiones de siempre.",
    },
    testimonials: {
      eyebrow: "Testimonios",
      title: "Lo que dicen nuestros clientes",
      text: "Líderes de ingeniería y de negocio cuentan cómo es trabajar con nuestros equipos.",
    },
    stories: {
      eyebrow: "Casos de éxito",
      title: "Resultados que nuestros clientes pueden medir",
      text: "Una nómina más rápida para un proveedor de software y una visión confiable de la operación para una red de salud.",
      all: "Ver todos los casos de éxito",
      read: "Lee el caso de éxito",
    },
    cta: {
      eyebrow: "Hablemos",
      title: "Empieza hoy",
      text: "Cuéntanos qué estás construyendo. Te responderemos en un día hábil con un plan y las personas indicadas.",
      button: "Empieza hoy",
    },
    organization: {
      description: "Desarrollo de software con IA y talento de TI desde América Latina para empresas de Norteamérica.",
      knowsAbout: [
        "Staff Augmentation",
        "Desarrollo de software a la medida",
        "Inteligencia artificial",
        "Salesforce",
        "Gestión del desempeño empresarial",
      ],
    },
  },
  services: {
    title: "Servicios",
    description:
      "Staff Augmentation, desarrollo de software a la medida y prácticas especializadas (IA, Salesforce, EPM) desde América Latina, en tu zona horaria.",
    eyebrow: "Nuestros servicios",
    heading: "Capacidad de ingeniería, a tu manera",
    intro:
      "Suma ingenieros latinoamericanos evaluados a tu equipo, encárganos un producto de principio a fin o incorpora una práctica especializada. Coincidencia horaria total con EE. UU., inglés fluido y hasta 50% de ahorro, elijas lo que elijas.",
    start: "Inicia tu proyecto",
    results: "Mira los resultados de nuestros clientes",
    offerings: {
      eyebrow: "Servicios principales",
      title: "Tres formas de trabajar con nosotros",
      text: "Cada servicio lo entrega la misma red de talento senior, con los mismos estándares y la misma coincidencia horaria.",
    },
    expertise: {
      eyebrow: "Experiencia técnica",
      title: "Dominamos el stack que ya usas",
      text: "Nuestros ingenieros trabajan en web moderna, mobile, nube, datos e ingeniería de calidad, y siguen prácticas de entrega probadas.",
      tags: "Tecnologías de {group}",
    },
    models: {
      eyebrow: "Modelos de contratación",
      title: "Elige el modelo que mejor se adapta a tu proyecto",
      text: "Staff Augmentation por hora o por mes, equipos dedicados o proyectos a precio fijo. Empieza con uno y cambia cuando cambien tus necesidades.",
      discuss: "Conversemos sobre tu proyecto",
      bestFor: "Ideal para:",
    },
    cta: {
      eyebrow: "Listos cuando tú lo estés",
      title: "Definamos juntos el alcance de tu proyecto",
      text: "Cuéntanos sobre tu roadmap y en un día hábil te proponemos el equipo, el modelo y los plazos adecuados.",
      button: "Inicia tu proyecto",
      secondary: "Conoce los casos de éxito",
    },
  },
  staffAugmentation: {
    whatItIs: "Qué es",
    youControl: "Tú sigues decidiendo",
    weHandle: "Nosotros nos encargamos de",
    advantages: {
      eyebrow: "Ventajas",
      title: "Por qué los equipos crecen con nosotros",
      text: "Todo lo que esperas de una gran contratación, disponible en días y no en meses.",
    },
    process: {
      eyebrow: "Nuestro proceso",
      title: "De la solicitud al ingeniero productivo",
      text: "Cinco pasos que solemos completar entre dos y tres semanas después de tu primera llamada.",
    },
  },
  customDevelopment: {
    why: {
      eyebrow: "Por qué a la medida",
      title: "Cuando el software genérico no alcanza",
      text: "El software empaquetado te obliga a trabajar a su manera. El software a la medida trabaja a la tuya y se convierte en una ventaja que tu competencia no puede comprar.",
    },
    process: {
      eyebrow: "Nuestro proceso",
      title: "Tres fases, sin sorpresas",
      text: "Un camino estructurado de la idea a producción, con tus stakeholders involucrados en cada paso.",
    },
    expertise: {
      eyebrow: "Experiencia",
      title: "Qué construimos",
      text: "Cuatro áreas en las que nuestros equipos han entregado una y otra vez.",
    },
  },
  specializedPractices: {
    practices: {
      eyebrow: "Nuestras prácticas",
      title: "Experiencia profunda donde más importa",
      text: "Equipos de práctica dedicados, con especialistas certificados, metodologías probadas y liderazgo senior.",
    },
    industries: {
      eyebrow: "Soluciones por industria",
      title: "Conocemos tu industria",
      text: "Conocimiento del sector que acorta el descubrimiento y mantiene tu proyecto del lado correcto de la regulación.",
    },
  },
  caseStudies: {
    title: "Casos de éxito de nuestros clientes",
    description:
      "Cómo nuestros equipos nearshore redujeron 75% el tiempo de procesamiento de nómina y consolidaron datos de más de 12 fuentes.",
    eyebrow: "Casos de éxito",
    intro:
      "Programas reales con resultados medibles: cómo nuestros equipos ayudaron a un proveedor de software de nómina y a una red de salud a avanzar más rápido con mejores datos.",
    start: "Empieza tu caso de éxito",
    headlineLabel: "Resultados principales",
    inDepth: {
      eyebrow: "En detalle",
      title: "El desafío, la solución y los resultados",
      text: "Elige un caso de éxito para ver cómo lo abordaron nuestros equipos.",
    },
    next: {
      title: "Tu proyecto puede ser el próximo",
      text: "Conoce los servicios detrás de estos resultados, o cuéntanos qué necesitas y te propondremos el equipo indicado.",
      services: "Conoce nuestros servicios",
      contact: "Contáctanos",
    },
  },
  about: {
    title: "Nosotros",
    description:
      "Nuestra misión, nuestra presencia en Estados Unidos, Costa Rica, México y Colombia, y la cultura de ingeniería detrás de nuestros equipos.",
    eyebrow: "Nosotros",
    contact: "Contacta a nuestro equipo",
    presence: {
      eyebrow: "Nuestra presencia",
      title: "Cuatro países, un solo equipo",
      text: "Con sede central en Estados Unidos, entregamos desde América Latina, siempre en tu zona horaria.",
    },
    why: {
      eyebrow: "Por qué elegirnos",
      title: "Con lo que cuentan nuestros clientes",
      text: "Las razones por las que empresas de toda Norteamérica forman sus equipos con nosotros, y se quedan.",
    },
    resources: {
      eyebrow: "Descargas",
      descriptions: {
        brochure: "Folleto oficial de la empresa, con nuestros servicios y propuestas",
        "pitch-deck": "Presentación de la empresa para clientes potenciales",
      },
    },
    culture: {
      eyebrow: "Cultura de ingeniería",
      title: "Cómo trabajamos",
      text: "Cuatro principios que comparten todos los ingenieros, tech leads y delivery managers de nuestros equipos.",
    },
    cta: {
      eyebrow: "Trabaja con nosotros",
      title: "Armemos tu equipo nearshore",
      text: "¿Tienes preguntas sobre nuestra gente, nuestro proceso o nuestros precios? Nuestro equipo te responderá en un día hábil.",
      button: "Contacta a nuestro equipo",
    },
  },
  privacyPolicy: {
    title: "Política de privacidad",
    description:
      "Cómo Cordillera Nearshore recopila, usa y protege la información personal que compartes a través de este sitio web.",
    eyebrow: "Legal",
    lastUpdated: "Última actualización:",
    backHome: "Volver al inicio",
  },
};
