// Blog post inputs and derived values, shared by the editors' dialog, its action and /api/blog-posts.
import { z } from "~/schemas/zod";
import { optionalText } from "~/schemas/contact";

export const BLOG_MESSAGES = {
  title: "Title is required",
  slug: "Slug may only contain lowercase letters, numbers and hyphens",
  slugFromTitle: "Add a slug: this title has no letters or numbers to make one from",
  slugTaken: "A blog post with this slug already exists. Choose another slug.",
  imageUrl: "Please enter a valid image URL (https://… or /images/…)",
  created: "Blog post created",
  updated: "Blog post updated",
  deleted: "Blog post deleted",
  createFailed: "Failed to create blog post. Please try again.",
  updateFailed: "Failed to update blog post. Please try again.",
  deleteFailed: "Failed to delete blog post. Please try again.",
  listError: "Error loading blog posts",
  listErrorText: "Please try again later or contact our support team if the issue persists.",
  empty: "No blog posts yet",
  emptyText: "Check back soon for new content!",
  notFound: "Blog Post Not Found",
  notFoundText: "The blog post you're looking for doesn't exist or has been removed.",
  noRelated: "No other articles available",
  copied: "Link copied to clipboard!",
} as const;

export const BLOG_PAGE_SIZE = 6;
export const BLOG_MAX_LIMIT = 60;
export const WORDS_PER_MINUTE = 200;

/** The spec's category badge: 'Nearshoring' when the title contains 'Nearshore', else 'Technology'. */
export function postCategory(title: string): "Nearshoring" | "Technology" {
  return title.includes("Nearshore") ? "Nearshoring" : "Technology";
}

/** Words (split on whitespace) divided by 200, rounded up; at least one minute. */
export function readMinutes(content: string): number {
  const words = content.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Lower-cased, punctuation removed, spaces to hyphens (accents folded, so 'José' gives 'jose'). */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (v: unknown) => (typeof v === "string" ? v : v == null ? undefined : v);

/** "on"/"true"/true are yes; anything else (including a missing checkbox) is no. */
export const booleanField = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

const imageUrlField = z
  .preprocess((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined), z.string().max(2000, BLOG_MESSAGES.imageUrl).optional())
  .refine((v) => v === undefined || /^\/(?!\/)[^\s]*$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), BLOG_MESSAGES.imageUrl)
  .transform((v) => v ?? null);

export const blogPostSchema = z
  .object({
    title: z.preprocess((v) => (typeof v === "string" ? v.trim() : text(v)), z.string({ error: BLOG_MESSAGES.title }).min(1, BLOG_MESSAGES.title).max(200)),
    slug: z
      .preprocess((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined), z.string().max(120).regex(SLUG, BLOG_MESSAGES.slug).optional()),
    author: optionalText(100).transform((v) => v ?? ""),
    excerpt: optionalText(500).transform((v) => v ?? ""),
    imageUrl: imageUrlField,
    content: z
      .string({ error: "Content must be text" })
      .max(100_000, "Content must be at most 100,000 characters")
      .nullish()
      .transform((v) => v ?? ""),
    published: booleanField.default(false),
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

export type BlogPostInput = z.infer<typeof blogPostSchema>;
