// The public site without hydration (docs/decisions/0007-no-hydration.md): public pages load one behaviour script
// and no React, the back office still hydrates, moving between them keeps the browser's scroll and history, and
// each behaviour works with JavaScript on and the page still works with it off. Screenshots at 390 and 1280 px.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { openPage, screenshot, signInAt, useApp, viewports } from "./harness.mjs";

const app = useApp();

/** Follows the named link on the first of the cards (a listing's first post or job). */
const followFirst = (cards, name) => cards.first().getByRole("link", { name }).click();

/** What the document runs: React Router's hydration context, and the scripts it loads. */
const runtime = (page) =>
  page.evaluate(() => ({
    hydrated: typeof window.__reactRouterContext === "object",
    scripts: [...document.scripts].filter((s) => s.src).map((s) => s.src.replace(location.origin, "")),
    inline: [...document.scripts].filter((s) => !s.src && !/json/.test(s.type)).length,
  }));

describe("static and hydrated pages", () => {
  test("public pages load only the behaviour script; the back office hydrates", async () => {
    const { page, context, problems } = await openPage(app.browser);
    for (const path of ["/", "/blog", "/jobs", "/contact"]) {
      await page.goto(app.url + path);
      const { hydrated, scripts, inline } = await runtime(page);
      assert.equal(hydrated, false, path);
      assert.equal(inline, 0, `${path} has an inline script`);
      assert.equal(scripts.length, 1, `${path}: ${scripts.join(", ")}`);
      assert.match(scripts[0], /^\/assets\/site-[\w-]+\.js$/);
    }
    await page.goto(app.url + "/admin/login");
    await page.waitForFunction(() => typeof window.__reactRouterContext === "object");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("moving between static and hydrated pages: each starts at the top, and Back returns to the place left", async () => {
    const { page, context, problems } = await app.visit("/blog");
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => window.scrollY >= 600);
    // Clicked from script, so the browser does not scroll the link into view first.
    await page.evaluate(() => document.querySelector("main article a[href^='/blog/']").click());
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    assert.equal(await page.evaluate(() => window.scrollY), 0, "a new page starts at the top");
    await page.goBack();
    await page.waitForURL(app.url + "/blog");
    await page.waitForFunction(() => window.scrollY >= 500);

    // Into the hydrated back office and out again.
    await signInAt(page, app.url + "/admin/blog");
    assert.equal((await runtime(page)).hydrated, true);
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL(app.url + "/admin");
    await page.goto(app.url + "/about");
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.equal((await runtime(page)).hydrated, false);
    await page.goBack();
    await page.waitForURL(app.url + "/admin");
    await page.waitForFunction(() => typeof window.__reactRouterContext === "object");
    await page.goForward();
    await page.waitForURL(app.url + "/about");
    // The behaviour script runs again on the page Back and Forward brought back.
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => document.querySelector("header[data-solid]")?.dataset.solid === "true");
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe("behaviours", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`case-study switch (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const { page, context, problems } = await app.visit("/case-studies", { javaScriptEnabled });
      const group = page.getByRole("group", { name: "Choose a case study" });
      const buttons = group.getByRole("button");
      assert.equal(await buttons.first().getAttribute("aria-pressed"), "true");
      const visible = () => page.locator("article[data-study]:visible").getAttribute("data-study");
      const first = await visible();
      await buttons.last().click();
      if (javaScriptEnabled) {
        await page.waitForFunction(() => new URL(location.href).searchParams.has("study"));
      } else {
        await page.waitForURL(/\?study=/);
      }
      const second = await visible();
      assert.notEqual(second, first);
      assert.equal(new URL(page.url()).searchParams.get("study"), second);
      assert.equal(await buttons.last().getAttribute("aria-pressed"), "true");
      assert.equal(await buttons.first().getAttribute("aria-pressed"), "false");
      assert.deepEqual(problems, []);
      await context.close();
    });

    test(`share buttons (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const { page, context, problems } = await app.visit("/blog", { javaScriptEnabled });
      await followFirst(page.getByRole("article"), /^Read more/);
      await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
      const facebook = page.getByRole("link", { name: "Share on Facebook" });
      assert.match(await facebook.getAttribute("href"), /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
      if (javaScriptEnabled) {
        await page.evaluate(() => {
          window.open = (...args) => {
            window.__opened = args;
            return null;
          };
        });
        await facebook.click();
        const opened = await page.evaluate(() => window.__opened);
        assert.equal(opened[1], "share");
        assert.match(opened[2], /width=600,height=400/);
        assert.ok(await page.getByRole("button", { name: "Copy link" }).isVisible());
        // Chromium on Linux has no share sheet: the Share button stays hidden.
        assert.equal(await page.getByRole("button", { name: "Share…" }).isVisible(), false);
      } else {
        assert.equal(await facebook.getAttribute("target"), "_blank");
        assert.equal(
          await page.getByRole("button", { name: "Copy link" }).isVisible(),
          false,
          "copying needs JavaScript",
        );
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test("the carousel announces the testimonial shown", async () => {
    const { page, context } = await app.visit("/");
    const live = page.locator('[aria-roledescription="carousel"] [aria-live="polite"]');
    assert.match(await live.textContent(), /^Testimonial 1 of \d+$/);
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await page.waitForFunction(() =>
      /^Testimonial 2 of/.test(
        document.querySelector('[aria-roledescription="carousel"] [aria-live="polite"]').textContent,
      ),
    );
    await context.close();
  });

  test("the Spanish carousel announces the testimonial shown in Spanish", async () => {
    const { page, context } = await app.visit("/es");
    const live = page.locator('[aria-roledescription="carousel"] [aria-live="polite"]');
    assert.match(await live.textContent(), /^Testimonio 1 de \d+$/);
    await page.getByRole("button", { name: "Testimonio siguiente" }).click();
    await page.waitForFunction(() =>
      /^Testimonio 2 de \d+$/.test(
        document.querySelector('[aria-roledescription="carousel"] [aria-live="polite"]').textContent,
      ),
    );
    await context.close();
  });

  test("a post image that fails to load shows the fallback", async () => {
    const { page, context } = await app.visit("/blog");
    const img = page.locator("img[data-fallback]").first();
    await img.evaluate((el) => (el.src = "/images/no-such-image.png"));
    await page.waitForFunction(() =>
      document.querySelector("img[data-fallback]").src.endsWith("/images/blog-fallback.svg"),
    );
    await context.close();
  });

  test("the contact form: busy text while sending, then the toast, which can be dismissed", async () => {
    const { page, context, problems } = await app.visit("/contact");
    const main = page.getByRole("main");
    await main.getByLabel(/^Name/).fill("Dana Whitfield");
    await main.getByLabel(/^Company/).fill("Northwind Logistics");
    await main.getByLabel(/^Email/).fill("dana+busy@northwind.example");
    await main.getByLabel(/^Area of interest/).selectOption("other");
    await main.getByLabel(/^Message/).fill("We are planning a rebuild of our dispatch platform next quarter.");
    // The answer arrives within milliseconds here, so the busy state is recorded as it happens (sessionStorage
    // outlives the navigation to the answer).
    await page.evaluate(() => {
      const button = document.querySelector("#contact-form button[type=submit]");
      new MutationObserver(() => {
        if (button.textContent === "Sending..." && button.disabled) sessionStorage.setItem("busy-seen", "yes");
      }).observe(button, { childList: true, characterData: true, subtree: true, attributes: true });
    });
    await main.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message sent!").waitFor();
    await page.getByRole("button", { name: "Dismiss" }).click();
    await page.getByText("Message sent!").waitFor({ state: "detached" });
    assert.equal(
      await page.evaluate(() => sessionStorage.getItem("busy-seen")),
      "yes",
      "the button said Sending... and was disabled",
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("validation as you type: on blur first, then on every input", async () => {
    const { page, context } = await app.visit("/contact");
    const name = page.getByRole("main").getByLabel(/^Name/);
    await name.fill("D");
    assert.equal(
      await page.getByText("Name must be at least 2 characters").count(),
      0,
      "nothing while typing the first time",
    );
    await name.blur();
    await page.getByText("Name must be at least 2 characters").waitFor();
    assert.equal(await name.getAttribute("aria-invalid"), "true");
    await name.press("a");
    await page.getByText("Name must be at least 2 characters").waitFor({ state: "detached" });
    await name.press("Backspace");
    await page.getByText("Name must be at least 2 characters").waitFor();
    await context.close();
  });
});

describe("screenshots", () => {
  for (const [width, viewport] of Object.entries(viewports)) {
    test(`home, a post, a job dialog and the contact errors at ${viewport.width}px`, async () => {
      const { page, context, problems } = await app.visit("/", { viewport });
      await screenshot(page, `static-home-${width}`);
      await page.goto(app.url + "/blog");
      await followFirst(page.getByRole("article"), /^Read more/);
      await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
      await screenshot(page, `static-post-${width}`);
      await page.goto(app.url + "/jobs");
      await followFirst(page.locator("main article[data-job]"), /^View Details/);
      await page.waitForFunction(() => document.querySelector("dialog:modal") !== null);
      await page.screenshot({ path: `test-results/screenshots/static-job-dialog-${width}.png` });
      await page.goto(app.url + "/contact");
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Message must be at least 10 characters").waitFor();
      await screenshot(page, `static-contact-errors-${width}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
