// The talent network in a real browser (issue 30): a sign-up with JavaScript off (a multipart post with a CV,
// answered in place), validation as you type with it on, and the recruiter finding the person in the Talent pool
// by skills (all of them) and opening the profile, at 390 and 1280 px.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertFits, assertNoProblemsBut, openPage, signInAt, useApp, viewports } from "./harness.mjs";

const app = useApp();
const CV = { name: "Camila Rojas CV.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n% CV\n") };

async function fillProfile(form, email) {
  await form.getByLabel(/^Full Name/).fill("Camila Rojas");
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Phone/).fill("+57 300 123 4567");
  await form.getByLabel(/^Country/).selectOption("CO");
  await form.getByLabel(/^Seniority/).selectOption("senior");
  await form.getByLabel(/^English level/).selectOption("C1");
  await form.getByLabel("React", { exact: true }).check();
  await form.getByLabel("Go", { exact: true }).check();
  await form.getByLabel("Upload your CV").setInputFiles(CV);
}

describe("talent network", () => {
  test("signs up on a phone with JavaScript off, from the careers page, with a CV", async () => {
    const { page, context, problems } = await app.visit("/jobs", {
      javaScriptEnabled: false,
      viewport: viewports.phone,
    });
    await page.getByRole("link", { name: "Not seeing the right role? Join our talent network" }).click();
    await page.waitForURL(/\/jobs\/talent-network$/);
    const form = page.locator("#talent-form");
    await form.getByRole("button", { name: "Join the talent network" }).click();
    await page.getByText("Please choose at least one skill").waitFor();
    await page.getByText("Please choose your country").waitFor();
    await fillProfile(form, "camila-nojs@example.com");
    await form.getByLabel(/^I agree to the processing/).check();
    await assertFits(page, "talent-network-390");
    await form.getByRole("button", { name: "Join the talent network" }).click();
    await page.getByText("You are in our talent network").waitFor();
    // The refused first try answered 400, as a form the server judges does without JavaScript.
    assertNoProblemsBut(problems, /status of 400/);
    await context.close();
  });

  test("validates as the person types with JavaScript on (1280 px)", async () => {
    const { page, context, problems } = await app.visit("/jobs/talent-network");
    const form = page.locator("#talent-form");
    await form.getByLabel(/^Email/).fill("not-an-address");
    await form.getByLabel(/^Phone/).focus();
    await page.getByText("Please enter a valid email address").waitFor();
    await form.getByRole("button", { name: "Join the talent network" }).click();
    await page.getByText("Please choose your seniority").waitFor();
    await page.getByText("Please choose at least one skill").waitFor();
    // The eleventh skill is one too many, said at once; unticking it clears the message.
    for (const skill of ["React", "Vue", "Go", "AWS", "Azure", "Python", "Swift", "Kotlin", "Redis", "dbt"])
      await form.getByLabel(skill, { exact: true }).check();
    assert.equal(await page.getByText("Please choose at least one skill").count(), 0);
    await form.getByLabel("RAG", { exact: true }).check();
    await page.getByText("Please choose at most 10 skills").waitFor();
    await form.getByLabel("RAG", { exact: true }).uncheck();
    await page.getByText("Please choose at most 10 skills").waitFor({ state: "detached" });
    await assertFits(page, "talent-network-1280");
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`a recruiter finds the person by skills in the Talent pool (${viewport.width} px)`, async () => {
      const { page, context, problems } = await openPage(app.browser, { viewport });
      await signInAt(page, `${app.url}/admin/talent-pool`);
      await page.goto(`${app.url}/admin/talent-pool?skill=React&skill=Go&match=all`);
      const row = page.getByRole("link", { name: "Camila Rojas" });
      await row.first().click();
      const dialog = page.getByRole("dialog", { name: "Camila Rojas" });
      await dialog.waitFor();
      await dialog.getByRole("link", { name: /^Download Camila Rojas CV\.pdf/ }).waitFor();
      await dialog.getByRole("button", { name: "Send invitation" }).waitFor();
      await assertFits(page, `talent-pool-dialog-${name}`);
      await page.goto(`${app.url}/admin/talent-pool`);
      await assertFits(page, `talent-pool-${name}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
