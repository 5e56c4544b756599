// Per-page <title>, description, canonical link and Open Graph tags, in one shape for every public page.
// Absolute URLs come from the site's one public origin (SITE_URL), which the root loader hands down: meta
// functions run in the browser too, so they cannot read the server's settings themselves.
import { site } from "~/platform/site";

/** The route matches a meta function receives; only the root's loader data is read. */
type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The SITE_URL origin the root loader returned ("" if it is missing, which leaves URLs relative). */
export function siteOrigin(matches: MetaMatches): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: unknown } | undefined;
  return typeof root?.siteUrl === "string" ? root.siteUrl : "";
}

/** The image a shared link shows when a page names none: public/og-image.png, 1200 × 630. */
export const DEFAULT_SHARE_IMAGE = { url: "/og-image.png", width: 1200, height: 630 } as const;

/** A page's share image; width and height when known (uploads are measured; a link elsewhere is not). */
export type ShareImage = { url: string; width?: number | null; height?: number | null };

export function pageMeta({
  matches,
  title,
  description,
  path,
  type = "website",
  image = DEFAULT_SHARE_IMAGE,
  noindex = false,
  alternates = [],
  ogLocale,
}: {
  matches: MetaMatches;
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  image?: ShareImage;
  /** A page that must stay out of search results (a staff preview). */
  noindex?: boolean;
  /** The page in each language it exists in (`hreflang` links), and the page's own locale for Open Graph. */
  alternates?: readonly { hreflang: string; path: string }[];
  ogLocale?: string;
}) {
  const origin = siteOrigin(matches);
  const absolute = (url: string) => (origin ? new URL(url, origin).href : url);
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const size =
    image.width && image.height
      ? [
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
        ]
      : [];
  return [
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: absolute(path) },
    ...alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hreflang, href: absolute(a.path) })),
    { property: "og:site_name", content: site.name },
    ...(ogLocale ? [{ property: "og:locale", content: ogLocale }] : []),
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: absolute(path) },
    { property: "og:image", content: absolute(image.url) },
    ...size,
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: absolute(image.url) },
  ];
}
