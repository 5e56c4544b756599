// /blog: published posts, six at a time. "Load more articles" is a link (?limit=12), so it works without
// JavaScript; with it, the next posts load in place.
import { isRouteErrorResponse, Link, useNavigation } from "react-router";
import type { Route } from "./+types/blog";
import { PageHero } from "~/components/site/page-hero";
import { PostCard } from "~/components/site/post-card";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { site } from "~/platform/site";
import { listPublishedPosts } from "~/models/blog-posts.server";
import { toPostCard } from "~/server/cards.server";
import { BLOG_MAX_LIMIT, BLOG_MESSAGES, BLOG_PAGE_SIZE } from "~/schemas/blog-post";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    title: `${site.shortName} Insights: the ${site.name} Blog`,
    description:
      "Nearshore software development and IT staffing trends, delivery practices and AI engineering notes from our teams in Latin America.",
    ...localized(location.pathname, "/blog"),
  });

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: `${site.name} Blog`, href: "/blog/rss.xml" },
];

/** ?limit= in steps of six, from six up to a sane maximum. */
function readLimit(url: URL): number {
  const asked = Number(url.searchParams.get("limit"));
  if (!Number.isFinite(asked) || asked <= BLOG_PAGE_SIZE) return BLOG_PAGE_SIZE;
  return Math.min(BLOG_MAX_LIMIT, Math.ceil(asked / BLOG_PAGE_SIZE) * BLOG_PAGE_SIZE);
}

export async function loader({ request }: Route.LoaderArgs) {
  const limit = readLimit(new URL(request.url));
  const { posts, total } = await listPublishedPosts({ limit });
  return { posts: posts.map(toPostCard), total, limit };
}

function BlogHero() {
  return (
    <PageHero eyebrow="Blog" title={`${site.shortName} Insights`}>
      <p>Trends and field notes on nearshore software development and IT staffing, from the teams who do the work.</p>
    </PageHero>
  );
}

export default function Blog({ loaderData: { posts, total, limit } }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loadingMore = navigation.state === "loading" && navigation.location.pathname === "/blog";
  const canLoadMore = posts.length < total && limit < BLOG_MAX_LIMIT;

  return (
    <>
      <BlogHero />
      <section className="container-page pb-20 pt-4 sm:pt-8" aria-label="Articles">
        {posts.length === 0 ? (
          <div className="rounded-2xl bg-pine-50 px-6 py-16 text-center">
            <h2 className="text-xl font-semibold">{BLOG_MESSAGES.empty}</h2>
            <p className="mt-2 text-slate-600">{BLOG_MESSAGES.emptyText}</p>
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
            <Link
              to={`?limit=${limit + BLOG_PAGE_SIZE}`}
              preventScrollReset
              aria-disabled={loadingMore}
              className={buttonClass("secondary", `px-6 py-3 ${loadingMore ? "pointer-events-none opacity-60" : ""}`)}
            >
              {loadingMore ? "Loading..." : "Load more articles"}
            </Link>
          </div>
        ) : null}
        <p className="sr-only" aria-live="polite">
          {loadingMore ? "Loading blog posts..." : `Showing ${posts.length} of ${total} articles`}
        </p>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <BlogHero />
      <section className="container-page pb-20">
        <Alert title={BLOG_MESSAGES.listError}>{BLOG_MESSAGES.listErrorText}</Alert>
      </section>
    </>
  );
}
