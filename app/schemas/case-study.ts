// Case study inputs, shared by the back office's editor, its action and /api/case-studies. What visitors read on the
// case-study pages is the catalogue's `caseStudies` area (app/i18n/*/case-studies.ts); these are the staff's and the API's.
import { z } from "~/platform/zod";
import {
  booleanField,
  HIDDEN_CHARACTERS_MESSAGE,
  languageField,
  optionalText,
  requiredText,
  translationOfField,
  visibleText,
} from "~/schemas/fields";
import { slugify } from "~/schemas/blog-post";

export const CASE_STUDY_MESSAGES = {
  title: "Title is required",
  client: "Client is required (a name or a description such as “A US payroll software provider”)",
  challenge: "Challenge is required",
  solution: "Solution is required",
  slug: "Slug may only contain lowercase letters, numbers and hyphens",
  slugFromTitle: "Add a slug: this title has no letters or numbers to make one from",
  slugTaken: "A case study with this slug already exists. Choose another slug.",
  logoUrl: "Logo must be an image uploaded to the media library (/media/blog/…)",
  list: "{field} must be a list of text, one item a line",
  listItems: "{field}: at most {max} items of {length} characters each",
  metric: "Give the headline metric both a value and a label, or neither",
  position: "Position must be a whole number from 0 to 100000",
  translationOf: "Translation of must be a case study id",
  notFound: "Case study not found",
  created: "Case study created",
  updated: "Case study updated",
  deleted: "Case study deleted",
  moved: "Order saved",
  updateFailed: "Failed to save the case study. Please try again.",
  deleteFailed: "Failed to delete the case study. Please try again.",
} as const;

/** The address an uploaded image is served at (app/models/blog-images.server.ts's MEDIA_PATH and names). */
const MEDIA_URL =
  /^\/media\/blog\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|avif)$/;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (max: number) => optionalText(max).transform((v) => v ?? "");

/** Markdown (sanitised when rendered), required. */
const markdown = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: message })
      .min(1, message)
      .max(10_000, "At most 10,000 characters")
      .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE),
  );

/**
 * A list of short texts: an array, or text with one item a line (the editor's textarea; conform may hand it over
 * wrapped in an array); blank items dropped, anything but text refused.
 */
const list = (field: string, max: number, length: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null
        ? []
        : typeof v === "string" || Array.isArray(v)
          ? [v]
              .flat()
              .filter((item) => item !== undefined && item !== null)
              .flatMap((item: unknown) => (typeof item === "string" ? item.split(/\r?\n/) : [item]))
              // Blank lines go before the item rule: conform reads an empty text as missing.
              .filter((item) => typeof item !== "string" || item.trim() !== "")
          : v,
    z
      .array(z.string({ error: CASE_STUDY_MESSAGES.list.replace("{field}", field) }), {
        error: CASE_STUDY_MESSAGES.list.replace("{field}", field),
      })
      .transform((items) => items.map((i) => i.trim()).filter(Boolean))
      .refine(
        (items) => items.length <= max && items.every((i) => i.length <= length),
        CASE_STUDY_MESSAGES.listItems
          .replace("{field}", field)
          .replace("{max}", String(max))
          .replace("{length}", String(length)),
      )
      .refine((items) => items.every(visibleText), HIDDEN_CHARACTERS_MESSAGE),
  );

const logoUrlField = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : v === "" ? null : v),
  z.string({ error: CASE_STUDY_MESSAGES.logoUrl }).regex(MEDIA_URL, CASE_STUDY_MESSAGES.logoUrl).nullish(),
);

const positionField = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? undefined : typeof v === "string" ? Number(v) : v),
  z
    .number({ error: CASE_STUDY_MESSAGES.position })
    .int(CASE_STUDY_MESSAGES.position)
    .min(0, CASE_STUDY_MESSAGES.position)
    .max(100_000, CASE_STUDY_MESSAGES.position)
    .optional(),
);

export const caseStudySchema = z
  .object({
    title: requiredText(1, 200, CASE_STUDY_MESSAGES.title),
    slug: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined),
      z.string().max(120).regex(SLUG, CASE_STUDY_MESSAGES.slug).optional(),
    ),
    language: languageField,
    translationOf: translationOfField(CASE_STUDY_MESSAGES.translationOf),
    client: requiredText(1, 120, CASE_STUDY_MESSAGES.client),
    industry: text(80),
    monogram: text(3),
    logoUrl: logoUrlField.transform((v) => v ?? null),
    metricValue: text(16),
    metricLabel: text(120),
    challenge: markdown(CASE_STUDY_MESSAGES.challenge),
    solution: markdown(CASE_STUDY_MESSAGES.solution),
    technologies: list("Technologies", 20, 60),
    results: list("Results", 10, 300),
    expertise: list("Expertise", 10, 80),
    quoteText: text(1000),
    quoteAuthor: text(100),
    quoteTitle: text(150),
    published: booleanField.default(false),
    position: positionField,
  })
  .transform((study, ctx) => {
    const slug = study.slug ?? slugify(study.title);
    if (!slug) {
      ctx.addIssue({ code: "custom", message: CASE_STUDY_MESSAGES.slugFromTitle, path: ["slug"] });
      return z.NEVER;
    }
    if (Boolean(study.metricValue) !== Boolean(study.metricLabel)) {
      ctx.addIssue({
        code: "custom",
        message: CASE_STUDY_MESSAGES.metric,
        path: [study.metricValue ? "metricLabel" : "metricValue"],
      });
      return z.NEVER;
    }
    return { ...study, slug };
  });

export type CaseStudyInput = z.infer<typeof caseStudySchema>;

/** A case study's badge when it has no logo: the monogram given, else the client's initials. */
export function monogramOf(study: { monogram: string; client: string }): string {
  if (study.monogram) return study.monogram;
  const words = study.client.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
  return (words.length ? words : study.client.split(/\s+/))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join("");
}
