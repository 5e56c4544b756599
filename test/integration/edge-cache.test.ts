// The edge cache (app/platform/edge-cache.server.ts) as a visitor meets it: a repeat view of a public page comes from the
// Cache API without a render or a D1 query; what must never be cached is not; cached pages carry no nonce; a
// publish is visible on the next view.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { withEdgeCache } from "~/platform/edge-cache.server";
import { changedOutsideTheApp, firstView, get, memoryCache, page, postForm, sendJson, staff } from "../helpers";

const d1Queries = (res: Response) => Number(/"(\d+) D1 queries"/.exec(res.headers.get("Server-Timing") ?? "")?.[1]);

/** Two views of a path; the second is the repeat view. */
async function twice(path: string, init?: RequestInit) {
  const first = await firstView(path, init);
  const second = await page(path, init);
  return { first, second };
}

let admin: { cookie: string };
beforeAll(async () => {
  admin = await staff("admin");
});

describe("a repeat view of a public page", () => {
  for (const path of ["/", "/blog", "/jobs", "/about", "/jobs?category=qa", "/contact"]) {
    it(`${path}: misses once, then is a hit with no render and no D1 query`, async () => {
      const { first, second } = await twice(path);
      expect(first.res.status).toBe(200);
      expect(first.res.headers.get("X-Cache")).toBe("MISS");
      expect(second.res.headers.get("X-Cache")).toBe("HIT");
      expect(second.res.headers.get("Server-Timing")).toContain("cache HIT");
      expect(d1Queries(second.res)).toBe(0);
      expect(second.html).toBe(first.html);
    });
  }

  it("normalises the query strings a page reads (?category=QA and ?category=qa are one entry)", async () => {
    await twice("/jobs?category=qa");
    const upper = await get("/jobs?category=QA");
    expect(upper.headers.get("X-Cache")).toBe("HIT");
    const all = await twice("/jobs?category=all");
    expect(all.second.res.headers.get("X-Cache")).toBe("HIT");
  });
});

describe("never cached", () => {
  const bypassed = async (path: string, init?: RequestInit) => {
    const { first, second } = await twice(path, init);
    expect(first.res.headers.get("X-Cache")).not.toBe("HIT");
    expect(second.res.headers.get("X-Cache")).not.toBe("HIT");
    return second;
  };

  it("a request with a cookie (a session, a flash toast)", async () => {
    const { res } = await bypassed("/blog", { headers: { Cookie: admin.cookie } });
    expect(res.headers.get("X-Cache")).toBe("BYPASS");
  });

  it("an unknown query string", async () => {
    await bypassed("/blog?utm_source=mail");
    await bypassed("/jobs?category=qa&x=1");
    await bypassed("/about?x=1");
  });

  it("the back office, /api, feeds and the personal newsletter pages", async () => {
    for (const path of [
      "/admin/login",
      "/api/blog-posts",
      "/blog/rss.xml",
      "/sitemap.xml",
      "/newsletter/unsubscribe?token=x",
      // Routing ignores letter case; so does the cache's rule.
      "/API/blog-posts",
      "/Admin/login",
      "/NEWSLETTER/unsubscribe?token=x",
      "/Blog/RSS.xml",
    ]) {
      await bypassed(path);
    }
  });

  it("a page that is not found, and a missing job", async () => {
    const missing = await bypassed("/no/such/page");
    expect(missing.res.status).toBe(404);
    expect((await bypassed("/jobs/999999")).res.status).toBe(404);
  });

  it("a form answer: a POST with errors is rendered for its sender only", async () => {
    const res = await postForm("/contact", { name: "" });
    expect(res.status).toBe(400);
    expect(res.headers.get("X-Cache")).toBe("BYPASS");
    // The page itself is still served from the cache, without the errors.
    const { second } = await twice("/contact");
    expect(second.res.headers.get("X-Cache")).toBe("HIT");
    expect(second.html).not.toContain('aria-invalid="true"');
  });

  it("a response that sets a cookie (the flash toast being read)", async () => {
    const sent = await postForm("/contact", {
      name: "Dana Whitfield",
      company: "Northwind",
      email: "dana@northwind.example",
      interest: "other",
      message: "We would like to talk about a rebuild.",
    });
    expect(sent.status).toBe(302);
    const cookie = sent.headers.get("Set-Cookie")!.split(";")[0]!;
    const withToast = await get("/contact", { headers: { Cookie: cookie } });
    expect(withToast.headers.get("X-Cache")).toBe("BYPASS");
    expect(await withToast.text()).toContain("Message sent!");
    const { second } = await twice("/contact");
    expect(second.html).not.toContain("Message sent!");
  });
});

describe("nonces", () => {
  it("a cached page has no nonce in its HTML, and its CSP allows only same-origin scripts", async () => {
    const { first, second } = await twice("/blog");
    for (const { res, html } of [first, second]) {
      expect(html).not.toMatch(/nonce/i);
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*application\/(ld\+)?json)[^>]*>/);
      const csp = res.headers.get("Content-Security-Policy")!;
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toContain("nonce-");
      expect(csp).not.toContain("unsafe-inline' ;");
    }
  });

  it("the same HTML is never served with one nonce to two visitors: hydrated pages get a fresh nonce and are not cached", async () => {
    const a = await page("/admin/login");
    const b = await page("/admin/login");
    const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonceOf(a.html)).toBeTruthy();
    expect(nonceOf(a.html)).not.toBe(nonceOf(b.html));
    expect(a.res.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonceOf(a.html)}'`);
    expect(b.res.headers.get("X-Cache")).toBe("BYPASS");
  });
});

