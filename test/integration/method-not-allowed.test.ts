// Every 405 names what the resource does accept (RFC 9110 §15.5.6: "The origin server MUST generate an Allow header
// field in a 405 response"). Every /api route of the route table is called with each method by an administrator;
// each 405 must carry an Allow that is exactly the methods the same route did not refuse (HEAD with GET), so the
// lists the routes state cannot drift from what they serve. Pages and feeds without a form answer a write with 405
// and `Allow: GET, HEAD`.
import { beforeAll, describe, expect, it } from "vitest";
import { get, signIn, staff } from "../helpers";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

type Route = { pattern: string; action: boolean };

/** The app's routes as URL patterns (parents' paths joined), with whether the module has an action. */
async function routeTable(): Promise<Route[]> {
  const { routes } = await import("virtual:react-router/server-build");
  return Object.values(routes).flatMap((route) => {
    if (!route) return [];
    const parts: string[] = [];
    for (let r: typeof route | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) {
      if (r.path) parts.unshift(r.path);
    }
    return [{ pattern: `/${parts.join("/")}`, action: Boolean((route.module as { action?: unknown }).action) }];
  });
}

/** A URL for a pattern: ids, slugs and tokens that name nothing, so an accepted call changes no data. */
const urlOf = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, "999999");

/** The Allow header as a set: "GET, HEAD, POST" → ["GET", "HEAD", "POST"], sorted. */
const methodSet = (allow: string | null) =>
  (allow ?? "")
    .split(",")
    .map((m) => m.trim())
    .filter(Boolean)
    .sort();

let admin: { email: string; cookie: string };
beforeAll(async () => {
  admin = await staff("admin");
});

describe("a 405 from /api", () => {
  it("names in Allow exactly the methods the route serves", { timeout: 600_000 }, async () => {
    const apiRoutes = (await routeTable()).filter((r) => r.pattern.startsWith("/api/") && r.pattern !== "/api/*");
    expect(apiRoutes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    let refusals = 0;
    for (const { pattern } of apiRoutes) {
      const url = urlOf(pattern);
      const answers: { method: string; status: number; allow: string | null; body: string }[] = [];
      for (const method of METHODS) {
        // Signing out ends the session it is called with: that call gets a session of its own.
        const cookie = pattern === "/api/auth/logout" ? await signIn(admin.email) : admin.cookie;
        const res = await get(url, {
          method,
          body: method === "GET" ? undefined : "{}",
          headers: { "Content-Type": "application/json", Cookie: cookie },
        });
        answers.push({ method, status: res.status, allow: res.headers.get("Allow"), body: await res.text() });
      }
      const served = answers.filter((a) => a.status !== 405).map((a) => a.method);
      const expected = [...served, ...(served.includes("GET") ? ["HEAD"] : [])].sort();
      for (const a of answers.filter((x) => x.status === 405)) {
        refusals += 1;
        const allow = methodSet(a.allow);
        if (a.allow === null || allow.join() !== expected.join())
          wrong.push(`${a.method} ${pattern}: Allow ${a.allow ?? "(none)"}, serves ${expected.join(", ")}`);
        // The body stays the /api error it always was.
        if (a.body !== JSON.stringify({ message: "Method not allowed" }))
          wrong.push(`${a.method} ${pattern}: ${a.body}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(refusals).toBeGreaterThan(100);
  });
});

describe("the order of an /api route's checks", () => {
  it("is the method first, as a router's: a method it does not serve is a 405 to anyone, a served one checks the caller", async () => {
    const put = await get("/api/account/password", { method: "PUT", body: "{}" });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("POST");
    expect((await get("/api/account/password", { method: "POST", body: "{}" })).status).toBe(401);
    const editor = await staff("editor");
    const patch = await get("/api/users/999999", { method: "PATCH", body: "{}", headers: { Cookie: editor.cookie } });
    expect(patch.status).toBe(403);
    const post = await get("/api/users/999999", { method: "POST", body: "{}", headers: { Cookie: editor.cookie } });
    expect([post.status, post.headers.get("Allow")]).toEqual([405, "PATCH, DELETE"]);
  });
});

describe("a 405 from a page or feed", () => {
  it("says GET and HEAD are what it serves", { timeout: 300_000 }, async () => {
    const routes = await routeTable();
    // A layout shares its path with its index page: "/" is the home page's, which has no form either.
    const formless = new Set(
      routes
        .filter((r) => !r.action && !r.pattern.startsWith("/api/") && !r.pattern.includes("*"))
        .map((r) => r.pattern),
    );
    expect(formless.size).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const pattern of formless) {
      const res = await get(urlOf(pattern), {
        method: "POST",
        body: "",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
      });
      await res.body?.cancel();
      if (res.status !== 405 || res.headers.get("Allow") !== "GET, HEAD")
        wrong.push(`POST ${pattern}: ${res.status}, Allow ${res.headers.get("Allow") ?? "(none)"}`);
    }
    expect(wrong).toEqual([]);
  });
});
