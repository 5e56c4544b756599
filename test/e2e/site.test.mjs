// The public site in a real browser: the services tabs follow the fragment both ways, the carousel's ends,
// and every public page at phone and desktop width without sideways scrolling or console errors.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { horizontalOverflow, openPage, screenshot, useApp, viewports } from "./harness.mjs";

const app = useApp();

const selectedTab = (page) => page.locator('[role=tab][aria-selected="true"]').first().textContent();

describe("services tabs", () => {
  test("follow the URL fragment, and write it when chosen", async () => {
    const { page, context, problems } = await app.visit("/services#custom-dev");
    await page.waitForFunction(
      () => document.querySelector('[role=tab][aria-selected="true"]')?.textContent === "Custom Software Development",
    );
    assert.ok(await page.locator("#custom-dev").isVisible());
    assert.equal(await page.locator("#staff-aug").isVisible(), false);
    await page.getByRole("tab", { name: "Specialized Practices" }).click();
    await page.waitForFunction(() => window.location.hash === "#specialized");
    assert.equal(await selectedTab(page), "Specialized Practices");
    await page.getByRole("tab", { name: "Specialized Practices" }).press("ArrowLeft");
    await page.waitForFunction(() => window.location.hash === "#custom-dev");
    await page.evaluate(() => (window.location.hash = "staff-aug"));
    await page.waitForFunction(
      () => document.querySelector('[role=tab][aria-selected="true"]')?.textContent === "Staff Augmentation",
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("work without JavaScript through the fragment", async () => {
    const { page, context } = await app.visit("/services", { javaScriptEnabled: false });
    assert.ok(await page.locator("#staff-aug").isVisible());
    assert.equal(await page.locator("#specialized").isVisible(), false);
    await page.getByRole("tab", { name: "Specialized Practices" }).click();
    assert.ok(await page.locator("#specialized").isVisible());
    assert.equal(await page.locator("#staff-aug").isVisible(), false);
    await context.close();
  });
});

describe("testimonial carousel", () => {
  test("disables Previous on the first slide and Next on the last; arrow keys move", async () => {
    const { page, context } = await app.visit("/");
    await page.waitForLoadState("networkidle");
    const prev = page.getByRole("button", { name: "Previous testimonial" });
    const next = page.getByRole("button", { name: "Next testimonial" });
    assert.ok(await prev.isDisabled());
    assert.ok(await next.isEnabled());
    await next.click();
    await next.click();
    await page.waitForFunction(() => document.querySelector('[aria-label="Next testimonial"]').disabled);
    assert.ok(await prev.isEnabled());
    await page.locator('[aria-roledescription="carousel"] [tabindex="0"]').focus();
    await page.keyboard.press("ArrowLeft");
    await page.waitForFunction(() => !document.querySelector('[aria-label="Next testimonial"]').disabled);
    await context.close();
  });
});

const PUBLIC_PAGES = [
  ["home", "/"],
  ["services", "/services"],
  ["staff-augmentation", "/services/staff-augmentation"],
  ["custom-development", "/services/custom-development"],
  ["specialized-practices", "/services/specialized-practices"],
  ["case-studies", "/case-studies"],
  ["about", "/about"],
  ["contact", "/contact"],
  ["blog", "/blog"],
  ["jobs", "/jobs"],
  ["privacy-policy", "/privacy-policy"],
];

describe("every public page", () => {
  for (const [width, viewport] of Object.entries(viewports)) {
    test(`renders at ${viewport.width}px without sideways scrolling or console errors`, async () => {
      const { page, context, problems } = await openPage(app.browser, { viewport });
      for (const [name, path] of PUBLIC_PAGES) {
        const res = await page.goto(app.url + path);
        assert.equal(res.status(), 200, path);
        await page.waitForLoadState("networkidle");
        assert.deepEqual(await horizontalOverflow(page), [], `${path} overflows`);
        await screenshot(page, `page-${name}-${width}`);
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
