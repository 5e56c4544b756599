// Accessibility in a real browser: axe-core (WCAG 2.0/2.1/2.2 A and AA, plus best practices) finds nothing on
// every public page and admin screen, their open dialogs and their form error states, at desktop and phone
// widths. Every page is opened through openPage, so a Content-Security-Policy violation anywhere fails too.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  assertNoProblemsBut,
  axeViolations,
  jsonPost,
  logIn,
  openPage,
  signInAt,
  useApp,
  viewports,
} from "./harness.mjs";

/**
 * For every control of a form in an error state: it has a label, is aria-invalid, is described by an element
 * holding its error text, and that text sits in a live region (or an alert) so screen readers announce it.
 * Returns the fields checked, with their error texts.
 */
async function errorWiring(form) {
  return form.evaluate((root) => {
    const out = [];
    for (const el of root.querySelectorAll("input:not([type=hidden]), select, textarea")) {
      if (el.closest("[aria-hidden=true]")) continue; // the honeypot
      const label = el.labels?.[0]?.textContent?.trim() || el.getAttribute("aria-label");
      if (!label) throw new Error(`no label: ${el.outerHTML}`);
      if (el.getAttribute("aria-invalid") !== "true") continue;
      const described = (el.getAttribute("aria-describedby") ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id));
      if (described.length === 0 || described.some((d) => !d))
        throw new Error(`${label}: aria-describedby points nowhere`);
      const error = described.find((d) => d.closest("[aria-live], [role=alert]"));
      if (!error || !error.textContent.trim()) throw new Error(`${label}: its error is not in a live region`);
      const live = error.closest("[aria-live], [role=alert]");
      if (live.getAttribute("aria-live") === "off" || live.hidden || getComputedStyle(live).display === "none") {
        throw new Error(`${label}: the live region is hidden`);
      }
      out.push([el.getAttribute("name") ?? el.id, error.textContent.trim()]);
    }
    return out;
  });
}

const app = useApp({ setUp: seedScreens });
/** A published job, a blog post, and one row of each personal-data list, so every dialog has something to show. */
let job;
let postSlug;

const LETTER =
  "I have spent six years building and testing web products for US clients and would love to join your QA practice.";

async function post(path, body) {
  const res = await jsonPost(app.url + path, body);
  assert.equal(res.status, 201, `${path}: ${await res.clone().text()}`);
  return res.json();
}

/** A job, a post and one row of each personal-data list, made once the app is up. */
async function seedScreens() {
  const { jobListings } = await (await fetch(app.url + "/api/job-listings?published=true")).json();
  job = jobListings[0];
  const { posts } = await (await fetch(app.url + "/api/blog-posts?published=true&limit=1")).json();
  postSlug = posts[0].slug;
  await post("/api/contact", {
    name: "Marisol Vega",
    company: "Andes Health",
    email: "marisol@andes-health.example",
    interest: "ai-solutions",
    message: "We would like to explore an AI triage assistant for our clinics.",
  });
  await post("/api/subscribers", { email: "reader@example.com", name: "Rita Reader", status: "active" });
  await post("/api/job-applications", {
    jobId: job.id,
    fullName: "Valentina Cruz",
    email: "valentina@example.com",
    phone: "+506 8888 1234",
    resume: "https://www.linkedin.com/in/valentina-cruz",
    coverLetter: LETTER,
    consent: true,
  });
}

/** Waits until the page has hydrated and settled (and any dialog in the URL is open as a modal). */
async function settle(page, { dialog = false } = {}) {
  await page.waitForLoadState("networkidle");
  if (dialog) await page.waitForFunction(() => document.querySelector("dialog:modal") !== null);
  // Let colour transitions (the header, hover-free buttons) finish before contrast is measured.
  await page.waitForTimeout(300);
}

/** Subscribes with the address through the newsletter form in `scope` and waits for the answer it should give. */
async function subscribe(scope, email, answer) {
  await scope.getByLabel("Email").fill(email);
  await scope.getByRole("button", { name: "Subscribe" }).click();
  await scope.getByText(answer).waitFor();
}

