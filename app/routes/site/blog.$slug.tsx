// /blog/{slug}: a published post, its Markdown rendered and sanitised on the server, with related articles.
import { data, isRouteErrorResponse, useLoaderData } from "react-router";
import type { Route } from "./+types/blog.$slug";
import { NotFound } from "~/components/site/not-found";
import { PostCard, PostImage } from "~/components/site/post-card";
import { ShareButtons } from "~/components/site/share-buttons";
import { Badge } from "~/components/ui/badge";
import { ArrowRightIcon } from "~/components/ui/icons";
import { Link } from "react-router";
import { siteUrl } from "~/lib/env.server";
import { formatDate } from "~/lib/format.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { pageMeta } from "~/lib/meta";
import { site } from "~/lib/site";
import { getPublishedPostWithRelated } from "~/models/blog-posts.server";
import { toPostCard } from "~/lib/cards.server";
import { BLOG_MESSAGES, postCategory, readMinutes } from "~/schemas/blog-post-rules";

export async function loader({ params }: Route.LoaderArgs) {
  const found = await getPublishedPostWithRelated(params.slug);
  if (!found) throw data(null, { status: 404 });
  const { post, related } = found;
  const url = siteUrl(`/blog/${post.slug}`);
  return {
    url,
    post: {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      author: post.author || site.name,
      imageUrl: post.imageUrl,
      category: postCategory(post.title),
      date: formatDate(post.publishedAt),
      readTime: readMinutes(post.content),
      html: renderMarkdown(post.content),
      publishedAt: post.publishedAt?.toISOString() ?? null,
      updatedAt: post.updatedAt.toISOString(),
    },
    related: related.map(toPostCard),
  };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return [{ title: `${BLOG_MESSAGES.notFound} | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { post } = loaded;
  return pageMeta({
    matches,
    title: post.title,
    description: post.excerpt || `${post.title}, on the ${site.name} blog.`,
    path: `/blog/${post.slug}`,
    type: "article",
    image: post.imageUrl ?? undefined,
  });
};

export default function Post() {
  const { post, related, url } = useLoaderData<typeof loader>();
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: site.name },
    image: post.imageUrl ? new URL(post.imageUrl, url).href : new URL("/og-image.png", url).href,
    mainEntityOfPage: url,
  };
  return (
    <>
      <article>
        <header className="bg-gradient-to-b from-pine-50 to-white pb-10 pt-28 sm:pt-36">
          <div className="container-page max-w-3xl">
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
