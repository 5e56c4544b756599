// The signed session cookie and the flash toast that survives one redirect.
import { describe, expect, it } from "vitest";
import { sessionStorage } from "~/server/cookies.server";
import { redirectWithToast, toastCookie } from "~/server/toast.server";
import { page } from "../helpers";

const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, and Secure except on localhost", async () => {
    for (const [url, secure] of [
      ["http://localhost/", false],
      ["https://www.cordillera.example/", true],
    ] as const) {
      const storage = sessionStorage(new Request(url));
      const session = await storage.getSession();
      session.set("userId", 7);
      const header = await storage.commitSession(session);
      expect(header).toContain("HttpOnly");
      expect(header).toContain("SameSite=Lax");
      expect(header.includes("Secure")).toBe(secure);
    }
  });

  it("is signed: a tampered value reads as an empty session", async () => {
    const storage = sessionStorage(new Request("http://localhost/"));
    const session = await storage.getSession();
    session.set("userId", 7);
    const pair = cookiePair(await storage.commitSession(session));
    expect((await storage.getSession(pair)).get("userId")).toBe(7);

    const [name, value] = pair.split("=") as [string, string];
    const [payload, signature] = decodeURIComponent(value).split(".") as [string, string];
    const forged = btoa(JSON.stringify({ userId: 1 }));
    for (const tampered of [`${forged}.${signature}`, `${payload}.x${signature.slice(1)}`, forged]) {
      const read = await storage.getSession(`${name}=${encodeURIComponent(tampered)}`);
      expect(read.get("userId")).toBeUndefined();
    }
  });
});

describe("flash toast", () => {
  it("set before a redirect shows once on the next page, then is gone", async () => {
    const request = new Request("http://localhost/somewhere", { method: "POST" });
    const redirect = await redirectWithToast(request, "/", {
      type: "success",
      title: "Saved",
      description: "It worked.",
    });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/");
    const cookie = cookiePair(redirect.headers.get("Set-Cookie")!);

    const first = await page("/", { headers: { Cookie: cookie } });
    expect(first.html).toContain("Saved");
    expect(first.html).toContain("It worked.");
    expect(first.res.headers.get("Set-Cookie")).toContain("cn_toast=");
    expect(first.res.headers.get("Cache-Control")).toBe("private, no-store");

    const clearing = cookiePair(first.res.headers.get("Set-Cookie")!);
    const second = await page("/", { headers: { Cookie: clearing } });
    expect(second.html).not.toContain("It worked.");
  });

  it("ignores a forged toast cookie", async () => {
    const real = cookiePair(await toastCookie(new Request("http://localhost/"), { type: "info", title: "Hello" }));
    const forged = real.replace(
      /=([^.]+)\./,
      `=${encodeURIComponent(btoa(JSON.stringify({ __flash_toast__: { type: "error", title: "Forged" } })))}.`,
    );
    const { res, html } = await page("/", { headers: { Cookie: forged } });
    expect(res.status).toBe(200);
    expect(html).not.toContain("Forged");
  });
});
