// Loads the demo content into the local D1 database, but only when that database holds no content yet.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedSql } from "../app/db/seed.ts";
import { d1Query, wrangler } from "./lib.mjs";

export function seed() {
  const [{ n } = { n: 0 }] = d1Query(
    "select (select count(*) from blog_posts) + (select count(*) from job_listings) + (select count(*) from contacts) + (select count(*) from job_applications) as n",
  );
  if (Number(n) > 0) {
    console.log("Local database already has content; demo content not loaded.");
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "cordillera-seed-"));
  const file = join(dir, "seed.sql");
  try {
    writeFileSync(file, seedSql(new Date()));
    wrangler(["d1", "execute", "DB", "--local", "--file", file], { capture: true });
    console.log("Loaded the demo content into the local database.");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) seed();
