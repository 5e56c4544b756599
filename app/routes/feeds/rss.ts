// GET /blog/rss.xml and /es/blog/rss.xml: RSS 2.0 feed of the latest live posts of the feed's language (scheduled
// ones join at their moment), each linked at its own address. `?category=<slug>` is one category's feed (its posts,
// its name in the title, linking to /blog?category=<slug>); a slug no category has is a 404 (docs/decisions/0026).
import type { Route } from "./+types/rss";
import { site } from "~/platform/site";
import { xml } from "~/platform/xml";
import { listPublishedPosts } from "~/models/blog-posts.server";
import { categoryName } from "~/models/blog-categories.server";
import { settings } from "~/platform/env.server";
import { catalogue, fill } from "~/i18n/catalogue";
import { languageOfPath, localizedPath, type Language } from "~/i18n/languages";

const FEED_SIZE = 30;

/** The channel's <language> (RFC 1766 codes, as RSS 2.0 asks). */
const RSS_LANGUAGE: Record<Language, string> = { en: "en-us", es: "es" };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const t = catalogue(language).blog.feed;
  const origin = settings().SITE_URL;
  const at = (path: string) => `${origin}${localizedPath(language, path)}`;
  const asked = url.searchParams.get("category")?.trim() || undefined;
  const { posts, category } = await listPublishedPosts({ limit: FEED_SIZE, language, category: asked });
  if (category === null)
    return new Response("No such category\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=60" },
    });
  const query = category ? `?category=${encodeURIComponent(category.slug)}` : "";
  const title = category
    ? fill(t.categoryTitle, { name: site.name, category: categoryName(category, language) })
    : fill(t.title, { name: site.name });
  const items = posts
    .map((p) => {
      const link = at(`/blog/${encodeURIComponent(p.slug)}`);
      return `    <item>
      <title>${xml(p.title)}</title>
      <link>${xml(link)}</link>
      <guid isPermaLink="true">${xml(link)}</guid>
      <pubDate>${(p.publishedAt ?? p.createdAt).toUTCString()}</pubDate>
      <description>${xml(p.excerpt)}</description>${p.author ? `\n      <dc:creator>${xml(p.author)}</dc:creator>` : ""}
    </item>`;
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(title)}</title>
    <link>${xml(at(`/blog${query}`))}</link>
    <description>${xml(t.description)}</description>
    <language>${RSS_LANGUAGE[language]}</language>
    <atom:link href="${xml(at(`/blog/rss.xml${query}`))}" rel="self" type="application/rss+xml"/>${posts[0]?.publishedAt ? `\n    <lastBuildDate>${posts[0].publishedAt.toUTCString()}</lastBuildDate>` : ""}
${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600",
    },
  });
}
