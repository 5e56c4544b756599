// Blog post inputs and derived values, shared by the editors' dialog, its action and /api/blog-posts.
import { z } from "~/platform/zod";
import { booleanField, HIDDEN_CHARACTERS_MESSAGE, optionalText, visibleText } from "~/schemas/fields";
import { BLOG_MESSAGES, slugify } from "~/schemas/blog-post-rules";
export * from "~/schemas/blog-post-rules";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (v: unknown) => (typeof v === "string" ? v : v == null ? undefined : v);

const imageUrlField = z
  .preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined),
    z.string().max(2000, BLOG_MESSAGES.imageUrl).optional(),
  )
  .refine(
    (v) => v === undefined || /^\/(?!\/)[^\s]*$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v),
    BLOG_MESSAGES.imageUrl,
  )
  .refine((v) => v === undefined || visibleText(v), HIDDEN_CHARACTERS_MESSAGE)
  .transform((v) => v ?? null);

/**
 * When the post goes (or went) live: an ISO 8601 date-time with its offset (the editor sends the moment picked in
 * the editor's time zone, converted to UTC), null or blank for "no date" (now, when published).
 */
const publishedAtField = z
  .preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
    z.iso.datetime({ offset: true, error: BLOG_MESSAGES.publishedAt }).nullish(),
  )
  .transform((v) => (v ? new Date(v) : null));

export const postSchema = z
  .object({
    title: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : text(v)),
      z
        .string({ error: BLOG_MESSAGES.title })
        .min(1, BLOG_MESSAGES.title)
        .max(200)
        .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE),
    ),
    slug: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined),
      z.string().max(120).regex(SLUG, BLOG_MESSAGES.slug).optional(),
    ),
    author: optionalText(100).transform((v) => v ?? ""),
    excerpt: optionalText(500).transform((v) => v ?? ""),
    imageUrl: imageUrlField,
    metaDescription: optionalText(300),
    socialImageUrl: imageUrlField,
    content: z
      .string({ error: "Content must be text" })
      .max(100_000, "Content must be at most 100,000 characters")
      .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE)
      .nullish()
      .transform((v) => v ?? "")
      // Markdown too: a post is free text like any other, and an override in it disguises what readers see.
      .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE),
    published: booleanField.default(false),
    publishedAt: publishedAtField,
  })
  .transform((post, ctx) => {
    const slug = post.slug ?? slugify(post.title);
    if (!slug) {
      ctx.addIssue({ code: "custom", message: BLOG_MESSAGES.slugFromTitle, path: ["slug"] });
      return z.NEVER;
    }
    return { ...post, slug };
  });

export const publishedOnlySchema = z.object({ published: z.boolean({ error: "published must be true or false" }) });

export type PostInput = z.infer<typeof postSchema>;
