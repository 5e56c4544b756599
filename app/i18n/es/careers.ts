import type { Catalogue } from "~/i18n/catalogue";

export const careers: Catalogue["careers"] = {
  title: "Empleos",
  description:
    "Vacantes en Cordillera Nearshore: puestos de ingeniería, QA, producto y diseño en Costa Rica, México, Colombia y en remoto desde toda América Latina.",
  eyebrow: "Empleos",
  heading: "Haz crecer tu carrera con equipos de producto de Norteamérica",
  intro:
    "Únete a ingenieros, testers, especialistas de producto y diseñadores de toda América Latina que trabajan en el horario de sus clientes, en productos que importan, con el respaldo de una empresa que invierte en ellos.",
  openings: "Vacantes abiertas",
  tabsLabel: "Categorías de empleo",
  tabs: {
    all: {
      label: "Todas las vacantes",
      empty: "No hay vacantes abiertas",
      emptyText: "Por ahora no tenemos vacantes. Vuelve pronto o envíanos tu CV desde la página de contacto.",
    },
    engineering: {
      empty: "No hay vacantes de ingeniería",
      emptyText: "Por ahora no hay vacantes de ingeniería. Vuelve más adelante para ver nuevas oportunidades.",
    },
    qa: {
      empty: "No hay vacantes de QA",
      emptyText: "Por ahora no hay vacantes de QA. Vuelve más adelante para ver nuevas oportunidades.",
    },
    product: {
      empty: "No hay vacantes de producto",
      emptyText: "Por ahora no hay vacantes de producto. Vuelve más adelante para ver nuevas oportunidades.",
    },
    design: {
      empty: "No hay vacantes de diseño",
      emptyText: "Por ahora no hay vacantes de diseño. Vuelve más adelante para ver nuevas oportunidades.",
    },
  },
  categories: {
    Engineering: "Ingeniería",
    QA: "QA",
    Design: "Diseño",
    Product: "Producto",
    Marketing: "Marketing",
    Sales: "Ventas",
    Support: "Soporte",
    Operations: "Operaciones",
    Finance: "Finanzas",
    HR: "Recursos humanos",
    Legal: "Legal",
    Executive: "Dirección",
  },
  types: {
    "Full-time": "Tiempo completo",
    "Part-time": "Medio tiempo",
    Contract: "Por contrato",
    Freelance: "Freelance",
    Internship: "Pasantía",
  },
  cultureEyebrow: "Nuestra cultura",
  cultureHeading: "Talento latinoamericano, estándares globales",
  benefitsEyebrow: "Beneficios",
  benefitsHeading: "Lo que recibes",
  card: {
    writtenIn: { en: "En inglés", es: "En español" },
    viewDetails: "Ver detalles",
    applyNow: "Postúlate",
    actionLabel: "{action}: {title}",
  },
  job: {
    title: "{title} ({location})",
    responsibilities: "Responsabilidades",
    requirements: "Requisitos",
    close: "Cerrar",
    applyNow: "Postúlate",
    closed: "Esta vacante está cerrada.",
    closedText:
      "Las postulaciones para esta vacante cerraron el {date}. Las vacantes abiertas están en la página de empleos.",
  },
  gone: {
    title: "Vacante no encontrada",
    notOpen: "Esta vacante ya no está abierta.",
    text: "{notOpen} Es posible que ya se haya cubierto o que se haya retirado; en esta página están las vacantes abiertas.",
    back: "Ver vacantes abiertas",
  },
};
