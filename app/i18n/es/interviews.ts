import type { Catalogue } from "~/i18n/catalogue";

// Entrevistas con el mismo motor de agenda (issue 31): el correo y la página del enlace para agendar que lee la
// persona candidata, y los correos de la entrevista (las mismas claves que booking.emails).
export const interviews: Catalogue["interviews"] = {
  invitation: {
    subject: "Agenda tu entrevista para {position}",
    intro:
      "Gracias por postularte a {position}. Queremos conocerte: elige el horario que más te convenga para tu entrevista con nuestro equipo.",
    button: "Elige un horario",
    ask: "Si ningún horario te funciona",
    expires: "El enlace funciona una sola vez y hasta el {date}.",
  },
  page: {
    eyebrow: "Tu entrevista",
    title: "Agenda tu entrevista",
    description: "Elige un horario para tu entrevista con Cordillera Nearshore.",
    intro: "Para {position}. Elige uno de los horarios de abajo; te enviaremos la invitación a tu correo.",
    slotsTitle: "Horarios libres",
    bookedTitle: "Tu entrevista está agendada",
    bookedText:
      "Enviamos la invitación a {email}. Agrégala a tu calendario; el correo tiene enlaces para moverla o cancelarla.",
    with: "Con {host}, {when}.",
    back: "Ver nuestras vacantes",
  },
  manage: {
    title: "Tu entrevista",
    description: "Mueve o cancela tu entrevista con Cordillera Nearshore.",
    current: "Tu entrevista es el {when}.",
    cancelTitle: "¿Cancelas tu entrevista?",
    cancelText: "Le avisaremos a quien te iba a entrevistar y te enviaremos la cancelación para tu calendario.",
    cancelSubmit: "Cancela la entrevista",
    cancelledTitle: "Tu entrevista está cancelada",
    cancelledText: "Enviamos la cancelación a tu calendario. Escríbenos si quieres otro horario.",
    rescheduleTitle: "Elige un nuevo horario",
    rescheduledTitle: "Tu entrevista cambió de horario",
    rescheduledText: "Enviamos la invitación actualizada a {email}.",
  },
  emails: {
    bookedSubject: "Tu entrevista con Cordillera Nearshore: {when}",
    bookedIntro:
      "Tu entrevista está agendada. La invitación va adjunta; ábrela para agregar la entrevista a tu calendario.",
    rescheduledSubject: "Tu entrevista cambió de horario: {when}",
    rescheduledIntro: "Tu entrevista cambió de horario. La invitación actualizada va adjunta.",
    cancelledSubject: "Tu entrevista está cancelada",
    cancelledIntro: "Tu entrevista del {when} está cancelada. El adjunto la quita de tu calendario.",
    reminderDaySubject: "Mañana: tu entrevista con Cordillera Nearshore",
    reminderHourSubject: "En una hora: tu entrevista con Cordillera Nearshore",
    reminderIntro: "Un recordatorio de tu entrevista.",
    when: "Cuándo",
    zone: "Zona horaria",
    host: "Con",
    video: "Enlace de video",
    agenda: "Temas",
    reschedule: "Mueve la entrevista",
    cancel: "Cancela la entrevista",
    summary: "Entrevista con Cordillera Nearshore",
  },
};
