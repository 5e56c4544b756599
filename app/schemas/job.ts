// Job listings and applications: the spec's lists, rules and messages, shared by pages, actions and /api.
import { z } from "~/schemas/zod";
import {
  booleanField,
  emailField,
  enumField,
  HIDDEN_CHARACTERS_MESSAGE,
  optionalText,
  requiredText,
  visibleText,
} from "~/schemas/fields";
import { APPLICATION_STATUSES } from "~/lib/vocabulary";
import {
  JOB_CATEGORIES,
  JOB_LOCATIONS,
  JOB_TYPES,
  toLines,
  JOB_MESSAGES,
  APPLICATION_MESSAGES,
} from "~/schemas/job-rules";
export * from "~/schemas/job-rules";

const lines = z
  .union([z.array(z.string().max(1000)).max(50), z.string().max(20_000)], {
    error: "Must be a list or newline-separated text",
  })
  .refine((v) => (Array.isArray(v) ? v : [v]).every(visibleText), HIDDEN_CHARACTERS_MESSAGE)
  .nullish()
  .transform((v) => toLines(v).join("\n"))
  .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE);

export const jobSchema = z.object({
  title: requiredText(1, 200, JOB_MESSAGES.title),
  department: optionalText(100).transform((v) => v ?? ""),
  location: z.enum(JOB_LOCATIONS, { error: "Please choose a location from the list" }),
  type: z.enum(JOB_TYPES, { error: "Please choose a job type from the list" }).default("Full-time"),
  salary: optionalText(100),
  description: z
    .string({ error: "Description must be text" })
    .max(20_000)
    .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE)
    .nullish()
    .transform((v) => (v ?? "").trim()),
  responsibilities: lines,
  requirements: lines,
  category: z.enum(JOB_CATEGORIES, { error: "Please choose a category from the list" }).default("Engineering"),
  published: booleanField.default(true),
});
export type JobInput = z.infer<typeof jobSchema>;

/** The application form. The position shown on the form is read-only and not sent: it comes from the job. */
export const applicationSchema = z.object({
  fullName: requiredText(2, 100, APPLICATION_MESSAGES.fullName),
  email: emailField(APPLICATION_MESSAGES.email),
  phone: requiredText(10, 40, APPLICATION_MESSAGES.phone),
  coverLetter: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: APPLICATION_MESSAGES.coverLetterMin })
      .min(50, APPLICATION_MESSAGES.coverLetterMin)
      .max(1000, APPLICATION_MESSAGES.coverLetterMax)
      .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE),
  ),
  resume: requiredText(10, 2000, APPLICATION_MESSAGES.resume),
});

/** POST /api/job-applications: the same, plus the job. */
export const apiApplicationSchema = applicationSchema.extend({
  jobId: z.coerce
    .number({ error: APPLICATION_MESSAGES.noJob })
    .int(APPLICATION_MESSAGES.noJob)
    .positive(APPLICATION_MESSAGES.noJob),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;

export const applicationStatusSchema = z.object({
  status: enumField(APPLICATION_STATUSES, `Status must be one of ${APPLICATION_STATUSES.join(", ")}`),
});
