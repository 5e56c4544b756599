// Sign-in throttling that cannot be raced and cannot lock the owner out: each attempt is counted before the
// password is checked, per account and client address and per address across accounts, on /admin/login and
// /api/auth/login alike.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LOGIN_WINDOW_MS, MAX_FAILED_LOGINS, MAX_FAILED_LOGINS_PER_ADDRESS } from "~/models/login-throttle.server";
import { LOGIN_MESSAGES } from "~/schemas/user";
import { createStaff, get, PASSWORD, uniqueEmail, visitorAddress } from "../helpers";

function login(via: "form" | "api", address: string, email: string, password: string) {
  return via === "form"
    ? get("/admin/login", {
        method: "POST",
        headers: { "CF-Connecting-IP": address, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password }),
      })
    : get("/api/auth/login", {
        method: "POST",
        headers: { "CF-Connecting-IP": address, "Content-Type": "application/json" },
        body: JSON.stringify({ username: email, password }),
      });
}

const statuses = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe.each(["form", "api"] as const)("throttling through %s", (via) => {
  it("verifies at most 5 of 30 parallel wrong passwords for one account from one address", async () => {
    const email = uniqueEmail(`burst-${via}`);
    await createStaff(email, "admin");
    const address = visitorAddress();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(via, address, email, `Wrong-pass-${i}`)),
    );
    const counts = statuses(responses);
    // A 401 is a verified wrong password; a 429 was refused before any verification.
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect((counts[401] ?? 0) + (counts[429] ?? 0), JSON.stringify(counts)).toBe(30);
    const blocked = responses.find((r) => r.status === 429)!;
    const text = await blocked.text();
    expect(via === "api" ? JSON.parse(text) : text).toEqual(
      via === "api" ? { message: LOGIN_MESSAGES.throttled } : expect.stringContaining(LOGIN_MESSAGES.throttled),
    );
    // Even the right password is refused from that address until the window passes.
    expect((await login(via, address, email, PASSWORD)).status).toBe(429);
  });

  it("never locks the owner out from another address, whatever an attacker did", async () => {
    const email = uniqueEmail(`owner-${via}`);
    await createStaff(email, "admin");
    const attacker = visitorAddress();
    for (let i = 0; i < 8; i++) await login(via, attacker, email, `Guess-${i}`);
    expect((await login(via, attacker, email, PASSWORD)).status).toBe(429);
    const owner = await login(via, visitorAddress(), email, PASSWORD);
    expect(owner.status).toBe(via === "form" ? 302 : 200);
  });

  it("stops one address spraying a password across many accounts", async () => {
    const sprayer = visitorAddress();
    const results: number[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_ADDRESS + 3; i++) {
      results.push((await login(via, sprayer, uniqueEmail(`spray-${via}`), "Summer-2026!")).status);
    }
    expect(
      results.slice(0, MAX_FAILED_LOGINS_PER_ADDRESS).every((s) => s === 401),
      results.join(","),
    ).toBe(true);
    expect(
      results.slice(MAX_FAILED_LOGINS_PER_ADDRESS).every((s) => s === 429),
      results.join(","),
    ).toBe(true);
    // A real account is refused from that address too, and is fine from any other.
    const email = uniqueEmail(`sprayed-${via}`);
    await createStaff(email, "editor");
    expect((await login(via, sprayer, email, PASSWORD)).status).toBe(429);
    expect((await login(via, visitorAddress(), email, PASSWORD)).status).toBe(via === "form" ? 302 : 200);
  });
});

describe("the counters", () => {
  it("are shared by the login page and /api/auth/login", async () => {
    const email = uniqueEmail("shared");
    await createStaff(email, "admin");
    const address = visitorAddress();
    for (let i = 0; i < 3; i++) expect((await login("form", address, email, `Nope-${i}`)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login("api", address, email, `Nope-${i}`)).status).toBe(401);
    expect((await login("form", address, email, PASSWORD)).status).toBe(429);
    expect((await login("api", address, email, PASSWORD)).status).toBe(429);
  });

  it("forget an account's failures from an address once it signs in from there", async () => {
    const email = uniqueEmail("clears");
    await createStaff(email, "admin");
    const address = visitorAddress();
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++)
      expect((await login("form", address, email, "Nope")).status).toBe(401);
    expect((await login("form", address, email, PASSWORD)).status).toBe(302);
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++)
      expect((await login("form", address, email, "Nope")).status).toBe(401);
    expect((await login("form", address, email, PASSWORD)).status).toBe(302);
  });

  it("start again once the window has passed", async () => {
    const email = uniqueEmail("expired");
    await createStaff(email, "admin");
    const address = visitorAddress();
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login("form", address, email, "Nope");
    expect((await login("form", address, email, PASSWORD)).status).toBe(429);
    await env.DB.prepare("UPDATE login_throttle SET window_started_at = ? WHERE key LIKE ?")
      .bind(Date.now() - LOGIN_WINDOW_MS - 1000, `%${email}%`)
      .run();
    expect((await login("form", address, email, PASSWORD)).status).toBe(302);
  });

  it("key an IPv6 client by its /64, so one network cannot rotate through its addresses", async () => {
    const email = uniqueEmail("ipv6");
    await createStaff(email, "admin");
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      expect((await login("form", `2001:db8:aa:bb:${i}::${i + 1}`, email, "Nope")).status).toBe(401);
    }
    expect((await login("form", "2001:db8:aa:bb:ffff:ffff:ffff:ffff", email, PASSWORD)).status).toBe(429);
    expect((await login("form", "2001:0db8:00aa:00bb::9", email, PASSWORD)).status).toBe(429);
    expect((await login("form", "2001:db8:aa:bc::1", email, PASSWORD)).status).toBe(302);
  });
});
