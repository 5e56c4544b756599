// Per-page <title>, description, canonical link and Open Graph tags, in one shape for every public page.
// Absolute URLs come from the site's one public origin (SITE_URL), which the root loader hands down: meta
// functions run in the browser too, so they cannot read the server's settings themselves.
import { site } from "~/lib/site";

/** The route matches a meta function receives; only the root's loader data is read. */
type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The SITE_URL origin the root loader returned ("" if it is missing, which leaves URLs relative). */
export function siteOrigin(matches: MetaMatches): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: unknown } | undefined;
  return typeof root?.siteUrl === "string" ? root.siteUrl : "";
}

export function pageMeta({
  matches,
  title,
  description,
  path,
  type = "website",
  image = "/og-image.png",
}: {
  matches: MetaMatches;
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  image?: string;
}) {
  const origin = siteOrigin(matches);
  const absolute = (url: string) => (origin ? new URL(url, origin).href : url);
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: absolute(path) },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: absolute(path) },
    { property: "og:image", content: absolute(image) },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
