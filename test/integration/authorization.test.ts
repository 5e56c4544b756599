// Authorization, generated from the route table of the built app: every admin page and every /api route, each
// HTTP method it serves, as anonymous, editor and admin. ACCESS below says who may use what; a route or method
// that is served but missing from it fails, and so does any guard that lets the wrong caller through.
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { get, signIn, staff } from "../helpers";

type Who = "anonymous" | "editor" | "admin";
/** signed: no session opens it; only a request signed with a shared secret (the provider's webhook) gets past 401. */
type Access = "public" | "staff" | "admin" | "signed";

/** Who may call what: "METHOD /path" with the route's own parameter names; "*" stands for every method. */
const ACCESS: Record<string, Access> = {
  "GET /admin/login": "public",
  "POST /admin/login": "public",
  "GET /admin/logout": "public",
  "POST /admin/logout": "public",
  "GET /admin/forgot-password": "public",
  "POST /admin/forgot-password": "public",
  "GET /admin/reset-password/:token": "public",
  "POST /admin/reset-password/:token": "public",
  "GET /admin/invitation/:token": "public",
  "POST /admin/invitation/:token": "public",
  "GET /admin": "staff",
  "GET /admin/blog": "staff",
  "POST /admin/blog": "staff",
  "POST /admin/blog/preview": "staff",
  "GET /admin/blog/new": "staff",
  "POST /admin/blog/new": "staff",
  "GET /admin/blog/:id/edit": "staff",
  "POST /admin/blog/:id/edit": "staff",
  "GET /admin/jobs": "admin",
  "POST /admin/jobs": "admin",
  "GET /admin/applications": "admin",
  "POST /admin/applications": "admin",
  "GET /admin/applications/export": "admin",
  "GET /admin/applications/:id/cv": "admin",
  "GET /admin/marketing-materials": "admin",
  "POST /admin/marketing-materials": "admin",
  "GET /admin/marketing-materials/:id/file": "admin",
  "GET /admin/users": "admin",
  "POST /admin/users": "admin",
  "GET /admin/contacts": "admin",
  "POST /admin/contacts": "admin",
  "GET /admin/contacts/export": "admin",
  "GET /admin/newsletter": "admin",
  "POST /admin/newsletter": "admin",
  "GET /admin/subscribers": "admin",
  "POST /admin/subscribers": "admin",
  "GET /admin/subscribers/export": "admin",
  "GET /admin/outbox": "admin",
  "POST /admin/outbox": "admin",
  "GET /admin/emails": "admin",
  "POST /admin/emails": "admin",
  "GET /admin/account": "staff",
  "POST /admin/account": "staff",
  "GET /admin/activity": "admin",
  "GET /admin/case-studies": "staff",
  "POST /admin/case-studies": "staff",
  "GET /admin/case-studies/new": "staff",
  "POST /admin/case-studies/new": "staff",
  "GET /admin/case-studies/:id/edit": "staff",
  "POST /admin/case-studies/:id/edit": "staff",
  "GET /admin/testimonials": "staff",
  "POST /admin/testimonials": "staff",
  "GET /admin/testimonials/new": "staff",
  "POST /admin/testimonials/new": "staff",
  "GET /admin/testimonials/:id/edit": "staff",
  "POST /admin/testimonials/:id/edit": "staff",
  "GET /admin/team": "staff",
  "POST /admin/team": "staff",
  "GET /admin/team/new": "staff",
  "POST /admin/team/new": "staff",
  "GET /admin/team/:id/edit": "staff",
  "POST /admin/team/:id/edit": "staff",
  "GET /admin/logos": "staff",
  "POST /admin/logos": "staff",
  "GET /admin/logos/new": "staff",
  "POST /admin/logos/new": "staff",
  "GET /admin/logos/:id/edit": "staff",
  "POST /admin/logos/:id/edit": "staff",
  "GET /admin/blog-categories": "admin",
  "POST /admin/blog-categories": "admin",
  "GET /admin/integrations": "admin",
  "POST /admin/integrations": "admin",
  "GET /admin/integrations/:id": "admin",
  "POST /admin/integrations/:id": "admin",
  "GET /admin/reply-templates": "admin",
  "POST /admin/reply-templates": "admin",
  "GET /admin/unmatched-mail": "admin",
  "POST /admin/unmatched-mail": "admin",
  "GET /admin/conversation-attachments/:id": "admin",
  "GET /admin/*": "staff",

  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "public",
  "POST /api/auth/register": "admin",
  "POST /api/auth/forgot-password": "public",
  "POST /api/auth/reset-password": "public",
  "GET /api/account": "staff",
  "PATCH /api/account": "staff",
  "POST /api/account/password": "staff",
  "GET /api/account/sessions": "staff",
  "POST /api/account/sessions/sign-out-others": "staff",
  "DELETE /api/account/sessions/:id": "staff",
  "GET /api/users": "admin",
  "PATCH /api/users/:id": "admin",
  "DELETE /api/users/:id": "admin",
  "DELETE /api/users/:id/two-factor": "admin",
  "GET /api/testimonials": "public",
  "POST /api/testimonials": "staff",
  "GET /api/testimonials/:id": "public",
  "PATCH /api/testimonials/:id": "staff",
  "DELETE /api/testimonials/:id": "staff",
  "GET /api/team": "public",
  "POST /api/team": "staff",
  "GET /api/team/:id": "public",
  "PATCH /api/team/:id": "staff",
  "DELETE /api/team/:id": "staff",
  "GET /api/logos": "public",
  "POST /api/logos": "staff",
  "GET /api/logos/:id": "public",
  "PATCH /api/logos/:id": "staff",
  "DELETE /api/logos/:id": "staff",
  "GET /api/case-studies": "public",
  "POST /api/case-studies": "staff",
  "GET /api/case-studies/:slug": "public",
  "PATCH /api/case-studies/:slug": "staff",
  "DELETE /api/case-studies/:slug": "staff",
  "GET /api/blog-posts": "public",
  "POST /api/blog-posts": "staff",
  "GET /api/blog-posts/:slug": "public",
  "PATCH /api/blog-posts/:slug": "staff",
  "DELETE /api/blog-posts/:slug": "staff",
  "GET /api/blog-images": "staff",
  "POST /api/blog-images": "staff",
  "DELETE /api/blog-images/:id": "staff",
  "GET /api/job-listings": "public",
  "POST /api/job-listings": "admin",
  "GET /api/job-listings/:id": "public",
  "PATCH /api/job-listings/:id": "admin",
  "DELETE /api/job-listings/:id": "admin",
  "GET /api/job-applications": "admin",
  "POST /api/job-applications": "public",
  "DELETE /api/job-applications/:id": "admin",
  "PATCH /api/job-applications/:id/status": "admin",
  "POST /api/contact": "public",
  "GET /api/contacts": "admin",
  "GET /api/contacts/:id": "admin",
  "DELETE /api/contacts/:id": "admin",
  "PATCH /api/contacts/:id": "admin",
  "PATCH /api/contacts/:id/status": "admin",
  "GET /api/subscribers": "admin",
  "POST /api/subscribers": "public",
  "DELETE /api/subscribers/:id": "admin",
  "PATCH /api/subscribers/:id/status": "admin",
  "POST /api/newsletter/events": "signed",
  "GET /api/marketing-materials": "admin",
  "POST /api/marketing-materials": "admin",
  "PATCH /api/marketing-materials/:id": "admin",
  "DELETE /api/marketing-materials/:id": "admin",
  "GET /api/marketing-materials/active/:type": "public",
  "GET /api/download/:type": "public",
  "GET /api/webhooks": "admin",
  "POST /api/webhooks": "admin",
  "GET /api/webhooks/:id": "admin",
  "PATCH /api/webhooks/:id": "admin",
  "DELETE /api/webhooks/:id": "admin",
  "GET /api/webhooks/:id/deliveries": "admin",
  "POST /api/webhooks/:id/deliveries/:deliveryId/redeliver": "admin",
  "POST /api/webhooks/:id/rotate-secret": "admin",
  "POST /api/webhooks/:id/test": "admin",
  "GET /api/contacts/:id/messages": "admin",
  "POST /api/contacts/:id/messages": "admin",
  "GET /api/job-applications/:id/messages": "admin",
  "POST /api/job-applications/:id/messages": "admin",
  "GET /api/reply-templates": "admin",
  "POST /api/reply-templates": "admin",
  "GET /api/reply-templates/:id": "admin",
  "PATCH /api/reply-templates/:id": "admin",
  "DELETE /api/reply-templates/:id": "admin",
  "POST /api/views": "public",
  // Booking (issue 31): public slots and bookings (a booking's own changes go through its signed token), staff list.
  "GET /api/booking/slots": "public",
  "POST /api/bookings": "public",
  "PATCH /api/bookings/:token": "public",
  "DELETE /api/bookings/:token": "public",
  "GET /api/meetings": "staff",
  // Job alerts (issue 30).
  "GET /admin/job-alerts": "admin",
  "POST /admin/job-alerts": "admin",
  "POST /api/job-alerts": "public",
  // The talent network (issue 30).
  "GET /admin/talent-pool": "admin",
  "POST /admin/talent-pool": "admin",
  "GET /admin/talent-pool/:id/cv": "admin",
  "POST /api/talent-network": "public",
  "GET /api/talent-profiles": "admin",
  // The hiring board (issue 30).
  "GET /admin/jobs/:id/pipeline": "admin",
  "POST /admin/jobs/:id/pipeline": "admin",
  "GET /api/job-listings/:id/pipeline": "admin",
  "PATCH /api/job-applications/:id": "admin",
  // The enquiry board (issue 31).
  "GET /admin/contacts/board": "admin",
  "POST /admin/contacts/board": "admin",
  "* /api/*": "public",
};

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

