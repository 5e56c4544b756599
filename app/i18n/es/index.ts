// El catálogo en español: un módulo por área del sitio público, con las mismas claves que el inglés.
// Registro: tú (docs/decisions/0023-spanish-edition.md); español neutro de América Latina.
import type { Catalogue } from "~/i18n/catalogue";
import { blog } from "~/i18n/es/blog";
import { common } from "~/i18n/es/common";
import { application } from "~/i18n/es/application";
import { careers } from "~/i18n/es/careers";
import { contact } from "~/i18n/es/contact";
import { emails } from "~/i18n/es/emails";
import { forms } from "~/i18n/es/forms";
import { marketing } from "~/i18n/es/marketing";
import { newsletter } from "~/i18n/es/newsletter";
import { pages } from "~/i18n/es/pages";
import { share } from "~/i18n/es/share";
import { caseStudies } from "~/i18n/es/case-studies";
import { proof } from "~/i18n/es/proof";
import { conversations } from "~/i18n/es/conversations";
import { booking } from "~/i18n/es/booking";
import { jobAlerts } from "~/i18n/es/job-alerts";
import { talent } from "~/i18n/es/talent";
import { applicationStatus } from "~/i18n/es/application-status";
import { interviews } from "~/i18n/es/interviews";

export const es: Catalogue = {
  common,
  forms,
  contact,
  emails,
  pages,
  marketing,
  share,
  careers,
  application,
  newsletter,
  blog,
  caseStudies,
  proof,
  conversations,
  booking,
  jobAlerts,
  talent,
  applicationStatus,
  interviews,
};
