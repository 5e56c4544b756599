// Marketing materials in a real browser: an admin uploads a PDF, it becomes the active brochure, a visitor
// downloads it from /contact, and the admin deactivates it.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { openPage, screenshot, signInAt, useApp } from "./harness.mjs";

const app = useApp();

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

test("upload a brochure, download it from /contact, deactivate it", async () => {
  const { page, context, problems } = await app.visit("/contact");
  await page.getByText("Coming soon: we are updating this file.").first().waitFor();

  await signInAt(page, app.url + "/admin/marketing-materials");
  await page.getByText("No brochures added").waitFor();

  await page
    .getByLabel("Upload Brochure")
    .setInputFiles({ name: "Cordillera Brochure 2026.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByText("Upload complete").waitFor();
  const row = page.locator("tr", { hasText: "Cordillera Brochure 2026.pdf" });
  await row.getByText("Active", { exact: true }).waitFor();
  assert.match(await row.textContent(), /Company Brochure/);
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

  await row.getByRole("button", { name: "Deactivate" }).click();
  await page.getByText("This brochure has been deactivated.").waitFor();
  await page
    .locator("tr", { hasText: "Cordillera Brochure 2026.pdf" })
    .getByText("Inactive", { exact: true })
    .waitFor();
  const after = await fetch(app.url + "/api/download/brochure");
  assert.equal(after.status, 404);
  assert.deepEqual(problems, []);
  await context.close();
});
