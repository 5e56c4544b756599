// Applies the SQL migrations in migrations/ to the local D1 database, or to production with --remote.
import { hasFlag, wrangler } from "./lib.mjs";

export function migrate({ remote = false } = {}) {
  wrangler(["d1", "migrations", "apply", "DB", remote ? "--remote" : "--local"], { input: "y\n" });
}

if (import.meta.url === `file://${process.argv[1]}`) migrate({ remote: hasFlag("remote") });
