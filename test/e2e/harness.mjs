// Browser-test harness: serves the built app with wrangler on its own port and fresh local state,
// and launches the system Chromium through playwright-core.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { root } from "../../scripts/lib.mjs";
import { chromiumArgs } from "../../scripts/serve-build.mjs";

export { ADMIN_PASSWORD, PRIMARY_ADMIN_EMAIL, startApp } from "../../scripts/serve-build.mjs";
import { ADMIN_PASSWORD, PRIMARY_ADMIN_EMAIL } from "../../scripts/serve-build.mjs";

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

/**
 * A page that records console errors and CSP violations; tests assert none happened.
 * Pass javaScriptEnabled: false to see what a visitor without JavaScript gets.
 */
export async function openPage(browser, { viewport = viewports.desktop, javaScriptEnabled = true } = {}) {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(String(err)));
  return { page, context, problems };
}

export async function screenshot(page, name) {
  const dir = join(root, "test-results", "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** The elements wider than the viewport, if the page scrolls sideways (it never should). */
export async function horizontalOverflow(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
  });
}

/** Opens an admin path, signs in on the login page it leads to, and waits to arrive back on the path. */
export async function signInAt(page, url, { email = PRIMARY_ADMIN_EMAIL, password = ADMIN_PASSWORD } = {}) {
  await page.goto(url);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(url);
}
