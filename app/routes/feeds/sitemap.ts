// GET /sitemap.xml: the public pages in both languages (with hreflang alternates), every live post and published case
// study at its own language's address (with its translation as the alternate; not the scheduled posts) and every
// open position.
import { desc } from "drizzle-orm";
import { jobs } from "~/db/schema";
import { db } from "~/db/client.server";
import { settings } from "~/platform/env.server";
import { PUBLIC_PATHS } from "~/platform/site";
import { xml } from "~/platform/xml";
import { jobAlternates, openJob } from "~/models/jobs.server";
import { listLivePostSlugs } from "~/models/blog-posts.server";
import { listPublishedCaseStudySlugs } from "~/models/case-studies.server";
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

type Translatable = { id: number; language: Language; translationOf: number | null; updatedAt: Date };

/** Each row's translation among the rows, whichever side stores the link (`translationOf` is read both ways). */
function translationsOf<T extends Translatable>(rows: T[]): (row: T) => T | null {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const namedBy = new Map(rows.filter((r) => r.translationOf !== null).map((r) => [r.translationOf!, r]));
  return (row) => {
    const pair = (row.translationOf !== null ? byId.get(row.translationOf) : undefined) ?? namedBy.get(row.id);
    return pair && pair.language !== row.language ? pair : null;
  };
}

/** One <url>: the address, when it last changed, and the hreflang alternates of the page. */
const urlEntry = (origin: string, path: string, updatedAt: Date, links: string) =>
  `  <url><loc>${xml(origin + path)}</loc><lastmod>${updatedAt.toISOString()}</lastmod>${links}</url>`;

type LivePost = Translatable & { slug: string };

/** Each live post's (or case study's, under `base`) <url>, at its language's address, naming its translation. */
function postUrls(origin: string, posts: LivePost[], base = "/blog"): string[] {
  const translationOf = translationsOf(posts);
  const address = (p: LivePost) => localizedPath(p.language, `${base}/${encodeURIComponent(p.slug)}`);
  return posts.map((p) => {
    const pair = translationOf(p);
    const named = Object.fromEntries(
      LANGUAGES.map((l) => [l, l === p.language ? address(p) : pair?.language === l ? address(pair) : null]),
    );
    return urlEntry(
      origin,
      address(p),
      p.updatedAt,
      hreflangLinks(origin, localized(address(p), address(p), named).alternates),
    );
  });
}

/**
 * Each open listing's <url>s, with the alternates its page names (jobAlternates): a translated listing at its own
 * language's address, an English one with no translation at both (it is listed on /es/jobs too).
 */
function jobUrls(origin: string, open: Translatable[]): string[] {
  const translationOf = translationsOf(open);
  return open.flatMap((j) => {
    const pair = translationOf(j);
    const named = jobAlternates(j, pair);
    const own = pair ? [named[j.language]!] : LANGUAGES.map((l) => named[l]).filter((p): p is string => !!p);
    const links = hreflangLinks(origin, localized(own[0]!, own[0]!, named).alternates);
    return own.map((path) => urlEntry(origin, path, j.updatedAt, links));
  });
}

export async function loader() {
  const origin = settings().SITE_URL;
  const d = db();
  const [posts, openJobs, studies] = await d.batch([
    listLivePostSlugs(),
    d
      .select({ id: jobs.id, updatedAt: jobs.updatedAt, language: jobs.language, translationOf: jobs.translationOf })
      .from(jobs)
      .where(openJob())
      .orderBy(desc(jobs.publishedAt)),
    listPublishedCaseStudySlugs(),
  ]);
  const urls = [
    ...PUBLIC_PATHS.flatMap((path) => pageUrls(origin, path)),
    ...postUrls(origin, posts),
    ...jobUrls(origin, openJobs),
    ...postUrls(origin, studies, "/case-studies"),
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
