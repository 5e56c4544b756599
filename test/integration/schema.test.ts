// The database enforces what must never be false, whoever writes to it.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { seedStatements } from "~/db/seed";

const run = (sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .run();
const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

beforeEach(async () => {
  await env.DB.batch(
    ["marketing_materials", "newsletter_subscribers", "users", "job_applications", "jobs", "blog_posts"].map((t) =>
      env.DB.prepare(`DELETE FROM ${t}`),
    ),
  );
});

describe("uniqueness", () => {
  it("allows one user per e-mail, whatever its case", async () => {
    await run("INSERT INTO users (email, password_hash, role) VALUES (?, 'x', 'admin')", "ana@cordillera.example");
    await expect(
      run("INSERT INTO users (email, password_hash) VALUES (?, 'x')", "Ana@Cordillera.Example"),
    ).rejects.toThrow(/UNIQUE/);
  });

  it("allows one subscriber per e-mail, whatever its case", async () => {
    await run("INSERT INTO newsletter_subscribers (email) VALUES (?)", "reader@example.com");
    await expect(run("INSERT INTO newsletter_subscribers (email) VALUES (?)", "READER@example.com")).rejects.toThrow(
      /UNIQUE/,
    );
  });

  it("allows one post per slug", async () => {
    await run("INSERT INTO blog_posts (title, slug) VALUES ('A', 'same')");
    await expect(run("INSERT INTO blog_posts (title, slug) VALUES ('B', 'same')")).rejects.toThrow(/UNIQUE/);
  });
});

describe("marketing materials", () => {
  const add = (type: string, active: boolean) =>
    run(
      "INSERT INTO marketing_materials (type, title, file_url, file_name, active) VALUES (?, 't', 'https://files.example/x.pdf', 'x.pdf', ?)",
      type,
      active ? 1 : 0,
    );

  it("allow at most one active material per type", async () => {
    await add("brochure", true);
    await add("brochure", false);
    await add("pitch-deck", true);
    await expect(add("brochure", true)).rejects.toThrow(/UNIQUE/);
    expect(await count("SELECT count(*) AS n FROM marketing_materials WHERE active = 1")).toBe(2);
  });

  it("need exactly one of an R2 key and an external URL", async () => {
    await expect(
      run("INSERT INTO marketing_materials (type, title, file_name) VALUES ('brochure', 't', 'x.pdf')"),
    ).rejects.toThrow(/CHECK/);
    await expect(
      run(
        "INSERT INTO marketing_materials (type, title, file_name, r2_key, file_url) VALUES ('brochure', 't', 'x.pdf', 'k', 'https://a.example/x')",
      ),
    ).rejects.toThrow(/CHECK/);
  });

  it("refuse an unknown type", async () => {
    await expect(add("flyer", false)).rejects.toThrow(/CHECK/);
  });
});

describe("enumerations", () => {
  it("refuse unknown roles and statuses", async () => {
    await expect(run("INSERT INTO users (email, password_hash, role) VALUES ('x@y.z', 'h', 'root')")).rejects.toThrow(
      /CHECK/,
    );
    await expect(
      run(
        "INSERT INTO contacts (name, email, company, interest, message, status) VALUES ('n','e','c','other','m','spam')",
      ),
    ).rejects.toThrow(/CHECK/);
  });
});

describe("indexes", () => {
  it("serve the public lists without scanning the table", async () => {
    const plan = async (sql: string) =>
      JSON.stringify((await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all()).results);
    expect(await plan("SELECT id FROM blog_posts WHERE published = 1 ORDER BY published_at DESC LIMIT 6")).toContain(
      "blog_posts_published_idx",
    );
    expect(
      await plan("SELECT id FROM jobs WHERE published = 1 AND lower(category) = 'qa' ORDER BY published_at DESC"),
    ).toContain("jobs_published_category_idx");
    expect(await plan("SELECT id FROM contacts WHERE status = 'new' ORDER BY created_at DESC LIMIT 20")).toContain(
      "contacts_status_idx",
    );
  });
});

describe("demo content", () => {
  it("loads into an empty database with enough for every page", async () => {
    const statements = seedStatements(new Date("2026-11-21T00:00:00Z"));
    await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
    expect(await count("SELECT count(*) AS n FROM blog_posts WHERE published = 1")).toBeGreaterThanOrEqual(9);
    expect(await count("SELECT count(*) AS n FROM blog_posts WHERE published = 0")).toBeGreaterThanOrEqual(2);
    expect(await count("SELECT count(*) AS n FROM jobs WHERE published = 1")).toBeGreaterThanOrEqual(8);
    expect(await count("SELECT count(*) AS n FROM jobs WHERE published = 0")).toBeGreaterThanOrEqual(1);
    for (const category of ["engineering", "qa", "product", "design"]) {
      expect(
        await count("SELECT count(*) AS n FROM jobs WHERE published = 1 AND lower(category) = ?", category),
      ).toBeGreaterThan(0);
    }
    expect(await count("SELECT count(*) AS n FROM blog_posts WHERE published = 1 AND published_at IS NULL")).toBe(0);
    // Two hosts take discovery calls, with hours (issue 31): /contact shows free times on a fresh start.
    expect(await count("SELECT count(*) AS n FROM booking_hosts WHERE takes_calls = 1 AND availability <> '[]'")).toBe(
      2,
    );
  });
});

describe("migration 0012 (one noun per entity)", () => {
  const MIGRATION = "0012_one_noun_per_entity.sql";
  const rows = async (sql: string) => (await env.DB.prepare(sql).all()).results;
  const APPLY = "INSERT INTO job_applications (job_id, position, full_name, email, phone, cover_letter, resume)";

  it("renames job_listings to jobs keeping every row, id, index and application link, and the outbox's audit entries", async () => {
    // The database as 0011 left it: the table and its indexes under their old names, 0012 not applied.
    await env.DB.batch(
      [
        "DROP INDEX jobs_published_category_idx",
        "DROP INDEX jobs_updated_at_idx",
        "ALTER TABLE jobs RENAME TO job_listings",
        'CREATE INDEX job_listings_published_category_idx ON job_listings (published, lower("category"), published_at)',
        "CREATE INDEX job_listings_updated_at_idx ON job_listings (updated_at)",
        `DELETE FROM d1_migrations WHERE name = '${MIGRATION}'`,
      ].map((s) => env.DB.prepare(s)),
    );
    await run(
      "INSERT INTO job_listings (id, title, category, published, published_at) VALUES (41, 'Kept QA', 'QA', 1, 1700000000000), (42, 'Kept Engineer', 'Engineering', 0, NULL)",
    );
    await run(
      `${APPLY} VALUES (42, 'Kept Engineer', 'Ana', 'ana@example.com', '1', 'x', 'https://example.com/cv.pdf')`,
    );
    await run(
      "INSERT INTO audit_log (action, entity, entity_id) VALUES ('send', 'email', '7'), ('update', 'job', '41')",
    );

    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    const names = (await rows("SELECT name FROM sqlite_master WHERE name LIKE 'job%'")).map((r) => r.name);
    expect(names.filter((n) => String(n).startsWith("job_listings"))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(["jobs", "jobs_published_category_idx", "jobs_updated_at_idx"]));
    expect(await rows("SELECT id, title, category, published FROM jobs ORDER BY id")).toEqual([
      { id: 41, title: "Kept QA", category: "QA", published: 1 },
      { id: 42, title: "Kept Engineer", category: "Engineering", published: 0 },
    ]);
    // AUTOINCREMENT's counter moved with the table: a new job never takes an old id.
    const [added] = await rows("INSERT INTO jobs (title) VALUES ('New') RETURNING id");
    expect(Number(added!.id)).toBeGreaterThan(42);
    // The application's foreign key now names jobs, and still acts: deleting the job unlinks it.
    const [applications] = await rows("SELECT sql FROM sqlite_master WHERE name = 'job_applications'");
    expect(applications!.sql).toMatch(/REFERENCES\s+["`]?jobs["`]?\s*\(/);
    expect(await count("SELECT count(*) AS n FROM job_applications WHERE job_id = 42")).toBe(1);
    await run("DELETE FROM jobs WHERE id = 42");
    expect(await count("SELECT count(*) AS n FROM job_applications WHERE position = 'Kept Engineer'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM job_applications WHERE job_id = 42")).toBe(0);
    await expect(run(`${APPLY} VALUES (999999, 'x', 'x', 'x@example.com', '1', 'x', 'x')`)).rejects.toThrow(
      /FOREIGN KEY/,
    );
    const plan = await rows(
      "EXPLAIN QUERY PLAN SELECT id FROM jobs WHERE published = 1 AND lower(category) = 'qa' ORDER BY published_at DESC",
    );
    expect(JSON.stringify(plan)).toContain("jobs_published_category_idx");
    expect(
      await rows("SELECT entity, entity_id FROM audit_log WHERE entity_id IN ('7', '41') ORDER BY entity_id"),
    ).toEqual([
      { entity: "job", entity_id: "41" },
      { entity: "outbox", entity_id: "7" },
    ]);
  });
});

/**
 * Runs a page_views migration again on the day's rows `views` ([path, referrer, views]) and returns that day's rows
 * after it, ordered by path and referrer.
 */
async function rerunOnPageViews(migration: string, day: string, views: readonly (readonly [string, string, number])[]) {
  await env.DB.batch([
    env.DB.prepare(`DELETE FROM page_views WHERE day = ?`).bind(day),
    ...views.map(([path, referrer, n]) =>
      env.DB.prepare("INSERT INTO page_views (day, path, referrer, views) VALUES (?, ?, ?, ?)").bind(
        day,
        path,
        referrer,
        n,
      ),
    ),
    env.DB.prepare(`DELETE FROM d1_migrations WHERE name = ?`).bind(migration),
  ]);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  return (
    await env.DB.prepare("SELECT path, referrer, views FROM page_views WHERE day = ? ORDER BY path, referrer")
      .bind(day)
      .all()
  ).results;
}

describe("migration 0029 (page views without tokens)", () => {
  const MIGRATION = "0029_page_views_without_tokens.sql";
  const token = (c: string) => c.repeat(43);

  it("counts the token pages' rows under their pattern, adding them up, and keeps every other row", async () => {
    const day = "2026-01-02";
    const views = [
      [`/jobs/applications/${token("a")}`, "", 2],
      [`/jobs/applications/${token("b")}`, "", 3],
      [`/es/jobs/applications/${token("c")}`, "mail.example", 1],
      [`/jobs/interview/${token("d")}`, "", 4],
      [`/meetings/${token("e")}/cancel`, "", 1],
      [`/es/meetings/${token("f")}/reschedule`, "", 5],
      // Already counted under the pattern by the new Worker: the old rows add to it.
      ["/jobs/applications/:token", "", 10],
      // Not tokens: real pages, and a segment of another length or with other characters.
      ["/jobs/applications/lost-link", "", 6],
      [`/jobs/applications/${"g".repeat(42)}`, "", 7],
      [`/jobs/applications/${"h".repeat(42)}.`, "", 8],
      ["/jobs", "", 9],
    ] as const;
    const kept = await rerunOnPageViews(MIGRATION, day, views);
    expect(kept).toEqual(
      [
        { path: "/es/jobs/applications/:token", referrer: "mail.example", views: 1 },
        { path: "/es/meetings/:token/reschedule", referrer: "", views: 5 },
        { path: "/jobs", referrer: "", views: 9 },
        { path: "/jobs/applications/:token", referrer: "", views: 15 },
        { path: `/jobs/applications/${"g".repeat(42)}`, referrer: "", views: 7 },
        { path: `/jobs/applications/${"h".repeat(42)}.`, referrer: "", views: 8 },
        { path: "/jobs/applications/lost-link", referrer: "", views: 6 },
        { path: "/jobs/interview/:token", referrer: "", views: 4 },
        { path: "/meetings/:token/cancel", referrer: "", views: 1 },
      ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    );
    expect(await count("SELECT count(*) AS n FROM sqlite_master WHERE name = 'tokened_page_views'")).toBe(0);
  });
});

// Found in review: 0029 took a token to be 43 characters alone, so a meeting's links (`12-0-<signature>`) kept theirs.
describe("migration 0031 (page views without meeting links)", () => {
  const MIGRATION = "0031_page_views_without_meeting_links.sql";
  const link = (id: number, c: string) => `${id}-0-${c.repeat(43)}`;

  it("counts a meeting link's rows under its pattern, adding them up, and keeps every other row", async () => {
    const day = "2026-01-03";
    const views = [
      [`/meetings/${link(12, "a")}/cancel`, "", 2],
      [`/meetings/${link(345, "b")}/cancel`, "", 3],
      [`/es/meetings/${"9".repeat(12)}-17-${"c".repeat(43)}/reschedule`, "mail.example", 1],
      [`/meetings/${link(7, "d")}`, "", 4],
      // Already counted under the pattern by the new Worker: the old rows add to it.
      ["/meetings/:token/cancel", "", 10],
      // Not meeting links: other shapes, other characters, other pages.
      [`/meetings/12-${"e".repeat(43)}/cancel`, "", 5],
      [`/meetings/12-0-0-${"f".repeat(43)}/cancel`, "", 6],
      [`/meetings/a2-0-${"g".repeat(43)}/cancel`, "", 7],
      [`/meetings/12-0-${"h".repeat(42)}./cancel`, "", 8],
      [`/jobs/${link(12, "i")}`, "", 9],
    ] as const;
    const kept = await rerunOnPageViews(MIGRATION, day, views);
    expect(kept).toEqual(
      [
        { path: "/es/meetings/:token/reschedule", referrer: "mail.example", views: 1 },
        { path: `/jobs/${link(12, "i")}`, referrer: "", views: 9 },
        { path: "/meetings/:token", referrer: "", views: 4 },
        { path: "/meetings/:token/cancel", referrer: "", views: 15 },
        { path: `/meetings/12-${"e".repeat(43)}/cancel`, referrer: "", views: 5 },
        { path: `/meetings/12-0-0-${"f".repeat(43)}/cancel`, referrer: "", views: 6 },
        { path: `/meetings/12-0-${"h".repeat(42)}./cancel`, referrer: "", views: 8 },
        { path: `/meetings/a2-0-${"g".repeat(43)}/cancel`, referrer: "", views: 7 },
      ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    );
    expect(await count("SELECT count(*) AS n FROM sqlite_master WHERE name = 'meeting_link_page_views'")).toBe(0);
  });
});
