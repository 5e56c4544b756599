// The e-mails a visitor or candidate receives, in their language. Staff alerts stay English (decisions.md).
export const emails = {
  hello: "Hello {name},",
  helloAnonymous: "Hello,",
  autoReplyNote: "This is an automatic reply; there is no need to answer it.",
  /** `{ask}` opens the sentence ("If anything is urgent"); `{email}` is the company's address. */
  writeToUs: "{ask}, write to us at {email}.",
  contact: {
    subject: "Thanks for contacting {company}",
    about: "We received your enquiry about {interest}.",
    aboutOther: "We received your enquiry.",
    body: "Thank you for reaching out to {company}. {about} A delivery lead will reply within one business day.",
    ask: "If anything is urgent",
  },
} as const;
