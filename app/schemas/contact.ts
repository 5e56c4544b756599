// The contact enquiry: fields, options and the spec's messages, shared by the form, its action and /api/contact.
import { z } from "~/platform/zod";
import { emailField, enumField, optionalText, requiredText } from "~/schemas/fields";
import { withRule } from "~/schemas/form-rules";
import { CONTACT_STATUSES, orList } from "~/schemas/vocabulary";
import { CONTACT_MESSAGES, INTEREST_OPTIONS } from "~/schemas/contact-rules";
export * from "~/schemas/contact-rules";

const INTEREST_VALUES = INTEREST_OPTIONS.map((o) => o.value) as [string, ...string[]];

export const contactSchema = z.object({
  name: requiredText(2, 100, CONTACT_MESSAGES.name),
  company: requiredText(2, 150, CONTACT_MESSAGES.company),
  email: emailField(CONTACT_MESSAGES.email),
  phone: optionalText(40),
  interest: withRule(z.enum(INTEREST_VALUES, { error: CONTACT_MESSAGES.interest }), {
    required: true,
    missing: CONTACT_MESSAGES.interest,
  }),
  message: requiredText(10, 5000, CONTACT_MESSAGES.message),
});

export type ContactInput = z.infer<typeof contactSchema>;

export const contactStatusSchema = z.object({
  status: enumField(CONTACT_STATUSES, `Status must be ${orList(CONTACT_STATUSES)}`),
});
