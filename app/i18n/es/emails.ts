import type { Catalogue } from "~/i18n/catalogue";

export const emails: Catalogue["emails"] = {
  hello: "Hola, {name}:",
  helloAnonymous: "Hola:",
  autoReplyNote: "Esta es una respuesta automática; no hace falta que la respondas.",
  writeToUs: "{ask}, escríbenos a {email}.",
  contact: {
    subject: "Gracias por escribir a {company}",
    about: "Recibimos tu consulta sobre {interest}.",
    aboutOther: "Recibimos tu consulta.",
    body: "Gracias por ponerte en contacto con {company}. {about} Un líder de entrega te responderá en un día hábil.",
    ask: "Si es algo urgente",
  },
};
