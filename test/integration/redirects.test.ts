// Redirect targets taken from a request (login's redirectTo, the newsletter's returnTo) stay on this site, and
// malformed ones are ignored, never a 500.
import { describe, expect, it } from "vitest";
import { createStaff, get, page, PASSWORD, postForm, staff, uniqueEmail } from "../helpers";

const EVIL = [
  "/\t/evil.example",
  "/\r\n/evil.example",
  "/\r\nSet-Cookie: stolen=1",
  "/\\evil.example",
  "//evil.example",
  "/.//evil.example",
  "/%2e//evil.example",
  "https://evil.example/",
];

describe("login redirectTo", () => {
  it("sends a signed-in visitor only to a same-origin path (GET), whatever the redirectTo", async () => {
    const { cookie } = await staff("admin");
    for (const evil of EVIL) {
      const res = await get(`/admin/login?redirectTo=${encodeURIComponent(evil)}`, { headers: { Cookie: cookie } });
      expect(res.status, JSON.stringify(evil)).toBe(302);
      expect(res.headers.get("Location"), JSON.stringify(evil)).toBe("/admin");
    }
    const ok = await get(`/admin/login?redirectTo=${encodeURIComponent("/admin/blog?q=x")}`, {
      headers: { Cookie: cookie },
    });
    expect(ok.headers.get("Location")).toBe("/admin/blog?q=x");
  });

  it("renders the form with a safe redirectTo for a signed-out visitor", async () => {
    for (const evil of EVIL) {
      const { res, html } = await page(`/admin/login?redirectTo=${encodeURIComponent(evil)}`);
      expect(res.status, JSON.stringify(evil)).toBe(200);
      expect(html).toContain('name="redirectTo" value="/admin"');
    }
  });

  it("after a successful sign-in without JavaScript", async () => {
    const email = uniqueEmail("redirect-nojs");
    await createStaff(email, "admin");
    for (const evil of EVIL) {
      const res = await postForm("/admin/login", { email, password: PASSWORD, redirectTo: evil });
      expect(res.status, JSON.stringify(evil)).toBe(302);
      expect(res.headers.get("Location"), JSON.stringify(evil)).toBe("/admin");
    }
  });

  it("after a successful sign-in with JavaScript (single-fetch .data request)", async () => {
    const email = uniqueEmail("redirect-js");
    await createStaff(email, "admin");
    for (const evil of EVIL) {
      const res = await postForm("/admin/login.data", { email, password: PASSWORD, redirectTo: evil });
      const text = await res.text();
      expect(res.status, JSON.stringify(evil)).toBeLessThan(500);
      expect(text, JSON.stringify(evil)).not.toContain("evil.example");
      expect(res.headers.get("Location") ?? "").not.toContain("evil.example");
      expect(text).toContain("/admin");
    }
  });
});

describe("newsletter returnTo", () => {
  it("links back only to a same-origin path", async () => {
    for (const evil of EVIL) {
      const res = await postForm("/newsletter", { email: uniqueEmail("back"), returnTo: evil });
      const html = await res.text();
      expect(res.status, JSON.stringify(evil)).toBeLessThan(500);
      expect(html).not.toContain("evil.example");
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to where you were/);
    }
    const ok = await postForm("/newsletter", { email: uniqueEmail("back"), returnTo: "/blog" });
    expect(await ok.text()).toMatch(/<a[^>]*href="\/blog"[^>]*>Back to where you were/);
  });
});

describe("the Email log's old address", () => {
  it("moves permanently to /admin/outbox with its query string, for reads and posted forms", async () => {
    const { cookie } = await staff("admin");
    const res = await get("/admin/emails?x=1", { headers: { Cookie: cookie } });
    expect(res.status).toBe(308);
    expect(res.headers.get("Location")).toBe("/admin/outbox?x=1");
    const viewing = new URL(
      (await get("/admin/emails?dialog=view&id=7&q=a%20b", { headers: { Cookie: cookie } })).headers.get("Location")!,
      "http://localhost",
    );
    expect(viewing.pathname).toBe("/admin/outbox");
    expect([...viewing.searchParams]).toEqual([
      ["dialog", "view"],
      ["id", "7"],
      ["q", "a b"],
    ]);
    const bare = await get("/admin/emails", { headers: { Cookie: cookie } });
    expect([bare.status, bare.headers.get("Location")]).toEqual([308, "/admin/outbox"]);
    const posted = await postForm("/admin/emails?x=1", { intent: "resend", id: "1" }, cookie);
    expect([posted.status, posted.headers.get("Location")]).toEqual([308, "/admin/outbox?x=1"]);
    expect((await page("/admin/outbox?x=1", { headers: { Cookie: cookie } })).res.status).toBe(200);
  });

  it("stays admins-only, as the screen it names", async () => {
    const anonymous = await get("/admin/emails?x=1");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(
      `/admin/login?redirectTo=${encodeURIComponent("/admin/emails?x=1")}`,
    );
    const { cookie } = await staff("editor");
    const editor = await get("/admin/emails?x=1", { headers: { Cookie: cookie } });
    expect([editor.status, editor.headers.get("Location")]).toEqual([302, "/admin/blog"]);
  });
});
