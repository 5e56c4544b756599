// The newsletter sign-up: the footer form, its action and POST /api/subscribers share it.
import { z } from "~/schemas/zod";
import { emailField, optionalText } from "~/schemas/contact";

export const NEWSLETTER_MESSAGES = {
  email: "Please enter a valid email address",
  successTitle: "Success!",
  successText: "Thank you for subscribing to our newsletter.",
  alreadyTitle: "You're already subscribed",
  alreadyText: "This email address is already on our list, so there is nothing more to do. Thank you for reading!",
  failureTitle: "Subscription failed",
  failureText: "An unexpected error occurred.",
  duplicate: "This email address is already subscribed.",
} as const;

export const subscribeSchema = z.object({
  email: emailField(NEWSLETTER_MESSAGES.email).transform((e) => e.toLowerCase()),
  name: optionalText(100),
});

export const subscriberStatusSchema = z.object({
  status: z.enum(["active", "unsubscribed"], { error: "Status must be active or unsubscribed" }),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;
