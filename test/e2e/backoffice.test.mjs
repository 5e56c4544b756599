// The back office as staff use it (issue 20), in a real browser: the sidebar and its phone drawer, dashboard links,
// Website Stats from counted page views (cache hits included), inboxes that refresh, records marked by any route,
// and the small defects (login, letters, time zones, blog cards, tables on a phone).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  ADMIN_PASSWORD,
  axeViolations,
  jsonPost,
  logIn,
  openPage,
  PRIMARY_ADMIN_EMAIL,
  signInAt,
  staffGet,
  useApp,
  viewports,
} from "./harness.mjs";

/** A person's browser: headless Chromium says "HeadlessChrome", which isbot rightly takes for a bot. */
const PERSON_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const EDITOR = { email: "editor@cordillera.example", password: "Editor-Password-1" };

const app = useApp();

/** POSTs JSON to the app as a script would (no Origin header), optionally with a session cookie. */
async function postJson(path, body, cookie) {
  const res = await jsonPost(app.url + path, body, cookie ? { Cookie: cookie } : {});
  assert.ok(res.ok, `${path}: ${res.status} ${await res.clone().text()}`);
  return res.json();
}

let seq = 0;
/** Sends an enquiry as the public API does; it answers without the record, so tests find it by its name. */
async function newEnquiry(name = `Enquirer ${++seq}`) {
  await postJson("/api/contact", {
    name,
    company: "Northwind Logistics",
    email: `enquirer+${Date.now()}${seq}@northwind.example`,
    interest: "custom-development",
    message: "We are planning a rebuild of our dispatch platform next quarter.",
  });
  return name;
}

const LETTER = "I have built dispatch and logistics platforms for eight years and would love to join your team.";

/**
 * Applies as the public API does; it answers without the record (the same for a repeat, so it tells nobody who
 * applied), so the application is read back through the staff API by its e-mail.
 */
async function newApplication({ fullName = `Candidate ${++seq}`, coverLetter = LETTER } = {}) {
  const jobs = await (await fetch(app.url + "/api/job-listings")).json();
  const email = `candidate+${Date.now()}${seq}@example.com`;
  await postJson("/api/job-applications", {
    jobId: jobs.jobListings[0].id,
    fullName,
    email,
    phone: "+57 300 123 4567",
    resume: "https://cv.example/candidate.pdf",
    coverLetter,
    consent: true,
  });
  const { applications } = await staffGet(app.url, `/api/job-applications?q=${encodeURIComponent(email)}`);
  assert.equal(applications.length, 1, `${email}: ${JSON.stringify(applications)}`);
  return applications[0];
}

