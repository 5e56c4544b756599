// The app shell: home, 404, public chrome, and the API's JSON 404.
import { describe, expect, it } from "vitest";
import { mainNav, site } from "~/platform/site";
import { parse, within } from "../dom";
import { get, page } from "../helpers";

describe("home page", () => {
  it("answers 200 with the hero, header links, Get in Touch and the footer", async () => {
    const { res, html } = await page("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(html).toContain("Your Nearshore");
    expect(html).toContain("Get Started Today");
    for (const item of mainNav) expect(html).toContain(`href="${item.to}"`);
    expect(html).toContain("Get in Touch");
    expect(html).toContain(`mailto:${site.email}`);
    for (const office of site.offices) expect(html).toContain(office.country);
    expect(html).toContain('href="/services#staff-aug"');
    expect(html).toContain('href="/privacy-policy"');
    expect(html).toContain(site.linkedin);
  });

  // Issue 26: the footer read "Mexico — Also present in", a label that only made sense beside the contact card.
  it("says in the footer what each office is", async () => {
    const { html } = await page("/");
    const footer = parse(html).getByRole("contentinfo");
    const text = footer.textContent ?? "";
    expect(text).not.toMatch(/also present in/i);
    for (const place of [
      "United StatesHeadquarters",
      "Costa RicaDelivery & AI R&D Center, San José",
      "MexicoEngineering hub",
      "ColombiaEngineering hub",
    ])
      expect(text).toContain(place);
  });

  it("renders the mobile drawer with a Home link", async () => {
    const { html } = await page("/");
    const drawer = parse(html).getByRole("navigation", { name: "Mobile" });
    expect(within(drawer).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
  });
});

describe("not found", () => {
  it.each(["/no-such-page", "/blog/deeper/than/anything", "/services/unknown"])(
    "%s answers 404 with the not-found page inside the public chrome",
    async (path) => {
      const { res, html } = await page(path);
      expect(res.status).toBe(404);
      expect(html).toContain("404 Page Not Found");
      expect(html).toContain("Get in Touch");
    },
  );

  it("answers an unknown /api path with JSON 404 for any method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await get("/api/nothing-here", { method });
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(await res.json()).toEqual({ message: "Not found" });
    }
  });
});
