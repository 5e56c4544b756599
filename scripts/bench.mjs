// `npm run bench`: builds, serves the production build with wrangler on loopback (fresh state, demo content),
// load-tests the public pages (repeat views, answered by the edge cache) against a static asset of the same build,
// counts each page's D1 round trips on a first and a repeat view (from Server-Timing) and the JavaScript it loads
// before it is interactive; then loads 100,000 contacts,
// 100,000 applications and 5,000 posts and times the admin list, search and filter queries against the same
// queries on the demo data. Prints the figures with a pass/fail line per budget; exits 1 if one is missed.
// `-- --admin-only` skips the public pages and times the back office alone; `-- --no-build` reuses the build.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { PUBLIC_PATHS } from "../app/platform/site.ts";
import { DEMO_PIPELINE_JOB } from "../app/db/demo-pipeline.ts";
import { bin, run } from "./lib.mjs";
import { ADMIN_PASSWORD, PRIMARY_ADMIN_EMAIL, executeSqlFile, prepareState, serveState } from "./serve-build.mjs";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const ADMIN_SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 25);
// JavaScript: 15 KB gzip per public page since they stopped hydrating (was 100 KB, never met); D1: at most 2 round
// trips on a first view, none on a repeat view (the edge cache, docs/decisions/0008-edge-cache.md).
const BUDGET = { d1: 2, d1Repeat: 0, jsGzip: 15 * 1024, adminRatio: 2 };
const BIG = { contacts: 100_000, applications: 100_000, posts: 5_000, talentProfiles: 100_000 };
// The demo's own 36 talent profiles stand in for the pool at demo size.
const DEMO_SIZE = { contacts: 40, applications: 40, posts: 0, talentProfiles: 0 };
// A word that only a handful of the generated rows contain (and none of the demo rows).
const RARE = "quetzal";

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(1)} ms`;
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const median = (xs) =>
  pct(
    [...xs].sort((a, b) => a - b),
    50,
  );

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    "| " + r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(" | ") + " |";
  return [
    line(rows[0]),
    "| " + widths.map((w, i) => (i === 0 ? "-".repeat(w) : "-".repeat(w - 1) + ":")).join(" | ") + " |",
    ...rows.slice(1).map(line),
  ].join("\n");
}

/** A prerendered page (docs/decisions/0029) is answered by the asset server: no Worker, no request id, no D1. */
const fromAssets = (res) => !res.headers.has("X-Request-Id") && !res.headers.has("Server-Timing");

function d1Count(res) {
  if (fromAssets(res)) return 0;
  const m = /desc="(\d+) D1 queries"/.exec(res.headers.get("Server-Timing") ?? "");
  return m ? Number(m[1]) : NaN;
}
function d1Ms(res) {
  const m = /db;dur=([\d.]+)/.exec(res.headers.get("Server-Timing") ?? "");
  return m ? Number(m[1]) : NaN;
}

/** Fixed concurrency for a fixed time: requests/s and latency percentiles. */
async function load(url, { headers = {} } = {}) {
  const latencies = [];
  let errors = 0;
  const hit = async () => {
    const t = performance.now();
    try {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
    } catch {
      errors++;
    }
    return performance.now() - t;
  };
  // Warm-up: compile the route's code and fill caches before measuring.
  for (let i = 0; i < 20; i++) await hit();
  const started = performance.now();
  const end = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) latencies.push(await hit());
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    n: latencies.length,
    errors,
  };
}

/** Every /assets/*.js the HTML makes the browser load before hydration, with its gzip size. */
async function pageJs(origin, html) {
  const urls = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+\.js)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+\.js)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/import\s*(?:\(\s*)?["']([^"']+\.js)["']/g)) urls.add(i[1]);
  }
  let raw = 0;
  let gzip = 0;
  let framework = 0;
  for (const u of urls) {
    const body = Buffer.from(await (await fetch(new URL(u, origin))).arrayBuffer());
    const zipped = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += zipped;
    // React and React Router, recognised by their own error texts (chunk names change as Rollup merges chunks):
    // react-dom with the client entry, and the shared chunk with react and react-router.
    const text = body.toString("utf8");
    if (text.includes("react.dev/errors/") || text.includes("may be used only in the context of a <Router>"))
      framework += zipped;
  }
  return { files: urls.size, raw, gzip, framework, urls: [...urls] };
}

async function signIn(origin) {
  const res = await fetch(origin + "/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ email: PRIMARY_ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

// The hiring board (issue 30): a job of the bench's own with 500 applications, loaded with the demo-size data, so
// both runs render the same 500 cards and the 100k run compares the queries with 100,000 more rows in the table.
const BOARD_JOB = 90001;
const BOARD_CARDS = 500;

/** SQL for the board's job and its 500 applications across the stages, some with a CV link and a note. */
function boardSql(now) {
  return `