// The server build the Worker runs (`npm test` builds it before the smoke suite, vitest.build.config.ts, runs this file).
const builds = import.meta.glob<ServerBuild>("../../build/server/assets/server-build-*.js");

type Endpoint = { pattern: string; api: boolean; loader: boolean; action: boolean };

async function endpoints(): Promise<Endpoint[]> {
  const [load] = Object.values(builds);
  if (!load) throw new Error("build/server is missing: run `npm test`, which builds first");
  // The route map, whatever name the bundler gave the export: the object whose "root" entry is the root route.
  const build = (await load()) as unknown as Record<string, unknown>;
  const routes = Object.values(build).find(
    (v): v is ServerBuild["routes"] =>
      typeof v === "object" && v !== null && (v as ServerBuild["routes"]).root?.id === "root",
  );
  if (!routes) throw new Error("no route table in the server build");
  const out: Endpoint[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const parts: string[] = [];
    for (let r: typeof route | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) {
      if (r.path) parts.unshift(r.path);
    }
    const pattern = `/${parts.join("/")}`;
    if (!/^\/(admin|api)(\/|$)/.test(pattern)) continue;
    const mod = route.module as { loader?: unknown; action?: unknown; default?: unknown };
    out.push({
      pattern,
      api: pattern.startsWith("/api/"),
      loader: Boolean(mod.loader || mod.default),
      action: Boolean(mod.action),
    });
  }
  return out;
}

