// My account and Activity in a real browser: a staff user sees where they are signed in, signs another browser
// out, changes their password (with and without JavaScript), and an admin finds all of it on the Activity screen.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  assertNoProblemsBut,
  axeViolations,
  horizontalOverflow,
  openPage,
  screenshot,
  signInAt,
  useApp,
  viewports,
} from "./harness.mjs";

const app = useApp();

const PASSWORD = "Editor-Pass-1!";
const NEW_PASSWORD = "Editor-Pass-2!";

/** A new editor, added by the primary administrator through /api from a signed-in admin page. */
async function addEditor(adminPage, email, name) {
  const status = await adminPage.evaluate(
    async ([email, password, name]) =>
      (
        await fetch("/api/auth/register", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email, password, name, role: "editor" }),
        })
      ).status,
    [email, PASSWORD, name],
  );
  assert.equal(status, 201);
}

/** Whether this browser is still signed in: the account page, or the login page it is sent to. */
async function stillSignedIn(page) {
  await page.goto(app.url + "/admin/account");
  return !page.url().includes("/admin/login");
}

describe("My account", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`signs out another browser and changes the password, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async () => {
      const admin = await openPage(app.browser);
      await signInAt(admin.page, app.url + "/admin");
      const email = `editor-${javaScriptEnabled ? "js" : "nojs"}@cordillera.example`;
      // A long right-to-left name, the hostile kind of content the top bar and Activity have to hold.
      await addEditor(admin.page, email, "مريم عبد الرحمن الحسيني-Superlongnamewithoutanybreaksatallwhatsoever");

      const laptop = await openPage(app.browser, { javaScriptEnabled });
      const phone = await openPage(app.browser, { viewport: viewports.phone });
      await signInAt(phone.page, app.url + "/admin/blog", { email, password: PASSWORD });
      await signInAt(laptop.page, app.url + "/admin/account", { email, password: PASSWORD });

      // Linked from the top bar for every staff user.
      await laptop.page.goto(app.url + "/admin/blog");
      await laptop.page.getByRole("link", { name: "My account" }).click();
      await laptop.page.waitForURL(app.url + "/admin/account");

      await laptop.page.getByText("This device").waitFor();
      const sessions = laptop.page.getByRole("list", { name: "Sessions" }).getByRole("listitem");
      assert.equal(await sessions.count(), 2);
      if (javaScriptEnabled) {
        await screenshot(laptop.page, "account-1280");
        assert.deepEqual(await axeViolations(laptop.page), []);
      }

      // Sign the phone out from the laptop.
      await laptop.page
        .getByRole("button", { name: /^Sign out .*iPhone|^Sign out/ })
        .first()
        .click();
      await laptop.page.getByText("Session signed out").waitFor();
      assert.equal(await sessions.count(), 1, await laptop.page.getByRole("list", { name: "Sessions" }).innerText());
      assert.equal(await stillSignedIn(phone.page), false);

      // The phone signs in again; a wrong current password changes nothing.
      await signInAt(phone.page, app.url + "/admin/blog", { email, password: PASSWORD });
      await laptop.page.goto(app.url + "/admin/account");
      await laptop.page.getByLabel(/^Current Password/).fill("Not-The-Password-1");
      await laptop.page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
      await laptop.page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
      await laptop.page.getByRole("button", { name: "Change Password" }).click();
      await laptop.page.getByText("Current password is incorrect").waitFor();
      // Without JavaScript the page comes back from the server, which never sends a password back.
      if (!javaScriptEnabled) assert.equal(await laptop.page.getByLabel(/^Current Password/).inputValue(), "");
      assert.equal(await stillSignedIn(phone.page), true);

      // The right one: the phone is signed out, the laptop stays, the form is empty again.
      await laptop.page.goto(app.url + "/admin/account");
      await laptop.page.getByLabel(/^Current Password/).fill(PASSWORD);
      await laptop.page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
      await laptop.page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
      await laptop.page.getByRole("button", { name: "Change Password" }).click();
      await laptop.page.getByText("1 other session signed out.").waitFor();
      assert.equal(await laptop.page.getByLabel(/^New Password/).inputValue(), "");
      assert.equal(await stillSignedIn(phone.page), false);
      assert.equal(await stillSignedIn(laptop.page), true);
      await signInAt(phone.page, app.url + "/admin/account", { email, password: NEW_PASSWORD });
      if (javaScriptEnabled) {
        await screenshot(phone.page, "account-390");
        assert.deepEqual(await horizontalOverflow(phone.page), []);
      }

      // Sign out all others.
      await laptop.page.goto(app.url + "/admin/account");
      await laptop.page.getByRole("button", { name: "Sign out all others" }).click();
      await laptop.page.getByText("Signed out everywhere else").waitFor();
      assert.equal(await stillSignedIn(phone.page), false);

      // The administrator sees all of it on the Activity screen.
      // The dashboard's link (the sidebar, merged in beside it, has one of the same name).
      await admin.page.goto(app.url + "/admin");
      await admin.page.getByRole("main").getByRole("link", { name: "Activity", exact: true }).click();
      await admin.page.waitForURL(app.url + "/admin/activity");
      const person = await admin.page.getByLabel("Person").locator("option", { hasText: email }).getAttribute("value");
      await admin.page.getByLabel("Person").selectOption(person);
      await admin.page.getByRole("button", { name: "Filter" }).click();
      await admin.page.waitForURL(/actor=/);
      // The filtered list has rendered once it offers to clear the filter.
      await admin.page.getByRole("link", { name: "Clear" }).waitFor();
      const kinds = await admin.page.locator("[data-action]").evaluateAll((rows) => rows.map((r) => r.dataset.action));
      for (const kind of ["sign_in", "session", "password"]) assert.ok(kinds.includes(kind), `${kind} in ${kinds}`);
      assert.equal(kinds.filter((k) => k === "password").length, 1);

      await admin.page.getByLabel("Kind").selectOption("password");
      await admin.page.getByRole("button", { name: "Filter" }).click();
      await admin.page.waitForURL(/kind=password/);
      await admin.page.locator('[data-action]:not([data-action="password"])').first().waitFor({ state: "detached" });
      assert.equal(await admin.page.locator("[data-action]").count(), 1);
      await admin.page.getByText("Changed own password; 1 other session signed out").waitFor();

      for (const context of [admin, laptop, phone]) {
        // The refused password change answers 400 on purpose.
        assertNoProblemsBut(context.problems, /40[013]/);
        await context.context.close();
      }
    });
  }
});

describe("Activity", () => {
  for (const [width, viewport] of Object.entries(viewports)) {
    test(`lists the log with its filters at ${viewport.width}px`, async () => {
      const { page, context, problems } = await openPage(app.browser, { viewport });
      await signInAt(page, app.url + "/admin/activity");
      await page.getByRole("heading", { name: "Activity" }).waitFor();
      assert.ok((await page.locator("[data-action]").count()) > 0);
      await page.getByRole("list", { name: "Activity" }).getByText("Signed in").first().waitFor();
      assert.deepEqual(await horizontalOverflow(page), []);
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `activity-${viewport.width}`);
      // A filter that matches nothing says so, and Clear brings the list back.
      await page.getByLabel("From (UTC)").fill("2000-01-01");
      await page.getByLabel("To (UTC)").fill("2000-01-02");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.getByText("No activity matches these filters").waitFor();
      await page.getByRole("link", { name: "Clear" }).click();
      await page.waitForURL(app.url + "/admin/activity");
      await page.locator("[data-action]").first().waitFor();
      assert.ok(width);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
