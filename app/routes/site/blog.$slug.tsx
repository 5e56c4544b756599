// /blog/{slug}: a live post, its Markdown rendered and sanitised on the server, with related articles. Signed-in
// staff also see drafts and scheduled posts here, marked as a preview, never cached and never indexed; anyone
// else gets the 404 for them.
import { data, isRouteErrorResponse, href } from "react-router";
import type { Route } from "./+types/blog.$slug";
import { NotFound } from "~/components/site/not-found";
import { PostCard, PostImage } from "~/components/site/post-card";
import { ShareButtons } from "~/components/site/share-buttons";
import { Badge } from "~/components/ui/badge";
import { ArrowRightIcon } from "~/components/ui/icons";
import { Link } from "react-router";
import { getSessionUser } from "~/server/auth.server";
import { siteUrl } from "~/platform/env.server";
import { formatDate, formatDateTime } from "~/platform/format.server";
import { renderMarkdown } from "~/platform/markdown.server";
import { DEFAULT_SHARE_IMAGE, pageMeta, type ShareImage } from "~/platform/meta";
import { site } from "~/platform/site";
import { getPostWithRelated, isScheduled, postIsLive } from "~/models/blog-posts.server";
import { toPostCard } from "~/server/cards.server";
import { BLOG_MESSAGES, postCategory, readMinutes } from "~/schemas/blog-post";

/** A draft or scheduled post, for signed-in staff only (a visitor without a cookie costs no session read). */
async function staffPreview(request: Request, slug: string) {
  if (!request.headers.has("Cookie") || !(await getSessionUser(request))) return null;
  return getPostWithRelated(slug, { includeDrafts: true });
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const found = (await getPostWithRelated(params.slug)) ?? (await staffPreview(request, params.slug));
  if (!found) throw data(null, { status: 404 });
  const { post, related, images } = found;
  const url = siteUrl(href("/blog/:slug", { slug: post.slug }));
  const preview = !postIsLive(post);
  const shareUrl = post.socialImageUrl ?? post.imageUrl;
  const measured = images.find((i) => i.url === shareUrl);
  const shareImage: ShareImage = shareUrl
    ? { url: shareUrl, width: measured?.width, height: measured?.height }
    : DEFAULT_SHARE_IMAGE;
  const payload = {
    url,
    preview: preview
      ? { scheduledFor: isScheduled(post) && post.publishedAt ? formatDateTime(post.publishedAt) : null }
      : null,
    shareImage,
    post: {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      description: post.metaDescription || post.excerpt || `${post.title}, on the ${site.name} blog.`,
      author: post.author || site.name,
      imageUrl: post.imageUrl,
      category: postCategory(post.title),
      date: formatDate(post.publishedAt),
      readTime: readMinutes(post.content),
      html: renderMarkdown(post.content, images),
      publishedAt: post.publishedAt?.toISOString() ?? null,
      updatedAt: post.updatedAt.toISOString(),
    },
    related: related.map(toPostCard),
  };
  // A preview is one person's view of unpublished work: never stored by any cache, never indexed.
  return preview
    ? data(payload, { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } })
    : payload;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return [{ title: `${BLOG_MESSAGES.notFound} | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { post } = loaded;
  return pageMeta({
    matches,
    title: loaded.preview ? `${BLOG_MESSAGES.preview}: ${post.title}` : post.title,
    description: post.description,
    path: href("/blog/:slug", { slug: post.slug }),
    type: "article",
    image: loaded.shareImage,
    noindex: Boolean(loaded.preview),
  });
};

export default function Post({ loaderData: { post, related, url, preview, shareImage } }: Route.ComponentProps) {
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: site.name },
    image: new URL(shareImage.url, url).href,
    mainEntityOfPage: url,
  };
  return (
    <>
      <article>
        <header className="bg-gradient-to-b from-pine-50 to-white pb-10 pt-28 sm:pt-36">
          <div className="container-page max-w-3xl">
            {preview ? (
              <p
                role="status"
                data-preview
                className="mb-6 rounded-lg bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200"
              >
                {BLOG_MESSAGES.preview}
                {preview.scheduledFor ? (
                  <span className="font-normal">{` · Scheduled for ${preview.scheduledFor}`}</span>
                ) : null}
              </p>
            ) : null}
            <Link
              to="/blog"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-pine-700 hover:text-pine-900"
            >
              <ArrowRightIcon className="h-4 w-4 rotate-180" /> Back to Blog
            </Link>
            <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <Badge tone={post.category === "Nearshoring" ? "pine" : "blue"}>{post.category}</Badge>
              <time dateTime={post.publishedAt ?? undefined}>{post.date}</time>
              <span aria-hidden="true">·</span>
              <span>{post.readTime} min read</span>
            </div>
            <h1 className="mt-4 text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{post.title}</h1>
            <div className="mt-6 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-pine-700 font-semibold text-white"
              >
                {post.author.charAt(0).toUpperCase()}
              </span>
              <span className="text-sm font-medium text-ink">{post.author}</span>
            </div>
          </div>
        </header>
        <div className="container-page max-w-3xl">
          <PostImage src={post.imageUrl} alt="" className="rounded-2xl shadow-sm" eager />
          <div className="prose-post mt-10" dangerouslySetInnerHTML={{ __html: post.html }} />
          <div className="mt-12 border-t border-slate-200 pt-6">
            <ShareButtons url={url} title={post.title} />
          </div>
        </div>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, "\\u003c") }}
        />
      </article>

      <section className="container-page py-20" aria-labelledby="related-heading">
        <h2 id="related-heading" className="text-2xl font-bold">
          Related Articles
        </h2>
        {related.length === 0 ? (
          <p className="mt-4 text-slate-600">{BLOG_MESSAGES.noRelated}</p>
        ) : (
          <div className="mt-8 grid gap-8 sm:grid-cols-2 md:grid-cols-3">
            {related.map((p) => (
              <PostCard key={p.id} post={p} headingLevel="h3" />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <NotFound
      title={BLOG_MESSAGES.notFound}
      text={BLOG_MESSAGES.notFoundText}
      backTo="/blog"
      backLabel="Back to Blog"
    />
  );
}
