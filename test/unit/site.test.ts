// Pure rules: e-mail normalisation and the default cache policy.
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, defaultCacheControl } from "~/platform/security-headers";
import { normalizeEmail } from "~/platform/site";

describe("normalizeEmail", () => {
  it("trims and lower-cases", () => {
    expect(normalizeEmail("  Admin@Cordillera.Example ")).toBe("admin@cordillera.example");
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only from the app and the request's nonce", () => {
    const csp = contentSecurityPolicy("abc");
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
  });
});

describe("defaultCacheControl", () => {
  const ok = new Response("x");
  it("is public for a public GET", () => {
    expect(defaultCacheControl(new Request("http://x/blog"), ok)).toContain("public");
  });
  it("is private for admin, api, non-GET and cookie-setting answers", () => {
    expect(defaultCacheControl(new Request("http://x/admin/users"), ok)).toBe("private, no-store");
    expect(defaultCacheControl(new Request("http://x/admin"), ok)).toBe("private, no-store");
    expect(defaultCacheControl(new Request("http://x/api/blog-posts"), ok)).toBe("private, no-store");
    expect(defaultCacheControl(new Request("http://x/contact", { method: "POST" }), ok)).toBe("private, no-store");
    const withCookie = new Response("x", { headers: { "Set-Cookie": "a=b" } });
    expect(defaultCacheControl(new Request("http://x/"), withCookie)).toBe("private, no-store");
  });
  it("does not treat /administration-like public paths as admin", () => {
    expect(defaultCacheControl(new Request("http://x/administrators-guide"), ok)).toContain("public");
  });
});
