// The contact enquiry's options and the spec's messages, without zod: pages use these, and only the form's
// validator (loaded after the page is interactive) brings in the schema.

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
