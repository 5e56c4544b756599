// /es/privacy-policy: the Spanish twin of ~/content/privacy-policy, eight sections (register tú).
import type { privacyPolicy as english } from "~/content/privacy-policy";

export const privacyPolicy: typeof english = {
  lastUpdated: "23 de abril de 2025",
  intro:
    "Esta política explica qué información personal recopila Cordillera Nearshore a través de este sitio web, cómo la usamos y qué opciones tienes.",
  sections: [
    {
      title: "1. Quiénes somos",
      paragraphs: [
        "Cordillera Nearshore ofrece servicios de desarrollo de software y de talento de TI a empresas de Norteamérica, con equipos en Estados Unidos, Costa Rica, México y Colombia. Somos responsables de la información personal que se recopila a través de este sitio web.",
      ],
    },
    {
      title: "2. Información que recopilamos",
      paragraphs: ["Solo recopilamos la información que tú decides darnos y un mínimo de datos técnicos:"],
      list: [
        "Consultas: tu nombre, empresa, correo electrónico, teléfono (opcional), área de interés y mensaje.",
        "Boletín: tu correo electrónico y, si nos lo das, tu nombre.",
        "Postulaciones a vacantes: tu nombre, correo electrónico, teléfono, enlace a tu CV y carta de presentación.",
        "Datos técnicos: registros del servidor, como la dirección IP, el tipo de navegador y las páginas solicitadas, que conservamos por seguridad.",
      ],
    },
    {
      title: "3. Cómo usamos tu información",
      paragraphs: [
        "Usamos tu información para responder tus consultas, enviarte el boletín al que te suscribiste, evaluar postulaciones, mantener seguro este sitio web y cumplir nuestras obligaciones legales. No vendemos tu información personal ni la usamos para tomar decisiones automatizadas sobre ti.",
      ],
    },
    {
      title: "4. Uso de cookies",
      paragraphs: [
        "Solo usamos las cookies que este sitio necesita para funcionar: una cookie de corta duración que te muestra una confirmación después de enviar un formulario y una cookie de inicio de sesión para nuestro personal. No usamos cookies publicitarias ni de rastreo entre sitios.",
      ],
    },
    {
      title: "5. Con quién compartimos la información",
      paragraphs: [
        "Solo compartimos información personal con proveedores de servicios que alojan y operan este sitio web en nuestro nombre, bajo contratos que los obligan a protegerla, o cuando la ley nos exige revelarla.",
      ],
    },
    {
      title: "6. Cuánto tiempo la conservamos",
      paragraphs: [
        "Conservamos las consultas y las postulaciones el tiempo necesario para responderlas y para nuestros registros comerciales legítimos. La suscripción al boletín dura hasta que te des de baja, algo que puedes hacer en cualquier momento desde el enlace que incluye cada correo.",
        "Parte de la información se elimina en plazos fijos: una suscripción al boletín que no se confirma en 7 días se elimina; una postulación se anonimiza, y su CV se elimina, 180 días después de que tomemos una decisión o 365 días después de su último cambio; y las copias de los correos que te enviamos (confirmaciones, respuestas y avisos) se eliminan 90 días después de su envío.",
      ],
    },
    {
      title: "7. Tus derechos",
      paragraphs: [
        "Según dónde vivas, puedes tener derecho a acceder a tu información personal, corregirla o eliminarla, a oponerte a su uso o limitarlo, y a recibir una copia. Te responderemos dentro del plazo que exija la ley aplicable.",
      ],
    },
    {
      title: "8. Contáctanos",
      paragraphs: [
        "Si tienes preguntas sobre esta política o quieres ejercer tus derechos, escríbenos por correo y te responderemos a la brevedad.",
      ],
    },
  ],
};
