// The lockfile must be what npm would write for package.json, with every platform's optional builds, so `npm ci`
// installs on Linux, macOS and Windows alike (`npm run lockfile:check`, run by CI). npm recomputes it without
// installing anything; any difference from the committed file fails, with the first lines of the difference.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./lib.mjs";

const scratch = mkdtempSync(join(tmpdir(), "lockfile-"));
try {
  for (const file of ["package.json", "package-lock.json", ".npmrc"]) {
    try {
      cpSync(join(root, file), join(scratch, file));
    } catch {
      // .npmrc is optional
    }
  }
  const npm = spawnSync("npm", ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund"], {
    cwd: scratch,
    encoding: "utf8",
  });
  if (npm.status !== 0) {
    console.error(npm.stderr);
    process.exit(1);
  }
  const committed = readFileSync(join(root, "package-lock.json"), "utf8");
  const computed = readFileSync(join(scratch, "package-lock.json"), "utf8");
  if (committed !== computed) {
    const a = committed.split("\n");
    const b = computed.split("\n");
    const first = a.findIndex((line, i) => line !== b[i]);
    console.error(
      `package-lock.json is out of date with package.json (first difference at line ${first + 1}):\n` +
        `  committed: ${a[first]}\n  npm would write: ${b[first]}\nRun \`npm install\` and commit package-lock.json.`,
    );
    process.exit(1);
  }
  console.log("package-lock.json matches package.json, with every platform's optional builds.");
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
