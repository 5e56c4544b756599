// `node scripts/snapshot-pages.mjs --base http://localhost:8787 --out DIR`: saves what a visitor (and a
// client of the public API) receives for every public URL, so a restructuring can prove that nothing a
// visitor sees changed: take a snapshot before, one after, and `diff -r` them. Per-request values (nonces,
// request ids, asset hashes) are replaced with placeholders; everything else is kept byte for byte.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PUBLIC_PATHS } from "../app/platform/site.ts";
import { option } from "./lib.mjs";

const base = option("base") ?? "http://localhost:8787";
const out = option("out") ?? "tmp/snapshot";

const fixed = [
  ...PUBLIC_PATHS,
  "/blog?page=2",
  "/blog?category=Nearshore",
  "/blog/rss.xml",
  "/jobs?category=Engineering",
  "/newsletter",
  "/newsletter/confirm?token=not-a-token",
  "/newsletter/unsubscribe?token=not-a-token",
  "/no-such-page",
  "/blog/no-such-post",
  "/jobs/999999",
  "/sitemap.xml",
  "/robots.txt",
  "/admin/login",
  "/admin/forgot-password",
  "/admin/set-password?token=not-a-token",
  "/api/blog-posts",
  "/api/blog-posts?page=2",
  "/api/job-listings",
  "/api/marketing-materials/active/brochure",
  "/api/marketing-materials/active/pitch_deck",
  "/api/no-such-route",
  "/api/contacts",
];

/** Every blog post and job the sitemap lists, with each job's application form and JSON. */
async function discovered() {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const extra = [];
  for (const path of paths) {
    const job = /^\/jobs\/([^/]+)$/.exec(path);
    if (job) extra.push(`${path}/apply`, `/api/job-listings/${job[1]}`);
    const post = /^\/blog\/([^/]+)$/.exec(path);
    if (post) extra.push(`/api/blog-posts/${post[1]}`);
  }
  return [...paths, ...extra];
}

function normalise(text) {
  return (
    text
      .replaceAll(/nonce="[^"]*"/g, 'nonce="NONCE"')
      .replaceAll(/'nonce-[^']*'/g, "'nonce-NONCE'")
      .replaceAll(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css|woff2)/g, "$1-HASH.$2")
      .replaceAll(/name="challenge" value="[^"]*"/g, 'name="challenge" value="CHALLENGE"')
      .replaceAll(/"requestId":"[^"]*"/g, '"requestId":"ID"')
      // The route manifest's build id (admin pages hydrate; public pages carry none).
      .replaceAll(/"version": ?"[0-9a-f]{8}"/g, '"version": "BUILD"')
  );
}

// Headers that differ between a first and a repeat view (the edge cache) or between two runs (timings).
const skipHeaders = new Set([
  "date",
  "age",
  "cf-cache-status",
  "x-cache",
  "server-timing",
  "cf-ray",
  "x-request-id",
  "content-length",
  "server",
]);
const paths = [...new Set([...fixed, ...(await discovered())])].sort();
mkdirSync(out, { recursive: true });
for (const path of paths) {
  const response = await fetch(`${base}${path}`, { redirect: "manual" });
  const headers = [...response.headers]
    .filter(([name]) => !skipHeaders.has(name))
    .map(([name, value]) => `${name}: ${normalise(value)}`)
    .sort()
    .join("\n");
  const body = normalise(await response.text());
  const file = path.replaceAll(/[^\w.-]+/g, "_") || "_";
  writeFileSync(join(out, file), `${response.status} ${path}\n${headers}\n\n${body}`);
}
console.log(`${paths.length} URLs saved to ${out}`);
