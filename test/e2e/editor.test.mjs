// The full-page blog editor in a real browser: uploads (featured and inline), autosave, the unsaved-changes guard,
// a save after the session ended, and a post scheduled a few seconds ahead that appears on /blog, RSS and the
// sitemap when its time comes, with its draft preview shown to staff only.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  assertFocusTrapped,
  assertNoProblemsBut,
  logIn,
  openPage,
  pngFile,
  screenshot,
  signInAt,
  useApp,
  viewports,
} from "./harness.mjs";

const app = useApp();
/** datetime-local value `seconds` from now, in the browser's (and this machine's) time zone. */
function localInputIn(seconds) {
  const d = new Date(Date.now() + seconds * 1000);
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const fetchText = async (path) => (await fetch(app.url + path)).text();

describe("the blog editor", () => {
  test("uploads a featured and an inline image, autosaves, schedules, previews for staff only, and publishes on time", async () => {
    const { page, context, problems } = await openPage(app.browser, { viewport: viewports.desktop });
    await signInAt(page, app.url + "/admin/blog/new");
    const main = page.getByRole("main");
    await main.getByLabel(/^Title/).fill("Scheduled from the browser");
    await main.getByLabel("Author").fill("Lucía Méndez");
    await main.getByLabel("Content (Markdown)").fill("An introduction.\n\nThe chart below says it all.");

    // Autosave: the draft is created on the server and the editor moves to its address.
    await page.waitForURL(/\/admin\/blog\/\d+\/edit$/, { timeout: 15_000 });
    await page.locator("[data-save-status]", { hasText: /^Saved$/ }).waitFor();
    const id = Number(/\/admin\/blog\/(\d+)\/edit$/.exec(page.url())[1]);

    // A featured image through its button, an inline image through the Insert image button.
    await main.getByLabel("Upload featured image").setInputFiles(pngFile("cover.png", 1200, 675, [16, 94, 84]));
    await main.locator('img[alt="Featured image preview"][src^="/media/blog/"]').waitFor();
    await main.getByLabel("Content (Markdown)").click();
    await page.keyboard.press("Control+End");
    await main.getByLabel("Insert image").setInputFiles(pngFile("quarterly-chart.png", 800, 400, [250, 204, 21]));
    await page.waitForFunction(() =>
      /!\[quarterly chart\]\(\/media\/blog\/[0-9a-f-]+\.png\)/.test(document.querySelector("#post-content").value),
    );
    const preview = main.getByRole("region", { name: "Preview" });
    await preview.locator('img[alt="quarterly chart"]').waitFor();
    await main.locator("[data-media]").nth(1).waitFor();
    assert.equal(await main.locator("[data-media]").count(), 2, "both uploads are in the media list");

    // Schedule it a few seconds ahead (the picker takes the editor's local time).
    await main.getByRole("radio", { name: /^Schedule/ }).check();
    await main.getByLabel("Publish at").fill(localInputIn(25));
    await screenshot(page, "admin-blog-editor-schedule");
    await main.getByRole("button", { name: "Schedule" }).click();
    await page.getByText("Blog post scheduled").waitFor();
    const slug = "scheduled-from-the-browser";

    // Not yet public: the list, the feed, the sitemap and the post itself for a visitor.
    assert.doesNotMatch(await fetchText("/blog"), new RegExp(slug));
    assert.doesNotMatch(await fetchText("/blog/rss.xml"), new RegExp(slug));
    assert.doesNotMatch(await fetchText("/sitemap.xml"), new RegExp(slug));
    assert.equal((await fetch(`${app.url}/blog/${slug}`)).status, 404);

    // Staff see the real page, marked as a preview.
    const view = await context.newPage();
    await view.goto(`${app.url}/blog/${slug}`);
    await view.getByText("Preview — not published").waitFor();
    const inline = view.locator('.prose-post img[alt="quarterly chart"]');
    assert.equal(await inline.getAttribute("width"), "800");
    assert.equal(await inline.getAttribute("height"), "400");
    assert.equal(await inline.getAttribute("loading"), "lazy");
    await screenshot(view, "blog-post-preview");
    await view.close();

    // On time, with nobody acting: every surface shows it.
    const due = Date.now() + 30_000;
    while (Date.now() < due && (await fetch(`${app.url}/blog/${slug}`)).status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    assert.equal((await fetch(`${app.url}/blog/${slug}`)).status, 200);
    assert.match(await fetchText("/blog"), new RegExp(`/blog/${slug}"`));
    assert.match(await fetchText("/blog/rss.xml"), new RegExp(`/blog/${slug}<`));
    assert.match(await fetchText("/sitemap.xml"), new RegExp(`/blog/${slug}<`));
    const html = await fetchText(`/blog/${slug}`);
    assert.match(html, /<meta property="og:image" content="http[^"]+\/media\/blog\/[0-9a-f-]+\.png"\/>/);
    assert.match(html, /<meta property="og:image:width" content="1200"\/>/);
    assert.match(html, /<link rel="canonical" href="http[^"]+\/blog\/scheduled-from-the-browser"\/>/);
    assert.ok(id > 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("asks before leaving with unsaved changes, and keeps the text through an expired session", async () => {
    const { page, context, problems } = await openPage(app.browser, { viewport: viewports.desktop });
    await signInAt(page, app.url + "/admin/blog/1/edit");
    const main = page.getByRole("main");
    const content = main.getByLabel("Content (Markdown)");
    const original = await content.inputValue();
    await content.fill(`${original}\n\nA paragraph written just now.`);
    await page.locator("[data-save-status]", { hasText: "Unsaved changes" }).waitFor();

    // A link inside the app: our own question, and Stay keeps everything.
    await page.getByRole("link", { name: "Back to Blog Posts" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await dialog.waitFor();
    await screenshot(page, "admin-blog-editor-leave");
    // A real modal: it starts on the safe answer, and Tab cannot wander into the editor behind it.
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), "Stay");
    await assertFocusTrapped(page, 6);
    await dialog.getByRole("button", { name: "Stay" }).click();
    assert.match(page.url(), /\/admin\/blog\/1\/edit$/);
    assert.match(await content.inputValue(), /A paragraph written just now\./);

    // A reload: the browser's own prompt (beforeunload).
    let prompted = false;
    page.once("dialog", async (d) => {
      prompted = d.type() === "beforeunload";
      await d.dismiss();
    });
    await page.reload().catch(() => undefined);
    assert.equal(prompted, true, "a reload with unsaved changes asks first");

    // The session ends (cookies gone); Update sends the editor to sign in, and the text is there afterwards.
    await context.clearCookies();
    await main.getByRole("button", { name: "Update" }).click();
    await page.waitForURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fblog%2F1%2Fedit/);
    await logIn(page);
    await page.waitForURL(app.url + "/admin/blog/1/edit");
    await page.getByText("Restored your unsaved changes from this browser.").waitFor();
    assert.match(await main.getByLabel("Content (Markdown)").inputValue(), /A paragraph written just now\./);
    await main.getByRole("button", { name: "Update" }).click();
    await page.getByText("Blog post updated").waitFor();
    assertNoProblemsBut(problems, /status of 401/);
    await context.close();
  });
});
