// Staff sign-in and User Management in a real browser, with and without JavaScript.
import assert from "node:assert/strict";
import { demoJobs, demoPosts, demoTranslations } from "../../app/db/demo-content.ts";
import { demoApplications } from "../../app/db/demo-pipeline.ts";
import { describe, test } from "node:test";
import {
  assertFits,
  assertNoProblemsBut,
  logIn,
  PRIMARY_ADMIN_EMAIL,
  screenshot,
  useApp,
  viewports,
} from "./harness.mjs";

const app = useApp();

const stat = (page, label) => page.locator(`[data-stat="${label}"]`);

describe("sign-in", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`works with JavaScript ${javaScriptEnabled ? "on" : "off"} and shows the admin's counts`, async () => {
      const { page, context, problems } = await app.visit("/admin/login", { javaScriptEnabled });
      await logIn(page, { password: "Wrong-Password-1" });
      await page.getByText("Invalid email or password").waitFor();
      await logIn(page);
      await page.waitForURL(app.url + "/admin");
      await page.getByText("Login successful").waitFor();
      await page.getByText("Welcome to the admin dashboard").waitFor();
      // Every demo post and listing, the Spanish ones included (issue 27).
      assert.equal(await stat(page, "Blog Posts").textContent(), String(demoPosts.length + demoTranslations.length));
      assert.equal(await stat(page, "Job Listings").textContent(), String(demoJobs.length));
      assert.equal(await stat(page, "Contact Submissions").textContent(), "0");
      // The hiring board's demo candidates (issue 30); the demo has no enquiries.
      assert.equal(await stat(page, "Job Applications").textContent(), String(demoApplications.length));
      if (javaScriptEnabled) await screenshot(page, "admin-dashboard");
      await page.getByRole("tab", { name: "Website Stats" }).click();
      await page.getByText("Page views, last 30 days").waitFor();
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL(app.url + "/admin/login");
      await page.getByText("You have been successfully logged out.").waitFor();
      assertNoProblemsBut(problems, /401/);
      await context.close();
    });
  }

  test("validates as the user types", async () => {
    const { page, context } = await app.visit("/admin/login");
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").focus();
    await page.getByText("Please enter a valid email address").waitFor();
    await page.getByLabel("Email").fill("ok@cordillera.example");
    await page.getByText("Please enter a valid email address").waitFor({ state: "detached" });
    await context.close();
  });

  test("returns to the admin page it was sent from", async () => {
    const { page, context } = await app.visit("/admin/users");
    assert.match(page.url(), /\/admin\/login\?redirectTo=%2Fadmin%2Fusers$/);
    await logIn(page);
    await page.waitForURL(app.url + "/admin/users");
    await context.close();
  });
});

describe("user management", () => {
  test("an admin adds an editor, who signs in and is kept to the blog", async () => {
    const editor = `editor-${Date.now()}@cordillera.example`;
    const { page, context, problems } = await app.visit("/admin/login");
    await logIn(page);
    await page.waitForURL(app.url + "/admin");
    await page.getByRole("link", { name: "User Management" }).click();
    await page.waitForURL(app.url + "/admin/users");
    await page.getByRole("link", { name: "Add User" }).click();

    const dialog = page.getByRole("dialog", { name: "Add User" });
    await dialog.waitFor();
    await dialog.getByLabel("Email").fill(editor);
    await dialog.getByLabel(/^Password/).fill("short");
    await dialog.getByLabel("Confirm Password").focus();
    await dialog.getByText("Password must be at least 8 characters").waitFor();
    await dialog.getByLabel(/^Password/).fill("Editor-Pass-1");
    await dialog.getByLabel("Confirm Password").fill("Editor-Pass-1");
    assert.ok(await dialog.getByLabel("Editor").isChecked(), "new users default to Editor");
    await screenshot(page, "admin-add-user");
    await dialog.getByRole("button", { name: "Add User" }).click();
    await page.getByText("User added").waitFor();
    const row = page.locator(`tr[data-user="${editor}"]`);
    await row.waitFor();
    assert.match(await row.textContent(), /Editor/);
    assert.match(await row.textContent(), /Never/);
    await screenshot(page, "admin-users");

    // The primary administrator cannot be deleted: its button is disabled.
    assert.ok(
      await page
        .locator(`tr[data-user="${PRIMARY_ADMIN_EMAIL}"]`)
        .getByRole("button", { name: /Delete/ })
        .isDisabled(),
    );

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(app.url + "/admin/login");
    await logIn(page, { email: editor, password: "Editor-Pass-1" });
    await page.waitForURL(app.url + "/admin");
    assert.equal(await stat(page, "Blog Posts").textContent(), String(demoPosts.length + demoTranslations.length));
    assert.equal(await stat(page, "Job Listings").count(), 0);
    assert.equal(await page.getByRole("link", { name: "User Management" }).count(), 0);

    await page.goto(app.url + "/admin/users");
    await page.waitForURL(app.url + "/admin/blog");
    assertNoProblemsBut(problems, /404/);
    await context.close();
  });

  test("the dashboard reads well at a phone width", async () => {
    const { page, context } = await app.visit("/admin/login", { viewport: viewports.phone });
    await assertFits(page, "admin-login-phone");
    await logIn(page);
    await page.waitForURL(app.url + "/admin");
    await assertFits(page, "admin-dashboard-phone");
    await context.close();
  });
});
