// The bench's back-office half (scripts/bench.mjs): the admin list, search and filter queries timed one request at
// a time on the demo data (plus 40 contacts, 40 applications and a 500-card board), then again after loading
// 100,000 contacts, applications and talent profiles and 5,000 posts; each must stay within 2x its demo-size time.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ms, median, pass, table } from "./bench-report.mjs";
import { ADMIN_PASSWORD, PRIMARY_ADMIN_EMAIL, executeSqlFile, serveState } from "./serve-build.mjs";

const ADMIN_SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 25);
const ADMIN_RATIO = 2;
const BIG = { contacts: 100_000, applications: 100_000, posts: 5_000, talentProfiles: 100_000 };
// The demo's own 36 talent profiles stand in for the pool at demo size.
const DEMO_SIZE = { contacts: 40, applications: 40, posts: 0, talentProfiles: 0 };
// A word that only a handful of the generated rows contain (and none of the demo rows).
const RARE = "quetzal";

function d1Ms(res) {
  const m = /db;dur=([\d.]+)/.exec(res.headers.get("Server-Timing") ?? "");
  return m ? Number(m[1]) : NaN;
}

/** The seeded primary admin's sign-in through the API (the bench's state is seeded with one). */
export const signInRequest = (origin) =>
  fetch(origin + "/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ email: PRIMARY_ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });

/** A signed-in primary admin's cookie. */
export async function signIn(origin) {
  const res = await signInRequest(origin);
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

/**
 * Times the admin queries at demo size, loads the 100k rows, times them again and prints the comparison; a query
 * over its budget is added to `failures`. Serves `state` itself (a server of its own per size).
 */
export async function benchAdmin(state, demoBoardJob, failures) {
  let server;
  try {
    // The demo content has no enquiries or applications; a demo-size back office has a page or two of each, so
    // both runs render full pages and the comparison is of the queries, not of an empty table against a full one.
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
    const adminRows = [["query", "demo data", "D1", "100k rows", "D1", "ratio", `budget ≤ ${ADMIN_RATIO}x`]];
    for (const [name] of adminQueries(demoBoardJob)) {
      const ratio = big[name].latency / small[name].latency;
      const ok = ratio <= ADMIN_RATIO;
      if (!ok) failures.push(`${name}: ${ratio.toFixed(2)}x its demo-size time (budget ${ADMIN_RATIO}x)`);
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
  }
}
