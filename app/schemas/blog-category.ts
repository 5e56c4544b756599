// Blog categories (docs/decisions/0026): the admins' form (create, rename), the move buttons, and the post's
// category as the editor and /api/blog-posts name it (`categorySlug`). Staff screens are English; the Spanish name
// is what /es/blog shows.
import { z } from "~/platform/zod";
import { requiredText, recordId } from "~/schemas/fields";

export const CATEGORY_MESSAGES = {
  slug: "Slug may only contain lowercase letters, numbers and hyphens",
  slugTaken: "A category with this slug already exists. Choose another slug.",
  nameEn: "Name (English) is required",
  nameEs: "Name (Spanish) is required",
  unknown: "Category: there is no category with this slug. Choose one from the list.",
  categorySlug: "Category must be a category's slug, or null for none",
  created: "Category created",
  renamed: "Category renamed",
  moved: "Category moved",
  deleted: "Category deleted",
  notFound: "Category not found",
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const categorySlugField = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z
    .string({ error: CATEGORY_MESSAGES.slug })
    .min(1, CATEGORY_MESSAGES.slug)
    .max(60)
    .regex(SLUG, CATEGORY_MESSAGES.slug),
);

const names = {
  nameEn: requiredText(1, 60, CATEGORY_MESSAGES.nameEn),
  nameEs: requiredText(1, 60, CATEGORY_MESSAGES.nameEs),
};

/** A new category: its slug (fixed from then on: it is in readers' links and feed subscriptions) and its names. */
export const categoryCreateSchema = z.object({ slug: categorySlugField, ...names });

/** Renaming: the names only. */
export const categoryRenameSchema = z.object({ id: recordId, ...names });

/**
 * A post's category in the editor's form and the API: a category's slug, or none (blank, null). Whether that
 * category exists is the model's check.
 */
export const postCategoryField = z.preprocess(
  (v) =>
    v === undefined || v === null || (typeof v === "string" && v.trim() === "")
      ? null
      : typeof v === "string"
        ? v.trim()
        : v,
  z.string({ error: CATEGORY_MESSAGES.categorySlug }).max(60, CATEGORY_MESSAGES.categorySlug).nullable(),
);

export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;
export type CategoryRenameInput = z.infer<typeof categoryRenameSchema>;
