// Blog posts: the public list, a post and its related posts, the editors' list, every write, and the scheduled
// posts. A published post whose publishedAt lies in the future is scheduled: every public read asks `isLive(now)`,
// so it appears at its moment without anyone acting, and notes the next such moment for the edge cache.
// A post is written in one language and may name the post it translates (`translationOf`); the pair is read both
// ways, so either post's page links the other (docs/decisions/0023).
import { and, count, desc, eq, gt, inArray, isNull, lte, min, ne, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { blogCategories, blogPosts, type Post } from "~/db/schema";
import { db, deleteById, found, publishedSwitch } from "~/db/client.server";
import { conflict, isUniqueViolation, notFound } from "~/platform/errors.server";
import { contentPage, pageOf, type ContentListQuery } from "~/models/list-query.server";
import { invalidatePublicPages } from "~/platform/edge-cache.server";
import { contentChangesAt } from "~/platform/request-telemetry.server";
import { imagesShownByPost } from "~/models/blog-images.server";
import { announcePostIfLive, announceWentLive } from "~/models/webhook-events.server";
import { BLOG_MESSAGES, type PostInput } from "~/schemas/blog-post";
import type { Language } from "~/i18n/languages";
import { translationPairs } from "~/models/translation-pairs.server";
import { categoriesQuery, categoryIdFor } from "~/models/blog-categories.server";

/** Which posts a save may pair as translations, and what the editor's picker offers (one rule for every collection). */
export const blogTranslations = translationPairs(blogPosts, { one: "post", many: "posts" });

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)] as const;

/** On the public site as of `now`: published, and not scheduled for later. The one rule for every public surface. */
export function isLive(now: Date): SQL {
  return and(eq(blogPosts.published, true), or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)))!;
}

/** Whether a row is live as of `now` (the same rule as isLive, for a row already read). */
export function postIsLive(post: Pick<Post, "published" | "publishedAt">, now = new Date()): boolean {
  return post.published && (post.publishedAt === null || post.publishedAt <= now);
}

/** Scheduled: published with a publishedAt still to come. */
export const isScheduled = (post: Pick<Post, "published" | "publishedAt">, now = new Date()) =>
  post.published && post.publishedAt !== null && post.publishedAt > now;

/** The query for the moment the next scheduled post goes live (null when none is scheduled). */
function nextScheduledQuery(now: Date) {
  return db()
    .select({ at: min(blogPosts.publishedAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), gt(blogPosts.publishedAt, now)));
}

/**
 * Live posts, newest first, one page of them, and how many there are in all (counted in SQL): those of one
 * language (a blog page, its feed, the API), or of every language; with `category` (a slug), only that category's.
 * In the same round trip: every category (to name each post's, and to tell an unknown slug: `category` is then
 * null) and how many live posts of the language each has (the blog's chips).
 */
export async function listPublishedPosts({
  limit,
  offset = 0,
  now = new Date(),
  language,
  category,
}: {
  limit: number;
  offset?: number;
  now?: Date;
  language?: Language;
  category?: string;
}) {
  const d = db();
  const live = language ? and(isLive(now), eq(blogPosts.language, language)) : isLive(now);
  const where =
    category === undefined
      ? live
      : and(
          live,
          inArray(
            blogPosts.categoryId,
            d.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, category)),
          ),
        );
  // The total comes from the per-category counts (one statement fewer in the batch): every live post of the
  // language is in one group, those without a category in the null one.
  const [posts, [next], categories, perCategory] = await d.batch([
    pageOf(blogPosts, where, newestFirst, { limit, offset }),
    nextScheduledQuery(now),
    categoriesQuery(),
    d.select({ id: blogPosts.categoryId, n: count() }).from(blogPosts).where(live).groupBy(blogPosts.categoryId),
  ]);
  contentChangesAt(next?.at);
  const chosen = category === undefined ? undefined : (categories.find((c) => c.slug === category) ?? null);
  const livePosts = (id: number) => perCategory.find((c) => c.id === id)?.n ?? 0;
  const total =
    chosen === undefined ? perCategory.reduce((sum, c) => sum + c.n, 0) : chosen === null ? 0 : livePosts(chosen.id);
  return { posts, total, categories, category: chosen, livePosts };
}

