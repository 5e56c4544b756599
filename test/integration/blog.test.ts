// The blog: the public list and its paging, posts and related articles, drafts staying private on every
// public path, the editors' API and screen, and the feeds.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { demoPosts } from "~/db/demo-content";
import { BLOG_MESSAGES } from "~/schemas/blog-post";
import { parse, within } from "../dom";
import { get, page, postForm, seedTable, sendJson, staff } from "../helpers";

const published = demoPosts.filter((p) => p.published);
const draft = demoPosts.find((p) => !p.published)!;
const newest = [...published].sort((a, b) => Date.parse(b.publishedAt!) - Date.parse(a.publishedAt!));

let editor: { cookie: string };
let admin: { cookie: string };
beforeAll(async () => {
  await seedTable("blog_posts");
  editor = await staff("editor");
  admin = await staff("admin");
});

/** The post cards on a page: every article but the post being read. */
const cards = (html: string) =>
  parse(html)
    .queryAllByRole("article")
    .filter((article) => within(article).queryAllByRole("heading", { level: 1 }).length === 0);

describe("/blog", () => {
  it("shows the six newest published posts, with category, date and read time, and Load more", async () => {
    const { res, html } = await page("/blog");
    expect(res.status).toBe(200);
    const screen = parse(html);
    expect(cards(html)).toHaveLength(6);
    expect(screen.getAllByRole("heading", { name: newest[0]!.title })).toHaveLength(1);
    expect(html).not.toContain(newest[6]!.title);
    expect(screen.text()).not.toContain(newest[6]!.title);
    for (const card of cards(html)) {
      const text = within(card).text();
      expect(text).toMatch(/(Nearshoring|Technology)/);
      expect(text).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
      expect(text).toMatch(/\d+ min read/);
    }
    expect(screen.getByRole("link", { name: "Load more articles" }).getAttribute("href")).toBe("/blog?limit=12");
    expect(screen.document.querySelector('[type="application/rss+xml"]')).not.toBeNull();
  });

  it("shows more with ?limit=12 and no Load more once all are shown", async () => {
    const { html } = await page("/blog?limit=12");
    expect(cards(html)).toHaveLength(published.length);
    expect(html).not.toContain("Load more articles");
  });

  it("never shows drafts", async () => {
    const { html } = await page("/blog?limit=60");
    expect(html).not.toContain(draft.title);
  });
});

