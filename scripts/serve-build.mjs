// Serves the production build with `wrangler dev` on a free loopback port and its own fresh local state
// (migrated, optionally seeded, with a first administrator). Used by the browser tests, `npm run bench` and
// `npm run lighthouse`; call stop() when done, which kills the server's process group and removes the state.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedSql } from "../app/db/seed.ts";
import { storeDemoMaterials } from "./demo-materials.mjs";
import { bin, root, toolEnv } from "./lib.mjs";

export const PRIMARY_ADMIN_EMAIL = "primary@cordillera.example";
export const ADMIN_PASSWORD = "Primary-Admin-1";
const SESSION_SECRET = "local-test-session-secret-0123456789abcdefghijklmnop";

export function freePort() {
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
  const r = spawnSync(command, args, { cwd: root, env: toolEnv, encoding: "utf8", input: "y\n", maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}
const wranglerSync = (args) => runSync(bin("wrangler"), args);

/** Runs a SQL file against a local state directory (the server must not be running on it meanwhile). */
export function executeSqlFile(state, file) {
  return wranglerSync(["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file]);
}

/**
 * A fresh state directory with the migrations applied, the demo content and materials (seed=true) and the first
 * administrator.
 */
export function prepareState({ seed = true } = {}) {
  const state = mkdtempSync(join(tmpdir(), "cordillera-local-"));
  wranglerSync(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
  if (seed) {
    const file = join(state, "seed.sql");
    // The demo brochure and pitch deck too, as `npm start` stores them (R2 objects and their rows).
    writeFileSync(file, seedSql(new Date()) + storeDemoMaterials({ persistTo: state }));
    executeSqlFile(state, file);
  }
  // The first administrator, made the one way the README gives.
  runSync(process.execPath, [
    join(root, "scripts", "admin-create.mjs"),
    "--email",
    PRIMARY_ADMIN_EMAIL,
    "--password",
    ADMIN_PASSWORD,
    "--persist-to",
    state,
  ]);
  return state;
}

/**
 * Serves the build on an existing state directory. stop() kills the server; with removeState (the default)
 * it also deletes the state directory. `logLevel: "warn"` drops wrangler's line per request, which its proxy posts to
 * wrangler's node process for every request (miniflare's entry worker, `maybeLogRequest`): under load that process
 * took a quarter of a core, work Cloudflare's edge does not do.
 */
export async function serveState(state, { removeState = true, logLevel } = {}) {
  const port = await freePort();
  const child = spawn(
    bin("wrangler"),
    [
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      state,
      "--var",
      `SESSION_SECRET:${SESSION_SECRET}`,
      "--var",
      `PRIMARY_ADMIN_EMAIL:${PRIMARY_ADMIN_EMAIL}`,
      "--var",
      `SITE_URL:http://localhost:${port}`,
      "--show-interactive-dev-session=false",
      ...(logLevel ? ["--log-level", logLevel] : []),
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
    } catch {
      // Not listening yet: try again until the deadline.
    }
    if (Date.now() > deadline) {
      process.kill(-child.pid, "SIGKILL");
      throw new Error(`wrangler dev did not answer within 90s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    port,
    state,
    /** The process group of wrangler and the workerd processes it runs (the bench reads their CPU time). */
    group: child.pid,
    log: () => log,
    async stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      await new Promise((r) => setTimeout(r, 300));
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
      if (removeState) rmSync(state, { recursive: true, force: true });
    },
  };
}

/** Starts the built app on a fresh, migrated and seeded database. Call stop() when done. */
export async function startApp({ seed = true } = {}) {
  const state = prepareState({ seed });
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await serveState(state);
    } catch (error) {
      // The free port can be taken between finding it and wrangler binding it (other servers start too):
      // that one failure is worth another port; anything else is not.
      if (attempt < 3 && /Address already in use/.test(String(error))) continue;
      rmSync(state, { recursive: true, force: true });
      throw error;
    }
  }
}

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
