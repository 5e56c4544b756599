// A blog post card: image (or the shipped fallback), category, date, read time, title, excerpt, Read more, in the
// page's language (the card's post is of that language, and its date was formatted in it on the server).
import { Link, href } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ArrowRightIcon } from "~/components/ui/icons";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import type { PostBadge } from "~/server/cards.server";

export const FALLBACK_POST_IMAGE = "/images/blog-fallback.svg";

export type PostCardProps = {
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  /** The badge's words (the post's category, or the spec's derived one) and colour. */
  category: PostBadge;
  date: string;
  readTime: number;
};

/**
 * "5 min read" in the page's language. The number and the words are separate text, as they were before the
 * catalogue, so the English markup is unchanged.
 */
export function ReadTime({ minutes }: { minutes: number }) {
  const template = useCatalogue().blog.card.readTime;
  const parts = template.split(/(\{minutes\})/).filter(Boolean);
  return <span>{parts.map((part) => (part === "{minutes}" ? minutes : part))}</span>;
}

export function PostImage({
  src,
  alt,
  className,
  eager,
}: {
  src: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={src || FALLBACK_POST_IMAGE}
      alt={alt}
      width={1200}
      height={675}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={`aspect-video w-full bg-pine-50 object-cover ${className ?? ""}`}
      // An image that fails to load is swapped for this one by app/behaviour/site.ts (`image fallback`).
      data-fallback={FALLBACK_POST_IMAGE}
    />
  );
}

export function PostCard({
  post,
  headingLevel = "h2",
  eager,
}: {
  post: PostCardProps;
  headingLevel?: "h2" | "h3";
  eager?: boolean;
}) {
  const Heading = headingLevel;
  const t = useCatalogue().blog.card;
  const to = useLocalize();
  const address = to(href("/blog/:slug", { slug: post.slug }));
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <PostImage src={post.imageUrl} alt="" eager={eager} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <Badge tone={post.category.tone}>{post.category.label}</Badge>
          <span>{post.date}</span>
          <span aria-hidden="true">·</span>
          <ReadTime minutes={post.readTime} />
        </div>
        <Heading className="mt-3 text-lg font-semibold leading-snug">
          <Link to={address} className="hover:text-pine-700">
            {post.title}
          </Link>
        </Heading>
        {/* The clamp and the stretch on separate boxes: a stretched clamped box shows a fourth line under the "…". */}
        <div className="mt-2 flex-1">
          <p className="line-clamp-3 text-sm leading-6 text-slate-600" data-excerpt>
            {post.excerpt}
          </p>
        </div>
        <Link
          to={address}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-pine-700 hover:text-pine-900"
        >
          {/* The title in the link text itself (not only in aria-label) so crawlers see a descriptive link. */}
          <span>
            {t.readMore}
            <span className="sr-only">: {post.title}</span>
          </span>{" "}
          <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}
