// El catálogo en español: un archivo JSON por área del sitio público, con las mismas claves que el inglés
// (app/i18n/en/, donde cada área explica sus textos); el typecheck y test/unit/catalogue.test.ts lo comprueban.
// Registro: tú (docs/decisions/0023-spanish-edition.md); español neutro de América Latina.
export { default as blog } from "./blog.json" with { type: "json" };
export { default as common } from "./common.json" with { type: "json" };
export { default as application } from "./application.json" with { type: "json" };
export { default as careers } from "./careers.json" with { type: "json" };
export { default as contact } from "./contact.json" with { type: "json" };
export { default as emails } from "./emails.json" with { type: "json" };
export { default as forms } from "./forms.json" with { type: "json" };
export { default as marketing } from "./marketing.json" with { type: "json" };
export { default as newsletter } from "./newsletter.json" with { type: "json" };
export { default as pages } from "./pages.json" with { type: "json" };
export { default as share } from "./share.json" with { type: "json" };
export { default as caseStudies } from "./case-studies.json" with { type: "json" };
export { default as proof } from "./proof.json" with { type: "json" };
export { default as conversations } from "./conversations.json" with { type: "json" };
export { default as booking } from "./booking.json" with { type: "json" };
export { default as jobAlerts } from "./job-alerts.json" with { type: "json" };
export { default as talent } from "./talent.json" with { type: "json" };
export { default as applicationStatus } from "./application-status.json" with { type: "json" };
export { default as interviews } from "./interviews.json" with { type: "json" };