describe("invalidation", () => {
  it("a post published from the back office is on the next /blog view", async () => {
    const title = `Edge cache publish ${Date.now()}`;
    const created = await sendJson(
      "/api/blog-posts",
      "POST",
      {
        title,
        excerpt: "An excerpt.",
        content: "Some content for the post.",
        category: "Nearshoring",
        published: false,
      },
      admin.cookie,
    );
    expect(created.status).toBe(201);
    const { post } = (await created.json()) as { post: { id: number } };
    const before = await twice("/blog");
    expect(before.second.res.headers.get("X-Cache")).toBe("HIT");
    expect(before.second.html).not.toContain(title);

    const published = await sendJson(`/api/blog-posts/${post.id}`, "PATCH", { published: true }, admin.cookie);
    expect(published.status).toBe(200);
    const after = await page("/blog");
    expect(after.res.headers.get("X-Cache")).toBe("MISS");
    expect(after.html).toContain(title);
  });

  it("an admin screen's action (publishing a job with its switch) is on the next /jobs view", async () => {
    const job = await env.DB.prepare(
      "INSERT INTO jobs (title, department, location, type, description, category, published) VALUES ('Edge Cache Engineer', 'Platform', 'Remote', 'Full-time', 'Keeps pages fast.', 'Engineering', 0) RETURNING id",
    ).first<{ id: number }>();
    const before = await twice("/jobs");
    expect(before.second.html).not.toContain("Edge Cache Engineer");
    const res = await postForm("/admin/jobs", { intent: "publish", id: String(job!.id), value: "true" }, admin.cookie);
    expect(res.status).toBeLessThan(400);
    const after = await page("/jobs");
    expect(after.res.headers.get("X-Cache")).toBe("MISS");
    expect(after.html).toContain("Edge Cache Engineer");
  });

  it("stores entries for at most 60 seconds, so other data centres see a change within a minute", async () => {
    const { cache, stored } = memoryCache();
    const pending: Promise<unknown>[] = [];
    const render = async () => ({
      response: new Response("<p>page</p>", { headers: { "Content-Type": "text/html" } }),
      staticPage: true,
    });
    const { status } = await withEdgeCache(new Request("http://x/blog"), render, (p) => pending.push(p), cache);
    await Promise.all(pending);
    expect(status).toBe("MISS");
    const pages = [...stored].filter(([url]) => url.startsWith("http://x/blog"));
    expect(pages).toHaveLength(1);
    expect(pages[0]![1].headers.get("Cache-Control")).toBe("public, max-age=60");
    // A page rendered with a nonce (hydrated) is never stored.
    const hydrated = async () => ({
      response: new Response("<p>", { headers: { "Content-Type": "text/html" } }),
      staticPage: false,
    });
    expect((await withEdgeCache(new Request("http://x/about"), hydrated, (p) => pending.push(p), cache)).status).toBe(
      "BYPASS",
    );
  });
});

describe("a deploy", () => {
  it("starts with an empty cache: a page the last version kept names CSS and JavaScript this one does not have", async () => {
    const { cache, stored } = memoryCache();
    const pending: Promise<unknown>[] = [];
    const render = (build: string) => async () => ({
      response: new Response(`<link href="/assets/app-${build}.css">`, { headers: { "Content-Type": "text/html" } }),
      staticPage: true,
    });
    const view = async (c: Cache, build: string) => {
      const { response, status } = await withEdgeCache(
        new Request("http://x/about"),
        render(build),
        (p) => pending.push(p),
        c,
      );
      await Promise.all(pending);
      return { status, html: await response.text() };
    };
    const metadata = env.CF_VERSION_METADATA as { id: string };
    const deployed = metadata.id;
    expect(await view(cache, "old")).toEqual({ status: "MISS", html: '<link href="/assets/app-old.css">' });
    expect((await view(memoryCache(stored).cache, "old")).status).toBe("HIT");
    try {
      // The next version's isolates share the data centre's Cache API, not the old isolates' memory.
      metadata.id = "the-next-version";
      expect(await view(memoryCache(stored).cache, "new")).toEqual({
        status: "MISS",
        html: '<link href="/assets/app-new.css">',
      });
    } finally {
      metadata.id = deployed;
    }
  });
});

describe("a page rendered while part of its content failed to load", () => {
  /** Views `path` once while `table` is missing, as if D1 failed underneath the app, then once more with it back. */
  async function afterAFailedRead(path: string, table: string) {
    await changedOutsideTheApp();
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec(`ALTER TABLE ${table} RENAME TO ${table}_away`);
    try {
      const degraded = await firstView(path);
      expect(degraded.res.status).toBe(200);
    } finally {
      await env.DB.exec(`ALTER TABLE ${table}_away RENAME TO ${table}`);
      spy.mockRestore();
    }
    return page(path);
  }

  it("home without its testimonials is not kept: the next visitor gets them", async () => {
    const next = await afterAFailedRead("/", "testimonials");
    expect(next.res.headers.get("X-Cache")).not.toBe("HIT");
    expect(next.html).toContain("We needed three senior React engineers in a hurry.");
  });

  it("about without its leadership and materials is not kept", async () => {
    const next = await afterAFailedRead("/about", "team_members");
    expect(next.res.headers.get("X-Cache")).not.toBe("HIT");
  });
});
