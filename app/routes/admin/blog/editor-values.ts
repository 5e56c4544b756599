// The post editor's values: the fields as typed, how they compare with the saved post, the copy of unsaved work kept
// in this browser, and the publish fields a mode sends. Plain functions, used by post-editor.tsx and its hooks.
import type { EditorData } from "~/routes/admin/blog/editor.server";
import type { Language } from "~/i18n/languages";

/** How long typing must pause before a draft is autosaved, and before the preview is rendered again. */
export const AUTOSAVE_MS = 3000;
export const PREVIEW_MS = 500;

export type Mode = "draft" | "publish" | "schedule";

/** The editor's one-line text inputs, in the form's order. */
export const TEXT_FIELDS = [
  "title",
  "slug",
  "author",
  "excerpt",
  "imageUrl",
  "metaDescription",
  "socialImageUrl",
] as const;

/** The form's values: the text inputs and the content as typed, then the pickers and the publish fields. */
export type Values = Record<(typeof TEXT_FIELDS)[number] | "content", string> & {
  language: Language;
  /** The id of the post this one translates, or "" for none (the picker's value). */
  translationOf: string;
  /** The category's slug, or "" for none (the picker's value). */
  categorySlug: string;
  mode: Mode;
  /** `YYYY-MM-DDTHH:mm` in the editor's time zone (a datetime-local value). */
  publishAt: string;
};

export type EditorPost = NonNullable<EditorData["post"]>;
export type MediaImage = EditorData["images"][number];
export type Translations = EditorData["translations"];
export type Categories = EditorData["categories"];

/** A UTC instant as a datetime-local value in this browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form values of a saved post. `local` is false on the server, where the editor's time zone is unknown. */
export function valuesOf(post: EditorPost | null, local: boolean): Values {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    author: post?.author ?? "",
    excerpt: post?.excerpt ?? "",
    imageUrl: post?.imageUrl ?? "",
    metaDescription: post?.metaDescription ?? "",
    socialImageUrl: post?.socialImageUrl ?? "",
    content: post?.content ?? "",
    language: post?.language ?? "en",
    translationOf: post?.translationOf ? String(post.translationOf) : "",
    categorySlug: post?.categorySlug ?? "",
    mode: !post?.published ? "draft" : post.scheduled ? "schedule" : "publish",
    publishAt: local && post?.scheduled ? toLocalInput(post.publishedAt) : "",
  };
}

export const same = (a: Values, b: Values) => (Object.keys(a) as (keyof Values)[]).every((k) => a[k] === b[k]);

/** Where this browser keeps unsaved work, per post ("new" until the post exists). */
const backupKey = (id: number | null) => `cn:blog-editor:${id ?? "new"}`;
export type Backup = { values: Values; at: number };

export function readBackup(id: number | null): Backup | null {
  try {
    const raw = localStorage.getItem(backupKey(id));
    return raw ? (JSON.parse(raw) as Backup) : null;
  } catch {
    return null;
  }
}

export function writeBackup(id: number | null, values: Values) {
  try {
    localStorage.setItem(backupKey(id), JSON.stringify({ values, at: Date.now() } satisfies Backup));
  } catch {
    // Storage full or disabled: the server copy and the leave warning still stand.
  }
}

export function dropBackup(id: number | null) {
  try {
    localStorage.removeItem(backupKey(id));
  } catch {
    // Nothing to drop.
  }
}

/** What an autosave sends besides the text fields: the post's language, pair and category, which a save must keep. */
export const PAIR_FIELDS = ["language", "translationOf", "categorySlug"] as const;

/** The hidden `published` / `publishedAt` fields the server reads, from the publish controls. */
export function publishFields(values: Values): { published: string; publishedAt: string } {
  if (values.mode === "draft") return { published: "", publishedAt: "" };
  if (values.mode === "schedule" && values.publishAt) {
    const at = new Date(values.publishAt);
    return { published: "on", publishedAt: Number.isNaN(at.getTime()) ? values.publishAt : at.toISOString() };
  }
  // Publish now: no date, so a live post keeps its date and any other goes live at once (the server decides).
  return { published: "on", publishedAt: "" };
}
