// Browser-test harness: serves the built app with wrangler on its own port and fresh local state,
// and launches the system Chromium through playwright-core.
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before } from "node:test";
import { chromium } from "playwright-core";
import { root } from "../../scripts/lib.mjs";
import { chromiumArgs } from "../../scripts/serve-build.mjs";
import { encodePng } from "../../app/db/demo-images.ts";

export { ADMIN_PASSWORD, PRIMARY_ADMIN_EMAIL, startApp } from "../../scripts/serve-build.mjs";
import {
  ADMIN_PASSWORD,
  executeSqlFile,
  PRIMARY_ADMIN_EMAIL,
  prepareState,
  serveState,
  startApp,
} from "../../scripts/serve-build.mjs";

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

/** What the CSP detector records in each document (init scripts run through CDP, so the page's CSP does not block them). */
const CSP_LISTENER = `(() => {
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    const text = "CSP violation: " + e.violatedDirective + " blocked " + (e.blockedURI || "inline") +
      " on " + e.documentURI + (e.sample ? " (" + e.sample + ")" : "");
    window.__cspViolations.push(text);
    if (typeof window.__reportCspViolation === "function") window.__reportCspViolation(text);
  }, true);
})();`;

/**
 * A page that records console errors and Content-Security-Policy violations; tests assert none happened.
 * CSP violations are also kept apart in `csp`, and closing the context fails the test if there were any,
 * whatever the test's own filter of `problems` lets through.
 * Pass javaScriptEnabled: false to see what a visitor without JavaScript gets, and timezoneId for the browser's zone.
 */
export async function openPage(browser, { viewport = viewports.desktop, javaScriptEnabled = true, timezoneId } = {}) {
  const context = await browser.newContext({ viewport, javaScriptEnabled, ...(timezoneId ? { timezoneId } : {}) });
  const problems = [];
  const csp = [];
  const recordCsp = (text) => {
    csp.push(text);
    problems.push(text);
  };
  // The event listener reports through a CDP binding, so violations survive the navigation that follows them.
  await context.exposeBinding("__reportCspViolation", (_source, text) => recordCsp(String(text)));
  await context.addInitScript(CSP_LISTENER);
  const page = await context.newPage();
  page.on("console", (msg) => {
    const text = msg.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) recordCsp(`CSP console message: ${text}`);
    else if (msg.type() === "error") problems.push(text);
  });
  page.on("pageerror", (err) => problems.push(String(err)));
  const close = context.close.bind(context);
  context.close = async (...args) => {
    await close(...args);
    assertNoCspViolations(csp);
  };
  return { page, context, problems, csp };
}

export function assertNoCspViolations(csp) {
  if (csp.length > 0) {
    throw new assert.AssertionError({
      message: `Content-Security-Policy violations:\n${csp.join("\n")}`,
      actual: csp,
      expected: [],
      operator: "deepStrictEqual",
    });
  }
}

const axeSource = readFileSync(join(root, "node_modules", "axe-core", "axe.min.js"), "utf8");

/** The rule sets every page is held to: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Runs axe-core in the page and returns its violations as readable lines (empty when there are none).
 * axe is evaluated through CDP rather than added as a script tag, which the page's CSP would block.
 */
export async function axeViolations(page) {
  const loaded = await page.evaluate(() => typeof window.axe === "object");
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    (tags) =>
      window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }).then((r) =>
        r.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => ({
            target: n.target.join(" "),
            html: n.html.slice(0, 200),
            summary: n.failureSummary,
          })),
        })),
      ),
    AXE_TAGS,
  );
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${v.help}\n    at ${n.target}\n    ${n.html}\n    ${String(n.summary).replace(/\n/g, "\n    ")}`,
    ),
  );
}

/** Tabs forwards then backwards many times, asserting focus never leaves the open modal dialog. */
export async function assertFocusTrapped(page, presses = 25) {
  for (const key of ["Tab", "Shift+Tab"]) {
    const seen = new Set();
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => {
        const dialog = document.querySelector("dialog:modal");
        const el = document.activeElement;
        return { inside: !!dialog && el !== document.body && dialog.contains(el), el: el?.outerHTML.slice(0, 120) };
      });
      assert.ok(where.inside, `${key} #${i + 1} left the dialog: focus on ${where.el}`);
      seen.add(where.el);
    }
    assert.ok(seen.size > 1, `${key} moved focus between the dialog's controls`);
  }
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

