// GET /robots.txt: crawlers welcome, except in the back office and the API.
import { settings } from "~/platform/env.server";

export function loader() {
  const origin = settings().SITE_URL;
  return new Response(
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`,
    {
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    },
  );
}
