// Website Stats for the prerendered pages (docs/decisions/0029): Workers Static Assets answers them without the
// Worker, so their views come from the page's beacon (POST /api/views) under the rules of a rendered page's view;
// the Worker never counts them itself, and a rendered page never counts through the beacon: one view, one count.
import { beforeAll, describe, expect, it } from "vitest";
import { get, staff } from "../helpers";
import { PERSON, viewsOf } from "../fixtures/page-views";

const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

function beacon(fields: Record<string, string>, headers: Record<string, string> = { "User-Agent": PERSON }) {
  // What navigator.sendBeacon sends for URLSearchParams.
  return get("/api/views", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8", ...headers },
  });
}

let admin: { cookie: string };
beforeAll(async () => {
  admin = await staff("admin");
}, 60_000);

describe("a prerendered page's view", () => {
  it("counts once, from its beacon, with the referring host and nothing else", async () => {
    // The Worker may still render the page (in development, or another letter case): that is not the view.
    await get("/services", { headers: { "User-Agent": PERSON } });
    await get("/SERVICES", { headers: { "User-Agent": PERSON } });
    expect((await beacon({ path: "/services", referrer: "https://www.news.example/story?id=7" })).status).toBe(204);
    expect((await beacon({ path: "/services", referrer: "http://localhost/about" })).status).toBe(204);
    expect((await beacon({ path: "/SERVICES", referrer: "" })).status).toBe(204);
    // Not views, answered alike: a bot, signed-in staff, no user agent.
    expect((await beacon({ path: "/services" }, { "User-Agent": BOT })).status).toBe(204);
    expect((await beacon({ path: "/services" }, { "User-Agent": PERSON, Cookie: admin.cookie })).status).toBe(204);
    expect((await beacon({ path: "/services" }, {})).status).toBe(204);
    await expect
      .poll(() => viewsOf("/services"), { timeout: 5_000, interval: 200 })
      .toEqual([
        { referrer: "", views: 2 },
        { referrer: "news.example", views: 1 },
      ]);
    expect(await viewsOf("/SERVICES")).toEqual([]);
  });

  it("of the Spanish edition counts under its own path", async () => {
    expect((await beacon({ path: "/es/privacy-policy" })).status).toBe(204);
    await expect.poll(() => viewsOf("/es/privacy-policy"), { timeout: 5_000 }).toEqual([{ referrer: "", views: 1 }]);
  });
});

describe("a rendered page's view", () => {
  it("is counted by the Worker, and the beacon refuses it (400 naming the path), so it never counts twice", async () => {
    await get("/about", { headers: { "User-Agent": PERSON } });
    const refused = await beacon({ path: "/about" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty("path");
    await expect.poll(() => viewsOf("/about"), { timeout: 5_000 }).toEqual([{ referrer: "", views: 1 }]);
  });
});

describe("POST /api/views", () => {
  it("refuses bad input with a 4xx naming what is wrong, never a 500", async () => {
    const missing = await beacon({});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty("path");
    const long = await beacon({ path: "/services", referrer: `https://a.example/${"x".repeat(2_100)}` });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty("referrer");
    const json = await get("/api/views", {
      method: "POST",
      body: JSON.stringify({ path: "/services" }),
      headers: { "Content-Type": "application/json", "User-Agent": PERSON },
    });
    expect(json.status).toBe(415);
    expect((await beacon({ path: "/services", referrer: "x".repeat(5_000) })).status).toBe(413);
    expect((await get("/api/views")).status).toBe(405);
    const crossSite = await beacon({ path: "/services" }, { "User-Agent": PERSON, Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
  });
});