INSERT INTO jobs (id, title, department, location, type, salary, description, responsibilities, requirements, category, published, published_at, created_at, updated_at)
VALUES (${BOARD_JOB}, 'Bench Board Engineer', 'Engineering', 'Remote', 'Full-time', '', 'The bench board.', '', '', 'Engineering', 0, NULL, ${now}, ${now});
INSERT INTO job_applications (job_id, position, full_name, email, phone, cover_letter, resume, status, status_changed_at, created_at, updated_at)
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BOARD_CARDS})
SELECT ${BOARD_JOB}, 'Bench Board Engineer', 'Board Candidate ' || i, 'board' || i || '@example.com', '+57 300 ' || (1000000 + i),
  'Hello.', CASE WHEN i % 3 = 0 THEN 'https://example.com/cv/board-' || i || '.pdf' ELSE '' END,
  CASE i % 5 WHEN 0 THEN 'new' WHEN 1 THEN 'reviewing' WHEN 2 THEN 'interview' WHEN 3 THEN 'hired' ELSE 'rejected' END,
  ${now} - i * 3600000, ${now} - i * 3600000, ${now} - i * 3600000
FROM n;
INSERT INTO application_notes (application_id, author_name, body, created_at)
SELECT id, 'Bench', 'A note.', ${now} FROM job_applications WHERE job_id = ${BOARD_JOB} AND id % 4 = 0;
`;
}

/** The admin queries timed at demo size and at 100k rows; `demoJob` is the demo job whose board the demo fills. */
const adminQueries = (demoJob) => [
  ["board: demo job", `/admin/jobs/${demoJob}/pipeline`],
  [`board: ${BOARD_CARDS} cards on one job`, `/admin/jobs/${BOARD_JOB}/pipeline`],
  [`board: ${BOARD_CARDS} cards (API)`, `/api/job-listings/${BOARD_JOB}/pipeline`],
  ["contacts: list page 1", "/admin/contacts"],
  ["contacts: search", `/admin/contacts?q=${RARE}`],
  ["contacts: status filter", "/admin/contacts?status=archived"],
  ["applications: list page 1", "/admin/applications"],
  ["applications: search", `/admin/applications?q=${RARE}`],
  ["applications: status filter", "/admin/applications?status=hired"],
  ["blog: list page 1", "/admin/blog"],
  ["blog: search", `/admin/blog?q=${RARE}`],
  ["blog: drafts filter (API)", "/api/blog-posts?published=false&limit=20"],
  // The talent network (issue 30): the pool's page, its skills filters (all / any) with the others, its search.
  ["talent pool: list page 1", "/admin/talent-pool"],
  ["talent pool: all of 2 skills", "/admin/talent-pool?skill=React&skill=AWS&match=all"],
  ["talent pool: any skill + country", "/admin/talent-pool?skill=Go&skill=Flutter&match=any&country=MX"],
  ["talent pool: search", `/admin/talent-pool?q=${RARE}`],
  ["talent pool: filters (API)", "/api/talent-profiles?skill=React&english=C1&seniority=senior"],
];

/** Median latency (and D1 time) of each admin query, measured one request at a time. */
async function timeAdmin(origin, demoJob) {
  const cookie = await signIn(origin);
  const out = {};
  for (const [name, path] of adminQueries(demoJob)) {
    const lat = [];
    const db = [];
    for (let i = 0; i < ADMIN_SAMPLES + 3; i++) {
      const t = performance.now();
      const res = await fetch(origin + path, { headers: { Cookie: cookie } });
      await res.arrayBuffer();
      const dt = performance.now() - t;
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      if (i >= 3) {
        lat.push(dt);
        db.push(d1Ms(res));
      }
    }
    out[name] = { latency: median(lat), db: median(db) };
  }
  return out;
}

/** SQL that adds the large data set: one INSERT … SELECT over a recursive counter per table. */
function bigDataSql(now, counts = BIG, from = 1) {
  const counter = (n) =>
    `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${from + n - 1})`;
  const rare = () => `CASE WHEN i % 20000 = 7 THEN ' ${RARE}' ELSE '' END`;
  return `