/** Goes to the path in the app and waits until it has settled (see settle). */
async function settleAt(page, path, options) {
  await page.goto(app.url + path);
  await settle(page, options);
}

/** Collects axe's findings per screen so one run reports all of them. */
function collector() {
  const found = [];
  return {
    async check(page, label) {
      const v = await axeViolations(page);
      if (v.length) found.push(`${label}:\n  ${v.join("\n  ")}`);
    },
    assertNone() {
      assert.deepEqual(found, [], `axe found violations:\n${found.join("\n\n")}`);
    },
  };
}

const PUBLIC_PAGES = () => [
  ["home", "/"],
  ["services", "/services"],
  ["staff augmentation", "/services/staff-augmentation"],
  ["custom development", "/services/custom-development"],
  ["specialized practices", "/services/specialized-practices"],
  ["case studies", "/case-studies"],
  ["a case study", "/case-studies/payroll"],
  ["about", "/about"],
  ["contact", "/contact"],
  ["privacy policy", "/privacy-policy"],
  ["blog", "/blog"],
  ["blog, one category", "/blog?category=delivery"],
  ["blog, unknown category", "/blog?category=not-a-category"],
  ["blog post", `/blog/${postSlug}`],
  ["missing blog post", "/blog/not-a-real-post"],
  ["jobs", "/jobs"],
  ["jobs, QA tab", "/jobs?category=qa"],
  ["job dialog", `/jobs/${job.id}`, { dialog: true }],
  ["apply dialog", `/jobs/${job.id}/apply`, { dialog: true }],
  ["newsletter", "/newsletter"],
  ["job alerts", "/jobs/alerts"],
  ["404", "/this/does/not/exist"],
  ["admin login", "/admin/login"],
];

