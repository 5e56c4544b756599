// The contact enquiry: fields, options and the spec's messages, shared by the form, its action and /api/contact.
import { z } from "~/platform/zod";
import { emailField, enumField, optionalText, requiredText } from "~/schemas/fields";
import { withRule } from "~/schemas/form-rules";
import { CONTACT_STATUSES, orList } from "~/schemas/vocabulary";

export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters",
  company: "Company name is required",
  email: "Please enter a valid email address",
  interest: "Please select an area of interest",
  message: "Message must be at least 10 characters",
  successTitle: "Message sent!",
  successText: "Thank you for reaching out. Our team will contact you shortly.",
  failureTitle: "Something went wrong",
  failureText: "Failed to send your message. Please try again later.",
} as const;

/** What the page shows in place of the form once an enquiry is stored (the toast still says successTitle). */
export const CONTACT_SENT = {
  title: "We have your message",
  intro: "Here is what happens next:",
  steps: [
    "We read your message and pass it to the delivery lead for your area.",
    "You get a reply within one business day, usually with a few questions or a time to talk.",
    "If you are hiring, you see vetted candidate profiles within 5-10 business days.",
  ],
  another: "Send another message",
} as const;

export const INTEREST_OPTIONS = [
  { value: "staff-augmentation", label: "Staff Augmentation" },
  { value: "custom-development", label: "Custom Software Development" },
  { value: "ai-solutions", label: "AI Solutions" },
  { value: "salesforce", label: "Salesforce Implementations" },
  { value: "epm", label: "EPM Solutions" },
  { value: "other", label: "Other" },
] as const;

/** What an interest code means to a person ("staff-augmentation" is "Staff Augmentation"): screens, e-mail, CSV. */
export const interestLabel = (value: string): string => INTEREST_OPTIONS.find((o) => o.value === value)?.label ?? value;

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