INSERT INTO contacts (name, email, company, phone, interest, message, status, created_at, updated_at)
${counter(counts.contacts)}
SELECT 'Person ' || i, 'person' || i || '@example.com', 'Company ' || (i % 997) || ${rare()},
  '+1 555 ' || (1000000 + i), CASE i % 4 WHEN 0 THEN 'staff-augmentation' WHEN 1 THEN 'custom-development' WHEN 2 THEN 'specialized-practices' ELSE 'other' END,
  'We would like to talk about a nearshore team of ' || (i % 12 + 2) || ' engineers for our platform rebuild.' || ${rare()},
  CASE i % 3 WHEN 0 THEN 'new' WHEN 1 THEN 'read' ELSE 'archived' END,
  ${now} - i * 60000, ${now} - i * 60000
FROM n WHERE ${counts.contacts} > 0;
INSERT INTO job_applications (job_id, position, full_name, email, phone, cover_letter, resume, status, created_at, updated_at)
${counter(counts.applications)}
SELECT NULL, 'Position ' || (i % 40), 'Applicant ' || i || ${rare()}, 'applicant' || i || '@example.com', '+52 55 ' || (10000000 + i),
  'I have ' || (i % 15 + 1) || ' years of experience and would love to join the team.', 'https://example.com/cv/' || i || '.pdf',
  CASE i % 6 WHEN 0 THEN 'new' WHEN 1 THEN 'pending' WHEN 2 THEN 'reviewing' WHEN 3 THEN 'interview' WHEN 4 THEN 'rejected' ELSE 'hired' END,
  ${now} - i * 60000, ${now} - i * 60000
FROM n WHERE ${counts.applications} > 0;
INSERT INTO blog_posts (title, slug, excerpt, content, author, image_url, published, published_at, created_at, updated_at)
${counter(counts.posts)}
SELECT 'Generated post ' || i || ${rare()}, 'generated-post-' || i, 'An excerpt for generated post ' || i || '.',
  '## Heading\n\nBody of generated post ' || i || '. ' || 'Nearshore teams work in your hours. ', 'Author ' || (i % 25), NULL,
  i % 5 <> 0, CASE WHEN i % 5 <> 0 THEN ${now} - i * 3600000 END, ${now} - i * 3600000, ${now} - i * 3600000
FROM n WHERE ${counts.posts} > 0;
INSERT INTO talent_profiles (full_name, email, phone, country, seniority, english_level, profile_url, consent_at, language, created_at, updated_at)
${counter(counts.talentProfiles)}
SELECT 'Talent ' || i || ${rare()}, 'talent' || i || '@example.com', '+57 300 ' || (1000000 + i),
  CASE i % 5 WHEN 0 THEN 'US' WHEN 1 THEN 'CR' WHEN 2 THEN 'MX' WHEN 3 THEN 'CO' ELSE 'other' END,
  CASE i % 4 WHEN 0 THEN 'junior' WHEN 1 THEN 'mid' WHEN 2 THEN 'senior' ELSE 'lead' END,
  CASE (i / 4) % 4 WHEN 0 THEN 'B1' WHEN 1 THEN 'B2' WHEN 2 THEN 'C1' ELSE 'C2' END,
  'https://example.com/in/talent-' || i, ${now} - i * 60000, 'en', ${now} - i * 60000, ${now} - i * 60000
FROM n WHERE ${counts.talentProfiles} > 0;
-- Three skills each, of twelve, so a skill is on about a quarter of the pool.
WITH s(k, skill) AS (VALUES (0, 'React'), (1, 'TypeScript'), (2, 'Node.js'), (3, 'AWS'), (4, 'Python'), (5, 'Go'),
  (6, 'Flutter'), (7, 'Kubernetes'), (8, 'PostgreSQL'), (9, 'Java / Spring'), (10, '.NET'), (11, 'Playwright'))
