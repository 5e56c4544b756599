// /blog/{slug} and /es/blog/{slug}: a live post, its Markdown rendered and sanitised on the server, with related
// articles in its language and a link to its translation (hreflang points across, and the header's language link
// goes there). Signed-in staff also see drafts and scheduled posts here, marked as a preview, never cached and never
// indexed; anyone else gets the 404 for them. A post lives under its own language's prefix only: the same slug under
// the other prefix redirects (302) to it, so a post has one address and hreflang only ever names live pages.
import { PreviewBanner } from "~/components/site/preview-banner";
import { articleTail, JsonLd } from "~/components/site/json-ld";
import { isRouteErrorResponse, href } from "react-router";
import { TranslationLink } from "~/components/site/translation-link";
import { answerPreview, translatedPage } from "~/server/translated-page.server";
import type { Route } from "./+types/blog.$slug";
import { NotFound } from "~/components/site/not-found";
import { PostCard, PostImage, ReadTime } from "~/components/site/post-card";
import { ShareButtons } from "~/components/site/share-buttons";
import { Badge } from "~/components/ui/badge";
import { ArrowRightIcon } from "~/components/ui/icons";
import { Link } from "react-router";
import { formatDateTime, formatLocalDate } from "~/platform/format.server";
import { renderMarkdown } from "~/platform/markdown.server";
import { DEFAULT_SHARE_IMAGE, pageMeta, type ShareImage } from "~/platform/meta";
import { site } from "~/platform/site";
import { getPostWithRelated, isScheduled, postIsLive } from "~/models/blog-posts.server";
import { postBadge, toPostCard } from "~/server/cards.server";
import { BLOG_MESSAGES, readMinutes } from "~/schemas/blog-post";
import { catalogue, fill } from "~/i18n/catalogue";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { languageOfPath, localizedPath, type Language } from "~/i18n/languages";
import { localized } from "~/i18n/meta";

/** A post's one address: its slug under its language's prefix. */
const postPath = (language: Language, slug: string) => localizedPath(language, href("/blog/:slug", { slug }));

export async function loader({ params, request }: Route.LoaderArgs) {
  const { found, language, url, alternates, translation } = await translatedPage(request, params.slug, {
    find: (slug, options) => getPostWithRelated(slug, options),
    record: (f) => f.post,
    translation: (f) => f.translation,
    pathOf: postPath,
  });
  const { post, related, images, categories } = found;
  const t = catalogue(language).blog;
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
      description:
        post.metaDescription || post.excerpt || fill(t.post.description, { title: post.title, name: site.name }),
      author: post.author || site.name,
      imageUrl: post.imageUrl,
      category: postBadge(post, categories, language),
      date: formatLocalDate(post.publishedAt, language),
      readTime: readMinutes(post.content),
      html: renderMarkdown(post.content, images),
      publishedAt: post.publishedAt?.toISOString() ?? null,
      updatedAt: post.updatedAt.toISOString(),
    },
    related: related.map((p) => toPostCard(p, language, categories)),
    alternates,
    translation,
  };
  return answerPreview(payload, preview);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).blog;
  if (!loaded) return [{ title: `${t.notFound.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { post } = loaded;
  return pageMeta({
    matches,
    title: loaded.preview ? `${BLOG_MESSAGES.preview}: ${post.title}` : post.title,
    description: post.description,
    type: "article",
    image: loaded.shareImage,
    noindex: Boolean(loaded.preview),
    ...localized(location.pathname, href("/blog/:slug", { slug: post.slug }), loaded.alternates),
  });
};

export default function Post({
  loaderData: { post, related, url, preview, shareImage, translation },
}: Route.ComponentProps) {
  const t = useCatalogue().blog;
  const to = useLocalize();
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.author },
    ...articleTail(shareImage.url, url),
  };
  return (
    <>
      <article>
        <header className="bg-gradient-to-b from-pine-50 to-white pb-10 pt-28 sm:pt-36">
          <div className="container-page max-w-3xl">
            {preview ? (
              <PreviewBanner>
                {BLOG_MESSAGES.preview}
                {preview.scheduledFor ? (
                  <span className="font-normal">{` · Scheduled for ${preview.scheduledFor}`}</span>
                ) : null}
              </PreviewBanner>
            ) : null}
            <Link
              to={to("/blog")}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-pine-700 hover:text-pine-900"
            >
              <ArrowRightIcon className="h-4 w-4 rotate-180" />
              {` ${t.post.back}`}
            </Link>
            <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <Badge tone={post.category.tone}>{post.category.label}</Badge>
              <time dateTime={post.publishedAt ?? undefined}>{post.date}</time>
              <span aria-hidden="true">·</span>
              <ReadTime minutes={post.readTime} />
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
            {translation ? (
              <TranslationLink translation={translation} label={catalogue(translation.language).blog.post.readIn} />
            ) : null}
          </div>
        </header>
        <div className="container-page max-w-3xl">
          <PostImage src={post.imageUrl} alt="" className="rounded-2xl shadow-sm" eager />
          <div className="prose-post mt-10" dangerouslySetInnerHTML={{ __html: post.html }} />
          <div className="mt-12 border-t border-slate-200 pt-6">
            <ShareButtons url={url} title={post.title} />
          </div>
        </div>
        <JsonLd data={structuredData} />
      </article>

      <section className="container-page py-20" aria-labelledby="related-heading">
        <h2 id="related-heading" className="text-2xl font-bold">
          {t.post.related}
        </h2>
        {related.length === 0 ? (
          <p className="mt-4 text-slate-600">{t.post.noRelated}</p>
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
  const t = useCatalogue().blog;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <NotFound title={t.notFound.title} text={t.notFound.text} backTo="/blog" backLabel={t.post.back} />;
}
