// Every repository path that SECURITY.md, the README and the decision records name must exist, so the documents
// that say where a protection lives never point at a file that moved (`npm run docs:check`, run by CI).
// A decision record may be named by its number alone ("docs/decisions/0009").
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./lib.mjs";

const DOCS = [
  "SECURITY.md",
  "README.md",
  ...readdirSync(join(root, "docs/decisions")).map((f) => `docs/decisions/${f}`),
];
const PATH = /(?<![\w/.-])((?:app|workers|scripts|test|migrations|docs|public|\.ci)\/[\w./$+-]*[\w$+-])/g;
const records = readdirSync(join(root, "docs/decisions"));

const missing = [];
for (const doc of DOCS) {
  for (const [, found] of readFileSync(join(root, doc), "utf8").matchAll(PATH)) {
    const path = found.replace(/[.,:;)]+$/, "");
    const record = /^docs\/decisions\/(\d{4})$/.exec(path)?.[1];
    const exists = record ? records.some((r) => r.startsWith(`${record}-`)) : existsSync(join(root, path));
    if (!exists) missing.push(`${doc}: ${path}`);
  }
}
if (missing.length) {
  console.error(`These documents name paths that do not exist:\n  ${[...new Set(missing)].join("\n  ")}`);
  process.exit(1);
}
console.log(`Every path named in ${DOCS.length} documents exists.`);
