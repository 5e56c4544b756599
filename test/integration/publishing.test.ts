// Publishing: scheduled posts on a clock the test controls (every public surface, the edge cache and the cron),
// staff previews of drafts and scheduled posts, publishedAt through the API, and the share tags of public pages.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { lifetimeSeconds, withEdgeCache } from "~/platform/edge-cache.server";
import { contentChangesAt, runWithRequestTelemetry } from "~/platform/request-telemetry.server";
import { BLOG_MESSAGES } from "~/schemas/blog-post";
import { parse } from "../dom";
import {
  changedOutsideTheApp,
  firstView,
  get,
  memoryCache,
  page,
  postForm,
  sendJson,
  staff,
  cronTick,
} from "../helpers";
import { expectAutosaveRefused } from "../fixtures/blog";

const SITE = new URL(env.SITE_URL).origin;
const MINUTE = 60_000;
/** The test's clock: only Date is faked, so D1, the Cache API and timers keep working. */
const T0 = new Date("2031-03-10T14:00:00Z").getTime();

let editor: { cookie: string };
beforeAll(async () => {
  editor = await staff("editor");
});
afterEach(() => {
  vi.useRealTimers();
});

const setClock = (ms: number) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(ms);
};

async function insertPost(
  slug: string,
  { publishedAt, published = true }: { publishedAt: number | null; published?: boolean },
) {
  await env.DB.prepare(
    "INSERT INTO blog_posts (title, slug, content, excerpt, author, published, published_at, created_at, updated_at) VALUES (?, ?, 'Body of the post.', 'An excerpt.', 'Ana', ?, ?, ?, ?)",
  )
    .bind(`Post ${slug}`, slug, published ? 1 : 0, publishedAt, T0 - 60 * MINUTE, T0 - 60 * MINUTE)
    .run();
}

/** What each public surface shows of a slug, for an anonymous visitor. */
async function surfaces(slug: string) {
  const [list, post, related, rss, sitemap, apiList, apiPost] = await Promise.all([
    page("/blog?limit=60"),
    get(`/blog/${slug}`),
    page("/blog/live-anchor"),
    page("/blog/rss.xml"),
    page("/sitemap.xml"),
    page("/api/blog-posts?published=true"),
    get(`/api/blog-posts/${slug}`),
  ]);
  return {
    list: list.html.includes(`/blog/${slug}"`),
    post: post.status,
    related: related.html.includes(`/blog/${slug}"`),
    rss: rss.html.includes(`/blog/${slug}<`),
    sitemap: sitemap.html.includes(`/blog/${slug}<`),
    api: (JSON.parse(apiList.html) as { posts: { slug: string }[] }).posts.some((p) => p.slug === slug),
    apiPost: apiPost.status,
  };
}

