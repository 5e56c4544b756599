// The prerendered pages (docs/decisions/0029) as the built site serves them: Workers Static Assets answers them
// without the Worker, with the Worker's security and cache headers and the file the build wrote; rendered pages are
// still the Worker's; the footer form on a static page works without JavaScript; and Website Stats counts a view of
// a static page and of a rendered page exactly once each.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { contentSecurityPolicy } from "../../app/platform/security-headers.ts";
import { PRERENDERED_PATHS } from "../../app/platform/site.ts";
import { root } from "../../scripts/lib.mjs";
import { openPage, signInAt, useApp } from "./harness.mjs";

const app = useApp();

/** A person's browser: headless Chromium says "HeadlessChrome", which isbot rightly takes for a bot. */
const PERSON_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

describe("prerendered pages", () => {
  test("are answered by the asset server, not the Worker: the built file, with the Worker's headers", async () => {
    for (const path of PRERENDERED_PATHS) {
      const res = await fetch(app.url + path, { redirect: "manual" });
      assert.equal(res.status, 200, path);
      // What only the Worker adds: a request id and its telemetry.
      assert.equal(res.headers.get("x-request-id"), null, `${path} went through the Worker`);
      assert.equal(res.headers.get("server-timing"), null, path);
      assert.equal(await res.text(), readFileSync(join(root, "build", "client", path, "index.html"), "utf8"), path);
      assert.equal(res.headers.get("content-security-policy"), contentSecurityPolicy(null), path);
      assert.equal(res.headers.get("cache-control"), PAGE_CACHE, path);
      assert.match(res.headers.get("content-type") ?? "", /^text\/html/, path);
      assert.equal(res.headers.get("x-frame-options"), "DENY", path);
      assert.equal(res.headers.get("x-content-type-options"), "nosniff", path);
      assert.equal(res.headers.get("referrer-policy"), "strict-origin-when-cross-origin", path);
      assert.equal(res.headers.get("cross-origin-opener-policy"), "same-origin", path);
    }
    // The site's addresses stay as they are: the trailing-slash form leads to the one without.
    const slash = await fetch(app.url + "/services/", { redirect: "manual" });
    assert.equal(slash.status, 307);
    assert.equal(slash.headers.get("location"), "/services");
  });

  test("leave every other page to the Worker, as before", async () => {
    for (const path of ["/", "/es", "/about", "/case-studies", "/blog", "/es/jobs", "/contact", "/newsletter"]) {
      const res = await fetch(app.url + path);
      assert.equal(res.status, 200, path);
      assert.match(res.headers.get("server-timing") ?? "", /edge;desc="cache/, path);
      // A repeat view the Worker answers from its memory carries no request id (docs/decisions/0036); any other has one.
      if (res.headers.get("x-request-id") !== null || res.headers.get("x-cache") !== "HIT")
        assert.match(res.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/, path);
      assert.equal(res.headers.get("content-security-policy"), contentSecurityPolicy(null), path);
    }
  });
});

describe("the footer's newsletter form on a static page, without JavaScript", () => {
  for (const [from, to, success, back] of [
    ["/services/custom-development", "/newsletter", "Success!", "Back to where you were"],
    ["/es/privacy-policy", "/es/newsletter", "¡Listo!", "Volver a donde estabas"],
  ]) {
    test(`posts from ${from} to the Worker and shows the answer on ${to}`, async () => {
      const { page, context, problems } = await openPage(app.browser, { javaScriptEnabled: false });
      await page.goto(app.url + from);
      const form = page.locator("#newsletter-form");
      await form.locator('input[name="email"]').fill(`static-${Date.now()}-${to.length}@readers.example`);
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(app.url + to);
      await page.getByRole("status").filter({ hasText: success }).first().waitFor();
      // The way back is the static page it came from.
      assert.equal(await page.getByRole("link", { name: back }).getAttribute("href"), from);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});

describe("Website Stats", () => {
  test("counts a view of a static page (its beacon) and of a rendered page (the Worker) exactly once each", async () => {
    const visitor = await app.browser.newContext({ userAgent: PERSON_AGENT });
    const page = await visitor.newPage();
    const beacons = [];
    page.on("request", (req) => req.url().endsWith("/api/views") && beacons.push(req.postData()));
    const rendered = await page.goto(app.url + "/blog");
    assert.ok(rendered.headers()["x-request-id"], "/blog is rendered by the Worker");
    const staticPage = await page.goto(app.url + "/services/staff-augmentation");
    assert.equal(staticPage.headers()["x-request-id"], undefined, "the service page is a static asset");
    await page.waitForLoadState("networkidle");
    await visitor.close();
    assert.deepEqual(beacons, ["path=%2Fservices%2Fstaff-augmentation&referrer="], "one beacon, from the static page");

    const { page: staff, context, problems } = await openPage(app.browser);
    await signInAt(staff, app.url + "/admin");
    const viewsOf = async (path) => {
      const row = staff.getByRole("cell", { name: path, exact: true });
      return (await row.count()) ? Number(await row.locator("xpath=following-sibling::td").textContent()) : 0;
    };
    let seen = [0, 0];
    for (let tries = 0; tries < 20 && (seen[0] < 1 || seen[1] < 1); tries += 1) {
      await staff.goto(app.url + "/admin?tab=stats");
      seen = [await viewsOf("/blog"), await viewsOf("/services/staff-augmentation")];
      if (seen[0] < 1 || seen[1] < 1) await staff.waitForTimeout(500);
    }
    // A second batch would have been written a second after the first: wait it out, then read once more.
    await staff.waitForTimeout(1_500);
    await staff.goto(app.url + "/admin?tab=stats");
    assert.deepEqual([await viewsOf("/blog"), await viewsOf("/services/staff-augmentation")], [1, 1]);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
