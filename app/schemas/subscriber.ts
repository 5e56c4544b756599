// The newsletter sign-up: the footer form, its action and POST /api/subscribers share it.
import { z } from "~/platform/zod";
import { emailField, enumField, optionalText } from "~/schemas/fields";
import { orList, SUBSCRIBER_STATUSES, type ConsentForm } from "~/schemas/vocabulary";
import { byLanguage, catalogue } from "~/i18n/catalogue";
import type { Language } from "~/i18n/languages";

/**
 * The sign-up's messages, the spec's (English; a Spanish page reads `catalogue("es").newsletter.messages`), and the
 * back office's, which stay English.
 */
export const NEWSLETTER_MESSAGES = {
  ...catalogue("en").newsletter.messages,
  /** Admins may unsubscribe an address, never make one active: only its owner's confirmation does that. */
  noActivation: "Only the subscriber can confirm an address. Send them a new confirmation e-mail instead.",
  alreadyActive: "This address is already confirmed.",
  suppressed: "This address bounced or reported our e-mail as spam; it is never mailed again.",
} as const;

/**
 * The consent wording the sign-up forms show under their fields, in the form's language; each sign-up stores the
 * wording of its language with its consent record, so what a subscriber agreed to can be shown later even after the
 * wording changes.
 */
export const newsletterConsent = (language: Language): string => catalogue(language).newsletter.form.consent;

/** The English wording, word for word. */
export const NEWSLETTER_CONSENT = newsletterConsent("en");

/** The sign-up's rules, with the messages of one language: one schema, its texts by key. */
export const subscribeSchemaFor = byLanguage(({ newsletter: { messages: m }, forms }) =>
  z.object({
    email: emailField(m.email).transform((e) => e.toLowerCase()),
    name: optionalText(100, forms),
    /** Which page form it came from (a hidden field; anything else counts as the footer). */
    consentForm: z
      .string()
      .optional()
      .transform((v): ConsentForm => (v === "newsletter-page" ? "newsletter-page" : "footer")),
  }),
);

/** The English schema: /api/subscribers and every caller that has no page language. */
export const subscribeSchema = subscribeSchemaFor("en");

export const subscriberStatusSchema = z.object({
  status: enumField(SUBSCRIBER_STATUSES, `Status must be ${orList(SUBSCRIBER_STATUSES)}`),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;
