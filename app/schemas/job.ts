// Job listings and applications: the spec's lists, rules and messages, shared by pages, actions and /api.
import { z } from "~/platform/zod";
import {
  booleanField,
  emailField,
  enumField,
  HIDDEN_CHARACTERS_MESSAGE,
  optionalText,
  requiredText,
  visibleText,
} from "~/schemas/fields";
import { APPLICATION_STATUSES } from "~/schemas/vocabulary";
import { ACCEPTED_FILES, acceptList } from "~/schemas/material";
import { withRule } from "~/schemas/form-rules";
import { JOB_CATEGORIES, JOB_TYPES, toLines, JOB_MESSAGES, APPLICATION_MESSAGES } from "~/schemas/job-rules";
export * from "~/schemas/job-rules";

const lines = z
  .union([z.array(z.string().max(1000)).max(50), z.string().max(20_000)], {
    error: "Must be a list or newline-separated text",
  })
  .refine((v) => (Array.isArray(v) ? v : [v]).every(visibleText), HIDDEN_CHARACTERS_MESSAGE)
  .nullish()
  .transform((v) => toLines(v).join("\n"))
  .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE);

/**
 * A listing's optional closing date: `2026-12-31` (the admin form's date input) closes at the end of that day,
 * UTC; an ISO date-time (the API) closes at that moment; blank or null means no closing date.
 */
const closingDate = z
  .preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    z.string({ error: JOB_MESSAGES.closesAt }).trim().nullish(),
  )
  .transform((value, ctx) => {
    if (value == null) return null;
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
    if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: JOB_MESSAGES.closesAt });
      return z.NEVER;
    }
    return date;
  });

export const jobSchema = z.object({
  title: requiredText(1, 200, JOB_MESSAGES.title),
  department: optionalText(100).transform((v) => v ?? ""),
  location: requiredText(2, 100, JOB_MESSAGES.location),
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
  closesAt: closingDate,
});
export type JobInput = z.infer<typeof jobSchema>;

/** A CV is a PDF, DOC or DOCX: the brochures' list, checked by extension, declared type and first bytes. */
export const CV_FILES = ACCEPTED_FILES.brochure;
export const CV_ACCEPT = acceptList(CV_FILES);

/** A cover letter's length, and a resume link's longest. */
const COVER_LETTER = { min: 50, max: 1000 } as const;
const RESUME_LINK_MAX = 2000;

/** An empty file input sends a nameless, empty file: that is no file. */
const noFile = (v: unknown) => (v === "" || (v instanceof File && v.size === 0 && v.name === "") ? undefined : v);

/**
 * The application form. The position shown on the form is read-only and not sent: it comes from the job. A CV
 * file (`resumeFile`, checked by name, type, size and first bytes when stored) or a resume link is required; a
 * link, when given, keeps the spec's rule.
 */
const applicationFields = z.object({
  fullName: requiredText(2, 100, APPLICATION_MESSAGES.fullName),
  email: emailField(APPLICATION_MESSAGES.email),
  phone: requiredText(10, 40, APPLICATION_MESSAGES.phone),
  coverLetter: withRule(
    z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v),
      z
        .string({ error: APPLICATION_MESSAGES.coverLetterMin })
        .min(COVER_LETTER.min, APPLICATION_MESSAGES.coverLetterMin)
        .max(COVER_LETTER.max, APPLICATION_MESSAGES.coverLetterMax)
        .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE),
    ),
    {
      required: true,
      missing: APPLICATION_MESSAGES.coverLetterMin,
      ...{ min: COVER_LETTER.min, short: APPLICATION_MESSAGES.coverLetterMin },
      ...{ max: COVER_LETTER.max, long: APPLICATION_MESSAGES.coverLetterMax },
    },
  ),
  resume: withRule(
    z
      .preprocess(
        (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
        z
          .string({ error: APPLICATION_MESSAGES.resume })
          .min(10, APPLICATION_MESSAGES.resume)
          .max(RESUME_LINK_MAX, `Must be at most ${RESUME_LINK_MAX} characters`)
          .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE)
          .optional(),
      )
      .transform((v) => v ?? ""),
    // Optional on its own (a CV file can stand in for it; the form's `unless` says so).
    { max: RESUME_LINK_MAX, long: `Must be at most ${RESUME_LINK_MAX} characters` },
  ),
  resumeFile: z.preprocess(noFile, z.file({ error: APPLICATION_MESSAGES.unsupported }).optional()),
  // The privacy notice's checkbox (`on`), or `consent: true` from /api.
  consent: withRule(
    z.preprocess(
      (v) => v === true || v === "on" || v === "true",
      z.literal(true, { error: APPLICATION_MESSAGES.consent }),
    ),
    { required: true, missing: APPLICATION_MESSAGES.consent },
  ),
});

/** A CV file or a link: judged even when other fields fail, so one answer lists every missing field. */
const hasCv = (value: { resume?: unknown; resumeFile?: unknown }) => Boolean(value.resume || value.resumeFile);
const cvRequired = { path: ["resume"], message: APPLICATION_MESSAGES.resumeOrFile, when: () => true };

export const applicationSchema = applicationFields.refine(hasCv, cvRequired);

/** POST /api/job-applications (JSON, or multipart with the file in `resumeFile`): the same, plus the job. */
export const apiApplicationSchema = applicationFields
  .extend({
    jobId: z.coerce
      .number({ error: APPLICATION_MESSAGES.noJob })
      .int(APPLICATION_MESSAGES.noJob)
      .positive(APPLICATION_MESSAGES.noJob),
  })
  .refine(hasCv, cvRequired);
export type ApplicationInput = z.infer<typeof applicationSchema>;

/** A recruiter's note on an application: Markdown, rendered sanitised. */
export const applicationNoteSchema = z.object({
  note: requiredText(1, 5000, APPLICATION_MESSAGES.noteRequired),
});

export const applicationStatusSchema = z.object({
  status: enumField(APPLICATION_STATUSES, `Status must be one of ${APPLICATION_STATUSES.join(", ")}`),
});
