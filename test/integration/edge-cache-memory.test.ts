// The edge cache's first tier, the isolate's memory (app/platform/page-memory.server.ts, docs/decisions/0036): a
// repeat view is answered from it with the headers of a cached page and counts as a view; it never outlives the
// Cache API's copy; a version written by another isolate is seen within a second; it stays within its bytes.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withEdgeCache } from "~/platform/edge-cache.server";
import { PageMemory, VERSION_TRUST_MS } from "~/platform/page-memory.server";
import { firstView, get, memoryCache, page } from "../helpers";

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const T0 = Date.parse("2026-11-26T12:00:00Z");
const setClock = (ms: number) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(ms);
};
afterEach(() => void vi.useRealTimers());

describe("a repeat view answered from the isolate's memory", () => {
  it("has the page's bytes and headers, no request id, and counts as a view", async () => {
    const first = await page("/blog");
    expect(first.res.headers.get("X-Cache")).toBe("MISS");
    // The miss is kept after its response has gone (waitUntil): let it land. A view then reads the version again
    // if the isolate's trust in it ran out while the first rendered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await get("/blog");
    const day = new Date().toISOString().slice(0, 10);
    const before = await env.DB.prepare(
      "SELECT coalesce(sum(views), 0) AS n FROM page_views WHERE day = ? AND path = '/blog'",
    )
      .bind(day)
      .first<{ n: number }>();
    const second = await page("/blog", { headers: { "User-Agent": PERSON } });
    expect(second.html).toBe(first.html);
    expect(second.res.headers.get("X-Cache")).toBe("HIT");
    expect(second.res.headers.get("Server-Timing")).toBe(`db;dur=0;desc="0 D1 queries", edge;desc="cache HIT"`);
    expect(second.res.headers.get("X-Request-Id")).toBeNull();
    for (const name of [
      "Content-Type",
      "Content-Security-Policy",
      "Referrer-Policy",
      "X-Frame-Options",
      "Cache-Control",
    ])
      expect(second.res.headers.get(name), name).toBe(first.res.headers.get(name));
    expect(second.res.headers.get("Content-Security-Policy")).toMatch(/script-src 'self'(;|$)/);
    expect(second.res.headers.get("X-Edge-Expires")).toBeNull();
    await expect
      .poll(
        async () =>
          (
            await env.DB.prepare("SELECT coalesce(sum(views), 0) AS n FROM page_views WHERE day = ? AND path = '/blog'")
              .bind(day)
              .first<{ n: number }>()
          )?.n,
        { timeout: 5_000, interval: 200 },
      )
      .toBe((before?.n ?? 0) + 1);
  });

  it("is not used for a request the cache may not answer (a cookie, a query string it does not know)", async () => {
    await firstView("/jobs");
    expect((await get("/jobs", { headers: { Cookie: "x=1" } })).headers.get("X-Cache")).toBe("BYPASS");
    expect((await get("/jobs?utm=1")).headers.get("X-Cache")).toBe("BYPASS");
  });
});

describe("the memory tier's rules", () => {
  const render = (html: string) => async () => ({
    response: new Response(html, { headers: { "Content-Type": "text/html" } }),
    staticPage: true,
  });

  it("keeps a page no longer than its stored copy, and keeps the stored expiry out of the answer", async () => {
    setClock(T0);
    const { cache, stored } = memoryCache();
    const pending: Promise<unknown>[] = [];
    const view = () => withEdgeCache(new Request("http://x/blog"), render("<p>one</p>"), (p) => pending.push(p), cache);
    expect((await view()).status).toBe("MISS");
    await Promise.all(pending);
    const [, copy] = [...stored].find(([url]) => url.startsWith("http://x/blog"))!;
    expect(copy.headers.get("X-Edge-Expires")).toBe(String(T0 + 60_000));
    setClock(T0 + 59_000);
    const hit = await view();
    expect(hit.status).toBe("HIT");
    expect(hit.response.headers.get("X-Edge-Expires")).toBeNull();
    expect(hit.response.headers.get("Cache-Control")).toBeNull();
  });

  it("sees a version another isolate wrote within a second, and renders afresh then", async () => {
    setClock(T0);
    const { cache } = memoryCache();
    const pending: Promise<unknown>[] = [];
    let html = "<p>before</p>";
    const view = async () => {
      const { status, response } = await withEdgeCache(
        new Request("http://x/jobs"),
        async () => render(html)(),
        (p) => pending.push(p),
        cache,
      );
      await Promise.all(pending);
      return { status, text: await response.text() };
    };
    expect(await view()).toEqual({ status: "MISS", text: "<p>before</p>" });
    // Another isolate of the data centre publishes: it writes a new version into the shared Cache API.
    html = "<p>after</p>";
    const versionKey = `https://edge-cache.internal/content-version/${env.CF_VERSION_METADATA.id}`;
    await cache.put(versionKey, new Response("another-isolate"));
    setClock(T0 + VERSION_TRUST_MS - 1);
    expect(await view()).toEqual({ status: "HIT", text: "<p>before</p>" });
    setClock(T0 + VERSION_TRUST_MS);
    expect(await view()).toEqual({ status: "MISS", text: "<p>after</p>" });
  });

  it("keeps at most 8 MB of pages, the oldest leaving first, and no page over 1 MB", () => {
    const memory = new PageMemory();
    const entry = (size: number) => ({ body: new ArrayBuffer(size), status: 200, headers: [], expires: T0 + 60_000 });
    const MB = 1024 * 1024;
    memory.keep("huge", entry(MB + 1));
    expect(memory.recall("huge", T0)).toBeNull();
    for (let i = 0; i < 9; i++) memory.keep(`page-${i}`, entry(MB));
    expect(memory.recall("page-0", T0)).toBeNull();
    for (let i = 1; i < 9; i++) expect(memory.recall(`page-${i}`, T0)).not.toBeNull();
    expect(memory.recall("page-8", T0 + 60_000)).toBeNull();
  });
});
