// Blog posts: the public list, a post and its related posts, the editors' list, and every write.
import { and, count, desc, eq, ne, or, type SQL } from "drizzle-orm";
import { blogPosts, type Post } from "~/db/schema";
import { db } from "~/lib/db.server";
import { conflict, isUniqueViolation, notFound } from "~/lib/errors.server";
import { contains } from "~/lib/list-query";
import { BLOG_MESSAGES, type PostInput } from "~/schemas/blog-post";

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)] as const;

/** Published posts, newest first, one page of them, and how many there are in all (counted in SQL). */
export async function listPublishedPosts({ limit, offset = 0 }: { limit: number; offset?: number }) {
  const d = db();
  const [posts, [total]] = await d.batch([
    d
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    d.select({ n: count() }).from(blogPosts).where(eq(blogPosts.published, true)),
  ]);
  return { posts, total: total?.n ?? 0 };
}

/** For staff: all posts, or only published / unpublished ones, newest first. */
export async function listPosts({
  limit,
  offset = 0,
  published,
  q = "",
}: {
  limit: number;
  offset?: number;
  published?: boolean | null;
  q?: string;
}) {
  const d = db();
  const conditions: (SQL | undefined)[] = [];
  if (published != null) conditions.push(eq(blogPosts.published, published));
  if (q)
    conditions.push(
      or(
        contains(blogPosts.title, q),
        contains(blogPosts.excerpt, q),
        contains(blogPosts.author, q),
        contains(blogPosts.slug, q),
      ),
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const [posts, [total]] = await d.batch([
    d
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(offset),
    d.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { posts, total: total?.n ?? 0 };
}

/** A published post and up to three other published posts, in one round trip. */
export async function getPublishedPostWithRelated(slug: string) {
  const d = db();
  const [[post], related] = await d.batch([
    d
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
      .limit(1),
    d
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.published, true), ne(blogPosts.slug, slug)))
      .orderBy(...newestFirst)
      .limit(3),
  ]);
  return post ? { post, related } : null;
}

/** A post by slug; drafts only when the caller may see them. */
export async function getPostBySlug(slug: string, { includeDrafts }: { includeDrafts: boolean }): Promise<Post> {
  const where = includeDrafts ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), eq(blogPosts.published, true));
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

export async function createPost(input: PostInput): Promise<Post> {
  const now = new Date();
  try {
    const [post] = await db()
      .insert(blogPosts)
      .values({ ...input, publishedAt: input.published ? now : null, createdAt: now, updatedAt: now })
      .returning();
    return post!;
  } catch (error) {
    slugTaken(error);
  }
}

export async function updatePost(id: number, input: PostInput): Promise<Post> {
  const current = await getPostById(id);
  const publishedAt = input.published ? (current.published ? current.publishedAt : new Date()) : null;
  try {
    const [post] = await db()
      .update(blogPosts)
      .set({ ...input, publishedAt, updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning();
    if (!post) throw notFound(BLOG_MESSAGES.notFound);
    return post;
  } catch (error) {
    slugTaken(error);
  }
}

/** The Published switch: publishing stamps publishedAt with now; unpublishing clears it. */
export async function setPostPublished(id: number, published: boolean): Promise<Post> {
  const [post] = await db()
    .update(blogPosts)
    .set({ published, publishedAt: published ? new Date() : null, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  if (!post) throw notFound(BLOG_MESSAGES.notFound);
  return post;
}

export async function deletePost(id: number): Promise<void> {
  const [row] = await db().delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
}