describe("axe finds no violation", () => {
  for (const [width, viewport] of Object.entries(viewports)) {
    test(`on every public page at ${viewport.width}px`, async () => {
      const { page, context, problems } = await openPage(app.browser, { viewport });
      const axe = collector();
      for (const [name, path, opts] of PUBLIC_PAGES()) {
        await settleAt(page, path, opts);
        await axe.check(page, `${name} (${path}) at ${width}`);
      }
      // States that hide part of the page until chosen: each services tab, the second case study, each testimonial.
      await settleAt(page, "/services");
      for (const name of ["Custom Software Development", "Specialized Practices"]) {
        await page.getByRole("tab", { name }).click();
        await axe.check(page, `services with the ${name} tab at ${width}`);
      }
      await settleAt(page, "/case-studies");
      await page.getByRole("group", { name: "Choose a case study" }).getByRole("button").last().click();
      await page.waitForTimeout(300);
      await axe.check(page, `case studies showing the second study at ${width}`);
      await settleAt(page, "/");
      for (let i = 0; i < 2; i++) {
        await page.getByRole("button", { name: "Next testimonial" }).click();
        await page.waitForTimeout(700);
        await axe.check(page, `home on testimonial ${i + 2} at ${width}`);
      }
      if (width === "phone") {
        await settleAt(page, "/");
        await page.locator("summary[aria-label=Menu]").click();
        await page.getByRole("navigation", { name: "Mobile" }).waitFor();
        await axe.check(page, "home with the mobile drawer open");
      }
      axe.assertNone();
      assertNoProblemsBut(problems, /404/);
      await context.close();
    });
  }

  test("on the public forms' error states", async () => {
    const { page, context, problems } = await openPage(app.browser);
    const axe = collector();

    await settleAt(page, "/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message must be at least 10 characters").waitFor();
    await axe.check(page, "contact form with errors");

    await settleAt(page, `/jobs/${job.id}/apply`, { dialog: true });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByText("Cover letter should be at least 50 characters").waitFor();
    await axe.check(page, "apply form with errors");

    await settleAt(page, "/");
    const footer = page.getByRole("contentinfo");
    await subscribe(footer, "not-an-email", "Please enter a valid email address");
    await axe.check(page, "footer newsletter form with an error");
    await subscribe(footer, "new-reader@example.com", "Thank you for subscribing to our newsletter.");
    await axe.check(page, "footer newsletter form after subscribing");

    await settleAt(page, "/newsletter");
    const form = page.getByRole("main");
    await subscribe(form, "not-an-email", "Please enter a valid email address");
    await axe.check(page, "newsletter page with an error");

    await settleAt(page, "/admin/login");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("Password is required").waitFor();
    await axe.check(page, "login form with errors");
    await logIn(page, { email: "nobody@cordillera.example", password: "Wrong-Password-1" });
    await page.getByText("Invalid email or password").waitFor();
    await axe.check(page, "login form after a wrong password");

    axe.assertNone();
    assertNoProblemsBut(problems, /\b(400|401)\b/);
    await context.close();
  });

  const ADMIN_SCREENS = [
    ["dashboard", "/admin"],
    ["dashboard, website stats", "/admin?tab=stats"],
    ["blog", "/admin/blog"],
    ["blog: new post", "/admin/blog/new"],
    ["blog: edit post", "/admin/blog/1/edit"],
    ["blog: delete post", "/admin/blog?dialog=delete&id=1", { dialog: true }],
    ["jobs", "/admin/jobs"],
    ["jobs: new listing", "/admin/jobs?dialog=new", { dialog: true }],
    ["jobs: edit listing", "/admin/jobs?dialog=edit&id=1", { dialog: true }],
    ["jobs: applications", "/admin/jobs?dialog=applications&id=1", { dialog: true }],
    ["jobs: delete listing", "/admin/jobs?dialog=delete&id=1", { dialog: true }],
    ["applications", "/admin/applications"],
    ["applications: delete", "/admin/applications?dialog=delete&id=1", { dialog: true }],
    ["contacts", "/admin/contacts"],
    ["contacts: delete", "/admin/contacts?dialog=delete&id=1", { dialog: true }],
    ["subscribers", "/admin/subscribers"],
    ["subscribers: delete", "/admin/subscribers?dialog=delete&id=1", { dialog: true }],
    ["newsletter", "/admin/newsletter"],
    ["newsletter: new campaign", "/admin/newsletter?dialog=new", { dialog: true }],
    ["marketing materials", "/admin/marketing-materials"],
    ["marketing materials: add", "/admin/marketing-materials?dialog=new", { dialog: true }],
    ["users", "/admin/users"],
    ["users: add", "/admin/users?dialog=new", { dialog: true }],
    ["users: edit", "/admin/users?dialog=edit&id=1", { dialog: true }],
    ["users: delete", "/admin/users?dialog=delete&id=1", { dialog: true }],
    ["email log", "/admin/outbox"],
    ["email log: a message", "/admin/outbox?dialog=view&id=1", { dialog: true }],
    ["my account", "/admin/account"],
    ["activity", "/admin/activity"],
    ["blog categories", "/admin/blog-categories"],
    ["blog categories: add", "/admin/blog-categories?dialog=new", { dialog: true }],
    ["blog categories: rename", "/admin/blog-categories?dialog=edit&id=1", { dialog: true }],
    ["blog categories: delete", "/admin/blog-categories?dialog=delete&id=2", { dialog: true }],
    ["integrations", "/admin/integrations"],
    ["job alerts", "/admin/job-alerts"],
    ["integrations: add", "/admin/integrations?dialog=new", { dialog: true }],
    ["admin 404", "/admin/not-a-screen"],
    ["case studies", "/admin/case-studies"],
    ["case studies: new", "/admin/case-studies/new"],
    ["case studies: edit", "/admin/case-studies/1/edit"],
    ["case studies: delete", "/admin/case-studies?dialog=delete&id=1", { dialog: true }],
    ["talent pool", "/admin/talent-pool"],
    ["talent pool: a profile", "/admin/talent-pool?dialog=view&id=1", { dialog: true }],
  ];

  for (const [width, viewport] of Object.entries(viewports)) {
    test(`on every admin screen and dialog at ${viewport.width}px`, async () => {
      const { page, context, problems } = await openPage(app.browser, { viewport });
      const axe = collector();
      await signInAt(page, app.url + "/admin");
      await settle(page);
      await axe.check(page, `dashboard with the sign-in toast at ${width}`);
      // One linked material, so the materials screen has rows and its edit and delete dialogs can open.
      const material = await page.evaluate(async (w) => {
        const res = await fetch("/api/marketing-materials", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            type: "pitch-deck",
            title: `Deck ${w}`,
            description: "For clients",
            file_url: "https://files.example.com/deck.pdf",
            file_name: "deck.pdf",
            active: true,
          }),
        });
        return (await res.json()).material.id;
      }, width);
      for (const [name, path, opts] of ADMIN_SCREENS) {
        await settleAt(page, path, opts);
        await axe.check(page, `${name} (${path}) at ${width}`);
      }

      for (const dialog of ["edit", "delete"]) {
        await settleAt(page, `/admin/marketing-materials?dialog=${dialog}&id=${material}`, { dialog: true });
        await axe.check(page, `marketing materials: ${dialog} at ${width}`);
      }

      // The dialogs opened by a POST (viewing marks the row read) are opened the way staff do.
      await page.goto(app.url + "/admin/applications");
      await page.getByRole("button", { name: "View application from Valentina Cruz" }).click();
      await settle(page, { dialog: true });
      await axe.check(page, `application dialog at ${width}`);
      await page.goto(app.url + "/admin/contacts");
      await page.getByRole("button", { name: "View message from Marisol Vega" }).click();
      await settle(page, { dialog: true });
      await axe.check(page, `contact dialog at ${width}`);

      axe.assertNone();
      assertNoProblemsBut(problems, /404/);
      await context.close();
    });
  }

  test("on the admin forms' error states", async () => {
    const { page, context, problems } = await openPage(app.browser);
    const axe = collector();
    await signInAt(page, app.url + "/admin/users?dialog=new");
    await settle(page, { dialog: true });
    await page.getByRole("dialog").getByRole("button", { name: "Add User" }).click();
    await page.getByRole("dialog").getByText("Password must be at least 8 characters").waitFor();
    await axe.check(page, "Add User with errors");

    await settleAt(page, "/admin/marketing-materials?dialog=new", { dialog: true });
    await page.getByRole("dialog").getByRole("button", { name: "Add Material" }).click();
    await page.getByRole("dialog").getByText("File name is required").waitFor();
    await axe.check(page, "Add Material with errors");

    await settleAt(page, "/admin/jobs?dialog=new", { dialog: true });
    await page.getByRole("dialog").locator("button[type=submit]").last().click();
    await page.getByRole("dialog").getByText("Title is required").waitFor();
    await axe.check(page, "New job listing with errors");

    axe.assertNone();
    assertNoProblemsBut(problems, /400/);
    await context.close();
  });
});

