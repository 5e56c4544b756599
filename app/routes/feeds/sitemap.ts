// GET /sitemap.xml: the public pages in both languages (with hreflang alternates), every live post at its own
// language's address (with its live translation as the alternate; not the scheduled ones) and every open position.
import { desc } from "drizzle-orm";
import { jobs } from "~/db/schema";
import { db } from "~/db/client.server";
import { settings } from "~/platform/env.server";
import { PUBLIC_PATHS } from "~/platform/site";
import { xml } from "~/platform/xml";
import { jobAlternates, openJob } from "~/models/jobs.server";
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

type OpenJob = { id: number; language: Language; translationOf: number | null; updatedAt: Date };

/**
 * Each open listing's <url>s, with the alternates its page names (jobAlternates): a translated listing at its own
 * language's address, an English one with no translation at both (it is listed on /es/jobs too).
 */
function jobUrls(origin: string, open: OpenJob[]): string[] {
  const byId = new Map(open.map((j) => [j.id, j]));
  const namedBy = new Map(open.filter((j) => j.translationOf !== null).map((j) => [j.translationOf!, j]));
  return open.flatMap((j) => {
    const pair = (j.translationOf !== null ? byId.get(j.translationOf) : undefined) ?? namedBy.get(j.id) ?? null;
    const named = jobAlternates(j, pair && pair.language !== j.language ? pair : null);
    const own = pair ? [named[j.language]!] : LANGUAGES.map((l) => named[l]).filter((p): p is string => !!p);
    const links = hreflangLinks(origin, localized(own[0]!, own[0]!, named).alternates);
    return own.map(
      (path) => `  <url><loc>${xml(origin + path)}</loc><lastmod>${j.updatedAt.toISOString()}</lastmod>${links}</url>`,
    );
  });
}

export async function loader() {
  const origin = settings().SITE_URL;
  const d = db();
  const [posts, openJobs] = await d.batch([
    listLivePostSlugs(),
    d
      .select({ id: jobs.id, updatedAt: jobs.updatedAt, language: jobs.language, translationOf: jobs.translationOf })
      .from(jobs)
      .where(openJob())
      .orderBy(desc(jobs.publishedAt)),
  ]);
  const urls = [
    ...PUBLIC_PATHS.flatMap((path) => pageUrls(origin, path)),
    ...postUrls(origin, posts),
    ...jobUrls(origin, openJobs),
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
