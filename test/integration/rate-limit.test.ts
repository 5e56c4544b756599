// Public writes are rate-limited per form and client address: 30 a minute pass, the next is a 429 with a clear
// message on the page and in /api, nothing of it is stored, and other addresses are unaffected.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_WRITE_LIMIT } from "~/platform/rate-limit.server";
import { catalogue } from "~/i18n/catalogue";

const RATE_LIMIT_MESSAGES = catalogue("en").forms.rateLimited;
import { addressKey } from "~/platform/client-address";
import { get, startOfAWindow, visitorAddress } from "../helpers";
import { validApplication, validContact, validSubscriber } from "../fixtures";

let jobId: number;
beforeAll(async () => {
  const row = await env.DB.prepare(
    "INSERT INTO jobs (title, department, location, type, category, description, published) VALUES ('Rate Limit Engineer', 'Engineering', 'Remote', 'Full-time', 'Engineering', 'x', 1) RETURNING id",
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
  // Room for startOfAWindow's wait (up to 20 s) on top of the burst.
  it(
    `accepts ${PUBLIC_WRITE_LIMIT.limit} a minute from one address, then answers 429 and stores nothing more`,
    { timeout: 60_000 },
    async () => {
      await startOfAWindow();
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
    },
  );
});

describe("an IPv6 client", () => {
  it("is limited by its /64: rotating through the addresses of one network buys no extra submissions", async () => {
    const before = await count("contacts");
    for (let i = 0; i < PUBLIC_WRITE_LIMIT.limit; i++) {
      const res = await send(
        "/api/contact",
        `2001:db8:77:0:${(i + 1).toString(16)}::${i.toString(16)}`,
        validContact(),
        "json",
      );
      expect(res.status, `request ${i + 1}`).toBeLessThan(400);
    }
    const refused = await send("/api/contact", "2001:0db8:0077:0000:ffff:ffff:ffff:ffff", validContact(), "json");
    expect(refused.status).toBe(429);
    expect(await count("contacts")).toBe(before + PUBLIC_WRITE_LIMIT.limit);
    // The next /64 is another network.
    expect((await send("/api/contact", "2001:db8:77:1::1", validContact(), "json")).status).toBeLessThan(400);
  });

  it("has one key for every spelling of an address, and IPv4 clients keep theirs", () => {
    for (const spelling of [
      "2001:db8:77:0::5",
      "2001:0db8:0077:0000:0000:0000:0000:0005",
      "[2001:DB8:77::abcd]",
      "2001:db8:77:0:1:2:3:4%eth0",
    ]) {
      expect(addressKey(spelling), spelling).toBe("2001:db8:77:0::/64");
    }
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("not:an:address::x")).toBe("not:an:address::x");
  });
});
