// The smoke suite against the built Worker (build/server/index.js, what `wrangler deploy` uploads): the tests of
// what only the build shows (security headers and CSP with the hashed behaviour script, the edge cache, errors,
// a page of every kind, sign-in, and every route of the built route table behind its guard). `npm test` builds
// and runs it after the whole suite has run against the source.
import { workerdTests } from "./vitest.config";

export default workerdTests({
  main: "./build/server/index.js",
  include: [
    "test/integration/headers.test.ts",
    "test/integration/edge-cache.test.ts",
    "test/integration/errors.test.ts",
    "test/integration/marketing.test.ts",
    "test/integration/site-url.test.ts",
    "test/integration/authorization.test.ts",
    "test/integration/auth.test.ts",
    "test/integration/static-pages.test.ts",
  ],
  results: "test-results/vitest-build.json",
});
