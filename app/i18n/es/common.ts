import type { Catalogue } from "~/i18n/catalogue";

export const common: Catalogue["common"] = {
  nav: {
    home: "Inicio",
    services: "Servicios",
    caseStudies: "Casos de éxito",
    about: "Nosotros",
    blog: "Blog",
    careers: "Empleos",
    contact: "Contacto",
    privacyPolicy: "Política de privacidad",
  },
  header: {
    homeLabel: "Cordillera Nearshore, inicio",
    mainNav: "Principal",
    mobileNav: "Menú móvil",
    menu: "Menú",
    cta: "Hablemos",
    skipToContent: "Ir al contenido",
  },
  language: {
    switchLabel: "Leer esta página en español",
  },
  footer: {
    heading: "Pie de página",
    newsletterTitle: "Ideas nearshore, una vez al mes",
    newsletterText:
      "Tendencias de contratación, prácticas de entrega y notas de ingeniería de IA de nuestros equipos en América Latina.",
    tagline: "Desarrollo de software con IA y talento de TI desde América Latina",
    linkedin: "Cordillera Nearshore en LinkedIn (se abre en otra pestaña)",
    services: "Servicios",
    company: "Empresa",
    contact: "Contacto",
    rights: "Todos los derechos reservados.",
    serviceLinks: {
      staffAugmentation: "Staff Augmentation",
      customDevelopment: "Desarrollo de software a la medida",
      specializedPractices: "Prácticas especializadas",
    },
    offices: {
      unitedStates: "Estados Unidos",
      costaRica: "Costa Rica",
      mexico: "México",
      colombia: "Colombia",
      headquarters: "Sede central",
      deliveryCenter: "Centro de entrega e I+D en IA",
      engineeringHub: "Centro de ingeniería",
    },
  },
  dismiss: "Cerrar aviso",
  close: "Cerrar",
  errors: {
    notFoundEyebrow: "Error 404",
    notFoundTitle: "404: página no encontrada",
    notFoundText: "La página que buscas no existe o cambió de dirección.",
    backHome: "Volver al inicio",
    refusedTitle: "No pudimos procesar tu solicitud",
    refusedText: "Revisa los datos e inténtalo de nuevo.",
    failedTitle: "Algo salió mal",
    failedText: "Ocurrió un error inesperado. Vuelve a intentarlo en un momento.",
  },
};
