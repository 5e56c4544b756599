// GET /blog/rss.xml: RSS 2.0 feed of the latest live posts (scheduled ones join at their moment).
import { site } from "~/platform/site";
import { xml } from "~/platform/xml";
import { listPublishedPosts } from "~/models/blog-posts.server";
import { settings } from "~/platform/env.server";

const FEED_SIZE = 30;

export async function loader() {
  const origin = settings().SITE_URL;
  const { posts } = await listPublishedPosts({ limit: FEED_SIZE });
  const items = posts
    .map((p) => {
      const link = `${origin}/blog/${encodeURIComponent(p.slug)}`;
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
    <title>${xml(`${site.name} Blog`)}</title>
    <link>${origin}/blog</link>
    <description>${xml("Nearshore software development and IT staffing trends from our teams in Latin America.")}</description>
    <language>en-us</language>
    <atom:link href="${origin}/blog/rss.xml" rel="self" type="application/rss+xml"/>${posts[0]?.publishedAt ? `\n    <lastBuildDate>${posts[0].publishedAt.toUTCString()}</lastBuildDate>` : ""}
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
