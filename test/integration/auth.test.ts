// Staff sign-in, the session, throttling and logout.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LOGIN_MESSAGES } from "~/schemas/user";
import { parse, within } from "../dom";
import {
  cookieOf,
  createStaff,
  get,
  page,
  PASSWORD,
  postForm,
  sendJson,
  staff,
  uniqueEmail,
  visitorAddress,
} from "../helpers";

describe("the login page", () => {
  it("is a real form with Log in", async () => {
    const { res, html } = await page("/admin/login");
    expect(res.status).toBe(200);
    const screen = parse(html);
    const form = screen.getByRole("button", { name: "Log in" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(within(form).getByLabelText("Email").getAttribute("name")).toBe("email");
    expect(within(form).getByLabelText("Password").getAttribute("name")).toBe("password");
  });

  it("signs in, sets a safe session cookie, and greets on the dashboard", async () => {
    const email = uniqueEmail("login");
    await createStaff(email, "admin");
    const res = await postForm("/admin/login", { email: email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin");
    const header = res.headers.getSetCookie().find((c) => c.startsWith("cn_session="))!;
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).not.toContain("Secure");
    const cookies = [cookieOf(res, "cn_session"), cookieOf(res, "cn_toast")].join("; ");
    const dashboard = await page("/admin", { headers: { Cookie: cookies } });
    expect(dashboard.res.status).toBe(200);
    expect(dashboard.html).toContain("Login successful");
    expect(dashboard.html).toContain("Welcome to the admin dashboard");
    expect(dashboard.res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("marks the cookie Secure outside localhost", async () => {
    const email = uniqueEmail("secure");
    await createStaff(email, "editor");
    const res = await get("/admin/login", {
      origin: "https://www.cordillera.example",
      method: "POST",
      body: new URLSearchParams({ email, password: PASSWORD }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().find((c) => c.startsWith("cn_session="))).toContain("Secure");
  });

  it("returns to a local redirectTo only", async () => {
    const email = uniqueEmail("redirect");
    await createStaff(email, "admin");
    const local = await postForm("/admin/login", { email, password: PASSWORD, redirectTo: "/admin/users?dialog=new" });
    expect(local.headers.get("Location")).toBe("/admin/users?dialog=new");
    for (const evil of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
      const res = await postForm("/admin/login", { email, password: PASSWORD, redirectTo: evil });
      expect(res.headers.get("Location")).toBe("/admin");
    }
  });

  it("answers a wrong password and an unknown e-mail the same way, in about the same time", async () => {
    const email = uniqueEmail("same");
    await createStaff(email, "admin");
    const timed = async (fields: Record<string, string>) => {
      const start = performance.now();
      const res = await postForm("/admin/login", fields);
      return { res, html: await res.text(), ms: performance.now() - start };
    };
    await timed({ email: uniqueEmail("warmup"), password: "x" });
    const wrong = await timed({ email, password: "Wrong-password-1" });
    const unknown = await timed({ email: uniqueEmail("nobody"), password: "Wrong-password-1" });
    for (const r of [wrong, unknown]) {
      expect(r.res.status).toBe(401);
      expect(r.html).toContain(LOGIN_MESSAGES.invalid);
      expect(r.res.headers.getSetCookie().some((c) => c.startsWith("cn_session="))).toBe(false);
    }
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.4);
    expect(wrong.ms).toBeGreaterThan(unknown.ms * 0.4);
  });

  it("shows the field messages for bad input, after a full round trip", async () => {
    const res = await postForm("/admin/login", { email: "not-an-email", password: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(LOGIN_MESSAGES.email);
    expect(html).toContain(LOGIN_MESSAGES.password);
  });

  it("sends a signed-in user from the login page to the dashboard", async () => {
    const { cookie } = await staff("editor");
    const res = await get("/admin/login", { headers: { Cookie: cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin");
  });
});

describe("throttling", () => {
  // Failures count per account and client address (login-throttle.test.ts has the rest), so these requests all
  // come from one address.
  const from = (address: string) => ({
    form: (fields: Record<string, string>) =>
      get("/admin/login", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": address },
      }),
    json: (body: unknown) =>
      get("/api/auth/login", {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
      }),
  });

  it("refuses an e-mail after 5 failures in 15 minutes, even with the right password, and only that e-mail", async () => {
    const email = uniqueEmail("throttled");
    const other = uniqueEmail("other");
    await createStaff(email, "admin");
    await createStaff(other, "admin");
    const client = from(visitorAddress());
    for (let i = 0; i < 5; i++) expect((await client.form({ email, password: `Nope-${i}` })).status).toBe(401);

    const blocked = await client.form({ email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain(LOGIN_MESSAGES.throttled);
    const api = await client.json({ username: email, password: PASSWORD });
    expect(api.status).toBe(429);
    expect(await api.json()).toEqual({ message: LOGIN_MESSAGES.throttled });

    expect((await client.form({ email: other, password: PASSWORD })).status).toBe(302);
  });

  it("lets the e-mail in again once the window has passed", async () => {
    const email = uniqueEmail("window");
    await createStaff(email, "admin");
    const address = visitorAddress();
    const old = Date.now() - 16 * 60 * 1000;
    await env.DB.prepare("INSERT INTO login_throttle (key, attempts, window_started_at) VALUES (?, 5, ?)")
      .bind(`account:${email}|${address}`, old)
      .run();
    expect((await from(address).form({ email, password: PASSWORD })).status).toBe(302);
  });

  it("forgets failures after a successful sign-in", async () => {
    const email = uniqueEmail("reset");
    await createStaff(email, "admin");
    const client = from(visitorAddress());
    for (let i = 0; i < 4; i++) await client.form({ email, password: "Nope" });
    expect((await client.form({ email, password: PASSWORD })).status).toBe(302);
    for (let i = 0; i < 4; i++) await client.form({ email, password: "Nope" });
    expect((await client.form({ email, password: PASSWORD })).status).toBe(302);
  });
});

describe("the session", () => {
  it("treats a tampered cookie as anonymous", async () => {
    const { cookie } = await staff("admin");
    const [name, value] = cookie.split("=") as [string, string];
    const [payload, signature] = decodeURIComponent(value).split(".");
    const forgedPayload = btoa(JSON.stringify({ userId: 1 }));
    for (const tampered of [`${forgedPayload}.${signature}`, `${payload}.AAAA${signature!.slice(4)}`]) {
      const res = await get("/admin", { headers: { Cookie: `${name}=${encodeURIComponent(tampered)}` } });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toContain("/admin/login");
    }
  });

  // A change to the account in the database reaches a signed-in admin's next request.
  for (const { title, path, change, location } of [
    {
      title: "ends at once when the user is deleted",
      path: "/admin",
      change: "DELETE FROM users WHERE id = ?",
      location: "/admin/login?redirectTo=%2Fadmin",
    },
    {
      title: "follows a demotion at once",
      path: "/admin/users",
      change: "UPDATE users SET role = 'editor' WHERE id = ?",
      location: "/admin/blog",
    },
  ]) {
    it(title, async () => {
      const { id, cookie } = await staff("admin");
      expect((await get(path, { headers: { Cookie: cookie } })).status).toBe(200);
      await env.DB.prepare(change).bind(id).run();
      const res = await get(path, { headers: { Cookie: cookie } });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe(location);
    });
  }

  it("records the last login", async () => {
    const { id } = await staff("editor");
    const row = await env.DB.prepare("SELECT last_login_at AS t FROM users WHERE id = ?")
      .bind(id)
      .first<{ t: number }>();
    expect(Date.now() - row!.t).toBeLessThan(60_000);
  });
});

describe("logout", () => {
  it("clears the session and says so on the login page", async () => {
    const { cookie } = await staff("admin");
    const res = await postForm("/admin/logout", {}, cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/login");
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith("cn_session="))!;
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const login = await page("/admin/login", { headers: { Cookie: cookieOf(res, "cn_toast")! } });
    expect(login.html).toContain("Logged out");
    expect(login.html).toContain("You have been successfully logged out.");
  });

  it("does nothing on GET", async () => {
    const { cookie } = await staff("admin");
    const res = await get("/admin/logout", { headers: { Cookie: cookie } });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("cn_session="))).toBe(false);
    expect((await get("/admin", { headers: { Cookie: cookie } })).status).toBe(200);
  });
});

describe("/api/auth", () => {
  it("logs in with {username, password} and answers the user and the cookie", async () => {
    const email = uniqueEmail("api");
    const id = await createStaff(email, "editor");
    const res = await sendJson("/api/auth/login", "POST", { username: email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      user: { id, username: email, role: "editor", isAdmin: false, name: null },
    });
    const cookie = cookieOf(res, "cn_session")!;
    expect((await get("/admin", { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it("answers failures as JSON with clear status codes", async () => {
    const wrong = await sendJson("/api/auth/login", "POST", { username: uniqueEmail("ghost"), password: "x" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: LOGIN_MESSAGES.invalid });

    const invalid = await sendJson("/api/auth/login", "POST", { username: "nope", password: "" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      message: "Validation failed",
      errors: { email: [LOGIN_MESSAGES.email] },
    });

    const malformed = await get("/api/auth/login", {
      method: "POST",
      body: "{oops",
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);

    const wrongType = await get("/api/auth/login", { method: "POST", body: "a=b" });
    expect(wrongType.status).toBe(415);

    for (const body of [[], null, "text", { username: ["a"], password: { x: 1 } }]) {
      const res = await sendJson("/api/auth/login", "POST", body);
      expect(res.status).toBe(400);
    }
  });

  it("logs out", async () => {
    const res = await sendJson("/api/auth/logout", "POST", undefined);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Logged out" });
  });

  it("refuses a write that another site made the browser send", async () => {
    const res = await get("/api/auth/login", {
      method: "POST",
      body: JSON.stringify({ username: "a@b.c", password: "x" }),
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Forbidden" });
    const form = await get("/admin/login", {
      method: "POST",
      body: new URLSearchParams({ email: "a@b.c", password: "x" }),
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(403);
  });
});
