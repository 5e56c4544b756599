// Form errors for screen readers in a real browser: every invalid field of the public and admin forms is
// aria-invalid and described by an error in a live region, with JavaScript on and off; and the harness's
// Content-Security-Policy detector, which every browser test relies on, records what the policy blocks.
// axe on every page and screen: a11y-axe.test.mjs.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { openPage, signInAt } from "./harness.mjs";
import { settle, subscribe, useSeededApp } from "./a11y-app.mjs";

const { app, screens, settleAt } = useSeededApp();

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
      const { page, context } = await app.visit(`/jobs/${screens.job.id}/apply`, { javaScriptEnabled });
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
