// Browser-test harness: serves the built app with wrangler on its own port and fresh local state,
// and launches the system Chromium through playwright-core.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { seedSql } from "../../app/db/seed.ts";
import { bin, root, toolEnv } from "../../scripts/lib.mjs";

export const PRIMARY_ADMIN_EMAIL = "primary@cordillera.example";
export const ADMIN_PASSWORD = "Primary-Admin-1";
const SESSION_SECRET = "e2e-session-secret-0123456789abcdefghijklmnop";

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function runSync(command, args) {
  const r = spawnSync(command, args, { cwd: root, env: toolEnv, encoding: "utf8", input: "y\n" });
  if (r.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
}
const wranglerSync = (args) => runSync(bin("wrangler"), args);

/** Starts the built app on a fresh, migrated and seeded database. Call stop() when done. */
export async function startApp({ seed = true } = {}) {
  const state = mkdtempSync(join(tmpdir(), "cordillera-e2e-"));
  wranglerSync(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
  if (seed) {
    const file = join(state, "seed.sql");
    writeFileSync(file, seedSql(new Date()));
    wranglerSync(["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file]);
  }
  // The first administrator, made the one way the README gives.
  runSync(process.execPath, [
    join(root, "scripts", "admin-create.mjs"),
    "--email", PRIMARY_ADMIN_EMAIL,
    "--password", ADMIN_PASSWORD,
    "--persist-to", state,
  ]);
  const port = await freePort();
  const child = spawn(
    bin("wrangler"),
    [
      "dev",
      "--port", String(port),
      "--ip", "127.0.0.1",
      "--persist-to", state,
      "--var", `SESSION_SECRET:${SESSION_SECRET}`,
      "--var", `PRIMARY_ADMIN_EMAIL:${PRIMARY_ADMIN_EMAIL}`,
      "--show-interactive-dev-session=false",
    ],
    { cwd: root, env: toolEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log}`);
    try {
      const res = await fetch(url + "/");
      if (res.status === 200) break;
    } catch {}
    if (Date.now() > deadline) {
      process.kill(-child.pid, "SIGKILL");
      throw new Error(`wrangler dev did not answer within 90s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    state,
    log: () => log,
    async stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {}
      await new Promise((r) => setTimeout(r, 300));
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
      rmSync(state, { recursive: true, force: true });
    },
  };
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
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
 * Pass javaScriptEnabled: false to see what a visitor without JavaScript gets.
 */
export async function openPage(browser, { viewport = viewports.desktop, javaScriptEnabled = true } = {}) {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
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
  const violations = await page.evaluate((tags) =>
    window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }).then((r) =>
      r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(" "), html: n.html.slice(0, 200), summary: n.failureSummary })),
      })),
    ),
  AXE_TAGS);
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help}\n    at ${n.target}\n    ${n.html}\n    ${String(n.summary).replace(/\n/g, "\n    ")}`),
  );
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
