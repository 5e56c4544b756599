// Every absolute URL the product writes (og:url, og:image, canonical links, JSON-LD, RSS, sitemap, robots.txt,
// the subscribers export) is built from the SITE_URL setting, never from the Host a request names.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { get, staff } from "../helpers";

const SITE = new URL(env.SITE_URL).origin;
const EVIL = "https://evil.example";
const fromEvilHost = async (path: string, cookie?: string) => {
  const res = await get(path, { origin: EVIL, headers: cookie ? { Cookie: cookie } : {} });
  return { res, text: await res.text() };
};

let jobId: number;
let admin: string;
beforeAll(async () => {
  jobId = (await env.DB.prepare(
    "INSERT INTO jobs (title, department, location, type, category, description, published, published_at) VALUES ('URL Engineer', 'Engineering', 'Remote (Latin America)', 'Full-time', 'Engineering', 'Build.', 1, ?) RETURNING id",
  )
    .bind(Date.now() - 1000)
    .first<{ id: number }>())!.id;
  await env.DB.prepare(
    "INSERT INTO blog_posts (title, slug, content, excerpt, image_url, published, published_at) VALUES ('URL post', 'url-post', 'Body', 'Short', '/images/url.png', 1, ?)",
  )
    .bind(Date.now() - 1000)
    .run();
  await env.DB.prepare("INSERT INTO newsletter_subscribers (email) VALUES ('url-reader@example.com')").run();
  admin = (await staff("admin")).cookie;
});

describe("absolute URLs", () => {
  it("use SITE_URL and never the request's Host", () => {
    expect(SITE).not.toBe(EVIL);
  });

  it.each(["/sitemap.xml", "/blog/rss.xml", "/robots.txt"])("in %s", async (path) => {
    const { res, text } = await fromEvilHost(path);
    expect(res.status).toBe(200);
    expect(text).toContain(SITE);
    expect(text).not.toContain("evil.example");
  });

  it("in the sitemap, the feed and robots.txt, at the right paths", async () => {
    expect((await fromEvilHost("/sitemap.xml")).text).toContain(`<loc>${SITE}/jobs/${jobId}</loc>`);
    expect((await fromEvilHost("/blog/rss.xml")).text).toContain(`<link>${SITE}/blog/url-post</link>`);
    expect((await fromEvilHost("/robots.txt")).text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it.each([
    ["/", "/"],
    ["/about", "/about"],
    ["/blog", "/blog"],
    ["/blog/url-post", "/blog/url-post"],
    ["/contact", "/contact"],
  ])("in og:url, og:image and the canonical link of %s", async (path, canonical) => {
    const { text } = await fromEvilHost(path);
    expect(text).not.toContain("evil.example");
    expect(text).toContain(`<meta property="og:url" content="${SITE}${canonical}"/>`);
    expect(text).toMatch(new RegExp(`<meta property="og:image" content="${SITE.replace(/[.:/]/g, "\\$&")}/`));
    expect(text).toContain(`<link rel="canonical" href="${SITE}${canonical}"/>`);
  });

  it("in the job page's JSON-LD and the home page's Organization", async () => {
    const job = await fromEvilHost(`/jobs/${jobId}`);
    expect(job.text).toContain(`"url":"${SITE}/jobs/${jobId}"`);
    expect(job.text).not.toContain("evil.example");
    const home = await fromEvilHost("/");
    expect(home.text).toContain(`"url":"${SITE}/"`);
  });

  it("in the blog post's structured data and share links", async () => {
    const { text } = await fromEvilHost("/blog/url-post");
    expect(text).toContain(`${SITE}/blog/url-post`);
    expect(text).not.toContain("evil.example");
  });

  it("in the unsubscribe links of the subscribers export", async () => {
    const { text } = await fromEvilHost("/admin/subscribers/export", admin);
    expect(text).toContain(`${SITE}/newsletter/unsubscribe?token=`);
    expect(text).not.toContain("evil.example");
  });
});
