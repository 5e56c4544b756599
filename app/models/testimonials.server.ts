// Testimonials: the home carousel's quotes, in their order, edited by editors and admins (docs/decisions/0025).
import { testimonials, type Testimonial } from "~/db/schema";
import { proofCollection } from "~/models/proof-collection.server";
import type { Language } from "~/i18n/languages";
import { TESTIMONIAL_MESSAGES, type TestimonialInput } from "~/schemas/testimonial";

export const testimonialCollection = proofCollection<typeof testimonials, TestimonialInput>(testimonials, {
  notFound: TESTIMONIAL_MESSAGES.notFound,
});

/** What the carousel shows of a testimonial, in one language (a blank Spanish text reads the English). */
export type ShownTestimonial = { id: number; content: string; author: string; title: string; rating: number };

export function showTestimonial(t: Testimonial, language: Language): ShownTestimonial {
  const es = language === "es";
  const title = (es && t.titleEs) || t.title;
  const company = (es && t.companyEs) || t.company;
  return {
    id: t.id,
    content: (es && t.contentEs) || t.content,
    author: t.author,
    title: title && company ? `${title}, ${company}` : title || company,
    rating: t.rating,
  };
}
