// The public shell in a real browser: header, drawer, scroll, 404, with and without JavaScript.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { horizontalOverflow, openPage, screenshot, useApp, viewports } from "./harness.mjs";

const app = useApp();

/** Console errors other than the expected 404 of a not-found page. */
const unexpected = (problems) => problems.filter((p) => !p.includes("404"));

describe("header", () => {
  test("turns solid after 10px of scroll", async () => {
    const { page, context, problems } = await app.visit("/");
    const header = page.locator("header[data-solid]");
    await page.waitForFunction(() => document.querySelector("header[data-solid]")?.dataset.solid === "false");
    await screenshot(page, "home-desktop");
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => document.querySelector("header[data-solid]")?.dataset.solid === "true");
    // Solid means fully opaque white once the colour transition has run.
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector("header[data-solid]")).backgroundColor === "rgb(255, 255, 255)",
    );
    assert.ok(await header.isVisible());
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector("header[data-solid]")?.dataset.solid === "false");
    assert.deepEqual(unexpected(problems), []);
    await context.close();
  });

  test("links to every section and has Get in Touch", async () => {
    const { page, context } = await app.visit("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Services", "Case Studies", "About", "Blog", "Careers", "Contact"]) {
      assert.equal(await nav.getByRole("link", { name, exact: true }).count(), 1, name);
    }
    assert.equal(
      await page.getByRole("banner").getByRole("link", { name: "Get in Touch" }).getAttribute("href"),
      "/contact",
    );
    await context.close();
  });
});

describe("mobile drawer", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`opens at a phone width with Home in it (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const { page, context, problems } = await app.visit("/", { viewport: viewports.phone, javaScriptEnabled });
      assert.equal(await page.getByRole("navigation", { name: "Main" }).isVisible(), false);
      assert.deepEqual(await horizontalOverflow(page), []);
      const drawer = page.getByRole("navigation", { name: "Mobile" });
      assert.equal(await drawer.isVisible(), false);
      await page.getByText("Menu").or(page.locator("summary[aria-label=Menu]")).first().click();
      await drawer.waitFor({ state: "visible" });
      for (const name of ["Home", "Services", "Case Studies", "About", "Blog", "Careers", "Contact"]) {
        assert.ok(await drawer.getByRole("link", { name, exact: true }).isVisible(), name);
      }
      if (javaScriptEnabled) {
        await screenshot(page, "drawer-phone");
        await page.keyboard.press("Escape");
        await drawer.waitFor({ state: "hidden" });
      }
      assert.deepEqual(unexpected(problems), []);
      await context.close();
    });
  }

  test("closes after choosing a page", async () => {
    const { page, context } = await app.visit("/", { viewport: viewports.phone });
    await page.locator("summary[aria-label=Menu]").click();
    const drawer = page.getByRole("navigation", { name: "Mobile" });
    await drawer.getByRole("link", { name: "About", exact: true }).click();
    await page.waitForURL(/\/about$/);
    await drawer.waitFor({ state: "hidden" });
    await context.close();
  });
});

describe("navigation", () => {
  test("every route change scrolls to the top", async () => {
    const { page, context } = await app.visit("/");
    await page.waitForFunction(() => document.querySelector("header[data-solid]")?.dataset.solid === "false");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    assert.ok((await page.evaluate(() => window.scrollY)) > 100);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).first().click();
    await page.waitForURL(/\/privacy-policy$/);
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  test("an unknown path shows 404 Page Not Found with status 404", async () => {
    const { page, context } = await openPage(app.browser);
    const res = await page.goto(app.url + "/this/does/not/exist");
    assert.equal(res.status(), 404);
    assert.ok(await page.getByRole("heading", { name: "404 Page Not Found" }).isVisible());
    await screenshot(page, "not-found-desktop");
    await context.close();
  });
});
