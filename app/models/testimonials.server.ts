// Testimonials: the home carousel's quotes, in their order, edited by editors and admins (docs/decisions/0025).
import { testimonials } from "~/db/schema";
import { proofCollection } from "~/models/proof-collection.server";
import { TESTIMONIAL_MESSAGES, type TestimonialInput } from "~/schemas/testimonial";

export const testimonialCollection = proofCollection<typeof testimonials, TestimonialInput>(testimonials, {
  notFound: TESTIMONIAL_MESSAGES.notFound,
});
