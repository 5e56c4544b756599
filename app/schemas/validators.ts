// The public forms' validators for the browser: the same schemas the server parses with, so each rule is written
// once. Pages load this module only after they are interactive (components/ui/lazy-validation.ts), which keeps
// zod out of the JavaScript a visitor downloads before the page works; until it arrives the server validates.
import { parseWithZod } from "@conform-to/zod/v4";
import { contactSchema } from "~/schemas/contact";
import { applicationSchema } from "~/schemas/job";
import { subscribeSchema } from "~/schemas/subscriber";

export const validators = {
  contact: (formData: FormData) => parseWithZod(formData, { schema: contactSchema }),
  subscribe: (formData: FormData) => parseWithZod(formData, { schema: subscribeSchema }),
  application: (formData: FormData) => parseWithZod(formData, { schema: applicationSchema }),
};

export type ValidatorName = keyof typeof validators;
