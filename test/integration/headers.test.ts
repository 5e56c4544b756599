// Security and cache headers added by the Worker entry to every response.
import { describe, expect, it } from "vitest";
import { createStaff, get, page, signIn, uniqueEmail } from "../helpers";

describe("security headers", () => {
  // A hydrated page (the back office) has inline scripts with a nonce; public pages have none (next tests).
  it("are on every page, with a CSP whose nonce matches the page's scripts", async () => {
    const { res, html } = await page("/admin/login");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    // Inline scripts need the nonce; JSON-LD is data the browser never runs, so CSP does not apply to it.
    for (const tag of scripts) {
      if (!tag.includes("src=") && !tag.includes('type="application/ld+json"'))
        expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(res.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("use a new nonce for each request", async () => {
    const a = (await get("/admin/login")).headers.get("Content-Security-Policy");
    const b = (await get("/admin/login")).headers.get("Content-Security-Policy");
    expect(a).not.toBe(b);
  });

  it("a public page (not hydrated) has no inline script and no nonce: its CSP allows same-origin scripts only", async () => {
    const { res, html } = await page("/");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(html).not.toContain("nonce");
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.filter((tag) => !tag.includes("src=") && !tag.includes('type="application/ld+json"'))).toEqual([]);
    expect(scripts.filter((tag) => tag.includes("src="))).toHaveLength(1);
    expect(res.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("are on 404s and API answers too", async () => {
    for (const path of ["/missing", "/api/missing"]) {
      const res = await get(path);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    }
  });

  it("send HSTS outside localhost only", async () => {
    expect((await get("/")).headers.get("Strict-Transport-Security")).toBeNull();
    const remote = await get("/", { origin: "https://www.cordillera.example" });
    expect(remote.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });
});

describe("cache headers", () => {
  it("let the edge cache public pages briefly", async () => {
    const cache = (await get("/")).headers.get("Cache-Control") ?? "";
    expect(cache).toContain("s-maxage=");
    expect(cache).toContain("stale-while-revalidate=");
  });

  it("keep API answers, admin pages and errors out of shared caches", async () => {
    expect((await get("/api/missing")).headers.get("Cache-Control")).toBe("private, no-store");
    expect((await get("/missing")).headers.get("Cache-Control")).toBe("private, no-store");
  });

  // Routing ignores letter case, so /API/account is the account route: before the fix it answered a signed-in
  // admin's own data with `public, s-maxage=60` because the privacy rule compared paths case-sensitively.
  it("keep staff and API answers private whatever the letter case or the percent-encoding of the path", async () => {
    const email = uniqueEmail("case");
    await createStaff(email, "admin");
    const cookie = await signIn(email);
    for (const path of [
      "/API/account",
      "/Api/users",
      "/ADMIN/users",
      "/Admin/account",
      "/ADMIN.data",
      "/api/account",
      // Routing decodes each segment too: a link to /%61pi/users is the users API.
      "/%61pi/users",
      "/%41dmin/users",
      "/api/%61ccount",
    ]) {
      const res = await get(path, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    expect((await get("/API/blog-posts")).headers.get("Cache-Control")).toBe("private, no-store");
    expect((await get("/NEWSLETTER/unsubscribe?token=x")).headers.get("Cache-Control")).toBe("private, no-store");
  });
});
