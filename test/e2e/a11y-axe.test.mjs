// Accessibility in a real browser: axe-core (WCAG 2.0/2.1/2.2 A and AA, plus best practices) finds nothing on
// every public page and admin screen, their open dialogs and their form error states, at desktop and phone
// widths. Every page is opened through openPage, so a Content-Security-Policy violation anywhere fails too.
// How form errors reach screen readers: a11y-forms.test.mjs.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertNoProblemsBut, axeViolations, logIn, openPage, signInAt, viewports } from "./harness.mjs";
import { settle, subscribe, useSeededApp } from "./a11y-app.mjs";

const { app, screens, settleAt } = useSeededApp();

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
  ["blog post", `/blog/${screens.postSlug}`],
  ["missing blog post", "/blog/not-a-real-post"],
  ["jobs", "/jobs"],
  ["jobs, QA tab", "/jobs?category=qa"],
  ["job dialog", `/jobs/${screens.job.id}`, { dialog: true }],
  ["apply dialog", `/jobs/${screens.job.id}/apply`, { dialog: true }],
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

    await settleAt(page, `/jobs/${screens.job.id}/apply`, { dialog: true });
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
