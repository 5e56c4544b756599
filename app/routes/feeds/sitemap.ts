// GET /sitemap.xml: the public pages in both languages (with hreflang alternates), every live post (not the
// scheduled ones) and every open position.
import { desc } from "drizzle-orm";
import { jobs } from "~/db/schema";
import { db } from "~/db/client.server";
import { settings } from "~/platform/env.server";
import { PUBLIC_PATHS } from "~/platform/site";
import { xml } from "~/platform/xml";
import { openJob } from "~/models/jobs.server";
import { listLivePostSlugs } from "~/models/blog-posts.server";
import { LANGUAGES, localizedPath } from "~/i18n/languages";
import { localized, type Alternates } from "~/i18n/meta";

/**
 * A page's <url> entries, one per language it exists in, each naming all of them (and x-default) with
 * `xhtml:link` alternates, as the page's own hreflang links do.
 */
function pageUrls(origin: string, neutral: string, named?: Alternates, lastmod?: Date): string[] {
  const where = LANGUAGES.map((l) => (named ? named[l] : localizedPath(l, neutral))).filter((p): p is string => !!p);
  const { alternates } = localized(where[0]!, neutral, named);
  const links = alternates
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(origin + a.path)}"/>`)
    .join("");
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return where.map((path) => `  <url><loc>${xml(origin + path)}</loc>${modified}${links}</url>`);
}

export async function loader() {
  const origin = settings().SITE_URL;
  const d = db();
  const [posts, openJobs] = await d.batch([
    listLivePostSlugs(),
    d.select({ id: jobs.id, updatedAt: jobs.updatedAt }).from(jobs).where(openJob()).orderBy(desc(jobs.publishedAt)),
  ]);
  const urls = [
    ...PUBLIC_PATHS.flatMap((path) => pageUrls(origin, path)),
    ...posts.map(
      (p) =>
        `  <url><loc>${xml(`${origin}/blog/${encodeURIComponent(p.slug)}`)}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`,
    ),
    ...openJobs.map(
      (j) => `  <url><loc>${origin}/jobs/${j.id}</loc><lastmod>${j.updatedAt.toISOString()}</lastmod></url>`,
    ),
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
