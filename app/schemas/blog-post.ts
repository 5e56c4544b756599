// Blog post inputs and derived values, shared by the editors' dialog, its action and /api/blog-posts. What visitors
// read on the blog's pages is the catalogue's `blog` area (app/i18n/*/blog.ts); these are the staff's and the API's.
import { z } from "~/platform/zod";
import {
  booleanField,
  HIDDEN_CHARACTERS_MESSAGE,
  languageField,
  optionalText,
  translationOfField,
  visibleText,
} from "~/schemas/fields";
import { blog } from "~/i18n/en/blog";
import { postCategoryField } from "~/schemas/blog-category";

export const BLOG_MESSAGES = {
  title: "Title is required",
  slug: "Slug may only contain lowercase letters, numbers and hyphens",
  slugFromTitle: "Add a slug: this title has no letters or numbers to make one from",
  slugTaken: "A blog post with this slug already exists. Choose another slug.",
  imageUrl: "Please enter a valid image URL (https://… or /images/…)",
  publishedAt: "Please enter a valid date and time",
  preview: "Preview — not published",
  created: "Blog post created",
  scheduled: "Blog post scheduled",
  autosavePublished: "This post is published: save your changes with Update.",
  scheduleTime: "Choose the date and time to publish at",
  leaveTitle: "Leave without saving?",
  leaveText: "Your changes to this post have not been saved. They are kept in this browser until you come back.",
  updated: "Blog post updated",
  deleted: "Blog post deleted",
  createFailed: "Failed to create blog post. Please try again.",
  updateFailed: "Failed to update blog post. Please try again.",
  deleteFailed: "Failed to delete blog post. Please try again.",
  /** The API's 404 for a post: the public page's own heading. */
  notFound: blog.notFound.title,
  translationOf: "Translation of must be a post id",
} as const;

/** Uploaded blog images: their limits and the answers an upload or a delete can get. */
export const MAX_BLOG_IMAGE_BYTES = 10 * 1024 * 1024;

export const BLOG_IMAGE_MESSAGES = {
  tooLarge: "The image is too large: 10 MB at most.",
  unsupported: "Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.",
  unreadable: "This image could not be read. Save it again as JPEG, PNG, WebP, GIF or AVIF and retry.",
  tooManyPixels: "The image is too large: 12,000 pixels wide or high at most. Resize it and retry.",
  fileRequired: "Choose an image to upload.",
  notFound: "Image not found",
  inUse: "This image is used by a post or a case study. Remove it there first.",
  deleted: "Image deleted",
} as const;

/** The widest or highest image an upload may be: far beyond any screen, below what makes a browser stall decoding. */
export const MAX_IMAGE_SIDE = 12_000;

export const BLOG_PAGE_SIZE = 6;

export const BLOG_MAX_LIMIT = 60;

export const WORDS_PER_MINUTE = 200;

/** The spec's category badge: 'Nearshoring' when the title contains 'Nearshore', else 'Technology'. */
export function postCategory(title: string): "Nearshoring" | "Technology" {
  return title.includes("Nearshore") ? "Nearshoring" : "Technology";
}

/** Words (split on whitespace) divided by 200, rounded up; at least one minute. */
export function readMinutes(content: string): number {
  return Math.max(1, Math.ceil(countWords(content) / WORDS_PER_MINUTE));
}

const WHITESPACE = /\s/;

/** The runs of non-whitespace (what `split(/\s+/)` keeps), counted without building the list: a blog page counts
 * every card's post. */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // ASCII decided inline; anything else (no-break and other Unicode spaces) by the regular expression's \s.
    const space = code < 128 ? code === 32 || (code >= 9 && code <= 13) : WHITESPACE.test(text[i]!);
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
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
    language: languageField,
    translationOf: translationOfField(BLOG_MESSAGES.translationOf),
    /** The category's slug, or null for the derived badge (docs/decisions/0026). */
    categorySlug: postCategoryField,
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
