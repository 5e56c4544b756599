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
import { withRule, type FieldRule } from "~/schemas/form-rules";
import { byLanguage, catalogue, fill, type Catalogue } from "~/i18n/catalogue";

/** The careers pages' English texts (the spec's); a Spanish page reads `catalogue("es")`. */
const EN = catalogue("en");

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

export type JobCategory = (typeof JOB_CATEGORIES)[number];
export type JobType = (typeof JOB_TYPES)[number];

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * What a listing's category and type are called on a public page, in the catalogue's language; a value outside the
 * lists (an older row) shows as it is stored. The catalogues name every category and type (the typecheck says so).
 */
export function jobLabels(t: Catalogue["careers"]) {
  const categories: Record<JobCategory, string> = t.categories;
  const types: Record<JobType, string> = t.types;
  return {
    category: (value: string) => (isOneOf(JOB_CATEGORIES, value) ? categories[value] : value),
    type: (value: string) => (isOneOf(JOB_TYPES, value) ? types[value] : value),
  };
}

/** The careers tabs: "all", then one per category the page filters by (the tab is named as its category is). */
const TABS = [
  { key: "all", category: null, skeletons: 6 },
  { key: "engineering", category: "Engineering", skeletons: 3 },
  { key: "qa", category: "QA", skeletons: 1 },
  { key: "product", category: "Product", skeletons: 1 },
  { key: "design", category: "Design", skeletons: 1 },
] as const satisfies readonly { key: string; category: JobCategory | null; skeletons: number }[];

/** Each tab with its label and empty state in one language. */
export const careersTabsFor = byLanguage(({ careers: t }) =>
  TABS.map(({ key, category, skeletons }) => ({
    key,
    skeletons,
    label: category ? t.categories[category] : t.tabs.all.label,
    empty: t.tabs[key].empty,
    emptyText: t.tabs[key].emptyText,
  })),
);

/** The tabs in English (the spec's texts). */
export const CAREERS_TABS = careersTabsFor("en");

export type CareersTab = (typeof TABS)[number]["key"];

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
  notFound: EN.careers.gone.notOpen,
  location: "Location is required",
  closesAt: "Please enter a closing date such as 2026-12-31",
  closed: EN.careers.job.closed,
} as const;

/** A CV upload: PDF, DOC or DOCX (the brochures' types and magic bytes, schemas/material.ts) up to 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** How long a duplicate application is refused: the same e-mail, the same job, within these days. */
export const DUPLICATE_WINDOW_DAYS = 30;

/** The application's messages in English (the spec's, for /api and the staff screens), and the recruiters' own. */
export const APPLICATION_MESSAGES = {
  ...EN.application.messages,
  position: "Position is required",
  noteRequired: "Write a note before saving it",
  noteRepeated: "You just added this note. It is saved once.",
};

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

/** A listing's list (responsibilities, requirements): stored as text, so a list takes what the text takes. */
const LINES_MAX = 20_000;
const LINES_ERROR = "Must be a list or newline-separated text";
const lines = z
  .union([z.array(z.string().max(LINES_MAX)).max(LINES_MAX), z.string().max(LINES_MAX)], { error: LINES_ERROR })
  .refine((v) => (Array.isArray(v) ? v.join("\n") : v).length <= LINES_MAX, LINES_ERROR)
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
  translationOf: translationOfField("Translation of must be a job listing id"),
});
export type JobInput = z.infer<typeof jobSchema>;

/** A CV is a PDF, DOC or DOCX: the brochures' list, checked by extension, declared type and first bytes. */
export const CV_FILES = ACCEPTED_FILES.brochure;
export const CV_ACCEPT = acceptList(CV_FILES);

/** The browser's check of a CV file before it is sent (extension and size; the server checks its content). */
export const cvFileRule = (m: { unsupported: string; tooLarge: string }): FieldRule => ({
  file: { extensions: Object.keys(CV_FILES), maxBytes: CV_MAX_BYTES, unsupported: m.unsupported, tooLarge: m.tooLarge },
});

/** /jobs/{id}/applied in English (the toast still says successTitle); a Spanish page reads its catalogue. */
export const APPLICATION_SENT = {
  ...EN.application.sent,
  lead: (job: string) => fill(EN.application.sent.lead, { job }),
};

