// The newsletter sign-up: the footer form, its action and POST /api/subscribers share it.
import { z } from "~/platform/zod";
import { emailField, enumField, optionalText } from "~/schemas/fields";
import { orList, SUBSCRIBER_STATUSES, type ConsentForm } from "~/schemas/vocabulary";
import { NEWSLETTER_MESSAGES } from "~/schemas/subscriber-rules";
export * from "~/schemas/subscriber-rules";

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