INSERT OR IGNORE INTO talent_profile_skills (skill, profile_id)
SELECT s.skill, p.id FROM talent_profiles p JOIN s ON s.k IN (p.id % 12, (p.id / 12) % 12, (p.id / 144) % 12)
WHERE p.email LIKE 'talent%@example.com';
`;
}

/** Runs SQL against the bench's local database (through wrangler, as the app's own scripts do). */
function loadSql(state, sql) {
  const dir = mkdtempSync(join(tmpdir(), "cordillera-bench-sql-"));
  try {
    const file = join(dir, "data.sql");
    writeFileSync(file, sql);
    executeSqlFile(state, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function pass(ok) {
  return ok ? "pass" : "FAIL";
}

async function main() {
  if (!process.argv.includes("--no-build")) run(bin("react-router"), ["build"]);
  const state = prepareState({ seed: true });
  let server;
  const failures = [];
  try {
    server = await serveState(state, { removeState: false });
    const origin = server.url;

    const { posts } = await (await fetch(`${origin}/api/blog-posts?published=true&limit=1`)).json();
    const slug = posts[0].slug;
    const { jobListings } = await (await fetch(`${origin}/api/job-listings`)).json();
    const jobId = jobListings[0].id;
    const demoBoardJob = jobListings.find((j) => j.title === DEMO_PIPELINE_JOB)?.id ?? jobId;
    // With a cookie, so this look does not fill the edge cache before the first view below.
    const home = await (await fetch(origin + "/", { headers: { Cookie: "bench=1" } })).text();
    // The static asset to compare with: the public pages' one script (the admin's client entry is not on them).
    const asset = /\/assets\/site-[^"]+\.js/.exec(home)?.[0];
    if (!asset) throw new Error("no behaviour script found in the home page");

    // `--admin-only`: the back-office timings alone (the public pages' load test takes most of the run).
    if (!process.argv.includes("--admin-only")) {
      // Every public page, a job's dialog and its application form included.
      // The Spanish home, careers list and apply form too (issue 27): a language must cost nothing.
      const pages = [
        ...PUBLIC_PATHS,
        `/blog/${slug}`,
        `/jobs/${jobId}`,
        `/jobs/${jobId}/apply`,
        "/es",
        "/es/jobs",
        `/es/jobs/${jobId}/apply`,
      ];
      const targets = [...pages, "/api/blog-posts?published=true&limit=6", asset];
      console.log(
        `\nLoad (repeat views): ${CONCURRENCY} concurrent connections for ${DURATION_MS / 1000}s per URL, after 20 warm-up requests.\n`,
      );
      const results = [];
      for (const path of targets) {
        const res = await fetch(origin + path);
        const body = await res.text();
        // The repeat view, once the first view's copy has been stored (after its response, through waitUntil).
        await new Promise((resolve) => setTimeout(resolve, 100));
        const again = await fetch(origin + path);
        await again.arrayBuffer();
        const isPage = pages.includes(path);
        const js = isPage ? await pageJs(origin, body) : null;
        const stats = await load(origin + path);
        results.push({
          path,
          d1: path === asset ? 0 : d1Count(res),
          d1Repeat: path === asset ? 0 : d1Count(again),
          cacheStatus: fromAssets(again)
            ? "static"
            : `${res.headers.get("X-Cache") ?? "-"}/${again.headers.get("X-Cache") ?? "-"}`,
          js,
          stats,
          cache: res.headers.get("Cache-Control"),
          isPage,
        });
        process.stdout.write(".");
      }
      process.stdout.write("\n\n");
      const assetRps = results.at(-1).stats.rps;
      const rows = [
        [
          "URL",
          "req/s",
          "p50",
          "p99",
          "vs asset",
          "D1 first / repeat",
          "edge cache",
          "JS before interactive (raw / gzip)",
          "budgets",
        ],
      ];
      for (const r of results) {
        const isAsset = r.path === asset;
        const d1ok = isAsset || (r.d1 <= BUDGET.d1 && (!r.isPage || r.d1Repeat <= BUDGET.d1Repeat));
        if (r.isPage && r.d1Repeat > BUDGET.d1Repeat)
          failures.push(`${r.path}: ${r.d1Repeat} D1 queries on a repeat view (budget ${BUDGET.d1Repeat})`);
        const jsok = !r.js || r.js.gzip < BUDGET.jsGzip;
        if (!d1ok) failures.push(`${r.path}: ${r.d1} D1 queries (budget ${BUDGET.d1})`);
        if (!jsok) failures.push(`${r.path}: ${kb(r.js.gzip)} JS gzip (budget < ${kb(BUDGET.jsGzip)})`);
        if (r.js && r.js.framework > 0)
          failures.push(`${r.path}: loads React (${kb(r.js.framework)} gzip): it hydrates`);
        if (r.stats.errors) failures.push(`${r.path}: ${r.stats.errors} failed requests`);
        rows.push([
          isAsset ? `${r.path.replace(/-[\w-]+\.js$/, "-….js")} (static)` : r.path,
          r.stats.rps.toFixed(0),
          ms(r.stats.p50),
          ms(r.stats.p99),
          isAsset ? "1.00" : (r.stats.rps / assetRps).toFixed(2),
          isAsset ? "-" : `${r.d1} / ${r.d1Repeat}`,
          isAsset ? "-" : r.cacheStatus,
          r.js ? `${kb(r.js.raw)} / ${kb(r.js.gzip)} (${r.js.files} files)` : "-",
          isAsset ? "-" : `D1 ${pass(d1ok)}${r.js ? `, JS ${pass(jsok)}` : ""}`,
        ]);
      }
      console.log(table(rows));
      const pageJsRows = results.filter((r) => r.js);
      const own = pageJsRows.map((r) => r.js.gzip - r.js.framework);
      console.log(
        `\nPublic pages do not hydrate (docs/decisions/0007-no-hydration.md): React and React Router make ` +
          `${kb(Math.max(...pageJsRows.map((r) => r.js.framework)))} gzip of it; the behaviour script is ` +
          `${kb(Math.min(...own))}–${kb(Math.max(...own))}. D1 "first / repeat": the first view renders (a miss), the ` +
          `repeat view is answered by the edge cache; the load test measures repeat views.`,
      );

      // Edge caching: public pages and hashed assets.
      console.log("");
      for (const r of results.filter((r) => r.isPage || r.path === asset)) {
        const ok =
          r.path === asset
            ? /immutable/.test(r.cache ?? "") && /max-age=31536000/.test(r.cache ?? "")
            : /s-maxage=\d+/.test(r.cache ?? "") && /stale-while-revalidate=\d+/.test(r.cache ?? "");
        if (!ok) failures.push(`${r.path}: Cache-Control ${r.cache}`);
        console.log(`Cache-Control ${r.path === asset ? "(hashed asset)" : r.path}: ${r.cache} → ${pass(ok)}`);
      }
    }

    // The demo content has no enquiries or applications; a demo-size back office has a page or two of each, so
    // both runs render full pages and the comparison is of the queries, not of an empty table against a full one.
    await server.stop();
    server = undefined;
    loadSql(state, bigDataSql(Date.now(), DEMO_SIZE) + boardSql(Date.now()));
    server = await serveState(state, { removeState: false });
    console.log(
      `\nTiming the admin queries on the demo data (+${DEMO_SIZE.contacts} contacts and ${DEMO_SIZE.applications} applications)…`,
    );
    const small = await timeAdmin(server.url, demoBoardJob);
    await server.stop();
    server = undefined;

    console.log(
      `Adding ${BIG.contacts.toLocaleString("en")} contacts, ${BIG.applications.toLocaleString("en")} applications and ${BIG.posts.toLocaleString("en")} posts…`,
    );
    const started = performance.now();
    loadSql(state, bigDataSql(Date.now(), BIG, DEMO_SIZE.contacts + 1));
    console.log(`  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    server = await serveState(state, { removeState: false });
    const big = await timeAdmin(server.url, demoBoardJob);

    console.log(
      `\nAdmin queries, median of ${ADMIN_SAMPLES} requests one at a time as a signed-in admin (page latency; D1 time from Server-Timing):\n`,
    );
    const adminRows = [["query", "demo data", "D1", "100k rows", "D1", "ratio", `budget ≤ ${BUDGET.adminRatio}x`]];
    for (const [name] of adminQueries(demoBoardJob)) {
      const ratio = big[name].latency / small[name].latency;
      const ok = ratio <= BUDGET.adminRatio;
      if (!ok) failures.push(`${name}: ${ratio.toFixed(2)}x its demo-size time (budget ${BUDGET.adminRatio}x)`);
      adminRows.push([
        name,
        ms(small[name].latency),
        ms(small[name].db),
        ms(big[name].latency),
        ms(big[name].db),
        `${ratio.toFixed(2)}x`,
        pass(ok),
      ]);
    }
    console.log(table(adminRows));
  } finally {
    await server?.stop();
    rmSync(state, { recursive: true, force: true });
  }

  console.log("");
  if (failures.length) {
    console.log(`Budgets missed (${failures.length}):`);
    for (const f of failures) console.log(`  - ${f}`);
    process.exitCode = 1;
  } else {
    console.log("All budgets met.");
  }
}

await main();