/** A concrete URL for a pattern: ids and slugs that match nothing, so an allowed call changes no data. */
const urlOf = (pattern: string) =>
  pattern.replace(":id", "999999").replace(":slug", "999999").replace(":type", "brochure").replace("*", "no-such-page");

let cookies: Record<Who, string | undefined>;
let emails: Record<Who, string | undefined>;
const served: { method: string; pattern: string; api: boolean; access: Access | undefined }[] = [];

/** Logging out ends the session on the server, so each logout call gets a session of its own to end. */
const LOGOUT = new Set(["/admin/logout", "/api/auth/logout"]);
const cookieFor = async (who: Who, url: string) =>
  LOGOUT.has(url) && emails[who] ? signIn(emails[who]) : cookies[who];

const call = async (who: Who, method: string, url: string, api: boolean) => {
  const cookie = await cookieFor(who, url);
  return get(url, {
    method,
    body: method === "GET" ? undefined : api ? "{}" : "",
    headers: {
      "Content-Type": api ? "application/json" : "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
};

// One request per route and method, plus two sign-ins: more than vitest's default 10 s hook time on a busy machine.
beforeAll(async () => {
  const editor = await staff("editor");
  const admin = await staff("admin");
  cookies = { anonymous: undefined, editor: editor.cookie, admin: admin.cookie };
  emails = { anonymous: undefined, editor: editor.email, admin: admin.email };
  // Which methods each route serves: pages serve GET (and POST with an action); /api routes serve every method
  // that an administrator does not get 405 for.
  for (const e of await endpoints()) {
    const methods = e.api
      ? METHODS.filter((m) => (m === "GET" ? e.loader : e.action) || m === "GET")
      : METHODS.filter((m) => (m === "GET" && e.loader) || (m === "POST" && e.action));
    for (const method of methods) {
      const status = (await call("admin", method, urlOf(e.pattern), e.api)).status;
      if (e.api && status === 405) continue;
      served.push({
        method,
        pattern: e.pattern,
        api: e.api,
        access: ACCESS[`${method} ${e.pattern}`] ?? ACCESS[`* ${e.pattern}`],
      });
    }
  }
  // One request per route and method, a few hundred in all: more than the default 10 s on a busy machine.
}, 60_000);

describe("the route table", () => {
  it("finds the admin pages and /api routes", () => {
    expect(served.length).toBeGreaterThan(60);
  });

  it("has a declared access for every route and method it serves", () => {
    const undeclared = served.filter((s) => !s.access).map((s) => `${s.method} ${s.pattern}`);
    expect(undeclared).toEqual([]);
  });

  it("declares nothing that is not served", () => {
    const keys = new Set(served.flatMap((s) => [`${s.method} ${s.pattern}`, `* ${s.pattern}`]));
    expect(Object.keys(ACCESS).filter((k) => !keys.has(k))).toEqual([]);
  });
});

function expectRefused(res: Response, who: Who, api: boolean, url: string) {
  if (api) {
    expect(res.status).toBe(who === "anonymous" ? 401 : 403);
  } else if (who === "anonymous") {
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(url)}`);
  } else {
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/blog");
  }
}

async function expectAllowed(res: Response) {
  expect(res.status).toBeLessThan(500);
  expect([401, 403]).not.toContain(res.status);
  expect(res.headers.get("Location") ?? "").not.toMatch(/^\/admin\/login\?redirectTo=/);
}

const mayUse = (access: Access, who: Who) =>
  access === "public" || (access === "staff" && who !== "anonymous") || (access === "admin" && who === "admin");

describe.each(["anonymous", "editor", "admin"] as const)("as %s", (who) => {
  it("every served admin page and /api route answers as its access says", async () => {
    expect(served.length).toBeGreaterThan(0);
    for (const { method, pattern, api, access } of served) {
      if (!access) continue; // reported above
      const url = urlOf(pattern);
      const res = await call(who, method, url, api);
      const label = `${who} ${method} ${url} (${access})`;
      if (access === "signed") {
        // A session counts for nothing here: unsigned, everyone gets 401.
        expect(res.status, label).toBe(401);
        expect(await res.json(), label).toEqual({ message: "Invalid signature" });
        continue;
      }
      try {
        if (mayUse(access, who)) await expectAllowed(res);
        else expectRefused(res, who, api, url);
      } catch (error) {
        throw new Error(`${label}: got ${res.status} ${res.headers.get("Location") ?? ""}\n${String(error)}`);
      }
      if (api && !mayUse(access, who)) {
        expect(await res.json(), label).toEqual({
          message: who === "anonymous" ? "Authentication required" : "Forbidden",
        });
      }
    }
  });
});

describe("beyond the table", () => {
  it("refuses admin-only actions to editors before they run", async () => {
    const res = await get("/admin/users", {
      method: "POST",
      body: new URLSearchParams({
        intent: "create",
        email: "sneaky@cordillera.example",
        password: "Sneaky-Pass-1",
        confirmPassword: "Sneaky-Pass-1",
        role: "admin",
      }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies.editor! },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/blog");
    const list = await (
      await get("/api/users", { headers: { Cookie: cookies.admin! } })
    ).json<{ users: { email: string }[] }>();
    expect(list.users.some((u) => u.email === "sneaky@cordillera.example")).toBe(false);
  });

  it("gives nothing away to client-side data requests without a session", async () => {
    const res = await get("/admin/users.data");
    expect([202, 204, 302]).toContain(res.status);
    expect(await res.text()).not.toContain("@cordillera.example");
  });

  it("shows the admin 404 for unknown admin paths to staff only", async () => {
    expect((await get("/admin/nothing")).status).toBe(302);
    expect((await get("/admin/nothing", { headers: { Cookie: cookies.admin! } })).status).toBe(404);
  });
});
