import type { Catalogue } from "~/i18n/catalogue";

export const blog: Catalogue["blog"] = {
  list: {
    title: "Ideas de {shortName}: el blog de {name}",
    description:
      "Tendencias en desarrollo de software nearshore y talento de TI, prácticas de entrega y notas de ingeniería de IA de nuestros equipos en América Latina.",
    eyebrow: "Blog",
    heading: "Ideas de {shortName}",
    intro:
      "Tendencias y notas de campo sobre desarrollo de software nearshore y talento de TI, escritas por los equipos que hacen el trabajo.",
    articles: "Artículos",
    empty: "Todavía no hay artículos",
    emptyText: "¡Vuelve pronto para leer lo nuevo!",
    loadMore: "Cargar más artículos",
    loadingMore: "Cargando...",
    loading: "Cargando artículos...",
    showing: "Mostrando {count} de {total} artículos",
    error: "No pudimos cargar los artículos",
    errorText: "Vuelve a intentarlo más tarde o escríbele a nuestro equipo de soporte si el problema continúa.",
  },
  card: {
    readTime: "{minutes} min de lectura",
    readMore: "Leer más",
    categories: { Nearshoring: "Nearshoring", Technology: "Tecnología" },
  },
  post: {
    back: "Volver al blog",
    related: "Artículos relacionados",
    noRelated: "No hay otros artículos disponibles",
    description: "{title}, en el blog de {name}.",
    readIn: "Leer en español",
  },
  notFound: {
    title: "No encontramos este artículo",
    text: "El artículo que buscas no existe o fue eliminado.",
  },
  feed: {
    title: "Blog de {name}",
    description:
      "Tendencias en desarrollo de software nearshore y talento de TI de nuestros equipos en América Latina.",
    categoryTitle: "Blog de {name}: {category}",
  },
  categories: {
    label: "Categorías",
    all: "Todas",
    notFoundTitle: "No encontramos esa categoría",
    notFoundText: "No hay ninguna categoría del blog con ese nombre. Mira todos los artículos.",
  },
};
