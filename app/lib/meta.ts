// Per-page <title>, description and Open Graph tags, in one shape for every public page.
import { site } from "~/lib/site";

export function pageMeta({
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
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: path },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
