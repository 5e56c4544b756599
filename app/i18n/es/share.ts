import type { Catalogue } from "~/i18n/catalogue";

export const share: Catalogue["share"] = {
  label: "Compartir",
  facebook: "Compartir en Facebook",
  x: "Compartir en X",
  linkedin: "Compartir en LinkedIn",
  native: "Compartir…",
  copy: "Copiar enlace",
  copied: "¡Enlace copiado al portapapeles!",
};
