// The contact enquiry: fields, options and the spec's messages, shared by the form, its action and /api/contact.
import { z } from "~/platform/zod";
import { emailField, enumField, optionalText, requiredText } from "~/schemas/fields";
import { withRule } from "~/schemas/form-rules";
import { CONTACT_STATUSES, orList } from "~/schemas/vocabulary";
import { byLanguage, catalogue } from "~/i18n/catalogue";

/** The spec's messages (English); a Spanish page reads `catalogue("es").contact.messages`. */
export const CONTACT_MESSAGES = catalogue("en").contact.messages;

const INTEREST_KEYS = [
  "staff-augmentation",
  "custom-development",
  "ai-solutions",
  "salesforce",
  "epm",
  "other",
] as const;

/** The areas of interest with their English labels (staff screens, e-mail to staff, CSV). */
export const INTEREST_OPTIONS = INTEREST_KEYS.map((value) => ({
  value,
  label: catalogue("en").contact.interests[value],
}));

/** What an interest code means to a person ("staff-augmentation" is "Staff Augmentation"): screens, e-mail, CSV. */
export const interestLabel = (value: string): string => INTEREST_OPTIONS.find((o) => o.value === value)?.label ?? value;

const INTEREST_VALUES = INTEREST_OPTIONS.map((o) => o.value) as [string, ...string[]];

/** The enquiry's rules, with the messages of one language: one schema, its texts by key. */
export const contactSchemaFor = byLanguage(({ contact: { messages: m }, forms }) =>
  z.object({
    name: requiredText(2, 100, m.name, forms),
    company: requiredText(2, 150, m.company, forms),
    email: emailField(m.email),
    phone: optionalText(40, forms),
    interest: withRule(z.enum(INTEREST_VALUES, { error: m.interest }), { required: true, missing: m.interest }),
    message: requiredText(10, 5000, m.message, forms),
  }),
);

/** The English schema: /api/contact and every caller that has no page language. */
export const contactSchema = contactSchemaFor("en");

export type ContactInput = z.infer<typeof contactSchema>;

export const contactStatusSchema = z.object({
  status: enumField(CONTACT_STATUSES, `Status must be ${orList(CONTACT_STATUSES)}`),
});
