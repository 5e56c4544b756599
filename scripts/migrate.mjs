// Applies the SQL migrations in migrations/ to the local D1 database, or to production with --remote.
import { d1Target, hasFlag, option, wrangler } from "./lib.mjs";

export function migrate({ remote = false, persistTo } = {}) {
  wrangler(["d1", "migrations", "apply", "DB", ...d1Target({ remote, persistTo })], { input: "y\n" });
}

if (import.meta.url === `file://${process.argv[1]}`)
  migrate({ remote: hasFlag("remote"), persistTo: option("persist-to") });
