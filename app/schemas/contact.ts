// The contact enquiry: fields, options and the spec's messages, shared by the form, its action and /api/contact.
import { z } from "~/schemas/zod";
import { CONTACT_MESSAGES, INTEREST_OPTIONS } from "~/schemas/contact-rules";
export * from "~/schemas/contact-rules";

const INTEREST_VALUES = INTEREST_OPTIONS.map((o) => o.value) as [string, ...string[]];

import { HIDDEN_CHARACTERS_MESSAGE, visibleText } from "~/schemas/hidden-characters";
export { HIDDEN_CHARACTERS_MESSAGE, visibleText } from "~/schemas/hidden-characters";

/** A required text field: trimmed, with one message for missing, too short or not text at all. */
export const requiredText = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ error: message }).min(min, message).max(max, `Must be at most ${max} characters`).refine(visibleText, HIDDEN_CHARACTERS_MESSAGE),
  );

/** An optional text field: blank becomes null. */
export const optionalText = (max: number) =>
  z
    .preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined),
      z.string().max(max, `Must be at most ${max} characters`).refine(visibleText, HIDDEN_CHARACTERS_MESSAGE).optional(),
    )
    .transform((v) => v ?? null);

export const emailField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ error: message }).max(254, message).email(message),
  );

export const contactSchema = z.object({
  name: requiredText(2, 100, CONTACT_MESSAGES.name),
  company: requiredText(2, 150, CONTACT_MESSAGES.company),
  email: emailField(CONTACT_MESSAGES.email),
  phone: optionalText(40),
  interest: z.enum(INTEREST_VALUES, { error: CONTACT_MESSAGES.interest }),
  message: requiredText(10, 5000, CONTACT_MESSAGES.message),
});

export type ContactInput = z.infer<typeof contactSchema>;

export const contactStatusSchema = z.object({
  status: z.enum(["new", "read", "archived"], { error: "Status must be new, read or archived" }),
});
