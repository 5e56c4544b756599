// Loads the demo content into the local D1 database, but only when that database holds no content yet.
// `--subscribers N` also adds N confirmed newsletter subscribers (reader-1@readers.example …), to try a campaign.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { seedSql, subscribersSql } from "../app/db/seed.ts";
import { d1Query, wrangler } from "./lib.mjs";

function execute(sql) {
  const dir = mkdtempSync(join(tmpdir(), "cordillera-seed-"));
  const file = join(dir, "seed.sql");
  try {
    writeFileSync(file, sql);
    wrangler(["d1", "execute", "DB", "--local", "--file", file], { capture: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function seed() {
  const [{ n } = { n: 0 }] = d1Query(
    "select (select count(*) from blog_posts) + (select count(*) from job_listings) + (select count(*) from contacts) + (select count(*) from job_applications) as n",
  );
  if (Number(n) > 0) {
    console.log("Local database already has content; demo content not loaded.");
    return;
  }
  execute(seedSql(new Date()));
  console.log("Loaded the demo content into the local database.");
}

function seedSubscribers(count) {
  execute(subscribersSql(count, new Date()));
  console.log(`Added up to ${count} confirmed newsletter subscribers (reader-N@readers.example).`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { subscribers: { type: "string" } } });
  seed();
  if (values.subscribers !== undefined) seedSubscribers(Number(values.subscribers));
}
