// The site by keyboard alone, in a real browser: the skip link, the contact form, the careers dialogs, the
// services tabs, the mobile drawer, the admin dialogs and Published switches. No mouse is used in these tests:
// only Tab, Shift+Tab, arrows, Enter, Space, Escape and typing.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertFocusTrapped, openPage, signInAt, useApp, viewports } from "./harness.mjs";

const app = useApp();

/** A page at the path once it has settled (the behaviour listens), so the keys pressed next reach it. */
async function ready(path, options) {
  const opened = await app.visit(path, options);
  await opened.page.waitForLoadState("networkidle");
  return opened;
}

/** A back-office screen, signed in first, once it has settled. */
async function readySignedIn(path) {
  const opened = await openPage(app.browser);
  await signInAt(opened.page, app.url + path);
  await opened.page.waitForLoadState("networkidle");
  return opened;
}

/** A short description of the focused element, for assertions and failure messages. */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    const name = el.getAttribute("aria-label") || el.textContent?.trim().replace(/\s+/g, " ").slice(0, 60) || "";
    return `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""} ${name}`.trim();
  });

/** Presses Tab (or Shift+Tab) until the focused element matches, failing after `max` presses. */
async function tabTo(page, matches, { max = 80, shift = false, arg } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(shift ? "Shift+Tab" : "Tab");
    if (await page.evaluate(matches, arg)) return;
  }
  assert.fail(`Tab never reached the element; focus is on ${await focused(page)}`);
}

/** Tabs to the control whose text is `text` (a button or link by its words). */
const tabToText = (page, text, options) =>
  tabTo(page, (t) => document.activeElement?.textContent?.trim() === t, { ...options, arg: text });

/** Tabs to the control whose accessible name (aria-label) starts with `prefix`. */
const tabToLabel = (page, prefix, options) =>
  tabTo(page, (p) => document.activeElement?.getAttribute("aria-label")?.startsWith(p), { ...options, arg: prefix });

/** Tabs to the control whose aria-label starts with `prefix`, opens its dialog with Enter, and returns `focused`'s
 * description of the control, for checking where focus returns. */
async function openDialogWith(page, prefix) {
  await tabToLabel(page, prefix);
  const opener = await focused(page);
  await page.keyboard.press("Enter");
  await dialogOpen(page);
  return opener;
}

/** Tabs to the button with the text and presses Enter on it. */
async function pressButton(page, text, options) {
  await tabToText(page, text, options);
  await page.keyboard.press("Enter");
}

/** Waits for focus to come back to the control `opener` described (as `focused` put it) when it was opened. */
const focusReturnsTo = (page, opener) =>
  page.waitForFunction(
    (name) => document.activeElement?.getAttribute("aria-label") === name,
    opener.replace(/^a /, ""),
  );

const dialogOpen = (page) => page.waitForFunction(() => document.querySelector("dialog:modal") !== null);
const dialogClosed = (page) => page.waitForFunction(() => document.querySelector("dialog") === null);

