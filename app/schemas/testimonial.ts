// Testimonials (the home carousel): the editor's and the API's rules. The rating is 1 to 5 in half steps.
import { z } from "~/platform/zod";
import { optionalText, requiredText } from "~/schemas/fields";
import { positionField, publishedField, spanishText } from "~/schemas/proof-fields";

export const TESTIMONIAL_MESSAGES = {
  content: "Content is required",
  author: "Author is required",
  rating: "Rating must be a number from 1 to 5 in half steps (1, 1.5, … 5)",
  notFound: "Testimonial not found",
  saved: "Testimonial saved",
  deleted: "Testimonial deleted",
} as const;

/** 1, 1.5, … 5: a number (or its text, from a form) that is a whole number of halves. */
export const ratingField = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v),
  z
    .number({ error: TESTIMONIAL_MESSAGES.rating })
    .min(1, TESTIMONIAL_MESSAGES.rating)
    .max(5, TESTIMONIAL_MESSAGES.rating)
    .refine((n) => Number.isInteger(n * 2), TESTIMONIAL_MESSAGES.rating),
);

export const RATINGS = [5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1] as const;

export const testimonialSchema = z.object({
  content: requiredText(1, 1500, TESTIMONIAL_MESSAGES.content),
  contentEs: spanishText(1500),
  author: requiredText(1, 120, TESTIMONIAL_MESSAGES.author),
  title: optionalText(120).transform((v) => v ?? ""),
  titleEs: spanishText(120),
  company: optionalText(160).transform((v) => v ?? ""),
  companyEs: spanishText(160),
  rating: ratingField,
  position: positionField,
  published: publishedField,
});
export type TestimonialInput = z.output<typeof testimonialSchema>;