/** The query for the slugs, languages, pairs and dates of every live post, for the sitemap's batch. */
export function listLivePostSlugs(now = new Date()) {
  return db()
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      language: blogPosts.language,
      translationOf: blogPosts.translationOf,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(isLive(now))
    .orderBy(desc(blogPosts.publishedAt));
}

/** Posts whose scheduled moment came in the tick that ends at `now` (the cron's look-back, one tick long). */
export const wentLiveWithin = (now: Date, tickMs: number) =>
  and(
    eq(blogPosts.published, true),
    gt(blogPosts.publishedAt, new Date(now.getTime() - tickMs)),
    lte(blogPosts.publishedAt, now),
  );

/**
 * The cron's part at publish time (every tick, looking back one tick): if a scheduled post went live since the last
 * tick, start a new edge-cache version in this data centre. Visibility itself is decided on read and pages are
 * kept no longer than the next scheduled moment, so this only makes sure; the feeds and sitemap are never cached.
 */
export async function announceLivePosts(now: Date, tickMs: number): Promise<{ postsLive: number }> {
  const [row] = await db().select({ n: count() }).from(blogPosts).where(wentLiveWithin(now, tickMs));
  const postsLive = row?.n ?? 0;
  if (postsLive > 0) await invalidatePublicPages();
  return { postsLive };
}

/**
 * How far back the webhooks' part looks: an hour, so a tick that never ran (or failed before this job) does not lose
 * a post's `post.published`. Each event is stored once per endpoint (its key names the post and its moment), so the
 * ticks that look again send nothing twice.
 */
const ANNOUNCE_LOOKBACK_MS = 60 * 60_000;

/** The webhooks' part of the tick: `post.published` for each post that went live lately (webhook-events). */
export async function announceScheduledPosts(now: Date, tickMs: number): Promise<{ scheduledPostsAnnounced: number }> {
  const live = await db()
    .select()
    .from(blogPosts)
    .where(wentLiveWithin(now, Math.max(tickMs, ANNOUNCE_LOOKBACK_MS)));
  return { scheduledPostsAnnounced: await announceWentLive(live, now) };
}

/** For staff: all posts, or only published / unpublished ones, or one language's, most recently updated first. */
export async function listPosts(query: ContentListQuery) {
  const [posts, [total], categories] = await db().batch([
    ...contentPage(blogPosts, query, {
      searched: [blogPosts.title, blogPosts.excerpt, blogPosts.author, blogPosts.slug],
      order: [desc(blogPosts.updatedAt), desc(blogPosts.id)],
    }),
    categoriesQuery(),
  ]);
  return { posts, total: total?.n ?? 0, categories };
}

/** The post read by its slug, inside another query of the same batch. */
const source = alias(blogPosts, "source");

/**
 * A post and up to three other live posts in its language, its live translation (the post it names, or the post
 * that names it), and the uploaded images it shows (for their width and height), in one round trip. The post must
 * be live unless `includeDrafts` (staff previewing a draft or a scheduled post).
 */
export async function getPostWithRelated(
  slug: string,
  { includeDrafts = false, now = new Date() }: { includeDrafts?: boolean; now?: Date } = {},
) {
  const d = db();
  const bySlug = (column: typeof source.id | typeof source.translationOf | typeof source.language) =>
    d.select({ value: column }).from(source).where(eq(source.slug, slug));
  const [[post], related, [translation], images, [next], categories] = await d.batch([
    d
      .select()
      .from(blogPosts)
      .where(includeDrafts ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), isLive(now)))
      .limit(1),
    d
      .select()
      .from(blogPosts)
      .where(and(isLive(now), ne(blogPosts.slug, slug), inArray(blogPosts.language, bySlug(source.language))))
      .orderBy(...newestFirst)
      .limit(3),
    d
      .select({ slug: blogPosts.slug, language: blogPosts.language })
      .from(blogPosts)
      .where(
        and(
          isLive(now),
          ne(blogPosts.slug, slug),
          or(inArray(blogPosts.id, bySlug(source.translationOf)), inArray(blogPosts.translationOf, bySlug(source.id))),
        ),
      )
      .orderBy(desc(blogPosts.id))
      .limit(1),
    imagesShownByPost(slug),
    nextScheduledQuery(now),
    categoriesQuery(),
  ]);
  contentChangesAt(next?.at);
  return post ? { post, related, images, translation: translation ?? null, categories } : null;
}