describe("/blog/{slug}", () => {
  it("renders the post with its Markdown, author, related articles and structured data", async () => {
    const post = newest[0]!;
    const { res, html } = await page(`/blog/${post.slug}`);
    expect(res.status).toBe(200);
    const screen = parse(html);
    const article = screen.getByRole("heading", { level: 1, name: post.title }).closest("article")!;
    // The Markdown's own "## …" headings, below the post's title.
    expect(within(article).getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(0);
    expect(within(article).text()).toContain(post.author);
    expect(screen.getByRole("link", { name: "Back to Blog" }).getAttribute("href")).toBe("/blog");
    const related = screen.getByRole("region", { name: "Related Articles" });
    expect(within(related).getAllByRole("article")).toHaveLength(3);
    expect(cards(html)).toHaveLength(3);
    const data = [...screen.document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent!),
    );
    expect(data.map((d) => d["@type"])).toContain("BlogPosting");
    expect(screen.document.querySelector('meta[property="og:title"]')).not.toBeNull();
    expect(screen.document.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe("article");
  });

  it.each([
    ["a missing slug", "no-such-post"],
    ["a draft", draft.slug],
  ])("answers 404 Blog Post Not Found for %s", async (_, slug) => {
    const { res, html } = await page(`/blog/${slug}`);
    expect(res.status).toBe(404);
    const screen = parse(html);
    expect(screen.getByRole("heading", { level: 1, name: BLOG_MESSAGES.notFound })).toBeTruthy();
    expect(screen.text()).toContain("The blog post you're looking for doesn't exist or has been removed.");
    expect(screen.getByRole("link", { name: "Back to Blog" }).getAttribute("href")).toBe("/blog");
  });
});

describe("drafts stay private", () => {
  it("in the API for anonymous callers, whatever they ask", async () => {
    for (const query of ["", "?published=false", "?published=true", "?limit=100"]) {
      const body = await (
        await get(`/api/blog-posts${query}`)
      ).json<{ posts: { slug: string; published: boolean }[]; total: number }>();
      expect(body.posts.every((p) => p.published)).toBe(true);
      expect(body.total).toBe(published.length);
    }
    expect((await get(`/api/blog-posts/${draft.slug}`)).status).toBe(404);
  });

  it("but staff see them", async () => {
    const body = await (
      await get("/api/blog-posts?published=false", { headers: { Cookie: editor.cookie } })
    ).json<{ posts: { slug: string }[] }>();
    expect(body.posts.some((p) => p.slug === draft.slug)).toBe(true);
    expect((await get(`/api/blog-posts/${draft.slug}`, { headers: { Cookie: editor.cookie } })).status).toBe(200);
  });

  it("in the RSS feed and the sitemap", async () => {
    for (const path of ["/blog/rss.xml", "/sitemap.xml"]) {
      const text = await (await get(path)).text();
      expect(text).not.toContain(draft.slug);
      expect(text).toContain(newest[0]!.slug);
    }
  });
});

describe("/api/blog-posts", () => {
  it("pages with limit and offset and counts the total in SQL", async () => {
    const first = await (
      await get("/api/blog-posts?published=true&limit=6")
    ).json<{ posts: { slug: string }[]; total: number }>();
    const second = await (
      await get("/api/blog-posts?published=true&limit=6&offset=6")
    ).json<{ posts: { slug: string }[]; total: number }>();
    expect(first.posts).toHaveLength(6);
    expect(second.posts).toHaveLength(published.length - 6);
    expect(first.total).toBe(published.length);
    expect(first.posts.map((p) => p.slug)).toEqual(newest.slice(0, 6).map((p) => p.slug));
  });

  it("lets editors create (slug from the title), publish, update and delete; 409 for a slug in use", async () => {
    const fields = { title: "Editors' Notes: Q&A <Ops>", content: "Hello **world**", author: "Ana" };
    const created = await sendJson("/api/blog-posts", "POST", fields, editor.cookie);
    expect(created.status).toBe(201);
    const { post } = await created.json<{
      post: { id: number; slug: string; published: boolean; publishedAt: string | null };
    }>();
    expect(post.slug).toBe("editors-notes-qa-ops");
    expect(post.published).toBe(false);
    expect(post.publishedAt).toBeNull();

    const dup = await sendJson("/api/blog-posts", "POST", { title: "Another", slug: post.slug }, editor.cookie);
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ message: BLOG_MESSAGES.slugTaken });

    const before = Date.now();
    const toggled = await sendJson(`/api/blog-posts/${post.id}`, "PATCH", { published: true }, editor.cookie);
    const after = await toggled.json<{ post: { published: boolean; publishedAt: string; title: string } }>();
    expect(after.post.published).toBe(true);
    expect(Date.parse(after.post.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(after.post.title).toBe("Editors' Notes: Q&A <Ops>");
    // Publishing what is already live (a retried call, a double click) keeps its date: it does not jump to the top.
    await new Promise((r) => setTimeout(r, 20));
    const again = await sendJson(`/api/blog-posts/${post.id}`, "PATCH", { published: true }, editor.cookie);
    expect((await again.json<{ post: { publishedAt: string } }>()).post.publishedAt).toBe(after.post.publishedAt);

    const rss = await (await get("/blog/rss.xml")).text();
    expect(rss).toContain("Editors&apos; Notes: Q&amp;A &lt;Ops&gt;");

    const full = await sendJson(
      `/api/blog-posts/${post.id}`,
      "PATCH",
      { title: "Renamed", slug: "renamed", content: "x", published: true },
      editor.cookie,
    );
    expect(await full.json()).toMatchObject({ post: { title: "Renamed", slug: "renamed", published: true } });

    expect((await sendJson(`/api/blog-posts/${post.id}`, "DELETE", undefined, editor.cookie)).status).toBe(200);
    expect((await get("/api/blog-posts/renamed", { headers: { Cookie: editor.cookie } })).status).toBe(404);
  });

  it("refuses writes from anonymous callers and bad input", async () => {
    expect((await sendJson("/api/blog-posts", "POST", { title: "x" })).status).toBe(401);
    expect((await sendJson("/api/blog-posts/1", "PATCH", { published: true })).status).toBe(401);
    expect((await sendJson("/api/blog-posts/1", "DELETE", undefined)).status).toBe(401);
    const invalid = { title: "", slug: "Not A Slug", imageUrl: "javascript:alert(1)" };
    const bad = await sendJson("/api/blog-posts", "POST", invalid, editor.cookie);
    expect(bad.status).toBe(400);
    const body = await bad.json<{ errors: Record<string, string[]> }>();
    expect(body.errors.title).toEqual([BLOG_MESSAGES.title]);
    expect(body.errors.imageUrl).toEqual([BLOG_MESSAGES.imageUrl]);
    expect((await sendJson("/api/blog-posts/1", "PATCH", { published: "yes" }, editor.cookie)).status).toBe(400);
    expect((await sendJson("/api/blog-posts/999999", "DELETE", undefined, editor.cookie)).status).toBe(404);
  });

  it("sanitises what any author writes, on the page", async () => {
    const content =
      "Hi <script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1)) <iframe src=//evil.example></iframe>";
    const res = await sendJson(
      "/api/blog-posts",
      "POST",
      { title: "Sanitised", content, published: true },
      admin.cookie,
    );
    const { post } = await res.json<{ post: { slug: string } }>();
    const { html } = await page(`/blog/${post.slug}`);
    // The post as rendered: its article, minus the structured data the page itself adds.
    const article = parse(html).getByRole("heading", { level: 1, name: "Sanitised" }).closest("article")!;
    const scripts = [...article.querySelectorAll("script")].filter(
      (s) => s.getAttribute("type") !== "application/ld+json",
    );
    expect(scripts).toHaveLength(0);
    expect(article.querySelectorAll("img[onerror], iframe")).toHaveLength(0);
    const links = [...article.querySelectorAll("[href]")].map((a) => a.getAttribute("href")!.trim().toLowerCase());
    expect(links.filter((href) => href.startsWith("javascript:"))).toEqual([]);
    // The author's <script> is shown as text, escaped.
    expect(within(article).text()).toContain("<script>alert(1)</script>");
  });
});

describe("Manage Blog Posts", () => {
  it("is for editors and admins, and lists drafts too", async () => {
    expect((await get("/admin/blog")).headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fblog");
    const { res, html } = await page("/admin/blog?q=" + encodeURIComponent(draft.title.slice(0, 12)), {
      headers: { Cookie: editor.cookie },
    });
    expect(res.status).toBe(200);
    const screen = parse(html);
    expect(screen.text()).toContain(draft.title);
    expect(screen.getAllByRole("switch").length).toBeGreaterThan(0);
  });

  it("creates through the editor, makes the slug, and publishes with the switch", async () => {
    const res = await postForm(
      "/admin/blog/new",
      { intent: "save", title: "Dialog Post", content: "Body" },
      editor.cookie,
    );
    expect(res.status).toBe(302);
    const row = await env.DB.prepare("SELECT id, published FROM blog_posts WHERE slug = 'dialog-post'").first<{
      id: number;
      published: number;
    }>();
    expect(row!.published).toBe(0);
    const toggled = await postForm(
      "/admin/blog",
      { intent: "publish", id: String(row!.id), value: "true" },
      editor.cookie,
    );
    expect(toggled.status).toBe(200);
    const after = await env.DB.prepare("SELECT published, published_at FROM blog_posts WHERE id = ?")
      .bind(row!.id)
      .first<{ published: number; published_at: number }>();
    expect(after!.published).toBe(1);
    expect(Date.now() - after!.published_at).toBeLessThan(60_000);
  });

  it("creates a post with only a title (empty content is fine)", async () => {
    const res = await postForm("/admin/blog/new", { intent: "save", title: "Title Only", content: "" }, editor.cookie);
    expect(res.status).toBe(302);
  });

  it("says clearly when the slug is in use", async () => {
    const res = await postForm(
      "/admin/blog/new",
      { intent: "save", title: "Clash", slug: newest[0]!.slug },
      editor.cookie,
    );
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("A blog post with this slug already exists.");
  });

  it("previews Markdown through the sanitiser", async () => {
    const res = await postForm("/admin/blog/preview", { content: "**hi** <script>x</script>" }, editor.cookie);
    const text = await res.text();
    expect(text).toContain("<strong>hi</strong>");
    expect(text).not.toContain("<script>x");
  });
});

describe("feeds", () => {
  it("serve valid-looking RSS 2.0, a sitemap and robots.txt", async () => {
    const rss = await get("/blog/rss.xml");
    expect(rss.headers.get("Content-Type")).toContain("application/rss+xml");
    const xml = await rss.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)?.length).toBe(xml.match(/<\/item>/g)?.length);
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);

    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain("<urlset");
    // Absolute URLs come from SITE_URL, not the request's Host (site-url.test.ts).
    expect(sitemap).toContain(`${new URL(env.SITE_URL).origin}/services</loc>`);

    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain(`Sitemap: ${new URL(env.SITE_URL).origin}/sitemap.xml`);
  });
});
