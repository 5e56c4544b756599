// The product's public writes, each defined once and served by its page form and its /api twin through the
// pipeline in public-write.server.ts. After-write hooks (e-mail, cache) are listed here, one line each.
import type { Contact, Application } from "~/db/schema";
import type { PublicWrite } from "~/server/public-write.server";
import { submitApplication } from "~/models/applications.server";
import { createContact } from "~/models/contacts.server";
import { queueApplicationMessages, queueContactMessages, queueNewsletterConfirmation } from "~/models/outbox.server";
import { subscribe, type SignUp, type Subscription } from "~/models/subscribers.server";
import type { ContactInput } from "~/schemas/contact";
import { APPLICATION_MESSAGES, CV_MAX_BYTES, JOB_MESSAGES, type ApplicationInput } from "~/schemas/job";
import { NEWSLETTER_MESSAGES } from "~/schemas/subscriber";

export const contactWrite: PublicWrite<ContactInput, Contact> = {
  form: "contact",
  entity: "contact",
  store: (input, language) => createContact({ ...input, language }),
  after: [queueContactMessages],
  texts: ({ contact: { messages: m } }) => ({ failure: { title: m.failureTitle, text: m.failureText } }),
};

export const applicationWrite: PublicWrite<ApplicationInput & { jobId: number }, Application> = {
  form: "application",
  entity: "application",
  // The careers pages are translated next (issue 27); until then the application's texts are the English ones.
  store: ({ jobId, ...input }) => submitApplication(jobId, input),
  after: [queueApplicationMessages],
  texts: () => ({
    failure: { title: APPLICATION_MESSAGES.failureTitle, text: APPLICATION_MESSAGES.failureText },
    refusals: {
      404: { title: APPLICATION_MESSAGES.failureTitle, text: `${JOB_MESSAGES.notFound} ${APPLICATION_MESSAGES.noJob}` },
      409: { title: "Already applied", text: APPLICATION_MESSAGES.duplicate },
      413: { title: "Your CV could not be accepted", text: APPLICATION_MESSAGES.tooLarge },
      415: {
        title: "Your CV could not be accepted",
        text: `${APPLICATION_MESSAGES.unsupported}: please upload a PDF, DOC or DOCX file.`,
      },
    },
    tooLarge: APPLICATION_MESSAGES.tooLarge,
  }),
  upload: { maxBytes: CV_MAX_BYTES },
};

export const newsletterWrite: PublicWrite<SignUp, Subscription> = {
  form: "newsletter",
  entity: "subscriber",
  store: (input) => subscribe(input),
  after: [queueNewsletterConfirmation],
  texts: () => ({ failure: { title: NEWSLETTER_MESSAGES.failureTitle, text: NEWSLETTER_MESSAGES.failureText } }),
};
