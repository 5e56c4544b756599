import type { Catalogue } from "~/i18n/catalogue";

// El boletín se llama "Ideas nearshore" (como en el pie de página: "Ideas nearshore, una vez al mes").
export const newsletter: Catalogue["newsletter"] = {
  page: {
    title: "Boletín",
    description: "Ideas nearshore, una vez al mes.",
    eyebrow: "Boletín",
    heading: "Ideas nearshore, una vez al mes",
    intro:
      "Tendencias de contratación, prácticas de entrega y notas de ingeniería de IA de nuestros equipos en América Latina.",
    back: "Volver a donde estabas",
  },
  form: {
    email: "Correo electrónico",
    emailPlaceholder: "tu@empresa.com",
    name: "Nombre (opcional)",
    submit: "Suscríbete",
    busy: "Suscribiendo...",
    consent:
      "Te enviaremos un correo con un enlace para confirmar tu dirección. Ideas nearshore más o menos una vez al mes; puedes darte de baja cuando quieras con el enlace que trae cada edición.",
  },
  messages: {
    email: "Escribe un correo electrónico válido",
    successTitle: "¡Listo!",
    successText: "Gracias por suscribirte a nuestro boletín.",
    checkInbox: "Revisa tu bandeja de entrada y abre el enlace que te enviamos para confirmar tu dirección.",
    failureTitle: "No pudimos completar tu suscripción",
    failureText: "Ocurrió un error inesperado.",
  },
  confirm: {
    title: "Confirma tu suscripción",
    description: "Confirma tu suscripción al boletín de Cordillera Nearshore.",
    submit: "Confirma tu suscripción",
    states: {
      invalid: {
        title: "Este enlace de confirmación no es válido",
        text: "Puede que ya lo hayas usado, que lo haya reemplazado uno más reciente o que tenga más de 7 días. Vuelve a suscribirte desde el pie de cualquier página y te enviaremos un enlace nuevo.",
      },
      confirm: {
        title: "¿Confirmas tu suscripción?",
        text: "Confirma que quieres recibir Ideas nearshore en esta dirección.",
      },
      done: {
        title: "Tu suscripción está confirmada",
        text: "Gracias por confirmar. Recibirás Ideas nearshore en esta dirección más o menos una vez al mes.",
      },
    },
  },
  unsubscribe: {
    title: "Darse de baja",
    description: "Deja de recibir el boletín de Cordillera Nearshore.",
    submit: "Date de baja",
    states: {
      invalid: {
        title: "Este enlace para darte de baja no es válido",
        text: "Puede que esté incompleto o desactualizado. Copia el enlace completo del correo, o escríbenos y te daremos de baja manualmente.",
      },
      already: {
        title: "Ya te habías dado de baja",
        text: "Esta dirección ya no recibe nuestro boletín. No tienes que hacer nada más.",
      },
      confirm: {
        title: "¿Quieres darte de baja de nuestro boletín?",
        text: "Dejarás de recibir Ideas nearshore en esta dirección.",
      },
      done: {
        title: "Te diste de baja",
        text: "Ya no recibirás nuestro boletín en esta dirección. Lamentamos que te vayas.",
      },
    },
  },
  emails: {
    confirmation: {
      subject: "Confirma tu suscripción al boletín de {company}",
      asked: "Alguien, esperamos que tú, pidió recibir Ideas nearshore de {company} en esta dirección.",
      openLink: "Para confirmar, abre este enlace:",
      button: "Confirma tu suscripción",
      validity:
        "El enlace funciona una sola vez, durante 7 días. Si no te suscribiste, ignora este correo: sin tu confirmación no volverás a saber de nosotros.",
    },
    campaign: {
      why: "Recibes este correo porque te suscribiste al boletín de {company}.",
      whyAt: "Recibes este correo porque te suscribiste al boletín de {company} en {site}.",
      unsubscribe: "Date de baja",
    },
  },
};
