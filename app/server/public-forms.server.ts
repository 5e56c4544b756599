// The product's public writes, each defined once and served by its page form and its /api twin through the
// pipeline in public-write.server.ts. After-write hooks (e-mail, cache) are listed here, one line each.
import type { Contact, Application } from "~/db/schema";
import type { PublicWrite } from "~/server/public-write.server";
import { submitApplication } from "~/models/applications.server";
import { createContact } from "~/models/contacts.server";
import {
  queueApplicationMessages,
  queueContactMessages,
  queueNewsletterConfirmation,
} from "~/models/outbox-hooks.server";
import { subscribe, type SignUp, type Subscription } from "~/models/subscribers.server";
import { announceApplication, announceEnquiry } from "~/models/webhook-events.server";
import type { ContactInput } from "~/schemas/contact";
import { queueJobAlertConfirmation, subscribeToJobAlerts, type JobAlertSignUp } from "~/models/job-alerts.server";
import type { JobAlertInput } from "~/schemas/job-alert";
import { CV_MAX_BYTES, type ApplicationInput } from "~/schemas/job";
import { bookMeeting, type BookingOutcome } from "~/models/meeting-booking.server";
import { queueBookingMessages } from "~/models/meeting-mail.server";
import { firstName } from "~/models/booking-hosts.server";
import { announceBooking } from "~/models/webhook-events.server";
import { invalidatePublicPages } from "~/platform/edge-cache.server";
import type { BookingInput } from "~/schemas/booking";
import type { TalentInput } from "~/schemas/talent-profile";
import { queueTalentMessages, submitTalentProfile, type SubmittedTalentProfile } from "~/models/talent-profiles.server";

export const contactWrite: PublicWrite<ContactInput, Contact> = {
  form: "contact",
  entity: "contact",
  store: (input, language) => createContact({ ...input, language }),
  after: [queueContactMessages, announceEnquiry],
  texts: ({ contact: { messages: m } }) => ({ failure: { title: m.failureTitle, text: m.failureText } }),
};

export const applicationWrite: PublicWrite<ApplicationInput & { jobId: number }, Application> = {
  form: "application",
  entity: "application",
  store: ({ jobId, ...input }, language) => submitApplication(jobId, { ...input, language }),
  after: [queueApplicationMessages, announceApplication],
  texts: ({ application: { messages: m, refusals: r }, careers }) => ({
    failure: { title: m.failureTitle, text: m.failureText },
    refusals: {
      // A CV whose name hides characters (the only refusal of a whole application with no field to point at).
      400: { title: m.failureTitle, text: r.cvName },
      404: { title: m.failureTitle, text: `${careers.gone.notOpen} ${m.noJob}` },
      409: { title: r.duplicateTitle, text: m.duplicate },
      413: { title: r.cvTitle, text: m.tooLarge },
      415: { title: r.cvTitle, text: r.cvType },
    },
    tooLarge: m.tooLarge,
  }),
  upload: { maxBytes: CV_MAX_BYTES },
};

export const newsletterWrite: PublicWrite<SignUp, Subscription> = {
  form: "newsletter",
  entity: "subscriber",
  store: (input, language) => subscribe(input, language),
  after: [queueNewsletterConfirmation],
  texts: ({ newsletter: { messages: m } }) => ({ failure: { title: m.failureTitle, text: m.failureText } }),
};

/**
 * A discovery call (issue 31): a meeting and its enquiry (stage "meeting booked", owner the host). A deliberate
 * variant of the enquiry's hooks: the staff alert and `enquiry.created` as for any enquiry, but the visitor's answer
 * is the invitation (with its ICS), not the auto-reply; then `meeting.booked`, and /contact's slots are fresh.
 */
export const bookingWrite: PublicWrite<BookingInput, BookingOutcome> = {
  form: "booking",
  entity: "meeting",
  store: (input, language) => bookMeeting(input, language),
  // A booking made again (a double click) answers the same and follows up nothing.
  after: [
    async ({ created }) => created && queueBookingMessages(created),
    async ({ created: b }) => b && announceBooking({ ...b, hostFirstName: firstName(b.host.name, b.host.email) }),
    async ({ created }) => created && invalidatePublicPages(),
  ],
  texts: ({ booking: { messages: m } }) => ({
    failure: { title: m.failureTitle, text: m.failureText },
    refusals: { 409: { title: m.takenTitle, text: m.takenText } },
  }),
};

/** Job alerts (issue 30): the same answer for every address; a confirmation e-mail only when one is due. */
export const jobAlertWrite: PublicWrite<JobAlertInput, JobAlertSignUp> = {
  form: "job-alert",
  entity: "job_alert",
  store: (input, language) => subscribeToJobAlerts(input, language),
  after: [queueJobAlertConfirmation],
  texts: ({ jobAlerts: { messages: m } }) => ({ failure: { title: m.failureTitle, text: m.failureText } }),
};

/** The talent network (issue 30): a profile with skills and a CV or link, as an application without an opening. */
export const talentWrite: PublicWrite<TalentInput, SubmittedTalentProfile> = {
  form: "talent",
  entity: "talent_profile",
  store: (input, language) => submitTalentProfile({ ...input, language }),
  after: [queueTalentMessages],
  texts: ({ talent: { messages: m }, forms }) => ({
    failure: { title: m.failureTitle, text: m.failureText },
    refusals: {
      // A CV whose name hides characters (no field to point at).
      400: { title: m.failureTitle, text: forms.hiddenCharacters },
      413: { title: m.cvTitle, text: m.tooLarge },
      415: { title: m.cvTitle, text: m.cvType },
    },
    tooLarge: m.tooLarge,
  }),
  upload: { maxBytes: CV_MAX_BYTES },
  lists: ["skills"],
};
