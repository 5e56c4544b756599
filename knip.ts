// Dead files, exports and dependencies (`npm run knip`, run by .ci/run). Knip's own plugins find most entries:
// react-router (app/routes.ts, every route module it lists, root.tsx, entry.server.tsx), wrangler (workers/app.ts),
// vitest (test/setup.ts and the test files), vite, drizzle, eslint and prettier (their configs).
// The route modules' `./+types/*` imports exist after `react-router typegen`, which the npm script runs first.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // The npm scripts' programs (start, seed, bench, …) and the helpers only they import.
    "scripts/*.mjs",
    // The browser tests, run by `node --test test/e2e/*.test.mjs`.
    "test/**/*.test.{ts,mjs}",
  ],
  project: ["app/**/*.{ts,tsx,css}", "workers/**/*.ts", "scripts/**/*.mjs", "test/**/*.{ts,mjs}", "*.config.{js,ts}"],
  // A symbol used in its own module is alive; knip reports exports nobody else imports as well otherwise.
  ignoreExportsUsedInFile: true,
  // test/e2e/harness.mjs reads node_modules/axe-core/axe.min.js as a file and injects it into the page.
  ignoreDependencies: ["axe-core"],
  // `@worker` is vitest's alias for the built Worker (build/server/index.js, vitest.config.ts), built from
  // workers/app.ts. A fresh clone has no build yet when knip runs; without this it reads as an unlisted package.
  paths: { "@worker": ["workers/app.ts"] },
};

export default config;
