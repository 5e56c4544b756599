// The newsletter sign-up: the footer form, its action and POST /api/subscribers share it.
import { z } from "~/platform/zod";
import { emailField, enumField, optionalText } from "~/schemas/fields";
import { orList, SUBSCRIBER_STATUSES, type ConsentForm } from "~/schemas/vocabulary";

export const NEWSLETTER_MESSAGES = {
  email: "Please enter a valid email address",
  successTitle: "Success!",
  successText: "Thank you for subscribing to our newsletter.",
  /** Said after successText on the page and in the footer: the sign-up is not done until the link is followed. */
  checkInbox: "Please check your inbox and follow the link we sent to confirm your address.",
  failureTitle: "Subscription failed",
  failureText: "An unexpected error occurred.",
  /** Admins may unsubscribe an address, never make one active: only its owner's confirmation does that. */
  noActivation: "Only the subscriber can confirm an address. Send them a new confirmation e-mail instead.",
  alreadyActive: "This address is already confirmed.",
  suppressed: "This address bounced or reported our e-mail as spam; it is never mailed again.",
} as const;

/**
 * The consent wording the sign-up forms show under their fields, word for word; each sign-up stores it with its
 * consent record, so what a subscriber agreed to can be shown later even after the wording changes.
 */
export const NEWSLETTER_CONSENT =
  "We will e-mail you a link to confirm your address. Nearshore insights about once a month; unsubscribe at any time with the link in every issue.";

export const subscribeSchema = z.object({
  email: emailField(NEWSLETTER_MESSAGES.email).transform((e) => e.toLowerCase()),
  name: optionalText(100),
  /** Which page form it came from (a hidden field; anything else counts as the footer). */
  consentForm: z
    .string()
    .optional()
    .transform((v): ConsentForm => (v === "newsletter-page" ? "newsletter-page" : "footer")),
});

export const subscriberStatusSchema = z.object({
  status: enumField(SUBSCRIBER_STATUSES, `Status must be ${orList(SUBSCRIBER_STATUSES)}`),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;