const MAIL_LIST = "/cdn-cgi/local/explorer/api/local/email/sending";

/** Every message wrangler's simulated EMAIL binding has sent in this dev session, newest first (all pages of it). */
export async function sentMail(url) {
  const messages = [];
  let cursor = null;
  for (;;) {
    const res = await fetch(`${url}${MAIL_LIST}?per_page=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    assert.equal(res.status, 200, `${MAIL_LIST}: ${res.status}`);
    const body = await res.json();
    messages.push(...body.result);
    if (!body.result_info?.has_more || !body.result_info.cursor) return messages;
    cursor = body.result_info.cursor;
  }
}

/** One sent message with its bodies. */
export async function mailDetail(url, message) {
  const res = await fetch(`${url}${MAIL_LIST}?email_id=${encodeURIComponent(message.messageId)}`);
  return (await res.json()).result;
}

/**
 * Waits (the queue consumer runs about a second after the write) for the newest message that matches, and returns
 * it with its bodies; `what` says which message in the failure.
 */
export async function waitForMail(url, matches, what) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = (await sentMail(url)).find(matches);
    if (found) return mailDetail(url, found);
    if (Date.now() > deadline) {
      const sent = (await sentMail(url)).map((m) => [m.to, m.subject]);
      throw new Error(`no e-mail ${what} within 30 s; sent: ${JSON.stringify(sent)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first link in a message's text part whose path `path` (a RegExp) matches; asserts there is one. */
export function linkIn(message, path) {
  const link = new RegExp(String.raw`(http://\S+${path.source})`).exec(message.text)?.[1];
  assert.ok(link, `a link matching ${path} in: ${message.text}`);
  return link;
}

/** Asserts the page logged no problems but those `expected` matches (failed loads a test caused on purpose). */
export function assertNoProblemsBut(problems, expected) {
  assert.deepEqual(
    problems.filter((p) => !expected.test(p)),
    [],
  );
}

/** Asserts nothing on the page scrolls sideways, then keeps a screenshot of it named `name`. */
export async function assertFits(page, name) {
  assert.deepEqual(await horizontalOverflow(page), []);
  await screenshot(page, name);
}

/** Fills the login form the page shows (as the primary administrator unless told) and presses Log in. */
export async function logIn(page, { email = PRIMARY_ADMIN_EMAIL, password = ADMIN_PASSWORD } = {}) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Opens an admin path, signs in on the login page it leads to (see logIn), and waits to arrive back on the path. */
export async function signInAt(page, url, credentials) {
  await page.goto(url);
  await logIn(page, credentials);
  await page.waitForURL(url);
}

/**
 * The app and the Chromium a test file shares: started before its tests, stopped after them. Inside tests read
 * `app.url`, `app.port` and `app.browser`; `app.visit(path, options)` opens a page (see openPage) at the path, and
 * `app.fitsPhone(path, name)` checks one at phone width.
 * `start` serves something other than the seeded demo state (e.g. startWithSql); `setUp` prepares data once the app
 * is up (a file's own top-level `before` would run alongside this one, not after it).
 */
export function useApp({ start = startApp, setUp } = {}) {
  let server;
  const app = {
    async visit(path, options) {
      const opened = await openPage(app.browser, options);
      await opened.page.goto(app.url + path);
      return opened;
    },
    /** Opens the path at phone width and asserts it fits (see assertFits), keeping a screenshot named `name`. */
    async fitsPhone(path, name) {
      const { page, context } = await app.visit(path, { viewport: viewports.phone });
      await assertFits(page, name);
      await context.close();
    },
  };
  before(async () => {
    server = await start();
    app.url = server.url;
    app.port = server.port;
    app.browser = await launchBrowser();
    await setUp?.();
  });
  after(async () => {
    await app.browser?.close();
    await server?.stop();
  });
  return app;
}

/** Serves the seeded demo state with more rows: `sql`, written to `name` in the state and run before wrangler starts. */
export async function startWithSql(name, sql) {
  const state = prepareState({ seed: true });
  const file = join(state, name);
  writeFileSync(file, sql);
  executeSqlFile(state, file);
  return serveState(state);
}

/** POSTs `body` as JSON, as a script would (no Origin header unless given). */
export function jsonPost(url, body, headers = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs the primary administrator in through /api and returns the session cookie for fetch. */
export async function apiSignIn(url, { email = PRIMARY_ADMIN_EMAIL, password = ADMIN_PASSWORD } = {}) {
  const res = await jsonPost(url + "/api/auth/login", { username: email, password });
  assert.equal(res.status, 200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** GETs `path` as the primary administrator (signed in through /api), asserts it answered 200, and returns its JSON. */
export async function staffGet(url, path) {
  const res = await fetch(url + path, { headers: { Cookie: await apiSignIn(url) } });
  assert.equal(res.status, 200, path);
  return res.json();
}

/**
 * Valentina Cruz applies through /api, with the address `email`, to the first job the public list shows; returns
 * her application as staff see it in /api/job-applications, with the job's `title`.
 */
export async function applyThroughApi(url, email) {
  const { jobListings } = await (await fetch(url + "/api/job-listings")).json();
  const res = await jsonPost(url + "/api/job-applications", {
    jobId: jobListings[0].id,
    fullName: "Valentina Cruz",
    email,
    phone: "+506 8888 1234",
    resume: "https://cv.example/valentina.pdf",
    coverLetter: "I have built React products for US clients for six years and would love to join.",
    consent: true,
  });
  assert.equal(res.status, 201);
  const { applications } = await staffGet(url, `/api/job-applications?q=${encodeURIComponent(email)}`);
  return { ...applications[0], title: jobListings[0].title };
}

/** The cover letter the application tests send (past the form's 50-character minimum). */
export const COVER_LETTER =
  "I have spent six years building and testing web products for US clients and would love to join your QA practice.";

/**
 * Fills the English application form (the dialog of /jobs/{id}/apply) as Valentina Cruz with the address `email`, her
 * CV as a PDF and COVER_LETTER, and gives consent; the caller submits it.
 */
export async function fillApplication(form, email) {
  const cv = { name: "Valentina Cruz CV.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n% CV\n") };
  await form.getByLabel(/^Full Name/).fill("Valentina Cruz");
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Phone/).fill("+506 8888 1234");
  await form.getByLabel("Upload your CV").setInputFiles(cv);
  await form.getByLabel(/^Cover Letter/).fill(COVER_LETTER);
  await form.getByLabel(/^I agree/).check();
}

/**
 * A message's one-click unsubscribe link (RFC 8058), once its headers are checked: List-Unsubscribe is a link to
 * `path` with a signed token, and List-Unsubscribe-Post says One-Click.
 */
export function oneClickUnsubscribeLink(message, path) {
  const header = (name) => message.headers?.[name] ?? message.headers?.[name.toLowerCase()];
  const listUnsubscribe = header("List-Unsubscribe");
  assert.match(listUnsubscribe ?? "", new RegExp(`^<http://localhost:\\d+${path}\\?token=\\d+\\.[\\w-]+>$`));
  assert.equal(header("List-Unsubscribe-Post"), "List-Unsubscribe=One-Click");
  return /^<([^>]+)>/.exec(listUnsubscribe)[1];
}

/** Unsubscribes through `link` as a mail client's one-click button does: a bare POST, no cookies, no page. */
export async function unsubscribeInOneClick(link) {
  const res = await fetch(link, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  assert.equal(res.status, 200);
}

/** A real PNG of one colour, as a file for `setInputFiles` (so the browser can show it after the upload). */
export function pngFile(name, width, height, [r, g, b]) {
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < rgb.length; i += 3) rgb.set([r, g, b], i);
  return { name, mimeType: "image/png", buffer: encodePng(width, height, rgb) };
}
