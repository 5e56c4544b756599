// El catálogo en español: un módulo por área del sitio público, con las mismas claves que el inglés.
// Registro: tú (docs/decisions/0023-spanish-edition.md); español neutro de América Latina.
export { blog } from "~/i18n/es/blog";
export { common } from "~/i18n/es/common";
export { application } from "~/i18n/es/application";
export { careers } from "~/i18n/es/careers";
export { contact } from "~/i18n/es/contact";
export { emails } from "~/i18n/es/emails";
export { forms } from "~/i18n/es/forms";
export { marketing } from "~/i18n/es/marketing";
export { newsletter } from "~/i18n/es/newsletter";
export { pages } from "~/i18n/es/pages";
export { share } from "~/i18n/es/share";
export { caseStudies } from "~/i18n/es/case-studies";
export { proof } from "~/i18n/es/proof";
export { conversations } from "~/i18n/es/conversations";
export { booking } from "~/i18n/es/booking";
export { jobAlerts } from "~/i18n/es/job-alerts";
export { talent } from "~/i18n/es/talent";
export { applicationStatus } from "~/i18n/es/application-status";
export { interviews } from "~/i18n/es/interviews";
