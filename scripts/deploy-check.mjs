// `npm run deploy:check` (and first thing in `npm run deploy`): refuses to deploy a configuration that still has the
// local placeholders (scripts/deploy-config.mjs), lists the secrets production needs, builds, and runs
// `wrangler deploy --dry-run` to report the Worker's compressed size against the plans' limits.
// `--bundle-only` skips the configuration (CI: wrangler.toml keeps its local placeholders) and checks the size alone.
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { parse } from "smol-toml";
import { configProblems, REQUIRED_SECRETS } from "./deploy-config.mjs";
import { bin, hasFlag, option, root, run, wrangler } from "./lib.mjs";

/** Cloudflare's limits on a Worker's compressed size: the Free plan's, and the Paid plan's this product needs. */
const LIMITS = { free: 3 * 1024 * 1024, paid: 10 * 1024 * 1024 };
const configPath = option("config") ?? join(root, "wrangler.toml");
let failed = false;

if (!hasFlag("bundle-only")) {
  const problems = configProblems(readFileSync(configPath, "utf8"));
  if (problems.length) {
    failed = true;
    console.error(`✗ ${configPath} is not ready for production:\n  - ${problems.join("\n  - ")}`);
  } else console.log(`✓ ${configPath}: bindings named, no placeholders.`);
  console.log(
    `  Secrets production needs (wrangler secret put NAME): ${REQUIRED_SECRETS.join(", ")}; optional ones are in .dev.vars.example.`,
  );
}

run(bin("react-router"), ["build"], { capture: true });
if (!hasFlag("bundle-only")) {
  // The prerendered pages are rendered at build time with the build's settings, and .dev.vars overrides
  // wrangler.toml's there: a local SITE_URL would go live in their canonical and share links (docs/decisions/0029).
  const origin = new URL(String(parse(readFileSync(configPath, "utf8")).vars?.SITE_URL)).origin;
  const client = join(root, "build", "client");
  const pages = readdirSync(client, { recursive: true }).filter((f) => String(f).endsWith("index.html"));
  const wrong = pages.filter((f) => !readFileSync(join(client, String(f)), "utf8").includes(`href="${origin}/`));
  if (wrong.length) {
    failed = true;
    console.error(`✗ Prerendered pages not built for ${origin} (is SITE_URL set in .dev.vars?): ${wrong.join(", ")}`);
  } else console.log(`✓ ${pages.length} prerendered pages link to ${origin}.`);
}
const outdir = join(root, "tmp", "deploy-check");
// Emptied first: a chunk of an earlier build left in it would be counted too (chunk names carry their hash).
rmSync(outdir, { recursive: true, force: true });
wrangler(["deploy", "--dry-run", "--outdir", outdir], { capture: true });
const files = readdirSync(outdir, { recursive: true })
  .map((f) => join(outdir, String(f)))
  .filter((f) => statSync(f).isFile() && /\.(m?js|wasm)$/.test(f));
const raw = files.reduce((n, f) => n + statSync(f).size, 0);
const compressed = files.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
console.log(
  `  Worker bundle: ${mb(raw)}, ${mb(compressed)} compressed (Free plan limit ${mb(LIMITS.free)}, Paid ${mb(LIMITS.paid)}).`,
);
if (compressed > LIMITS.free) {
  failed = true;
  console.error(`✗ The bundle is over ${mb(LIMITS.free)} compressed.`);
}
process.exit(failed ? 1 : 0);
