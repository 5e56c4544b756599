// The blog in a real browser: Load more, a post with its related articles and link copying, and an editor
// publishing a post that then appears on /blog.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertFits, logIn, openPage, screenshot, useApp, viewports } from "./harness.mjs";

const app = useApp();

const cards = (page) => page.locator("main article");

describe("blog list", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`Load more articles adds six (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const { page, context, problems } = await app.visit("/blog", { javaScriptEnabled });
      assert.equal(await cards(page).count(), 6);
      if (javaScriptEnabled) await screenshot(page, "blog-desktop");
      await page.getByRole("link", { name: "Load more articles" }).click();
      await page.waitForFunction(() => document.querySelectorAll("main article").length === 9);
      assert.match(page.url(), /\?limit=12$/);
      assert.equal(
        await page.getByRole("link", { name: "Load more articles" }).count(),
        0,
        "hidden once everything is shown",
      );
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test("is one column on phones", async () => {
    const { page, context } = await app.visit("/blog", { viewport: viewports.phone });
    const [a, b] = await cards(page).evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().left));
    assert.equal(a, b);
    await assertFits(page, "blog-phone");
    await context.close();
  });
});

describe("blog post", () => {
  test("shows the article, three related articles, and copies its link", async () => {
    const { page, context, problems } = await openPage(app.browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(app.url + "/blog");
    await cards(page)
      .first()
      .getByRole("link", { name: /^Read more/ })
      .click();
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    // The list's own h1 is still there for a moment after the URL changes; wait for the post's page.
    await page.getByRole("heading", { name: "Related Articles" }).waitFor();
    assert.equal(await page.getByRole("heading", { name: "Related Articles" }).count(), 1);
    assert.equal(await page.locator("section[aria-labelledby=related-heading] article").count(), 3);
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("Link copied to clipboard!").waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());
    await screenshot(page, "blog-post-desktop");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a missing post is a 404 with Back to Blog", async () => {
    const { page, context } = await openPage(app.browser);
    const res = await page.goto(app.url + "/blog/not-a-real-post");
    assert.equal(res.status(), 404);
    await page.getByRole("heading", { name: "Blog Post Not Found" }).waitFor();
    await page.getByRole("link", { name: "Back to Blog" }).first().click();
    await page.waitForURL(app.url + "/blog");
    await context.close();
  });
});

describe("Manage Blog Posts", () => {
  test("an editor writes a post, publishes it with the switch, and sees it on /blog", async () => {
    const { page, context, problems } = await openPage(app.browser);
    // An editor, made by the admin through the API.
    await page.goto(app.url + "/admin/login");
    await logIn(page);
    await page.waitForURL(app.url + "/admin");
    const made = await page.evaluate(async () => {
      const res = await fetch("/api/auth/register", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "writer@cordillera.example", password: "Writer-Pass-1", role: "editor" }),
      });
      return res.status;
    });
    assert.equal(made, 201);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(app.url + "/admin/login");
    await logIn(page, { email: "writer@cordillera.example", password: "Writer-Pass-1" });
    await page.waitForURL(app.url + "/admin");

    await page.getByRole("link", { name: "Manage Blog Posts" }).click();
    await page.waitForURL(app.url + "/admin/blog");
    await page.getByRole("link", { name: "New Blog Post" }).click();
    await page.waitForURL(app.url + "/admin/blog/new");
    const editor = page.getByRole("main");
    await editor.getByLabel(/^Title/).fill("Hiring QA Engineers in Bogotá");
    await editor.getByLabel("Author").fill("Camila Rojas");
    await editor.getByLabel("Excerpt", { exact: true }).fill("What we look for when we hire QA engineers in Colombia.");
    await editor.getByLabel("Content (Markdown)").fill("## Why Bogotá\n\nA deep pool of **QA talent**.");
    // The server-rendered preview sits beside the text on a wide screen.
    await editor.getByRole("region", { name: "Preview" }).locator("strong", { hasText: "QA talent" }).waitFor();
    assert.equal(await editor.getByRole("radio", { name: /^Draft/ }).isChecked(), true, "new posts start as drafts");
    await screenshot(page, "admin-blog-editor");
    await editor.getByRole("button", { name: "Save draft" }).click();
    // Created by the Save, or already by an autosave if typing paused long enough, then updated.
    await page.getByText(/^Blog post (created|updated)$/).waitFor();
    await page.getByRole("link", { name: "Back to Blog Posts" }).click();
    await page.waitForURL(app.url + "/admin/blog");

    const row = page.locator('tr[data-post="hiring-qa-engineers-in-bogota"]');
    const toggle = row.getByRole("switch");
    assert.equal(await toggle.getAttribute("aria-checked"), "false");
    await toggle.click();
    await row.locator('[role=switch][aria-checked="true"]').waitFor();
    await row.getByText("Published", { exact: true }).waitFor();
    await screenshot(page, "admin-blog");

    await page.goto(app.url + "/blog");
    assert.equal(await cards(page).first().getByRole("heading").textContent(), "Hiring QA Engineers in Bogotá");
    assert.deepEqual(problems, []);
    await context.close();
  });
});
