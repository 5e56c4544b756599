import type { Catalogue } from "~/i18n/catalogue";

// Alertas de empleo: "Recibe nuevas vacantes por correo" en /jobs y en cada vacante, el formulario y sus páginas.
export const jobAlerts: Catalogue["jobAlerts"] = {
  link: "Recibe nuevas vacantes por correo",
  linkText: "Cuéntanos qué buscas y te enviaremos por correo las nuevas vacantes que coincidan.",
  feed: "Feed de vacantes (XML)",
  page: {
    title: "Alertas de empleo",
    description:
      "Recibe por correo las nuevas vacantes de Cordillera Nearshore: elige categorías, ubicaciones y frecuencia.",
    eyebrow: "Empleos",
    heading: "Recibe nuevas vacantes por correo",
    intro:
      "Elige los tipos de puesto y los lugares que te interesan. Te escribiremos cuando publiquemos una vacante que coincida, al momento o una vez por semana.",
    back: "Volver a las vacantes",
  },
  form: {
    email: "Correo electrónico",
    emailPlaceholder: "tu@ejemplo.com",
    categories: "Categorías",
    categoriesHint: "Si no marcas ninguna, te avisaremos de todas las categorías.",
    locations: "Ubicaciones",
    locationsHint: "Si no marcas ninguna, te avisaremos de todas las ubicaciones.",
    frequency: "Frecuencia",
    frequencies: { instant: "Al momento, un correo por vacante", weekly: "Un resumen semanal" },
    locationNames: { remote: "Remoto", us: "Estados Unidos", cr: "Costa Rica", mx: "México", co: "Colombia" },
    submit: "Crear mi alerta de empleo",
    save: "Guardar mis preferencias",
    busy: "Enviando...",
    consent:
      "Te enviaremos un correo con un enlace para confirmar tu dirección. Cada alerta trae un enlace para cambiar tus preferencias o darte de baja cuando quieras.",
  },
  messages: {
    email: "Escribe un correo electrónico válido",
    categories: "Elige categorías de la lista",
    locations: "Elige ubicaciones de la lista",
    frequency: "Elige con qué frecuencia quieres recibir noticias",
    successTitle: "Ya casi está",
    successText: "Revisa tu bandeja de entrada y abre el enlace que te enviamos para confirmar tu alerta de empleo.",
    failureTitle: "No pudimos crear tu alerta de empleo",
    failureText: "Ocurrió un error inesperado.",
    savedTitle: "Guardamos tus preferencias",
    savedText: "Tu alerta de empleo ahora sigue las categorías, ubicaciones y frecuencia de arriba.",
  },
  confirm: {
    title: "Confirma tu alerta de empleo",
    description: "Confirma tu alerta de empleo de Cordillera Nearshore.",
    submit: "Confirmar mi alerta de empleo",
    states: {
      invalid: {
        title: "Este enlace de confirmación no es válido",
        text: "Puede que ya lo hayas usado, que lo haya reemplazado uno más reciente o que tenga más de 7 días. Crea tu alerta de nuevo y te enviaremos otro enlace.",
      },
      confirm: {
        title: "Confirma tu alerta de empleo",
        text: "Confirma que quieres recibir nuevas vacantes en esta dirección.",
      },
      done: {
        title: "Tu alerta de empleo está activa",
        text: "Gracias por confirmar. Las nuevas vacantes que coincidan con tus preferencias llegarán a esta dirección.",
      },
    },
  },
  manage: {
    title: "Tu alerta de empleo",
    description: "Cambia las preferencias de tu alerta de empleo de Cordillera Nearshore.",
    heading: "Tu alerta de empleo",
    intro: "Cambia de qué quieres enterarte y con qué frecuencia. Las alertas llegan a:",
    invalidTitle: "Este enlace no es válido",
    invalidText: "Puede que esté incompleto o desactualizado. Abre el enlace de tu correo de alerta más reciente.",
    stopped:
      "Esta alerta está detenida. Guardar tus preferencias no la reactiva: para eso, crea una nueva alerta de empleo.",
    unsubscribe: "Dejar de recibir estos correos",
  },
  unsubscribe: {
    title: "Detener alertas de empleo",
    description: "Detén tu alerta de empleo de Cordillera Nearshore.",
    submit: "Detener mi alerta de empleo",
    states: {
      invalid: {
        title: "Este enlace no es válido",
        text: "Puede que esté incompleto o desactualizado. Copia el enlace completo del correo, o escríbenos y detendremos las alertas a mano.",
      },
      already: {
        title: "Tu alerta de empleo ya está detenida",
        text: "Esta dirección ya no recibe alertas de empleo. No hace falta nada más.",
      },
      confirm: {
        title: "¿Detener tu alerta de empleo?",
        text: "Dejarás de recibir nuevas vacantes en esta dirección.",
      },
      done: {
        title: "Detuvimos tu alerta de empleo",
        text: "Ya no recibirás alertas de empleo en esta dirección.",
      },
    },
  },
  emails: {
    confirmation: {
      subject: "Confirma tu alerta de empleo de {company}",
      asked: "Alguien, ojalá tú, pidió recibir en esta dirección las nuevas vacantes de {company}.",
      openLink: "Para confirmar, abre este enlace:",
      button: "Confirmar mi alerta de empleo",
      validity:
        "El enlace funciona una vez y durante 7 días. Si no lo pediste, ignora este correo: sin tu confirmación no volverás a saber de nosotros.",
    },
    alert: {
      subject: "Nueva vacante: {title}",
      intro: "Una nueva vacante coincide con tu alerta de empleo:",
      view: "Ver la vacante y postularte",
    },
    digest: {
      subject: "{count} vacantes nuevas en {company} esta semana",
      subjectOne: "1 vacante nueva en {company} esta semana",
      intro: "Estas vacantes se publicaron desde tu último resumen y coinciden con tu alerta de empleo:",
    },
    footer: {
      why: "Recibes este correo porque creaste una alerta de empleo en {company}.",
      manage: "Cambiar mis preferencias",
      unsubscribe: "Dejar de recibir estos correos",
    },
  },
};
