// Marketing materials in a real browser: the fresh demo state offers the demo brochure and pitch deck (real PDFs,
// docs/decisions/0026) on /about; an admin uploads a PDF, it replaces the demo brochure as the active one, a visitor
// downloads it from /contact, and the admin deactivates it.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { openPage, screenshot, signInAt, useApp } from "./harness.mjs";

const app = useApp();

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

test("a fresh start downloads the demo brochure and pitch deck from /about", async () => {
  const { page, context, problems } = await app.visit("/about");
  assert.equal(await page.getByText("Coming soon: we are updating this file.").count(), 0);
  for (const [name, file] of [
    ["Download Brochure", "Cordillera Nearshore Brochure.pdf"],
    ["Download Pitch Deck", "Cordillera Nearshore Pitch Deck.pdf"],
  ]) {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
    assert.equal(download.suggestedFilename(), file);
    const bytes = readFileSync(await download.path());
    assert.equal(bytes.subarray(0, 5).toString("latin1"), "%PDF-");
    assert.match(bytes.toString("latin1"), /\(Cordillera Nearshore\)/);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test("upload a brochure, download it from /contact, deactivate it", async () => {
  const { page, context, problems } = await app.visit("/contact");
  await signInAt(page, app.url + "/admin/marketing-materials");
  const demo = page.locator("tr", { hasText: "Cordillera Nearshore Brochure.pdf" });
  await demo.getByText("Active", { exact: true }).waitFor();

  await page
    .getByLabel("Upload Brochure")
    .setInputFiles({ name: "Cordillera Brochure 2026.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByText("Upload complete").waitFor();
  const row = page.locator("tr", { hasText: "Cordillera Brochure 2026.pdf" });
  await row.getByText("Active", { exact: true }).waitFor();
  assert.match(await row.textContent(), /Company Brochure/);
  await demo.getByText("Inactive", { exact: true }).waitFor();
  await screenshot(page, "admin-materials");

  // A separate visitor, opened like every other page so its console and CSP are checked too.
  const { page: contact, context: visitor, problems: visitorProblems } = await openPage(app.browser);
  await contact.goto(app.url + "/contact");
  const [download] = await Promise.all([
    contact.waitForEvent("download"),
    contact.getByRole("link", { name: "Download Brochure" }).click(),
  ]);
  assert.equal(download.suggestedFilename(), "Cordillera Brochure 2026.pdf");
  assert.deepEqual(readFileSync(await download.path()), PDF);
  assert.deepEqual(visitorProblems, []);
  await visitor.close();

  await row.getByRole("button", { name: /^Deactivate / }).click();
  await page.getByText("This brochure has been deactivated.").waitFor();
  await page
    .locator("tr", { hasText: "Cordillera Brochure 2026.pdf" })
    .getByText("Inactive", { exact: true })
    .waitFor();
  const after = await fetch(app.url + "/api/download/brochure");
  assert.equal(after.status, 404);
  // No active brochure now (the demo one was replaced): its card says so; the demo pitch deck still downloads.
  const contactPage = await (await fetch(app.url + "/contact")).text();
  assert.equal(contactPage.match(/Coming soon: we are updating this file\./g)?.length, 1);
  assert.equal((await fetch(app.url + "/api/download/pitch-deck")).status, 200);
  assert.deepEqual(problems, []);
  await context.close();
});
