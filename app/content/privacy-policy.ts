// /privacy-policy: eight sections, last updated April 23, 2025.

export type PolicySection = { title: string; paragraphs: readonly string[]; list?: readonly string[] };

export const privacyPolicy = {
  lastUpdated: "April 23, 2025",
  intro:
    "This policy explains what personal information Cordillera Nearshore collects through this website, how we use it, and the choices you have.",
  sections: [
    {
      title: "1. Who we are",
      paragraphs: [
        "Cordillera Nearshore provides software development and IT staffing services to companies in North America, with teams in the United States, Costa Rica, Mexico and Colombia. We are responsible for the personal information collected through this website.",
      ],
    },
    {
      title: "2. Information we collect",
      paragraphs: ["We collect only the information you choose to give us, and a minimum of technical data:"],
      list: [
        "Enquiries: your name, company, email address, optional phone number, area of interest and message.",
        "Newsletter: your email address and, if you provide it, your name.",
        "Job applications: your name, email address, phone number, resume link and cover letter.",
        "Technical data: server logs such as IP address, browser type and pages requested, kept for security.",
      ],
    },
    {
      title: "3. How we use your information",
      paragraphs: [
        "We use your information to answer your enquiries, send the newsletter you subscribed to, assess job applications, keep this website secure, and meet our legal obligations. We do not sell your personal information, and we do not use it for automated decisions about you.",
      ],
    },
    {
      title: "4. Cookies",
      paragraphs: [
        "We use only the cookies this website needs to work: a short-lived cookie that shows you a confirmation after you submit a form, and a sign-in cookie for our staff. We do not use advertising or cross-site tracking cookies.",
      ],
    },
    {
      title: "5. How we share information",
      paragraphs: [
        "We share personal information only with service providers that host and operate this website on our behalf, under contracts that require them to protect it, or when the law requires us to disclose it.",
      ],
    },
    {
      title: "6. How long we keep it",
      paragraphs: [
        "We keep enquiries and job applications for as long as we need them to respond and for our legitimate business records. Newsletter subscriptions last until you unsubscribe, which you can do at any time from the link in every email.",
        "Some information is deleted on a fixed schedule: a newsletter sign-up that is not confirmed within 7 days is deleted; a job application is anonymised, and its resume deleted, 180 days after we decide on it or 365 days after its last change; and the copies of the emails we send you (confirmations, replies and notices) are deleted 90 days after they are sent.",
      ],
    },
    {
      title: "7. Your rights",
      paragraphs: [
        "Depending on where you live, you may have the right to access, correct or delete your personal information, to object to or restrict its use, and to receive a copy of it. We will respond within the time the applicable law requires.",
      ],
    },
    {
      title: "8. Contact us",
      paragraphs: [
        "If you have questions about this policy or want to exercise your rights, email us and we will get back to you promptly.",
      ],
    },
  ] satisfies PolicySection[],
};