/** A post by slug; drafts and scheduled posts only when the caller may see them. */
export async function getPostBySlug(
  slug: string,
  { includeDrafts, now = new Date() }: { includeDrafts: boolean; now?: Date },
): Promise<Post> {
  const where = includeDrafts ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), isLive(now));
  const [post] = await db().select().from(blogPosts).where(where).limit(1);
  if (!post) throw notFound(BLOG_MESSAGES.notFound);
  return post;
}

export async function findPostById(id: number): Promise<Post | null> {
  const [post] = await db().select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post ?? null;
}

export async function getPostById(id: number): Promise<Post> {
  const post = await findPostById(id);
  if (!post) throw notFound(BLOG_MESSAGES.notFound);
  return post;
}

function slugTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(BLOG_MESSAGES.slugTaken);
  throw error;
}

/** The post's columns from the form or API input: the category named by its slug becomes its id. */
async function columnsOf({ categorySlug, ...input }: PostInput) {
  return { ...input, categoryId: await categoryIdFor(categorySlug) };
}

export async function createPost(input: PostInput): Promise<Post> {
  await blogTranslations.assert(null, input);
  const columns = await columnsOf(input);
  const now = new Date();
  try {
    const [post] = await db()
      .insert(blogPosts)
      .values({ ...columns, publishedAt: publishedAtFor(input, null, now), createdAt: now, updatedAt: now })
      .returning();
    void announcePostIfLive(post!, false, now);
    return post!;
  } catch (error) {
    slugTaken(error);
  }
}

/**
 * When a saved post goes live: the date given (a future one schedules it); without one, a live post keeps its
 * date and any other post (a draft, or a scheduled one published now) goes live now. A draft has none.
 */
function publishedAtFor(input: PostInput, current: Post | null, now: Date): Date | null {
  if (!input.published) return null;
  if (input.publishedAt) return input.publishedAt;
  return current && postIsLive(current, now) && current.publishedAt ? current.publishedAt : now;
}

export async function updatePost(id: number, input: PostInput): Promise<Post> {
  return found(await writePost(id, input), BLOG_MESSAGES.notFound);
}

/**
 * Autosave's write: the draft's text, only while the post is still a draft. The editor checks that first, but a
 * publish landing between its check and this write must not be undone, so the condition is in the write itself;
 * when it no longer holds, the answer is the 409 autosave gives a published post.
 */
export async function updateDraft(id: number, input: PostInput): Promise<Post> {
  const draft = { ...input, published: false, publishedAt: null };
  const saved = await writePost(id, draft, eq(blogPosts.published, false));
  if (saved) return saved;
  throw (await findPostById(id)) ? conflict(BLOG_MESSAGES.autosavePublished) : notFound(BLOG_MESSAGES.notFound);
}

/** Writes the post's new values, if it still matches `onlyIf`; undefined when no row was written. */
async function writePost(id: number, input: PostInput, onlyIf?: SQL): Promise<Post | undefined> {
  const current = await getPostById(id);
  await blogTranslations.assert(id, input);
  const columns = await columnsOf(input);
  const now = new Date();
  const publishedAt = publishedAtFor(input, current, now);
  try {
    const [post] = await db()
      .update(blogPosts)
      .set({ ...columns, publishedAt, updatedAt: now })
      .where(and(eq(blogPosts.id, id), onlyIf))
      .returning();
    if (post) void announcePostIfLive(post, postIsLive(current, now), now);
    return post;
  } catch (error) {
    slugTaken(error);
  }
}

/** The Published switch: publishing stamps publishedAt with now (a scheduled post goes live); unpublishing clears it. */
export async function setPostPublished(id: number, published: boolean): Promise<Post> {
  const before = await findPostById(id);
  const [post] = await db().update(blogPosts).set(publishedSwitch(published)).where(eq(blogPosts.id, id)).returning();
  const saved = found(post, BLOG_MESSAGES.notFound);
  void announcePostIfLive(saved, before ? postIsLive(before) : false);
  return saved;
}

export const deletePost = (id: number): Promise<void> => deleteById(blogPosts, id, BLOG_MESSAGES.notFound);
