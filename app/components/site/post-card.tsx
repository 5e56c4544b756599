// A blog post card: image (or the shipped fallback), category, date, read time, title, excerpt, Read more.
import { Link, href } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ArrowRightIcon } from "~/components/ui/icons";

export const FALLBACK_POST_IMAGE = "/images/blog-fallback.svg";

export type PostCardProps = {
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  category: string;
  date: string;
  readTime: number;
};

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
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <PostImage src={post.imageUrl} alt="" eager={eager} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <Badge tone={post.category === "Nearshoring" ? "pine" : "blue"}>{post.category}</Badge>
          <span>{post.date}</span>
          <span aria-hidden="true">·</span>
          <span>{post.readTime} min read</span>
        </div>
        <Heading className="mt-3 text-lg font-semibold leading-snug">
          <Link to={href("/blog/:slug", { slug: post.slug })} className="hover:text-pine-700">
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
          to={href("/blog/:slug", { slug: post.slug })}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-pine-700 hover:text-pine-900"
        >
          {/* The title in the link text itself (not only in aria-label) so crawlers see a descriptive link. */}
          <span>
            Read more<span className="sr-only">: {post.title}</span>
          </span>{" "}
          <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}
