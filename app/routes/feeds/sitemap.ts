// GET /sitemap.xml: the public pages in both languages (with hreflang alternates), every live post at its own
// language's address (with its live translation as the alternate; not the scheduled ones) and every open position.
import { desc } from "drizzle-orm";
import { jobListings } from "~/db/schema";
import { db } from "~/db/client.server";
import { settings } from "~/platform/env.server";
import { PUBLIC_PATHS } from "~/platform/site";
import { xml } from "~/platform/xml";
import { openListing } from "~/models/jobs.server";
import { listLivePostSlugs } from "~/models/blog-posts.server";
import { LANGUAGES, localizedPath, type Language } from "~/i18n/languages";
import { localized, type Alternates } from "~/i18n/meta";

/**
 * A page's <url> entries, one per language it exists in, each naming all of them (and x-default) with
 * `xhtml:link` alternates, as the page's own hreflang links do.
 */
function pageUrls(origin: string, neutral: string, named?: Alternates, lastmod?: Date): string[] {
  const where = LANGUAGES.map((l) => (named ? named[l] : localizedPath(l, neutral))).filter((p): p is string => !!p);
  const links = hreflangLinks(origin, localized(where[0]!, neutral, named).alternates);
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return where.map((path) => `  <url><loc>${xml(origin + path)}</loc>${modified}${links}</url>`);
}

function hreflangLinks(origin: string, alternates: readonly { hreflang: string; path: string }[]): string {
  return alternates
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(origin + a.path)}"/>`)
    .join("");
}

type LivePost = { id: number; slug: string; language: Language; translationOf: number | null; updatedAt: Date };

/** Each live post's <url>, at its language's address, naming its live translation (read both ways) as alternate. */
function postUrls(origin: string, posts: LivePost[]): string[] {
  const byId = new Map(posts.map((p) => [p.id, p]));
  const namedBy = new Map(posts.filter((p) => p.translationOf !== null).map((p) => [p.translationOf!, p]));
  const address = (p: LivePost) => localizedPath(p.language, `/blog/${encodeURIComponent(p.slug)}`);
  return posts.map((p) => {
    const pair = (p.translationOf !== null ? byId.get(p.translationOf) : undefined) ?? namedBy.get(p.id);
    const named = Object.fromEntries(
      LANGUAGES.map((l) => [l, l === p.language ? address(p) : pair?.language === l ? address(pair) : null]),
    );
    const links = hreflangLinks(origin, localized(address(p), address(p), named).alternates);
    return `  <url><loc>${xml(origin + address(p))}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod>${links}</url>`;
  });
}

export async function loader() {
  const origin = settings().SITE_URL;
  const d = db();
  const [posts, jobs] = await d.batch([
    listLivePostSlugs(),
    d
      .select({ id: jobListings.id, updatedAt: jobListings.updatedAt })
      .from(jobListings)
      .where(openListing())
      .orderBy(desc(jobListings.publishedAt)),
  ]);
  const urls = [
    ...PUBLIC_PATHS.flatMap((path) => pageUrls(origin, path)),
    ...postUrls(origin, posts),
    ...jobs.map((j) => `  <url><loc>${origin}/jobs/${j.id}</loc><lastmod>${j.updatedAt.toISOString()}</lastmod></url>`),
  ];
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
    {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600",
      },
    },
  );
}