/** A cover letter's length, and a resume link's longest. */
export const COVER_LETTER = { min: 50, max: 1000 } as const;
const RESUME_LINK_MAX = 2000;

/** An empty file input sends a nameless, empty file: that is no file. */
const noFile = (v: unknown) => (v === "" || (v instanceof File && v.size === 0 && v.name === "") ? undefined : v);

/**
 * The application form, with the messages of one language. The position shown on the form is read-only and not
 * sent: it comes from the job. A CV file (`resumeFile`, checked by name, type, size and first bytes when stored) or
 * a resume link is required; a link, when given, keeps the spec's rule.
 */
const applicationFieldsFor = byLanguage(({ application: { messages: m }, forms }) =>
  z.object({
    fullName: requiredText(2, 100, m.fullName, forms),
    email: emailField(m.email),
    phone: requiredText(10, 40, m.phone, forms),
    coverLetter: withRule(
      z.preprocess(
        (v) => (typeof v === "string" ? v.trim() : v),
        z
          .string({ error: m.coverLetterMin })
          .min(COVER_LETTER.min, m.coverLetterMin)
          .max(COVER_LETTER.max, m.coverLetterMax)
          .refine(visibleText, forms.hiddenCharacters),
      ),
      {
        required: true,
        missing: m.coverLetterMin,
        ...{ min: COVER_LETTER.min, short: m.coverLetterMin },
        ...{ max: COVER_LETTER.max, long: m.coverLetterMax },
      },
    ),
    resume: withRule(
      z
        .preprocess(
          (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
          z
            .string({ error: m.resume })
            .min(10, m.resume)
            .max(RESUME_LINK_MAX, fill(forms.tooLong, { max: RESUME_LINK_MAX }))
            .refine(visibleText, forms.hiddenCharacters)
            .optional(),
        )
        .transform((v) => v ?? ""),
      // Optional on its own (a CV file can stand in for it; the form's `unless` says so).
      { max: RESUME_LINK_MAX, long: fill(forms.tooLong, { max: RESUME_LINK_MAX }) },
    ),
    resumeFile: z.preprocess(noFile, z.file({ error: m.unsupported }).optional()),
    // The privacy notice's checkbox (`on`), or `consent: true` from /api.
    consent: withRule(
      z.preprocess((v) => v === true || v === "on" || v === "true", z.literal(true, { error: m.consent })),
      { required: true, missing: m.consent },
    ),
  }),
);

/** A CV file or a link: judged even when other fields fail, so one answer lists every missing field. */
const hasCv = (value: { resume?: unknown; resumeFile?: unknown }) => Boolean(value.resume || value.resumeFile);
const cvRequired = (message: string) => ({ path: ["resume"], message, when: () => true });

/** The application form's rules, with the messages of the page's language: one schema, its texts by key. */
export const applicationSchemaFor = byLanguage((t, language) =>
  applicationFieldsFor(language).refine(hasCv, cvRequired(t.application.messages.resumeOrFile)),
);

/** The English schema: every caller that has no page language. */
export const applicationSchema = applicationSchemaFor("en");

/**
 * POST /api/job-applications (JSON, or multipart with the file in `resumeFile`): the same, plus the job, with the
 * English messages of decisions.md (the body's `language` says which language the applicant's e-mails are in).
 */
export const apiApplicationSchema = applicationFieldsFor("en")
  .extend({
    jobId: z.coerce
      .number({ error: APPLICATION_MESSAGES.noJob })
      .int(APPLICATION_MESSAGES.noJob)
      .positive(APPLICATION_MESSAGES.noJob),
  })
  .refine(hasCv, cvRequired(APPLICATION_MESSAGES.resumeOrFile));
export type ApplicationInput = z.infer<typeof applicationSchema>;

/** A recruiter's note on an application: Markdown, rendered sanitised. */
export const applicationNoteSchema = z.object({
  note: requiredText(1, 5000, APPLICATION_MESSAGES.noteRequired),
});

export const applicationStatusSchema = z.object({
  status: enumField(APPLICATION_STATUSES, `Status must be one of ${APPLICATION_STATUSES.join(", ")}`),
});
