// Blog categories (docs/decisions/0026): the list admins manage, in their order, and what a post's category is.
// A post with none shows the spec's derived badge. The list is small (a handful of rows), so the public reads take
// all of it inside their own batch (`categoriesQuery`) rather than joining; a write to it changes public pages,
// which the admin pipeline's cache invalidation covers.
import { and, asc, count, eq, desc, inArray } from "drizzle-orm";
import { blogCategories, blogPosts, type BlogCategory } from "~/db/schema";
import { db, found, moveInOrder } from "~/db/client.server";
import { conflict, isUniqueViolation, notFound, validationFailed } from "~/platform/errors.server";
import type { Language } from "~/i18n/languages";
import { CATEGORY_MESSAGES, type CategoryCreateInput, type CategoryRenameInput } from "~/schemas/blog-category";

const inOrder = [asc(blogCategories.position), asc(blogCategories.id)] as const;

/** The query for every category in the list's order, for another model's batch. */
export function categoriesQuery() {
  return db()
    .select()
    .from(blogCategories)
    .orderBy(...inOrder);
}

export const listCategories = (): Promise<BlogCategory[]> => categoriesQuery();

/** The category's name on a page of the language. */
export const categoryName = (c: Pick<BlogCategory, "nameEn" | "nameEs">, language: Language) =>
  language === "es" ? c.nameEs : c.nameEn;

/** The categories with how many posts (of any state) name each, for the admins' list. */
export async function listCategoriesWithUse() {
  const d = db();
  const [categories, used] = await d.batch([
    categoriesQuery(),
    d
      .select({ id: blogPosts.categoryId, n: count() })
      .from(blogPosts)
      .where(inArray(blogPosts.categoryId, d.select({ id: blogCategories.id }).from(blogCategories)))
      .groupBy(blogPosts.categoryId),
  ]);
  return categories.map((c) => ({ ...c, posts: used.find((u) => u.id === c.id)?.n ?? 0 }));
}

/**
 * The id a post's `categorySlug` names (null for none); a slug no category has is a 400 naming the field, so
 * the editor and the API say which input was wrong.
 */
export async function categoryIdFor(slug: string | null): Promise<number | null> {
  if (slug === null) return null;
  const [row] = await db()
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.slug, slug))
    .limit(1);
  if (!row) throw validationFailed({ categorySlug: [CATEGORY_MESSAGES.unknown] });
  return row.id;
}

/** A new category, at the end of the list. */
export async function createCategory(input: CategoryCreateInput): Promise<BlogCategory> {
  const d = db();
  const [last] = await d
    .select({ position: blogCategories.position })
    .from(blogCategories)
    .orderBy(desc(blogCategories.position))
    .limit(1);
  try {
    const [row] = await d
      .insert(blogCategories)
      .values({ ...input, position: (last?.position ?? 0) + 1 })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CATEGORY_MESSAGES.slugTaken);
    throw error;
  }
}

export async function renameCategory({ id, nameEn, nameEs }: CategoryRenameInput): Promise<BlogCategory> {
  const [row] = await db()
    .update(blogCategories)
    .set({ nameEn, nameEs, updatedAt: new Date() })
    .where(eq(blogCategories.id, id))
    .returning();
  return found(row, CATEGORY_MESSAGES.notFound);
}

/** Moves the category one place up or down in the list (moveInOrder); at either end nothing moves. */
export const moveCategory = (id: number, direction: "up" | "down"): Promise<void> =>
  moveInOrder(blogCategories, id, direction, { notThere: CATEGORY_MESSAGES.notFound });

/**
 * Deletes the category; the posts that named it go back to none (the derived badge) in the same batch, so no post
 * is left pointing at nothing. Returns how many posts changed.
 */
export async function deleteCategory(id: number): Promise<{ posts: number }> {
  const d = db();
  const [cleared, removed] = await d.batch([
    d
      .update(blogPosts)
      .set({ categoryId: null })
      .where(and(eq(blogPosts.categoryId, id)))
      .returning({ id: blogPosts.id }),
    d.delete(blogCategories).where(eq(blogCategories.id, id)).returning({ id: blogCategories.id }),
  ]);
  if (removed.length === 0) throw notFound(CATEGORY_MESSAGES.notFound);
  return { posts: cleared.length };
}
