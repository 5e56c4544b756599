// El catálogo en español: un módulo por área del sitio público, con las mismas claves que el inglés.
// Registro: tú (docs/decisions/0023-spanish-edition.md); español neutro de América Latina.
import type { Catalogue } from "~/i18n/catalogue";
import { blog } from "~/i18n/es/blog";
import { common } from "~/i18n/es/common";
import { contact } from "~/i18n/es/contact";
import { emails } from "~/i18n/es/emails";
import { forms } from "~/i18n/es/forms";

export const es: Catalogue = { common, forms, contact, emails, blog };
