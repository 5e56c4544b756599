// /blog and /es/blog: the live posts of the page's language, six at a time. "Load more articles" is a link
// (?limit=12), so it works without JavaScript; with it, the next posts load in place. `?category=<slug>` shows one
// category's posts (a slug no category has is a 404), with that category's feed named beside the blog's; the
// categories that have posts in the language are links above the list (docs/decisions/0026).
import { data, isRouteErrorResponse, Link, useNavigation } from "react-router";
import type { Route } from "./+types/blog";
import { PageHero } from "~/components/site/page-hero";
import { PostCard } from "~/components/site/post-card";
import { NotFound } from "~/components/site/not-found";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { catalogue, fill } from "~/i18n/catalogue";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { site } from "~/platform/site";
import { listPublishedPosts } from "~/models/blog-posts.server";
import { categoryName } from "~/models/blog-categories.server";
import { toPostCard } from "~/server/cards.server";
import { BLOG_MAX_LIMIT, BLOG_PAGE_SIZE } from "~/schemas/blog-post";

// The feed of the page's language is named with the meta tags: a `links` export cannot see the URL, and /es/blog
// names /es/blog/rss.xml only.
export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const language = languageOfPath(location.pathname);
  const t = catalogue(language).blog;
  const names = { shortName: site.shortName, name: site.name };
  const current = loaded?.current;
  return [
    ...pageMeta({
      matches,
      title: fill(t.list.title, names),
      description: t.list.description,
      ...localized(location.pathname, "/blog"),
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: fill(t.feed.title, names),
      href: localizedPath(language, "/blog/rss.xml"),
    },
    ...(current
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/rss+xml",
            title: fill(t.feed.categoryTitle, { ...names, category: current.name }),
            href: localizedPath(language, `/blog/rss.xml?category=${encodeURIComponent(current.slug)}`),
          },
        ]
      : []),
  ];
};

/** ?limit= in steps of six, from six up to a sane maximum. */
function readLimit(url: URL): number {
  const asked = Number(url.searchParams.get("limit"));
  if (!Number.isFinite(asked) || asked <= BLOG_PAGE_SIZE) return BLOG_PAGE_SIZE;
  return Math.min(BLOG_MAX_LIMIT, Math.ceil(asked / BLOG_PAGE_SIZE) * BLOG_PAGE_SIZE);
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const limit = readLimit(url);
  const asked = url.searchParams.get("category")?.trim() || undefined;
  const { posts, total, categories, category, livePosts } = await listPublishedPosts({
    limit,
    language,
    category: asked,
  });
  if (category === null) throw data(null, { status: 404 });
  const chips = categories
    .filter((c) => c.id === category?.id || livePosts(c.id) > 0)
    .map((c) => ({ slug: c.slug, name: categoryName(c, language) }));
  return {
    posts: posts.map((p) => toPostCard(p, language, categories)),
    total,
    limit,
    chips,
    current: category ? { slug: category.slug, name: categoryName(category, language) } : null,
  };
}

/** The categories as links, "All" first; the one shown is marked as the current page. */
function CategoryChips({ chips, current }: { chips: { slug: string; name: string }[]; current: string | null }) {
  const t = useCatalogue().blog.categories;
  const to = useLocalize();
  const chip = (active: boolean) =>
    `inline-flex rounded-full px-4 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors ${
      active ? "bg-pine-700 text-white ring-pine-700" : "bg-white text-slate-700 ring-slate-300 hover:bg-pine-50"
    }`;
  return (
    <nav aria-label={t.label} className="mb-8">
      <ul role="list" className="flex flex-wrap gap-2">
        <li>
          <Link
            to={to("/blog")}
            aria-current={current === null ? "page" : undefined}
            className={chip(current === null)}
          >
            {t.all}
          </Link>
        </li>
        {chips.map((c) => (
          <li key={c.slug}>
            <Link
              to={to(`/blog?category=${encodeURIComponent(c.slug)}`)}
              aria-current={current === c.slug ? "page" : undefined}
              className={chip(current === c.slug)}
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BlogHero() {
  const t = useCatalogue().blog.list;
  return (
    <PageHero eyebrow={t.eyebrow} title={fill(t.heading, { shortName: site.shortName })}>
      <p>{t.intro}</p>
    </PageHero>
  );
}

export default function Blog({ loaderData: { posts, total, limit, chips, current } }: Route.ComponentProps) {
  const t = useCatalogue().blog.list;
  const to = useLocalize();
  const navigation = useNavigation();
  const loadingMore = navigation.state === "loading" && navigation.location.pathname === to("/blog");
  const canLoadMore = posts.length < total && limit < BLOG_MAX_LIMIT;

  return (
    <>
      <BlogHero />
      <section className="container-page pb-20 pt-4 sm:pt-8" aria-label={t.articles}>
        {chips.length > 0 ? <CategoryChips chips={chips} current={current?.slug ?? null} /> : null}
        {posts.length === 0 ? (
          <div className="rounded-2xl bg-pine-50 px-6 py-16 text-center">
            <h2 className="text-xl font-semibold">{t.empty}</h2>
            <p className="mt-2 text-slate-600">{t.emptyText}</p>
          </div>
        ) : (
          <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, i) => (
              <PostCard key={post.id} post={post} eager={i === 0} />
            ))}
          </div>
        )}
        {canLoadMore ? (
          <div className="mt-12 flex justify-center">
            <ButtonLink
              to={`?${current ? `category=${encodeURIComponent(current.slug)}&` : ""}limit=${limit + BLOG_PAGE_SIZE}`}
              preventScrollReset
              aria-disabled={loadingMore}
              variant="secondary"
              className={`px-6 py-3 ${loadingMore ? "pointer-events-none opacity-60" : ""}`}
            >
              {loadingMore ? t.loadingMore : t.loadMore}
            </ButtonLink>
          </div>
        ) : null}
        <p className="sr-only" aria-live="polite">
          {loadingMore ? t.loading : fill(t.showing, { count: posts.length, total })}
        </p>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const blog = useCatalogue().blog;
  const t = blog.list;
  if (!isRouteErrorResponse(error)) console.error(error);
  // The only 404 here: ?category= names no category.
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <NotFound
        title={blog.categories.notFoundTitle}
        text={blog.categories.notFoundText}
        backTo="/blog"
        backLabel={blog.post.back}
      />
    );
  return (
    <>
      <BlogHero />
      <section className="container-page pb-20">
        <Alert title={t.error}>{t.errorText}</Alert>
      </section>
    </>
  );
}
