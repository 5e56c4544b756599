// The full-page blog editor's server half, shared by /admin/blog/new and /admin/blog/{id}/edit: what the editor
// loads, and its two writes through the admin-action pipeline: `save` (the editor's button: draft, publish now or
// schedule) and `autosave` (a draft's text every few seconds, never changing whether or when it is published).
import { href } from "react-router";
import { recordAudit, recordedRecently } from "~/models/audit-log.server";
import type { Post } from "~/db/schema";
import { adminAction, flash, intent } from "~/server/admin-action.server";
import { toApiBlogImage } from "~/server/api-serializers.server";
import { conflict } from "~/platform/errors.server";
import { listBlogImages } from "~/models/blog-images.server";
import {
  blogTranslations,
  createPost,
  getPostById,
  isScheduled,
  postIsLive,
  updateDraft,
  updatePost,
} from "~/models/blog-posts.server";
import { listCategories } from "~/models/blog-categories.server";
import { renderMarkdown } from "~/platform/markdown.server";
import { parseId } from "~/platform/params";
import { BLOG_MESSAGES, postSchema } from "~/schemas/blog-post";
import { z } from "~/platform/zod";

/**
 * What the editor shows: the post (null for a new one), the media list, the posts its "Translation of" picker
 * offers (with the post that names this one as its translation, whose pair is changed there) and the categories.
 */
export async function editorData(post: Post | null) {
  const [images, translations, categories] = await Promise.all([
    listBlogImages(),
    blogTranslations.choices(post?.id ?? null, post?.translationOf ?? null),
    listCategories(),
  ]);
  return {
    post: post && {
      id: post.id,
      title: post.title,
      slug: post.slug,
      author: post.author,
      excerpt: post.excerpt,
      imageUrl: post.imageUrl ?? "",
      metaDescription: post.metaDescription ?? "",
      socialImageUrl: post.socialImageUrl ?? "",
      content: post.content,
      published: post.published,
      language: post.language,
      translationOf: post.translationOf,
      categorySlug: categories.find((c) => c.id === post.categoryId)?.slug ?? null,
      live: postIsLive(post),
      scheduled: isScheduled(post),
      publishedAt: post.publishedAt?.toISOString() ?? null,
      updatedAt: post.updatedAt.toISOString(),
    },
    images: images.map(toApiBlogImage),
    translations,
    /** The category picker's choices, in the list's order (docs/decisions/0026). */
    categories: categories.map((c) => ({ slug: c.slug, name: c.nameEn })),
    // The preview as the page opens; typing re-renders it through /admin/blog/preview.
    previewHtml: post ? renderMarkdown(post.content) : "",
  };
}

export type EditorData = Awaited<ReturnType<typeof editorData>>;

/** The post's id once it exists: a new post's first autosave creates it, and every later write names it. */
const editorInput = postSchema.and(
  z.object({ id: z.preprocess((v) => parseId(v) ?? undefined, z.number().optional()) }),
);

const failed = (text: string) => () => ({ title: "Error", text });

const AUTOSAVE_ENTRY_INTERVAL_MS = 10 * 60 * 1000;

/** The editor's action, for a new one and an existing one; both go back to the list. */
export const editorAction = adminAction({
  path: "/admin/blog",
  entity: "post",
  intents: {
    save: intent({
      schema: editorInput,
      dialog: { fieldFor: { 409: "slug" } },
      run: async ({ id, ...input }) => {
        const post = id ? await updatePost(id, input) : await createPost(input);
        const title = isScheduled(post) ? BLOG_MESSAGES.scheduled : id ? BLOG_MESSAGES.updated : BLOG_MESSAGES.created;
        return flash({ type: "success", title }, href("/admin/blog/:id/edit", { id: String(post.id) }));
      },
      failed: failed(BLOG_MESSAGES.updateFailed),
    }),
    autosave: intent({
      schema: editorInput,
      dialog: { fieldFor: { 409: "slug" } },
      // Its own entries: the draft's creation, then at most one "autosaved" entry per post every 10 minutes, not
      // one per pause in the typing.
      audit: false,
      run: async ({ id, ...input }, { by }) => {
        // Autosave keeps drafts only: half-written changes to a live or scheduled post wait for its Update. The
        // check answers early; updateDraft's write repeats it, for a publish that lands in between.
        const draft = { ...input, published: false, publishedAt: null };
        if (id && (await getPostById(id)).published) throw conflict(BLOG_MESSAGES.autosavePublished);
        const post = id ? await updateDraft(id, draft) : await createPost(draft);
        const entry = id
          ? { action: "update" as const, summary: `draft autosaved (post ${post.id})` }
          : { action: "create" as const, summary: `title: ${post.title} (autosaved draft)` };
        if (!id || !(await recordedRecently(by, entry, AUTOSAVE_ENTRY_INTERVAL_MS)))
          await recordAudit(by, { ...entry, entity: "post", entityId: post.id });
        const answer = {
          result: null,
          error: null,
          saved: { id: post.id, slug: post.slug, at: post.updatedAt.toISOString() },
        };
        return answer;
      },
      failed: failed(BLOG_MESSAGES.updateFailed),
    }),
  },
});
