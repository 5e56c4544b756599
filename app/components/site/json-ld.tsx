import { site } from "~/platform/site";

// Structured data for search engines (schema.org JSON-LD): `<` is escaped so no text in the data can close the script.
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

/** The end every article's structured data shares: the company as publisher, the share image and the page itself. */
export function articleTail(shareImageUrl: string, pageUrl: string) {
  return {
    publisher: { "@type": "Organization", name: site.name },
    image: new URL(shareImageUrl, pageUrl).href,
    mainEntityOfPage: pageUrl,
  };
}
