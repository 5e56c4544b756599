// What the public site's cards show (blog posts, open jobs), formatted on the server from the models' rows.
import type { Job, Post } from "~/db/schema";
import { formatLocalDate } from "~/platform/format.server";
import { postCategory, readMinutes } from "~/schemas/blog-post";
import { previewDescription } from "~/schemas/job";
import type { Language } from "~/i18n/languages";

/** What a post card shows, formatted on the server; the date in the page's language. */
export function toPostCard(p: Post, language: Language) {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    imageUrl: p.imageUrl,
    category: postCategory(p.title),
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