async function adminCookie(page) {
  const cookies = await page.context().cookies();
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** The number on a sidebar link's badge (new messages, new applications). */
const badge = async (nav, count) =>
  Number((await nav.locator(`[data-count="${count}"]`).textContent()).match(/\d+/)[0]);

describe("the sidebar", () => {
  test("lists every screen an admin may open, marks the current one and counts what is new", async () => {
    await newEnquiry();
    await newApplication();
    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, app.url + "/admin/jobs");
    const nav = page.getByRole("navigation", { name: "Back office" });
    for (const name of [
      "Dashboard",
      "Blog posts",
      "Job listings",
      "Job alerts",
      "Enquiries",
      "Applications",
      "Talent pool",
      "Subscribers",
      "Materials",
      "Users",
      "Email log",
      "My account",
    ]) {
      await nav.getByRole("link", { name: new RegExp(`^${name}`) }).waitFor({ timeout: 5_000 });
    }
    assert.equal(await nav.locator('[aria-current="page"]').getAttribute("href"), "/admin/jobs");
    assert.ok((await badge(nav, "newContacts")) >= 1);
    assert.ok((await badge(nav, "newApplications")) >= 1);
    // Back to Dashboard stays, as the spec asks.
    await page.getByRole("link", { name: "Back to Dashboard" }).waitFor();
    await nav.getByRole("link", { name: /^Users/ }).click();
    await page.waitForURL(app.url + "/admin/users");
    await nav.locator('[aria-current="page"][href="/admin/users"]').waitFor();
    assert.equal(await nav.locator('[aria-current="page"]').count(), 1);
    assert.deepEqual(await axeViolations(page), []);

    // An editor sees only the screens an editor may open.
    await postJson("/api/auth/register", { ...EDITOR, role: "editor" }, await adminCookie(page));
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/admin\/login/);
    await signInAt(page, app.url + "/admin", EDITOR);
    const editorNav = page.getByRole("navigation", { name: "Back office" });
    await editorNav.getByRole("link", { name: "My account" }).waitFor();
    const links = await editorNav.getByRole("link").allTextContents();
    // Content editors manage too (issue 28): case studies, testimonials, the team and logos.
    assert.deepEqual(links, ["Dashboard", "Blog posts", "Case studies", "Testimonials", "Team", "Logos", "My account"]);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("is a drawer on a phone: Menu opens it, choosing a screen goes there and closes it", async () => {
    const { page, context } = await openPage(app.browser, { viewport: viewports.phone });
    await signInAt(page, app.url + "/admin");
    const nav = page.getByRole("navigation", { name: "Back office" });
    assert.equal(await nav.isVisible(), false);
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    assert.equal(await menu.getAttribute("aria-expanded"), "true");
    await nav.getByRole("link", { name: /^Applications/ }).click();
    await page.waitForURL(app.url + "/admin/applications");
    await nav.waitFor({ state: "hidden" });
    assert.equal(await menu.getAttribute("aria-expanded"), "false");
    await menu.click();
    await page.keyboard.press("Escape");
    await nav.waitFor({ state: "hidden" });
    await context.close();
  });
});

describe("the dashboard", () => {
  test("links each recent enquiry, application and post to the record, and opening it marks it", async () => {
    await newEnquiry("Dashboard Linked Enquirer");
    const application = await newApplication({ fullName: "Dashboard Linked Candidate" });
    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, app.url + "/admin");
    await page.getByRole("link", { name: /Dashboard Linked Enquirer/ }).click();
    await page.waitForURL(/\/admin\/contacts\?dialog=view&id=\d+$/);
    await page.getByTestId("contact-status").getByText("Read").waitFor();
    await page.goto(app.url + "/admin");
    await page.getByRole("link", { name: /Dashboard Linked Candidate/ }).click();
    await page.waitForURL(`${app.url}/admin/applications?dialog=view&id=${application.id}`);
    await page.getByTestId("application-status").getByText("New").waitFor();
    await page.locator(`[data-application="${application.id}"] [data-unread="false"]`).waitFor();
    await page.goto(app.url + "/admin");
    const post = page.getByRole("region", { name: "Latest blog posts" }).getByRole("link").first();
    const href = await post.getAttribute("href");
    assert.match(href, /^\/admin\/blog\b.*\d/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("Website Stats shows page views per day, top pages and referrers (cache hits counted) and conversions", async () => {
    const visitor = await app.browser.newContext({ viewport: viewports.desktop, userAgent: PERSON_AGENT });
    const page = await visitor.newPage();
    const first = await page.goto(app.url + "/about", { referer: "https://news.example/story" });
    const second = await page.goto(app.url + "/about");
    assert.equal(second.headers()["x-cache"], "HIT", "the second view is answered from the edge cache");
    assert.notEqual(first.headers()["x-cache"], "HIT");
    await page.goto(app.url + "/services");
    await visitor.close();

    const { page: staff, context, problems } = await openPage(app.browser);
    await signInAt(staff, app.url + "/admin");
    // The views are written in a batch about a second after they are counted.
    let aboutViews = 0;
    for (let tries = 0; tries < 20 && aboutViews < 2; tries += 1) {
      await staff.goto(app.url + "/admin?tab=stats");
      const row = staff.getByRole("cell", { name: "/about", exact: true });
      aboutViews = (await row.count()) ? Number(await row.locator("xpath=following-sibling::td").textContent()) : 0;
      if (aboutViews < 2) await staff.waitForTimeout(500);
    }
    assert.equal(aboutViews, 2, "both views of /about, the cached one included");
    await staff.getByRole("cell", { name: "news.example", exact: true }).waitFor();
    const today = new Date().toISOString().slice(0, 10);
    assert.ok(
      Number(await staff.locator(`[data-chart="page-views"] rect[data-day="${today}"]`).getAttribute("data-views")) >=
        3,
    );
    assert.equal(await staff.locator('[data-chart="page-views"] rect').count(), 30);
    // The same figures for screen readers.
    assert.equal(
      await staff
        .getByRole("table", { name: /Page views per day/ })
        .getByRole("row")
        .count(),
      31,
    );
    await staff.getByTestId("conversions").getByText("Enquiries").waitFor();
    assert.equal(
      Number(
        await staff
          .getByRole("cell", { name: "/services", exact: true })
          .locator("xpath=following-sibling::td")
          .textContent(),
      ),
      1,
    );
    // Staff and bots are not visitors: the signed-in and headless views of other tests added nothing to /about.
    assert.ok(Number(await staff.locator('[data-stat="Page views"]').textContent()) >= 3);
    assert.deepEqual(await axeViolations(staff), []);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

/** A signed-in inbox screen loaded again under a fake clock, so a test can move time past its reloads. */
async function inboxOnFakeClock(path) {
  const opened = await openPage(app.browser);
  await signInAt(opened.page, app.url + path);
  await opened.page.clock.install();
  await opened.page.reload();
  await opened.page.waitForLoadState("networkidle");
  return opened;
}

describe("inboxes", () => {
  test("Contact Messages reloads every 30 seconds and on focus once 10 seconds stale", async () => {
    const { page, context } = await inboxOnFakeClock("/admin/contacts");
    await newEnquiry("Arrived While Open");
    await page.clock.runFor(31_000);
    await page.locator("tr[data-contact]", { hasText: "Arrived While Open" }).waitFor();
    await newEnquiry("Arrived Before Focus");
    await page.clock.runFor(11_000);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await page.locator("tr[data-contact]", { hasText: "Arrived Before Focus" }).waitFor();
    await context.close();
  });

  test("Job Applications reloads too", async () => {
    const { page, context } = await inboxOnFakeClock("/admin/applications");
    const application = await newApplication({ fullName: "Applied While Open" });
    await page.clock.runFor(31_000);
    await page.locator(`[data-application="${application.id}"]`).waitFor();
    await context.close();
  });

  test("an application opened by its link is marked read, stays New, and stays in the Unread list behind its dialog", async () => {
    const application = await newApplication({ fullName: "Linked Candidate" });
    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, app.url + `/admin/applications?unread=1&dialog=view&id=${application.id}`);
    await page.locator(`[data-application="${application.id}"] [data-unread="false"]`).waitFor();
    await page.getByTestId("application-status").getByText("New").waitFor();
    assert.equal(await page.locator(`[data-application="${application.id}"]`).getAttribute("data-status"), "new");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("the letter hint shows only under a letter that scrolls; times are in the viewer's zone", async () => {
    // Over 100 characters (where the hint used to appear) but a few lines only: nothing to scroll.
    const short = await newApplication({ coverLetter: `${LETTER} ${LETTER}` });
    const long = await newApplication({ coverLetter: "I would love to join the team.\n".repeat(30) });
    const context = await app.browser.newContext({ viewport: viewports.desktop, timezoneId: "America/Bogota" });
    const page = await context.newPage();
    await signInAt(page, app.url + `/admin/applications?dialog=view&id=${short.id}`);
    await page.waitForLoadState("networkidle");
    assert.equal(await page.getByText("Scroll to read the whole letter.").count(), 0);
    // Rendered in UTC on the server, rewritten in the browser's zone once hydrated.
    await page
      .locator("dialog time", { hasText: /GMT-5$/ })
      .first()
      .waitFor({ timeout: 10_000 });
    await page.goto(app.url + `/admin/applications?dialog=view&id=${long.id}`);
    await page.getByText("Scroll to read the whole letter.").waitFor();
    // The screens added beside this one: the Activity log (to the second) and My account's sessions.
    await page.goto(app.url + "/admin/activity");
    await page
      .locator("[data-audit] time", { hasText: /:\d\d:\d\d [AP]M GMT-5$/ })
      .first()
      .waitFor({ timeout: 10_000 });
    await page.goto(app.url + "/admin/account");
    await page
      .locator("time", { hasText: /GMT-5$/ })
      .first()
      .waitFor({ timeout: 10_000 });
    await context.close();
  });
});

/** The admin lists, each a table in a scrolling region. */
const ADMIN_LISTS = [
  "/admin/blog",
  "/admin/jobs",
  "/admin/applications",
  "/admin/contacts",
  "/admin/subscribers",
  "/admin/users",
  "/admin/marketing-materials",
  "/admin/outbox",
];

/** The names of the page's table regions that scroll sideways (wider than the screen gives them). */
function tablesThatScroll(page) {
  return page
    .locator('main [role="region"]')
    .evaluateAll((regions) =>
      regions.filter((r) => r.scrollWidth > r.clientWidth + 1).map((r) => r.getAttribute("aria-label")),
    );
}

describe("small defects", () => {
  test("a refused sign-in empties the password field", async () => {
    const { page, context } = await app.visit("/admin/login");
    await page.waitForLoadState("networkidle");
    await logIn(page, { password: "Wrong-Password-1" });
    await page.getByText("Invalid email or password").waitFor();
    assert.equal(await page.getByLabel("Password").inputValue(), "");
    assert.equal(await page.getByLabel("Email").inputValue(), PRIMARY_ADMIN_EMAIL);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(app.url + "/admin");
    await context.close();
  });

  test("blog cards clamp the excerpt to three lines and stand clear of the hero", async () => {
    for (const viewport of [viewports.desktop, viewports.phone]) {
      const { page, context } = await app.visit("/blog", { viewport, javaScriptEnabled: false });
      const excerpts = await page.locator("[data-excerpt]").evaluateAll((els) =>
        els.map((el) => ({
          height: el.getBoundingClientRect().height,
          line: parseFloat(getComputedStyle(el).lineHeight),
        })),
      );
      assert.ok(excerpts.length > 0);
      for (const { height, line } of excerpts) assert.ok(height <= line * 3 + 1, `${height} > 3 × ${line}`);
      const gap = await page.evaluate(() => {
        const hero = document.querySelector("main section");
        const card = document.querySelector("main article");
        return card.getBoundingClientRect().top - hero.getBoundingClientRect().bottom;
      });
      assert.ok(gap >= 16, `the first card is ${gap}px below the hero`);
      await context.close();
    }
  });

  test("admin tables on a phone show their key columns and row actions without scrolling sideways", async () => {
    const { page, context } = await openPage(app.browser, { viewport: viewports.phone });
    await signInAt(page, app.url + "/admin");
    for (const path of ADMIN_LISTS) {
      await page.goto(app.url + path);
      assert.deepEqual(await tablesThatScroll(page), [], `${path}: tables that scroll sideways`);
      const actions = page.locator("main tbody tr").first().locator("td").last();
      if ((await page.locator("main tbody tr td[colspan]").count()) === 0) assert.ok(await actions.isVisible(), path);
    }
    await context.close();
  });
  test("admin tables, page headers and search bars at 1280 px fit and never break a short word inside (once 'Publish|ed', '1|0', 'Appl|icati|on', 'Ex|por|t CS|V', 'S|e|ar|c|h')", async () => {
    await newEnquiry(); // the Email log lists the alert and the auto-reply it causes
    const { page, context } = await openPage(app.browser, { viewport: viewports.desktop });
    await signInAt(page, app.url + "/admin");
    for (const path of [...ADMIN_LISTS, "/admin/newsletter", "/admin/activity"]) {
      await page.goto(app.url + path);
      await page.waitForLoadState("networkidle");
      // Each word (or part between hyphens) of 12 characters or fewer in a table, and the lines its letters stand on: one line each.
      const broken = await page.evaluate(() => {
        const found = [];
        const range = document.createRange();
        for (const table of document.querySelectorAll("main table, main [data-page-header], main form[role=search]")) {
          const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const word of node.data.matchAll(/[^\s-]+/g)) {
              if (word[0].length > 12) continue;
              range.setStart(node, word.index);
              range.setEnd(node, word.index + word[0].length);
              const tops = new Set(
                [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
              );
              if (tops.size > 1) found.push(word[0]);
            }
          }
        }
        return found;
      });
      assert.deepEqual(broken, [], `${path}: words broken inside a table or the page header`);
      assert.deepEqual(await tablesThatScroll(page), [], `${path}: tables that scroll sideways at 1280 px`);
    }
    await context.close();
  });
});
