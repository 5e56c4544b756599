// Per-page <title>, description and Open Graph tags, in one shape for every public page.
import { site } from "~/lib/site";

/** The site's public origin (SITE_URL), which the root loader hands to every page's meta. */
export function siteOrigin(matches: readonly ({ id: string; data?: unknown } | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** Tags with absolute URLs (og:url, og:image, canonical), built from SITE_URL, never from the request's Host. */
export function pageMeta(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  {
  title,
  description,
  path,
  type = "website",
  image = "/og-image.png",
}: {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  image?: string;
}) {
  const origin = siteOrigin(matches);
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: origin + path },
    { property: "og:image", content: /^https?:/.test(image) ? image : origin + image },
    { tagName: "link", rel: "canonical", href: origin + path },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
