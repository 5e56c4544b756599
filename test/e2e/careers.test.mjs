// Careers in a real browser: tabs, applying with and without JavaScript, and a recruiter's day.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launchBrowser, openPage, screenshot, signInAt, startApp, viewports } from "./harness.mjs";

let app;
let browser;
before(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await app?.stop();
});

const jobCards = (page) => page.locator("main article[data-job]");
const LETTER =
  "I have spent six years building and testing web products for US clients and would love to join your QA practice.";

describe("careers page", () => {
  test("switches tabs, kept in the URL", async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(app.url + "/jobs");
    assert.equal(await jobCards(page).count(), 8);
    await screenshot(page, "jobs-desktop");
    await page.getByRole("link", { name: "QA", exact: true }).click();
    await page.waitForURL(/\?category=qa$/);
    await page.waitForFunction(() => document.querySelectorAll("main article[data-job]").length === 2);
    assert.equal(await page.getByRole("link", { name: "QA", exact: true }).getAttribute("aria-current"), "page");
    await page.getByRole("link", { name: "Design", exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll("main article[data-job]").length === 1);
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`applies to a job (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const { page, context, problems } = await openPage(browser, { javaScriptEnabled });
      await page.goto(app.url + "/jobs?category=qa");
      const card = jobCards(page).first();
      const title = (await card.getByRole("heading").textContent()).trim();
      await card.getByRole("link", { name: /^View Details/ }).click();
      const details = page.getByRole("dialog", { name: title });
      await details.waitFor();
      await details.getByText("Responsibilities").waitFor();
      await details.getByRole("link", { name: "Apply Now" }).click();
      const dialog = page.getByRole("dialog", { name: `Apply for ${title}` });
      await dialog.waitFor();
      assert.equal(await dialog.getByLabel("Position").inputValue(), title);
      assert.equal(await dialog.getByLabel("Position").getAttribute("name"), null, "the position is not sent");
      await dialog.getByRole("button", { name: "Submit Application" }).click();
      await page.getByText("Full name is required").waitFor();
      await page.getByText("Cover letter should be at least 50 characters").waitFor();
      const form = page.getByRole("dialog", { name: `Apply for ${title}` });
      await form.getByLabel(/^Full Name/).fill("Valentina Cruz");
      await form.getByLabel(/^Email/).fill(`valentina-${javaScriptEnabled}@example.com`);
      await form.getByLabel(/^Phone/).fill("+506 8888 1234");
      await form.getByLabel(/^Resume Link/).fill("https://www.linkedin.com/in/valentina-cruz");
      await form.getByLabel(/^Cover Letter/).fill(LETTER);
      if (javaScriptEnabled) await screenshot(page, "jobs-apply-dialog");
      await form.getByRole("button", { name: "Submit Application" }).click();
      await page.getByText("Application submitted").waitFor();
      await page.getByText("We've received your application and will be in touch soon.").waitFor();
      assert.match(page.url(), /\/jobs\?category=qa$/);
      assert.deepEqual(
        problems.filter((p) => !p.includes("400")),
        [],
      );
      await context.close();
    });
  }

  test("reads well at a phone width", async () => {
    const { page, context } = await openPage(browser, { viewport: viewports.phone });
    await page.goto(app.url + "/jobs");
    assert.deepEqual(await horizontalOverflow(page), []);
    await screenshot(page, "jobs-phone");
    await context.close();
  });
});

describe("recruiter", () => {
  test("publishes and unpublishes a job, opens an application (it becomes reviewing) and moves it to interview", async () => {
    const { page, context, problems } = await openPage(browser);
    await signInAt(page, app.url + "/admin/jobs");

    const row = page.locator("tr", { hasText: "Salesforce Developer" });
    const toggle = row.getByRole("switch");
    assert.equal(await toggle.getAttribute("aria-checked"), "false");
    await toggle.click();
    await page.getByText("Job published").waitFor();
    await row.locator('[role=switch][aria-checked="true"]').waitFor();
    await toggle.click();
    await page.getByText("Job unpublished").waitFor();
    await row.locator('[role=switch][aria-checked="false"]').waitFor();
    await screenshot(page, "admin-jobs");

    await page.goto(app.url + "/admin/applications");
    const appRow = page.locator('tr[data-status="new"]').first();
    const name = (await appRow.locator("td").nth(1).textContent()).trim();
    await appRow.getByRole("button", { name: /^View application/ }).click();
    const dialog = page.getByRole("dialog", { name });
    await dialog.waitFor();
    assert.equal((await dialog.getByTestId("application-status").textContent()).trim(), "Reviewing");
    await screenshot(page, "admin-application-dialog");
    await dialog.getByRole("button", { name: "Interview" }).click();
    await page.getByText("Applicant has been moved to interview stage.").waitFor();
    assert.equal(await page.locator("tr", { hasText: name }).first().getAttribute("data-status"), "interview");
    assert.deepEqual(problems, []);
    await context.close();
  });
});
