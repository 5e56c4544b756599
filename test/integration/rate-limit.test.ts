// Public writes are rate-limited per form and client address: 30 a minute pass, the next is a 429 with a clear
// message on the page and in /api, nothing of it is stored, and other addresses are unaffected.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMIT_MESSAGES, PUBLIC_WRITE_LIMIT } from "~/lib/rate-limit.server";
import { get, visitorAddress } from "../helpers";
import { validApplication, validContact, validSubscriber } from "../fixtures";

let jobId: number;
beforeAll(async () => {
  const row = await env.DB.prepare(
    "INSERT INTO job_listings (title, department, location, type, category, description, published) VALUES ('Rate Limit Engineer', 'Engineering', 'Remote', 'Full-time', 'Engineering', 'x', 1) RETURNING id",
  ).first<{ id: number }>();
  jobId = row!.id;
});

const send = (path: string, address: string, body: Record<string, string>, as: "json" | "form") =>
  get(path, {
    method: "POST",
    headers: {
      "CF-Connecting-IP": address,
      "Content-Type": as === "json" ? "application/json" : "application/x-www-form-urlencoded",
    },
    body: as === "json" ? JSON.stringify(body) : new URLSearchParams(body),
  });

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

const forms = [
  { name: "contact", table: "contacts", api: "/api/contact", page: () => "/contact", body: validContact },
  {
    name: "newsletter",
    table: "newsletter_subscribers",
    api: "/api/subscribers",
    page: () => "/newsletter",
    body: validSubscriber,
  },
  {
    name: "application",
    table: "job_applications",
    api: "/api/job-applications",
    page: () => `/jobs/${jobId}/apply`,
    body: () => ({ ...validApplication(), jobId: String(jobId) }),
  },
];

describe.each(forms)("$name", ({ table, api, page, body }) => {
  it(`accepts ${PUBLIC_WRITE_LIMIT.limit} a minute from one address, then answers 429 and stores nothing more`, async () => {
    const address = visitorAddress();
    const before = await count(table);
    for (let i = 0; i < PUBLIC_WRITE_LIMIT.limit; i++) {
      const as = i % 2 ? "form" : "json";
      const res = await send(
        as === "json" ? api : page(),
        address,
        as === "json" ? { ...body(), jobId: String(jobId) } : body(),
        as,
      );
      expect(res.status, `request ${i + 1}`).toBeLessThan(400);
    }
    expect(await count(table)).toBe(before + PUBLIC_WRITE_LIMIT.limit);

    const refused = await send(api, address, body(), "json");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: RATE_LIMIT_MESSAGES.text });

    const page429 = await send(page(), address, body(), "form");
    expect(page429.status).toBe(429);
    expect(await page429.text()).toContain(RATE_LIMIT_MESSAGES.text);
    expect(await count(table)).toBe(before + PUBLIC_WRITE_LIMIT.limit);

    // Another address (another office) is not affected.
    expect((await send(api, visitorAddress(), body(), "json")).status).toBeLessThan(400);
  });
});

describe("an IPv6 client", () => {
  it("is counted by its /64 network, so new addresses in it get no fresh allowance", async () => {
    const prefix = `2001:db8:${(Date.now() % 65000).toString(16)}:7`;
    for (let i = 1; i <= PUBLIC_WRITE_LIMIT.limit; i++) {
      expect((await send("/api/contact", `${prefix}::${i.toString(16)}`, validContact(), "json")).status).toBe(201);
    }
    expect((await send("/api/contact", `${prefix}:ffff:ffff:ffff:ffff`, validContact(), "json")).status).toBe(429);
    expect((await send("/api/contact", `2001:db8:ffff:8::1`, validContact(), "json")).status).toBe(201);
  });
});
