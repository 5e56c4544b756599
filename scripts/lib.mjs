// Helpers shared by the project's scripts: run a local tool, read the arguments, prepare .dev.vars.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (name) => join(root, "node_modules", ".bin", name);

/** Wrangler without telemetry or the cf-object fetch it cannot make on an offline machine. */
export const toolEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  // Scripts started through npm already run on the project's Node 22; this keeps it so when run directly.
  PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH ?? ""}`,
};

export function run(command, args, { capture = false, input } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: toolEnv,
    input,
    stdio: capture ? ["pipe", "pipe", "inherit"] : input ? ["pipe", "inherit", "inherit"] : "inherit",
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024, // a query's JSON can be large (the load test reads back every enquiry it sent)
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed with exit code ${result.status}`);
  }
  return result.stdout ?? "";
}

export function wrangler(args, options) {
  return run(bin("wrangler"), args, options);
}

/** Wrangler's arguments for the database to use: production, or local state (by default .wrangler/state). */
export function d1Target({ remote = false, persistTo } = {}) {
  if (remote) return ["--remote"];
  return persistTo ? ["--local", "--persist-to", persistTo] : ["--local"];
}

/** Runs SQL against the local (or, with remote=true, the production) D1 database and returns the rows. */
export function d1Query(sql, { remote = false, persistTo } = {}) {
  const out = wrangler(["d1", "execute", "DB", ...d1Target({ remote, persistTo }), "--json", "--command", sql], {
    capture: true,
  });
  const parsed = JSON.parse(out.slice(out.indexOf("[")));
  return parsed[0]?.results ?? [];
}

export function hasFlag(name) {
  return process.argv.includes(`--${name}`);
}

export function option(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Creates .dev.vars from .dev.vars.example on first run, with a freshly generated SESSION_SECRET. */
export function ensureDevVars() {
  const target = join(root, ".dev.vars");
  if (existsSync(target)) return;
  copyFileSync(join(root, ".dev.vars.example"), target);
  const secret = randomBytes(32).toString("base64url");
  const text = readFileSync(target, "utf8").replace(/^SESSION_SECRET=.*$/m, `SESSION_SECRET=${secret}`);
  writeFileSync(target, text, { mode: 0o600 });
  console.log("Created .dev.vars with a new SESSION_SECRET.");
}
