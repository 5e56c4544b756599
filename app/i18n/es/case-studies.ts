// Las páginas propias de cada caso de éxito (/es/case-studies/{slug}) y las tarjetas de los casos que siguen al
// selector en /es/case-studies (issue 28).
import type { Catalogue } from "~/i18n/catalogue";

export const caseStudies: Catalogue["caseStudies"] = {
  more: {
    title: "Más casos de éxito",
    read: "Lee el caso de éxito",
  },
  empty: {
    title: "Aún no hay casos de éxito",
    text: "Vuelve pronto: estamos preparando nuevas historias de clientes.",
  },
  study: {
    back: "Todos los casos de éxito",
    client: "Cliente",
    industry: "Industria",
    description: "{client}: {title}. Un caso de éxito de {name}.",
    logo: "Logo de {client}",
    readIn: "Leer en español",
  },
  notFound: {
    title: "Caso de éxito no encontrado",
    text: "El caso de éxito que buscas no existe o fue eliminado.",
  },
};
