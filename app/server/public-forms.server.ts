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
import { CONTACT_MESSAGES } from "~/schemas/contact";
import { NEWSLETTER_MESSAGES } from "~/schemas/subscriber";

export const contactWrite: PublicWrite<ContactInput, Contact> = {
  form: "contact",
  entity: "contact",
  store: createContact,
  after: [queueContactMessages],
  failure: { title: CONTACT_MESSAGES.failureTitle, text: CONTACT_MESSAGES.failureText },
};

export const applicationWrite: PublicWrite<ApplicationInput & { jobId: number }, Application> = {
  form: "application",
  entity: "application",
  store: ({ jobId, ...input }) => submitApplication(jobId, input),
  after: [queueApplicationMessages],
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
  upload: { maxBytes: CV_MAX_BYTES, tooLarge: APPLICATION_MESSAGES.tooLarge },
};

export const newsletterWrite: PublicWrite<SignUp, Subscription> = {
  form: "newsletter",
  entity: "subscriber",
  store: (input) => subscribe(input),
  after: [queueNewsletterConfirmation],
  failure: { title: NEWSLETTER_MESSAGES.failureTitle, text: NEWSLETTER_MESSAGES.failureText },
};
