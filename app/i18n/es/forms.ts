import type { Catalogue } from "~/i18n/catalogue";

export const forms: Catalogue["forms"] = {
  tooLong: "Puede tener como máximo {max} caracteres",
  hiddenCharacters: "No puede contener caracteres de control",
  requiredMark: "Los campos marcados con * son obligatorios.",
  rateLimited: {
    title: "Demasiados envíos",
    text: "Recibimos demasiados envíos desde tu red. Espera un minuto y vuelve a intentarlo.",
  },
  offline: "No pudimos conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.",
};