describe("form errors are wired for screen readers", () => {
  test("contact form: each invalid field is aria-invalid, described by its announced error; fixing clears it", async () => {
    const { page, context } = await app.visit("/contact");
    await settle(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message must be at least 10 characters").waitFor();
    const form = page.locator("#contact-form");
    assert.deepEqual(await errorWiring(form), [
      ["name", "Name must be at least 2 characters"],
      ["company", "Company name is required"],
      ["email", "Please enter a valid email address"],
      ["interest", "Please select an area of interest"],
      ["message", "Message must be at least 10 characters"],
    ]);
    await form.getByLabel(/^Name/).fill("Dana Whitfield");
    await page.getByText("Name must be at least 2 characters").waitFor({ state: "detached" });
    assert.equal(await form.getByLabel(/^Name/).getAttribute("aria-invalid"), null);
    assert.equal(await form.getByLabel(/^Name/).getAttribute("aria-describedby"), null);
    assert.equal((await errorWiring(form)).length, 4);
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`apply form (JavaScript ${javaScriptEnabled ? "on" : "off"}): errors wired, hints described too`, async () => {
      const { page, context } = await app.visit(`/jobs/${job.id}/apply`, { javaScriptEnabled });
      if (javaScriptEnabled) await settle(page, { dialog: true });
      await page.getByRole("button", { name: "Submit Application" }).click();
      await page.getByText("Cover letter should be at least 50 characters").waitFor();
      const form = page.locator("#application-form");
      assert.deepEqual(await errorWiring(form), [
        ["fullName", "Full name is required"],
        ["email", "Please enter a valid email address"],
        ["phone", "Please enter a valid phone number"],
        ["resume", "Please upload your CV or give a link to it"],
        ["coverLetter", "Cover letter should be at least 50 characters"],
        ["consent", "Please agree to the privacy notice to apply"],
      ]);
      // The cover letter is described by its error and by its length hint.
      const ids = (await form.getByLabel(/^Cover Letter/).getAttribute("aria-describedby")).split(" ");
      assert.equal(ids.length, 2);
      assert.match(await page.locator(`[id="${ids[1]}"]`).textContent(), /characters \(at least 50\)/);
      await context.close();
    });
  }

  test("newsletter (footer and page) and login: errors wired the same way", async () => {
    const { page, context } = await app.visit("/blog");
    await settle(page);
    const footer = page.getByRole("contentinfo");
    await subscribe(footer, "not-an-email", "Please enter a valid email address");
    assert.deepEqual(await errorWiring(footer.locator("form")), [["email", "Please enter a valid email address"]]);

    await settleAt(page, "/newsletter");
    const main = page.getByRole("main");
    await subscribe(main, "not-an-email", "Please enter a valid email address");
    assert.deepEqual(await errorWiring(main.locator("form")), [["email", "Please enter a valid email address"]]);

    await settleAt(page, "/admin/login");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("Password is required").waitFor();
    assert.deepEqual(await errorWiring(page.locator("form")), [
      ["email", "Please enter a valid email address"],
      ["password", "Password is required"],
    ]);
    await context.close();
  });

  test("admin forms: Add User and Add Material errors wired the same way", async () => {
    const { page, context } = await openPage(app.browser);
    await signInAt(page, app.url + "/admin/users?dialog=new");
    await settle(page, { dialog: true });
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Add User" }).click();
    await dialog.getByText("Password must be at least 8 characters").waitFor();
    const users = await errorWiring(dialog.locator("form"));
    assert.ok(
      users.some(([name]) => name === "email") && users.some(([name]) => name === "password"),
      JSON.stringify(users),
    );

    await settleAt(page, "/admin/marketing-materials?dialog=new", { dialog: true });
    await page.getByRole("dialog").getByRole("button", { name: "Add Material" }).click();
    await page.getByRole("dialog").getByText("File name is required").waitFor();
    const materials = await errorWiring(page.getByRole("dialog").locator("form"));
    assert.ok(
      materials.some(([name]) => name === "file_name"),
      JSON.stringify(materials),
    );
    await context.close();
  });
});

describe("the CSP detector", () => {
  test("records an inline script the policy blocks, also across a navigation", async () => {
    const { page, context, problems, csp } = await app.visit("/about");
    await settle(page);
    assert.deepEqual(csp, [], "the page itself violates nothing");
    const ran = await page.evaluate(async () => {
      const s = document.createElement("script");
      s.textContent = "window.__inlineRan = true";
      document.body.append(s);
      await new Promise((r) => setTimeout(r, 100));
      return window.__inlineRan === true;
    });
    assert.equal(ran, false, "the CSP blocked the inline script");
    await page.waitForFunction(() => window.__cspViolations?.length > 0);
    assert.match(csp.join("\n"), /CSP violation: script-src.* blocked inline on http:\/\/localhost:\d+\/about/);
    assert.ok(
      problems.some((p) => p.startsWith("CSP")),
      "it is one of the page's problems too",
    );

    // A violation right before leaving the page is still reported (through the binding, not the page's array).
    const before = csp.length;
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "1";
      document.head.append(s);
      window.location.href = "/privacy-policy";
    });
    await page.waitForURL(/privacy-policy/);
    assert.ok(csp.length > before, "recorded before the navigation");

    // Closing a context that saw a violation fails the test that opened it.
    await assert.rejects(context.close(), /Content-Security-Policy violations/);
  });
});
