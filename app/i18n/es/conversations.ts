import type { Catalogue } from "~/i18n/catalogue";

export const conversations: Catalogue["conversations"] = {
  signature: "{name}, {company}",
  replyNote: "Puedes responder directamente a este correo; tu respuesta le llega al equipo de {company}.",
};
