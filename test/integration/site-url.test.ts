// Every absolute URL the product writes comes from SITE_URL, never from the Host a request claims: a
// request to another host name must not be able to put that name into feeds, structured data or meta tags.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { get, page } from "../helpers";

const SITE = new URL(env.SITE_URL).origin;
const FORGED = "http://evil.example";

describe("absolute URLs", () => {
  it("in the sitemap, RSS and robots.txt are on SITE_URL whatever the Host", async () => {
    for (const path of ["/sitemap.xml", "/blog/rss.xml", "/robots.txt"]) {
      const text = await (await get(path, { origin: FORGED })).text();
      expect(text, path).toContain(SITE);
      expect(text, path).not.toContain("evil.example");
    }
  });

  it("in og:url, og:image, the canonical link and JSON-LD are on SITE_URL", async () => {
    const { html } = await page("/", { origin: FORGED });
    expect(html).toContain(`<meta property="og:url" content="${SITE}/"`);
    expect(html).toContain(`<meta property="og:image" content="${SITE}/og-image.png"`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/"`);
    expect(html).toContain(`"url":"${SITE}/"`);
    expect(html).not.toContain("evil.example");
    const job = await env.DB.prepare(
      "INSERT INTO job_listings (title, location, type, category, description, published, published_at) VALUES ('Site URL Engineer', 'Remote', 'Full-time', 'Engineering', 'x', 1, 0) RETURNING id",
    ).first<{ id: number }>();
    const detail = await page(`/jobs/${job!.id}`, { origin: FORGED });
    expect(detail.html).toContain(`"url":"${SITE}/jobs/${job!.id}"`);
    expect(detail.html).not.toContain("evil.example");
  });
});
