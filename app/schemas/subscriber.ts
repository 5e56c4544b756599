// The newsletter sign-up: the footer form, its action and POST /api/subscribers share it.
import { z } from "~/schemas/zod";
import { emailField, optionalText } from "~/schemas/contact";
import { NEWSLETTER_MESSAGES } from "~/schemas/subscriber-rules";
export * from "~/schemas/subscriber-rules";

export const subscribeSchema = z.object({
  email: emailField(NEWSLETTER_MESSAGES.email).transform((e) => e.toLowerCase()),
  name: optionalText(100),
});

export const subscriberStatusSchema = z.object({
  status: z.enum(["active", "unsubscribed"], { error: "Status must be active or unsubscribed" }),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;