describe("a scheduled post", () => {
  beforeAll(async () => {
    await insertPost("live-anchor", { publishedAt: T0 - 30 * MINUTE });
    await insertPost("due-at-two", { publishedAt: T0 + 2 * MINUTE });
  });

  it("is on no public surface before its time, and on every one from its time, with nobody acting", async () => {
    setClock(T0);
    expect(await surfaces("due-at-two")).toEqual({
      list: false,
      post: 404,
      related: false,
      rss: false,
      sitemap: false,
      api: false,
      apiPost: 404,
    });
    setClock(T0 + 2 * MINUTE);
    // The Cache API keeps real time, not the test's: start a new version here, as two minutes would have expired
    // the entries (their lifetime against the next scheduled moment and the cron are checked below).
    await changedOutsideTheApp();
    expect(await surfaces("due-at-two")).toEqual({
      list: true,
      post: 200,
      related: true,
      rss: true,
      sitemap: true,
      api: true,
      apiPost: 200,
    });
  });

  it("is on the next view of a cached /blog once the cron's tick after its time has run", async () => {
    await insertPost("due-in-cache", { publishedAt: T0 + 7 * MINUTE });
    setClock(T0 + 5 * MINUTE);
    await firstView("/blog?limit=60");
    const cached = await page("/blog?limit=60");
    expect(cached.res.headers.get("X-Cache")).toBe("HIT");
    expect(cached.html).not.toContain("/blog/due-in-cache");

    // The tick at T0+10 min looks back to T0+5 min: the post went live in between, so the cache version moves on.
    setClock(T0 + 10 * MINUTE);
    await cronTick("*/5 * * * *", T0 + 10 * MINUTE);
    const after = await page("/blog?limit=60");
    expect(after.res.headers.get("X-Cache")).toBe("MISS");
    expect(after.html).toContain("/blog/due-in-cache");
  });

  it("caps how long the edge cache keeps a page at the next scheduled moment", async () => {
    expect(lifetimeSeconds(undefined, T0)).toBe(60);
    expect(lifetimeSeconds(T0 + 25_500, T0)).toBe(25);
    expect(lifetimeSeconds(T0 + 500, T0)).toBe(0);

    const { cache, stored } = memoryCache();
    const start = { requestId: "t", method: "GET", path: "/blog" };
    const pending: Promise<unknown>[] = [];
    const render = (changesInMs: number) => async () => {
      contentChangesAt(new Date(Date.now() + changesInMs));
      return { response: new Response("<p>list</p>", { headers: { "Content-Type": "text/html" } }), staticPage: true };
    };
    setClock(T0);
    await runWithRequestTelemetry(start, () =>
      withEdgeCache(new Request("http://x/blog"), render(30_000), (p) => pending.push(p), cache),
    );
    await Promise.all(pending);
    const pages = [...stored].filter(([url]) => url.startsWith("http://x/blog"));
    expect(pages[0]![1].headers.get("Cache-Control")).toBe("public, max-age=30");

    // Due in under a second: not stored at all.
    const soon = await runWithRequestTelemetry(start, () =>
      withEdgeCache(new Request("http://x/jobs"), render(400), (p) => pending.push(p), cache),
    );
    expect(soon.status).toBe("BYPASS");
  });

  it("is listed for staff in the API, with its publishedAt", async () => {
    const res = await get("/api/blog-posts?published=true", { headers: { Cookie: editor.cookie } });
    const { posts } = (await res.json()) as { posts: { slug: string; publishedAt: string }[] };
    expect(posts.find((p) => p.slug === "due-at-two")?.publishedAt).toBe(new Date(T0 + 2 * MINUTE).toISOString());
  });
});

describe("publishedAt through the API", () => {
  // PATCH is partial (decisions.md): a PATCH that does not name publishedAt keeps the schedule; publishedAt: null
  // (no date) publishes it now, as the editor's "Publish now" does.
  it("POST with a future publishedAt schedules the post; PATCH keeps it unless publishedAt is null, then it is live", async () => {
    const at = new Date(Date.now() + 3 * 24 * 60 * MINUTE).toISOString();
    const created = await sendJson(
      "/api/blog-posts",
      "POST",
      { title: "Scheduled through the API", content: "Soon.", published: true, publishedAt: at },
      editor.cookie,
    );
    expect(created.status).toBe(201);
    const { post } = (await created.json()) as { post: { id: number; slug: string; publishedAt: string } };
    expect(post.publishedAt).toBe(at);
    expect((await get(`/api/blog-posts/${post.slug}`)).status).toBe(404);
    expect((await get(`/blog/${post.slug}`)).status).toBe(404);

    const edited = await sendJson(`/api/blog-posts/${post.id}`, "PATCH", { content: "Soon, edited." }, editor.cookie);
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { post: { publishedAt: string } }).post.publishedAt).toBe(at);
    expect((await get(`/api/blog-posts/${post.slug}`)).status).toBe(404);

    const patched = await sendJson(
      `/api/blog-posts/${post.id}`,
      "PATCH",
      { title: "Scheduled through the API", content: "Now.", published: true, publishedAt: null },
      editor.cookie,
    );
    expect(patched.status).toBe(200);
    const live = ((await patched.json()) as { post: { publishedAt: string } }).post.publishedAt;
    expect(Date.parse(live)).toBeLessThanOrEqual(Date.now());
    expect((await get(`/api/blog-posts/${post.slug}`)).status).toBe(200);
  });

  it("takes a time with its offset (the editor's time zone) and stores it as UTC", async () => {
    const res = await sendJson(
      "/api/blog-posts",
      "POST",
      { title: "Offset post", content: "x", published: true, publishedAt: "2031-01-02T09:30:00-06:00" },
      editor.cookie,
    );
    expect(((await res.json()) as { post: { publishedAt: string } }).post.publishedAt).toBe("2031-01-02T15:30:00.000Z");
  });

  it("refuses a publishedAt that is not a date-time with an offset", async () => {
    for (const publishedAt of ["tomorrow", "2031-01-02T09:30:00", 12]) {
      const res = await sendJson(
        "/api/blog-posts",
        "POST",
        { title: `Bad date ${String(publishedAt)}`, content: "x", published: true, publishedAt },
        editor.cookie,
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errors: { publishedAt: [BLOG_MESSAGES.publishedAt] } });
    }
  });
});

