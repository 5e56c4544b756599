// What the public site's cards show (blog posts, open jobs), formatted on the server from the models' rows.
import type { BlogCategory, Job, Post } from "~/db/schema";
import { formatLocalDate } from "~/platform/format.server";
import { postCategory, readMinutes } from "~/schemas/blog-post";
import { previewDescription } from "~/schemas/job";
import type { Language } from "~/i18n/languages";
import { catalogue } from "~/i18n/catalogue";
import { categoryName } from "~/models/blog-categories.server";

/** A post's category badge: its chosen category's name in the page's language, else the spec's derived one. */
export type PostBadge = { label: string; tone: "pine" | "blue" };

export function postBadge(
  p: Pick<Post, "title" | "categoryId">,
  categories: readonly BlogCategory[],
  language: Language,
): PostBadge {
  const chosen = p.categoryId === null ? undefined : categories.find((c) => c.id === p.categoryId);
  if (chosen) return { label: categoryName(chosen, language), tone: "pine" };
  const derived = postCategory(p.title);
  return {
    label: catalogue(language).blog.card.categories[derived],
    tone: derived === "Nearshoring" ? "pine" : "blue",
  };
}

/** What a post card shows, formatted on the server; the date in the page's language. */
export function toPostCard(p: Post, language: Language, categories: readonly BlogCategory[]) {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    imageUrl: p.imageUrl,
    category: postBadge(p, categories, language),
    date: formatLocalDate(p.publishedAt ?? p.createdAt, language),
    readTime: readMinutes(p.content),
  };
}

/** What a careers card shows. */
export function toJobCard({ id, title, department, location, type, salary, category, description, language }: Job) {
  return {
    id,
    language,
    title,
    department,
    location,
    type,
    category,
    salary: salary?.trim() ? salary : null,
    preview: previewDescription(description),
  };
}
