import type { Catalogue } from "~/i18n/catalogue";

// La página de estado de una postulación (/es/jobs/applications/{token}) y "¿Perdiste tu enlace?".
export const applicationStatus: Catalogue["applicationStatus"] = {
  page: {
    title: "Tu postulación",
    description: "En qué etapa está tu postulación a Cordillera Nearshore.",
    eyebrow: "Empleos",
    intro: "Esta página es privada: cualquiera con el enlace puede verla, así que no lo compartas.",
    position: "Vacante",
    status: "Estado",
    applied: "Te postulaste",
    withdrawnOn: "Retiraste esta postulación el {date}.",
    lostLink: "¿Perdiste tu enlace?",
  },
  stages: {
    received: { label: "Recibida", text: "Recibimos tu postulación. Un reclutador la leerá pronto." },
    review: { label: "En revisión", text: "Un reclutador está revisando tu postulación." },
    interviewing: {
      label: "En entrevistas",
      text: "Estás en la etapa de entrevistas. Tu reclutador te escribirá con los próximos pasos.",
    },
    closed: {
      label: "Cerrada",
      text: "Esta postulación está cerrada. Gracias por tu interés en trabajar con nosotros.",
    },
  },
  withdraw: {
    heading: "Retira tu postulación",
    text: "Si ya no te interesa esta vacante, avísanos y dejaremos de considerarte para ella.",
    button: "Retirar postulación",
    confirmTitle: "¿Retirar esta postulación?",
    confirmText:
      "Dejaremos de considerarte para esta vacante. No se puede deshacer, pero puedes postularte de nuevo más adelante.",
    confirm: "Sí, retirarla",
    cancel: "Mantener mi postulación",
    doneTitle: "Postulación retirada",
    doneText: "Ya no te consideraremos para esta vacante.",
  },
  cv: {
    heading: "Actualiza tu CV",
    text: "Puedes enviar un CV más reciente mientras no hayamos empezado a revisar tu postulación.",
    current: "Archivo actual: {cv}",
    field: "Nuevo archivo de CV",
    hint: "PDF, DOC o DOCX, hasta 5 MB.",
    button: "Subir nuevo CV",
    busy: "Subiendo...",
    missing: "Elige un archivo PDF, DOC o DOCX.",
    doneTitle: "CV actualizado",
    doneText: "Tu reclutador verá el archivo nuevo.",
  },
  erase: {
    heading: "Eliminar mis datos",
    text: "Eliminamos de inmediato tu nombre, tus datos de contacto, tu CV y tus mensajes. Solo quedan la vacante y el estado, sin nada que te identifique.",
    button: "Eliminar mis datos",
    confirmTitle: "¿Eliminar tus datos ahora?",
    confirmText: "No se puede deshacer. Tu postulación se detiene y este enlace deja de funcionar.",
    confirm: "Sí, eliminar mis datos",
    cancel: "Cancelar",
    doneTitle: "Eliminamos tus datos",
    doneText: "Borramos tu nombre, tus datos de contacto, tu CV y tus mensajes. Este enlace ya no funciona.",
  },
  invalid: {
    title: "Este enlace no es válido",
    text: "Revisa que hayas copiado el enlace completo del correo, o pide uno nuevo.",
  },
  changed: {
    title: "Tu postulación cambió",
    text: "Su estado cambió mientras tanto; esta página muestra en qué etapa está ahora.",
  },
  failure: { title: "Algo salió mal", text: "No pudimos guardar el cambio. Inténtalo de nuevo en un momento." },
  lostLink: {
    title: "¿Perdiste tu enlace?",
    description: "Recibe un nuevo enlace a la página de estado de tus postulaciones.",
    intro:
      "Escribe el correo con el que te postulaste. Te enviaremos un enlace nuevo para cada una de tus postulaciones; los enlaces anteriores dejan de funcionar.",
    email: "Correo electrónico",
    emailError: "Escribe un correo electrónico válido",
    submit: "Enviarme un enlace nuevo",
    busy: "Enviando...",
    sentTitle: "Revisa tu bandeja de entrada",
    sentText:
      "Si ese correo tiene postulaciones con nosotros, le enviamos un enlace nuevo para cada una. Los enlaces anteriores ya no funcionan.",
    back: "Volver a empleos",
  },
  emails: {
    follow: "Sigue tu postulación, actualiza tu CV o retírala en su página privada:",
    button: "Ver tu postulación",
    link: {
      subject: "Tu enlace a tu postulación para {position}",
      body: "Aquí tienes un enlace nuevo a la página de tu postulación para {position} en {company}. Los enlaces anteriores ya no funcionan.",
      ask: "Si no lo pediste, o tienes alguna pregunta",
    },
  },
};
