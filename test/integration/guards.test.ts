// Every admin screen and admin-only /api route checks the caller on the server.
import { describe, expect, it, beforeAll } from "vitest";
import { get, staff } from "../helpers";

type Who = "anonymous" | "editor" | "admin";
let cookies: Record<Who, string | undefined>;

beforeAll(async () => {
  cookies = { anonymous: undefined, editor: (await staff("editor")).cookie, admin: (await staff("admin")).cookie };
});

const as = (who: Who, path: string, init: RequestInit = {}) =>
  get(path, { ...init, headers: { ...(init.headers as Record<string, string>), ...(cookies[who] ? { Cookie: cookies[who] } : {}) } });

// Screens for admins and editors, and screens for admins only.
const pages: { path: string; editor: boolean }[] = [
  { path: "/admin", editor: true },
  { path: "/admin/users", editor: false },
  { path: "/admin/users?dialog=new", editor: false },
];

describe("admin pages", () => {
  for (const { path, editor } of pages) {
    it(`${path}: anonymous to login, editor ${editor ? "in" : "to /admin/blog"}, admin in`, async () => {
      const anon = await as("anonymous", path);
      expect(anon.status).toBe(302);
      expect(anon.headers.get("Location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);

      const ed = await as("editor", path);
      if (editor) expect(ed.status).toBe(200);
      else {
        expect(ed.status).toBe(302);
        expect(ed.headers.get("Location")).toBe("/admin/blog");
      }
      expect((await as("admin", path)).status).toBe(200);
    });
  }

  it("refuse admin-only actions to editors before they run", async () => {
    const res = await as("editor", "/admin/users", {
      method: "POST",
      body: new URLSearchParams({ intent: "create", email: "sneaky@cordillera.example", password: "Sneaky-Pass-1", confirmPassword: "Sneaky-Pass-1", role: "admin" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/blog");
    const list = await (await as("admin", "/api/users")).json<{ users: { email: string }[] }>();
    expect(list.users.some((u) => u.email === "sneaky@cordillera.example")).toBe(false);
  });

  it("give nothing away to client-side data requests without a session", async () => {
    const res = await as("anonymous", "/admin/users.data");
    expect([202, 204, 302]).toContain(res.status);
    expect(await res.text()).not.toContain("@cordillera.example");
  });

  it("show an admin 404 for unknown admin paths, to staff only", async () => {
    expect((await as("anonymous", "/admin/nothing")).status).toBe(302);
    expect((await as("admin", "/admin/nothing")).status).toBe(404);
  });
});

const apiRoutes: { method: string; path: string; body?: unknown }[] = [
  { method: "GET", path: "/api/users" },
  { method: "POST", path: "/api/auth/register", body: {} },
  { method: "PATCH", path: "/api/users/999999", body: {} },
  { method: "DELETE", path: "/api/users/999999" },
];

describe("admin-only /api routes", () => {
  for (const { method, path, body } of apiRoutes) {
    it(`${method} ${path}: 401 anonymous, 403 editor, admin passes the guard`, async () => {
      const init = {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
        headers: { "Content-Type": "application/json" },
      };
      const anon = await as("anonymous", path, init);
      expect(anon.status).toBe(401);
      expect(await anon.json()).toEqual({ message: "Authentication required" });
      const ed = await as("editor", path, init);
      expect(ed.status).toBe(403);
      expect(await ed.json()).toEqual({ message: "Forbidden" });
      const admin = await as("admin", path, init);
      expect([200, 400, 404]).toContain(admin.status);
    });
  }
});
