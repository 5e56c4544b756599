// Failures nobody planned for: the client gets a short answer with the request id and no internals; the log
// gets one structured line with the same id and the detail.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { get, staff } from "../helpers";

let admin: string;
beforeAll(async () => {
  admin = (await staff("admin")).cookie;
});

/** Runs `fn` while the subscribers table is missing, as if D1 failed underneath the app. */
async function withBrokenDatabase<T>(fn: () => Promise<T>): Promise<T> {
  await env.DB.exec("ALTER TABLE newsletter_subscribers RENAME TO newsletter_subscribers_away");
  try {
    return await fn();
  } finally {
    await env.DB.exec("ALTER TABLE newsletter_subscribers_away RENAME TO newsletter_subscribers");
  }
}

const LEAK = /no such table|SQLITE|D1_ERROR|newsletter_subscribers|\bat \S+ \(/i;

afterEach(() => vi.restoreAllMocks());

function loggedLines(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls.map((args) => String(args[0]));
}

describe("an unexpected failure", () => {
  it("in /api answers 500 with the request id and logs the detail under that id", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await withBrokenDatabase(() => get("/api/subscribers", { headers: { Cookie: admin } }));
    expect(res.status).toBe(500);
    const id = res.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: "Internal server error", requestId: id });
    expect(text).not.toMatch(LEAK);
    const line = loggedLines(spy).find((l) => l.includes(id!));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!);
    expect(entry).toMatchObject({ level: "error", requestId: id, method: "GET", path: "/api/subscribers" });
    expect(`${entry.message} ${entry.cause}`).toMatch(/no such table/);
  });

  it("on an admin screen shows its load error, with no internals, and logs it under the request id", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await withBrokenDatabase(() => get("/admin/subscribers", { headers: { Cookie: admin } }));
    expect(res.status).toBe(500);
    const id = res.headers.get("X-Request-Id")!;
    const html = await res.text();
    expect(html).toContain("Error Loading Subscribers");
    expect(html).not.toMatch(LEAK);
    expect(loggedLines(spy).some((l) => l.includes(id) && /no such table/.test(l))).toBe(true);
  });

  it("on a public form keeps the visitor's input and says it failed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await withBrokenDatabase(() =>
      get("/newsletter", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "reader@example.com", returnTo: "/" }),
      }),
    );
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).not.toMatch(LEAK);
  });
});