describe("preview of a draft or scheduled post", () => {
  beforeAll(async () => {
    await insertPost("a-draft", { publishedAt: null, published: false });
    await insertPost("far-future", { publishedAt: T0 + 365 * 24 * 60 * MINUTE });
  });

  it.each(["a-draft", "far-future"])("%s: staff see the real page, marked, private and noindex", async (slug) => {
    const { res, html } = await page(`/blog/${slug}`, { headers: { Cookie: editor.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(res.headers.get("X-Cache")).toBe("BYPASS");
    const screen = parse(html);
    expect(screen.getByRole("heading", { level: 1, name: `Post ${slug}` })).toBeTruthy();
    const mark = screen.document.querySelector("[data-preview]");
    expect(mark?.textContent).toContain(BLOG_MESSAGES.preview);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    if (slug === "far-future") expect(mark?.textContent).toMatch(/Scheduled for Mar \d+, 2032/);
  });

  it.each(["a-draft", "far-future"])("%s: anonymous visitors and a stale cookie get the 404", async (slug) => {
    expect((await get(`/blog/${slug}`)).status).toBe(404);
    const stale = await get(`/blog/${slug}`, { headers: { Cookie: "cn_session=forged" } });
    expect(stale.status).toBe(404);
    expect(await stale.text()).toContain(BLOG_MESSAGES.notFound);
  });

  it("a live post viewed by staff is the ordinary page, without the preview mark", async () => {
    await insertPost("live-for-staff", { publishedAt: Date.now() - MINUTE });
    const { html } = await page("/blog/live-for-staff", { headers: { Cookie: editor.cookie } });
    expect(html).not.toContain(BLOG_MESSAGES.preview);
    expect(html).not.toContain('content="noindex"');
  });
});

describe("share previews", () => {
  it.each(["/", "/services", "/about", "/blog", "/jobs", "/contact", "/case-studies", "/privacy-policy"])(
    "%s has absolute og:url and og:image with its size, twitter tags and a canonical link",
    async (path) => {
      const { html } = await page(path, { origin: "https://evil.example" });
      const head = parse(html).document.head;
      const meta = (key: string) =>
        head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");
      expect(meta("og:url")).toBe(`${SITE}${path}`);
      expect(head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}${path}`);
      expect(meta("og:image")).toBe(`${SITE}/og-image.png`);
      expect(meta("og:image:width")).toBe("1200");
      expect(meta("og:image:height")).toBe("630");
      expect(meta("twitter:card")).toBe("summary_large_image");
      expect(meta("twitter:image")).toBe(`${SITE}/og-image.png`);
      expect(meta("og:title")).toBeTruthy();
      expect(meta("og:description")).toBeTruthy();
    },
  );

  it("a post shares its meta description and its social image, falling back to the excerpt and featured image", async () => {
    await env.DB.prepare(
      "INSERT INTO blog_posts (title, slug, content, excerpt, image_url, social_image_url, meta_description, published, published_at) VALUES ('SEO post', 'seo-post', 'Body', 'The excerpt', 'https://images.example/featured.jpg', 'https://images.example/social.jpg', 'Meta words', 1, ?)",
    )
      .bind(Date.now() - MINUTE)
      .run();
    await env.DB.prepare(
      "INSERT INTO blog_posts (title, slug, content, excerpt, image_url, published, published_at) VALUES ('Plain post', 'plain-post', 'Body', 'Plain excerpt', '/images/plain.png', 1, ?)",
    )
      .bind(Date.now() - MINUTE)
      .run();
    const seo = parse((await page("/blog/seo-post")).html).document.head;
    expect(seo.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Meta words");
    expect(seo.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(
      "https://images.example/social.jpg",
    );
    expect(seo.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe("article");
    const plain = parse((await page("/blog/plain-post")).html).document.head;
    expect(plain.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Plain excerpt");
    expect(plain.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(`${SITE}/images/plain.png`);
  });
});

describe("the full-page editor", () => {
  const row = (id: number) =>
    env.DB.prepare("SELECT title, content, published, published_at FROM blog_posts WHERE id = ?")
      .bind(id)
      .first<{ title: string; content: string; published: number; published_at: number | null }>();

  it("opens for a new post and for a post, and is a 404 for a post that does not exist", async () => {
    const fresh = await page("/admin/blog/new", { headers: { Cookie: editor.cookie } });
    expect(fresh.res.status).toBe(200);
    expect(parse(fresh.html).getByRole("heading", { level: 1 }).textContent).toBe("New Blog Post");
    await insertPost("to-edit", { publishedAt: null, published: false });
    const { id } = (await env.DB.prepare("SELECT id FROM blog_posts WHERE slug = 'to-edit'").first<{ id: number }>())!;
    const edit = await page(`/admin/blog/${id}/edit`, { headers: { Cookie: editor.cookie } });
    expect(edit.res.status).toBe(200);
    expect(
      parse(edit.html)
        .getByLabelText(/^Title/)
        .getAttribute("value"),
    ).toBe("Post to-edit");
    expect((await get("/admin/blog/999999/edit", { headers: { Cookie: editor.cookie } })).status).toBe(404);
    expect((await get("/admin/blog/new")).headers.get("Location")).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Fblog%2Fnew",
    );
  });

  it("autosaves a new draft, then the same draft, and never publishes it", async () => {
    const first = await postForm(
      "/admin/blog/new",
      { intent: "autosave", title: "Autosaved draft", content: "First words" },
      editor.cookie,
    );
    expect(first.status).toBe(200);
    const { id } = (await env.DB.prepare("SELECT id FROM blog_posts WHERE slug = 'autosaved-draft'").first<{
      id: number;
    }>())!;
    expect(await row(id)).toMatchObject({ content: "First words", published: 0, published_at: null });

    // The autosave names the post, and sends no publish state: whatever the form says, it stays a draft.
    const second = await postForm(
      `/admin/blog/${id}/edit`,
      { intent: "autosave", id: String(id), title: "Autosaved draft", content: "More words", published: "on" },
      editor.cookie,
    );
    expect(second.status).toBe(200);
    expect(await row(id)).toMatchObject({ content: "More words", published: 0 });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM blog_posts WHERE title = 'Autosaved draft'").first();
    expect(count).toEqual({ n: 1 });
  });

  it("does not autosave over a published post: its changes wait for Update", async () => {
    await insertPost("published-no-autosave", { publishedAt: Date.now() - MINUTE });
    const { id } = (await env.DB.prepare("SELECT id FROM blog_posts WHERE slug = 'published-no-autosave'").first<{
      id: number;
    }>())!;
    await expectAutosaveRefused(id, editor.cookie);
    expect(await row(id)).toMatchObject({ title: "Post published-no-autosave", published: 1 });
  });

  it("schedules with Save, says so, and lists the post as scheduled", async () => {
    const at = new Date(Date.now() + 2 * 24 * 60 * MINUTE);
    const res = await postForm(
      "/admin/blog/new",
      {
        intent: "save",
        title: "Scheduled from the editor",
        content: "Soon",
        published: "on",
        publishedAt: at.toISOString(),
      },
      editor.cookie,
    );
    expect(res.status).toBe(302);
    const { id, published_at } = (await env.DB.prepare(
      "SELECT id, published_at FROM blog_posts WHERE slug = 'scheduled-from-the-editor'",
    ).first<{ id: number; published_at: number }>())!;
    expect(res.headers.get("Location")).toBe(`/admin/blog/${id}/edit`);
    expect(published_at).toBe(at.getTime());
    const list = await page("/admin/blog?q=Scheduled+from+the+editor", { headers: { Cookie: editor.cookie } });
    expect(parse(list.html).text()).toMatch(/Scheduled for [A-Z][a-z]{2} \d+, \d{4}, \d+:\d{2} [AP]M UTC/);
    expect((await get("/blog/scheduled-from-the-editor")).status).toBe(404);
  });

  it("a save after the session ended changes nothing and sends the editor to sign in, back to this post", async () => {
    await insertPost("session-ends", { publishedAt: null, published: false });
    const { id } = (await env.DB.prepare("SELECT id FROM blog_posts WHERE slug = 'session-ends'").first<{
      id: number;
    }>())!;
    const res = await postForm(`/admin/blog/${id}/edit`, {
      intent: "save",
      id: String(id),
      title: "Lost?",
      content: "x",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(`/admin/blog/${id}/edit`)}`);
    expect(await row(id)).toMatchObject({ title: "Post session-ends" });
  });
});