describe("public site by keyboard", () => {
  test("the skip link is the first stop and moves focus to the content", async () => {
    const { page, context, problems } = await ready("/about");
    await page.keyboard.press("Tab");
    assert.equal(await focused(page), "a Skip to content");
    // Visible while focused (it is off-screen otherwise).
    const box = await page.evaluate(() => document.activeElement.getBoundingClientRect().width);
    assert.ok(box > 20, "the skip link shows when focused");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "main");
    await page.keyboard.press("Tab");
    assert.ok(
      await page.evaluate(() => document.getElementById("main").contains(document.activeElement)),
      "the next Tab stays in the content",
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("every control shows a visible focus indicator", async () => {
    const { page, context } = await ready("/contact");
    // Walk every Tab stop of the page (until focus leaves it for the browser); each must draw an outline or a
    // ring (box-shadow) when focused by keyboard.
    let stops = 0;
    for (; stops < 100; stops++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement === document.body)) break;
      const style = await page.evaluate(() => {
        const el = document.activeElement;
        const s = getComputedStyle(el);
        return {
          el: el.outerHTML.slice(0, 100),
          outline: s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0,
          ring: s.boxShadow !== "none",
        };
      });
      assert.ok(style.outline || style.ring, `no focus indicator on ${style.el}`);
    }
    assert.ok(stops > 20, `walked ${stops} Tab stops`);
    await context.close();
  });

  test("reaches, fills and sends the contact form with the keyboard only", async () => {
    const { page, context, problems } = await ready("/contact");
    await tabTo(page, () => document.activeElement?.getAttribute("name") === "name");
    await page.keyboard.type("Dana Whitfield");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Northwind Logistics");
    await page.keyboard.press("Tab");
    await page.keyboard.type("dana+keyboard@northwind.example");
    await page.keyboard.press("Tab"); // phone (optional)
    await page.keyboard.press("Tab"); // area of interest
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute("name")), "interest");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    assert.equal(await page.evaluate(() => document.activeElement.value), "custom-development");
    await page.keyboard.press("Tab");
    await page.keyboard.type("We are planning a rebuild of our dispatch platform next quarter.");
    await page.keyboard.press("Tab");
    assert.equal(await focused(page), "button Send Message");
    await page.keyboard.press("Enter");
    await page.getByText("Message sent!").waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("an empty send by keyboard marks the five required fields invalid", async () => {
    const { page, context } = await ready("/contact");
    await pressButton(page, "Send Message");
    await page.getByText("Message must be at least 10 characters").waitFor();
    assert.equal(await page.locator("#contact-form [aria-invalid=true]").count(), 5);
    await context.close();
  });

  test("opens a job's details, traps focus, closes on Escape and returns focus to View Details", async () => {
    const { page, context, problems } = await ready("/jobs");
    await tabToLabel(page, "View Details: ");
    const opener = await focused(page);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/jobs\/\d+$/);
    await dialogOpen(page);
    assert.ok(
      await page.evaluate(() => document.querySelector("dialog:modal").contains(document.activeElement)),
      "focus moves into the dialog",
    );
    await assertFocusTrapped(page);
    await page.keyboard.press("Escape");
    await page.waitForURL(app.url + "/jobs");
    await dialogClosed(page);
    await focusReturnsTo(page, opener);
    assert.equal(await focused(page), opener);

    // Again, closed with its Close button this time.
    await page.keyboard.press("Enter");
    await dialogOpen(page);
    await pressButton(page, "Close", { max: 20 });
    await dialogClosed(page);
    await focusReturnsTo(page, opener);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("details, then Apply Now: the apply dialog traps focus and Escape returns to the card", async () => {
    const { page, context, problems } = await ready("/jobs");
    const opener = await openDialogWith(page, "View Details: ");
    await pressButton(page, "Apply Now", { max: 20 });
    await page.waitForURL(/\/jobs\/\d+\/apply$/);
    await page.waitForFunction(() => document.querySelector("dialog:modal h2")?.textContent?.startsWith("Apply for "));
    await assertFocusTrapped(page, 30);
    await page.keyboard.press("Escape");
    await page.waitForURL(app.url + "/jobs");
    await dialogClosed(page);
    await focusReturnsTo(page, opener);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("the apply dialog opened straight from the card returns focus to Apply Now", async () => {
    const { page, context } = await ready("/jobs");
    const opener = await openDialogWith(page, "Apply Now: ");
    await pressButton(page, "Cancel", { max: 30 });
    await dialogClosed(page);
    await focusReturnsTo(page, opener);
    await context.close();
  });

  test("the services tabs follow the arrow keys, Home and End", async () => {
    const { page, context } = await ready("/services");
    await tabTo(page, () => document.activeElement?.getAttribute("role") === "tab");
    const selected = () =>
      page.evaluate(() => [
        document.activeElement.textContent,
        document.activeElement.getAttribute("aria-selected"),
        location.hash,
      ]);
    assert.deepEqual(await selected(), ["Staff Augmentation", "true", ""]);
    // Each key, then the tab it selects (and focuses) and the fragment it writes.
    for (const [key, tab, hash] of [
      ["ArrowRight", "Custom Software Development", "#custom-dev"],
      ["End", "Specialized Practices", "#specialized"],
      ["ArrowRight", "Staff Augmentation", "#staff-aug"],
      ["ArrowLeft", "Specialized Practices", "#specialized"],
      ["Home", "Staff Augmentation", "#staff-aug"],
    ]) {
      await page.keyboard.press(key);
      assert.deepEqual(await selected(), [tab, "true", hash], `after ${key}`);
    }
    // One Tab stop for the tab list: the next Tab goes into the shown panel.
    await page.keyboard.press("Tab");
    assert.ok(await page.evaluate(() => document.activeElement.closest('[role="tabpanel"]')?.id === "staff-aug"));
    await context.close();
  });

  test("the mobile drawer opens with Enter, its links are reachable, Escape closes it onto the Menu button", async () => {
    const { page, context } = await ready("/", { viewport: viewports.phone });
    await tabTo(page, () => document.activeElement?.getAttribute("aria-label") === "Menu");
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("navigation", { name: "Mobile" });
    await drawer.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    assert.equal(await focused(page), "a Home");
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    assert.equal(await focused(page), "summary Menu");
    await page.keyboard.press("Space");
    await drawer.waitFor({ state: "visible" });
    await pressButton(page, "About", { max: 5 });
    await page.waitForURL(/\/about$/);
    await drawer.waitFor({ state: "hidden" });
    await context.close();
  });
});

describe("back office by keyboard", () => {
  test("Add User: focus trapped, Escape returns focus to Add User", async () => {
    const { page, context, problems } = await readySignedIn("/admin/users");
    await pressButton(page, "Add User");
    await dialogOpen(page);
    await assertFocusTrapped(page);
    await page.keyboard.press("Escape");
    await dialogClosed(page);
    assert.equal(await focused(page), "a Add User");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a delete confirmation: Cancel returns focus to Delete; confirming moves focus to the content, not <body>", async () => {
    const { page, context, problems } = await readySignedIn("/admin/blog");
    const opener = await openDialogWith(page, "Delete ");
    await assertFocusTrapped(page, 10);
    await pressButton(page, "Cancel", { max: 10 });
    await dialogClosed(page);
    assert.equal(await focused(page), opener);

    await page.keyboard.press("Enter");
    await dialogOpen(page);
    await pressButton(page, "Delete", { max: 10 });
    await page.getByText("Blog post deleted").waitFor();
    await dialogClosed(page);
    await page.waitForFunction(() => document.activeElement?.id === "main");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("the Published switch is reachable by Tab and toggles with Space and Enter", async () => {
    const { page, context, problems } = await readySignedIn("/admin/jobs");
    await tabTo(page, () => document.activeElement?.getAttribute("role") === "switch");
    const name = await page.evaluate(() => document.activeElement.getAttribute("aria-label"));
    const checked = () =>
      page.evaluate(
        (n) => document.querySelector(`[role=switch][aria-label="${n}"]`).getAttribute("aria-checked"),
        name,
      );
    const before = await checked();
    const flipped = before === "true" ? "false" : "true";
    await page.keyboard.press("Space");
    await page.waitForFunction(
      ([n, v]) => document.querySelector(`[role=switch][aria-label="${n}"]`).getAttribute("aria-checked") === v,
      [name, flipped],
    );
    await page.waitForLoadState("networkidle");
    assert.equal(
      await page.evaluate(() => document.activeElement.getAttribute("aria-label")),
      name,
      "focus stays on the switch",
    );
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      ([n, v]) => document.querySelector(`[role=switch][aria-label="${n}"]`).getAttribute("aria-checked") === v,
      [name, before],
    );
    await page.waitForLoadState("networkidle");
    assert.equal(await checked(), before);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("the dashboard tabs follow the arrow keys", async () => {
    const { page, context } = await readySignedIn("/admin");
    await tabTo(page, () => document.activeElement?.getAttribute("role") === "tab");
    await page.keyboard.press("ArrowRight");
    await page.waitForURL(/\?tab=stats$/);
    await page.getByText("Page views, last 30 days").waitFor();
    assert.equal(await focused(page), "a#tab-stats Website Stats");
    await page.keyboard.press("Home");
    await page.waitForFunction(() => !location.search.includes("tab=stats"));
    assert.equal(await focused(page), "a#tab-activity Recent Activity");
    await context.close();
  });
});
