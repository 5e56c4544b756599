// Images uploaded for the blog: checked by their own bytes, stored in R2, listed for the editor's media list,
// measured on upload (so pages give every <img> its width and height), and deleted only while nothing shows them.
import { desc, eq, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { blogImages, blogPosts, caseStudies, logos, teamMembers, type BlogImage } from "~/db/schema";
import { db } from "~/db/client.server";
import { conflict, HttpError, notFound } from "~/platform/errors.server";
import { checkFile, putFile, removeFile } from "~/platform/files.server";
import { imageTypeOf, readImageInfo, type ImageType } from "~/platform/image-size";
import { BLOG_IMAGE_MESSAGES, MAX_BLOG_IMAGE_BYTES, MAX_IMAGE_SIDE } from "~/schemas/blog-post";

const R2_PREFIX = "blog-images";
/** Public URLs: /media/blog/{uuid}.{ext}. The name is the R2 key's uuid, so serving one needs no D1 read. */
export const MEDIA_PATH = "/media/blog/";

const EXTENSIONS: Record<ImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
};

/** The R2 key and content type behind a public name, or null for a name we never made. */
export function mediaObject(name: string): { key: string; contentType: ImageType } | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z]+)$/.exec(name);
  const type = match && (Object.keys(EXTENSIONS) as ImageType[]).find((t) => EXTENSIONS[t] === match[2]);
  return match && type ? { key: `${R2_PREFIX}/${match[1]}`, contentType: type } : null;
}

/** Whether a free-form field names the image anywhere: in Markdown, or as an absolute https://…/media/blog/… address. */
const names = (column: SQLiteColumn) => sql`instr(${column}, ${blogImages.url}) > 0`;

/**
 * Used by a post (its featured or social image, or named anywhere in its Markdown), by a case study (its logo, or
 * named in its challenge or solution), or by a team member's photo or a logo (docs/decisions/0024, 0025: they pick
 * their pictures from this media library). A post's image fields take any address, so they are searched like its
 * Markdown; the logo and photo fields only take the media path itself, so they are compared whole.
 */
const inUse = sql<number>`(exists (select 1 from ${blogPosts} where ${names(blogPosts.imageUrl)}
  or ${names(blogPosts.socialImageUrl)} or ${names(blogPosts.content)})
  or exists (select 1 from ${caseStudies} where ${caseStudies.logoUrl} = ${blogImages.url}
    or ${names(caseStudies.challenge)} or ${names(caseStudies.solution)})
  or exists (select 1 from ${teamMembers} where ${teamMembers.photoUrl} = ${blogImages.url})
  or exists (select 1 from ${logos} where ${logos.imageUrl} = ${blogImages.url}))`;

/**
 * Checks, measures and stores an upload: 10 MB at most, a JPEG, PNG, GIF, WebP or AVIF by its magic bytes (the
 * name and declared type are not trusted; SVG is refused), with a header we can read the size from. If the row
 * cannot be written, the object is removed again.
 */
export async function uploadBlogImage(file: File, uploadedBy: number | null): Promise<BlogImage> {
  const contentType = (await checkFile(file, {
    maxBytes: MAX_BLOG_IMAGE_BYTES,
    tooLarge: BLOG_IMAGE_MESSAGES.tooLarge,
    unsupported: BLOG_IMAGE_MESSAGES.unsupported,
    accepts: (_name, _declared, head) => imageTypeOf(head),
  })) as ImageType;
  const info = readImageInfo(new Uint8Array(await file.arrayBuffer()));
  if (!info || info.type !== contentType) throw new HttpError(415, BLOG_IMAGE_MESSAGES.unreadable);
  // A header may claim any size (100,000 × 100,000 px is 40 GB decoded): every page that shows it would stall.
  if (info.width > MAX_IMAGE_SIDE || info.height > MAX_IMAGE_SIDE)
    throw new HttpError(413, BLOG_IMAGE_MESSAGES.tooManyPixels);
  const key = await putFile(R2_PREFIX, file, contentType);
  const url = `${MEDIA_PATH}${key.slice(R2_PREFIX.length + 1)}.${EXTENSIONS[contentType]}`;
  try {
    const [row] = await db()
      .insert(blogImages)
      .values({
        r2Key: key,
        url,
        fileName: file.name.slice(0, 255) || "image",
        contentType,
        size: file.size,
        width: info.width,
        height: info.height,
        uploadedBy,
      })
      .returning();
    return row!;
  } catch (error) {
    await removeFile(key);
    throw error;
  }
}

/** What an `<img>` of an uploaded image needs: its address and its size (the page keeps the space for it). */
const imageSource = { url: blogImages.url, width: blogImages.width, height: blogImages.height };

/** The media list: newest first, each with whether a post uses it. */
export async function listBlogImages(limit = 60) {
  return db()
    .select({
      id: blogImages.id,
      ...imageSource,
      fileName: blogImages.fileName,
      size: blogImages.size,
      createdAt: blogImages.createdAt,
      inUse: inUse.mapWith(Boolean),
    })
    .from(blogImages)
    .orderBy(desc(blogImages.createdAt), desc(blogImages.id))
    .limit(limit);
}

/** Deletes an unused image and its object; one a post still shows is a 409, so no page loses an image. */
export async function deleteBlogImage(id: number): Promise<void> {
  const d = db();
  const [row] = await d
    .select({ r2Key: blogImages.r2Key, inUse: inUse.mapWith(Boolean) })
    .from(blogImages)
    .where(eq(blogImages.id, id))
    .limit(1);
  if (!row) throw notFound(BLOG_IMAGE_MESSAGES.notFound);
  if (row.inUse) throw conflict(BLOG_IMAGE_MESSAGES.inUse);
  // Deleted only if still unused at the moment of the delete (a post saved in between keeps its image).
  const [deleted] = await d
    .delete(blogImages)
    .where(sql`${blogImages.id} = ${id} and not ${inUse}`)
    .returning({ id: blogImages.id });
  if (!deleted) throw conflict(BLOG_IMAGE_MESSAGES.inUse);
  await removeFile(row.r2Key);
}

/** The query for the uploaded images a post shows (featured, social or inline), with their sizes; for a batch. */
export function imagesShownByPost(slug: string) {
  const post = (column: typeof blogPosts.content | typeof blogPosts.imageUrl | typeof blogPosts.socialImageUrl) =>
    sql`(select ${column} from ${blogPosts} where ${blogPosts.slug} = ${slug})`;
  return db()
    .select(imageSource)
    .from(blogImages)
    .where(
      sql`${blogImages.url} in (${post(blogPosts.imageUrl)}, ${post(blogPosts.socialImageUrl)})
        or instr(${post(blogPosts.content)}, ${blogImages.url}) > 0`,
    )
    .limit(50);
}
