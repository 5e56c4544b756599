// Job listings and applications: the spec's lists, rules and messages, shared by pages, actions and /api.
import { z } from "~/platform/zod";
import {
  booleanField,
  emailField,
  enumField,
  HIDDEN_CHARACTERS_MESSAGE,
  languageField,
  optionalText,
  translationOfField,
  requiredText,
  visibleText,
} from "~/schemas/fields";
import { APPLICATION_STATUSES } from "~/schemas/vocabulary";
import { ACCEPTED_FILES, acceptList } from "~/schemas/material";
import { withRule } from "~/schemas/form-rules";

// The spec's admin categories, plus QA, which the careers page has a tab for.
export const JOB_CATEGORIES = [
  "Engineering",
  "QA",
  "Design",
  "Product",
  "Marketing",
  "Sales",
  "Support",
  "Operations",
  "Finance",
  "HR",
  "Legal",
  "Executive",
] as const;

// The spec's locations: suggestions in the admin form, which also takes others ("Lima, Peru", "Remote (Brazil)").
export const JOB_LOCATIONS = [
  "San José, Costa Rica",
  "Mexico City, Mexico",
  "Bogotá, Colombia",
  "Remote (Latin America)",
  "New York, USA",
  "San Francisco, USA",
  "Remote (USA)",
] as const;

export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Freelance", "Internship"] as const;

export const CAREERS_TABS = [
  {
    key: "all",
    label: "All Positions",
    skeletons: 6,
    empty: "No Open Positions",
    emptyText: "We have no openings right now. Check back soon, or send us your CV through the contact page.",
  },
  {
    key: "engineering",
    label: "Engineering",
    skeletons: 3,
    empty: "No Engineering Positions",
    emptyText: "There are no engineering openings right now. Check back later for new opportunities.",
  },
  {
    key: "qa",
    label: "QA",
    skeletons: 1,
    empty: "No QA Positions",
    emptyText: "There are no QA openings right now. Check back later for new opportunities.",
  },
  {
    key: "product",
    label: "Product",
    skeletons: 1,
    empty: "No Product Positions",
    emptyText: "There are no product openings right now. Check back later for new opportunities.",
  },
  {
    key: "design",
    label: "Design",
    skeletons: 1,
    empty: "No Design Positions",
    emptyText: "There are no design openings right now. Check back later for new opportunities.",
  },
] as const;

export type CareersTab = (typeof CAREERS_TABS)[number]["key"];

export const DESCRIPTION_PREVIEW = 150;

/** The card's description: the first 150 characters and an ellipsis when there is more. */
export function previewDescription(text: string): string {
  return text.length > DESCRIPTION_PREVIEW ? `${text.slice(0, DESCRIPTION_PREVIEW).trimEnd()}...` : text;
}

/** Responsibilities and requirements arrive as an array or newline text; either way, one item a line. */
export function toLines(value: string | string[] | null | undefined): string[] {
  const items = Array.isArray(value) ? value : (value ?? "").split(/\r?\n/);
  return items.map((s) => s.replace(/^\s*[-*•]\s*/, "").trim()).filter(Boolean);
}

export const JOB_MESSAGES = {
  title: "Title is required",
  created: "Job listing created",
  updated: "Job listing updated",
  deleted: "Job listing deleted",
  createFailed: "Failed to create job listing. Please try again.",
  updateFailed: "Failed to update job listing. Please try again.",
  deleteFailed: "Failed to delete job listing. Please try again.",
  published: "Job published",
  unpublished: "Job unpublished",
  publishFailed: "Failed to publish job listing. Please try again.",
  unpublishFailed: "Failed to unpublish job listing. Please try again.",
  statusFailed: "Failed to update job status",
  empty: "No job listings found. Create your first one!",
  noMatch: "No job listings match your search.",
  noApplications: "No applications received for this position yet.",
  notFound: "This position is no longer open.",
  location: "Location is required",
  closesAt: "Please enter a closing date such as 2026-12-31",
  closed: "This position is closed.",
} as const;

/** A CV upload: PDF, DOC or DOCX (the brochures' types and magic bytes, schemas/material.ts) up to 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** How long a duplicate application is refused: the same e-mail, the same job, within these days. */
export const DUPLICATE_WINDOW_DAYS = 30;

export const APPLICATION_MESSAGES = {
  fullName: "Full name is required",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  position: "Position is required",
  coverLetterMin: "Cover letter should be at least 50 characters",
  coverLetterMax: "Cover letter should not exceed 1000 characters",
  resume: "Resume link is required",
  resumeOrFile: "Please upload your CV or give a link to it",
  unsupported: "Unsupported file type",
  tooLarge: "File is too large (max 5 MB)",
  consent: "Please agree to the privacy notice to apply",
  duplicate:
    "You have already applied for this position. We have your application and will be in touch; there is no need to apply again.",
  noJob: "No job selected. Please try again.",
  noteRequired: "Write a note before saving it",
  noteRepeated: "You just added this note. It is saved once.",
  successTitle: "Application submitted",
  successText: "We've received your application and will be in touch soon.",
  failureTitle: "Something went wrong",
  failureText: "Failed to submit your application. Please try again later.",
} as const;

/** The Applications filter offers every status but pending (the spec: "pending is not offered in the filter"). */
export const FILTER_STATUSES = APPLICATION_STATUSES.filter((s) => s !== "pending");

export const APPLICATION_STATUS_TOASTS = {
  new: "Applicant has been marked as new",
  reviewing: "Applicant has been under review",
  interview: "Applicant has been moved to interview stage",
  rejected: "Applicant has been rejected",
  hired: "Applicant has been hired",
  pending: "Applicant has been set to pending",
} as const;

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
  language: languageField,
  translationOf: translationOfField.default(null),
});
export type JobInput = z.infer<typeof jobSchema>;

/** A CV is a PDF, DOC or DOCX: the brochures' list, checked by extension, declared type and first bytes. */
export const CV_FILES = ACCEPTED_FILES.brochure;
export const CV_ACCEPT = acceptList(CV_FILES);

/** /jobs/{id}/applied: where an application lands once stored (the spec's toast still says successTitle). */
export const APPLICATION_SENT = {
  title: "Thank you for applying",
  lead: (job: string) => `Your application for ${job} is with our recruiting team.`,
  leadWithoutJob: "Your application is with our recruiting team.",
  email: "We have e-mailed you a confirmation; if it is not in your inbox in a few minutes, check your spam folder.",
  next: "What happens next",
  steps: [
    "A recruiter reads your application and CV, usually within five business days.",
    "If your experience fits the role, we e-mail you to arrange a first conversation of about 30 minutes.",
  ],
  back: "Back to open positions",
} as const;

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
