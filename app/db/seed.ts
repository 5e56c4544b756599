// Turns the demo content into SQL for an empty database. Runs under Node (scripts/seed.mjs) and in the tests,
// so it imports nothing but plain modules beside it.
import { demoJobs, demoPosts } from "./demo-content.ts";
import { sqlLiteral, type SqlValue } from "./sql-literal.ts";

function insert(table: string, row: Record<string, SqlValue>): string {
  const columns = Object.keys(row);
  return `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => sqlLiteral(row[c] ?? null)).join(", ")});`;
}

const ms = (iso: string | null) => (iso ? Date.parse(iso) : null);

/** One INSERT statement a row, in id order, with timestamps that make sense next to `now`. */
export function seedStatements(now: Date): string[] {
  const nowMs = now.getTime();
  const posts = demoPosts.map((p) =>
    insert("blog_posts", {
      title: p.title,
      slug: p.slug,
      excerpt: p.excerpt,
      content: p.content,
      author: p.author,
      image_url: p.imageUrl,
      published: p.published,
      published_at: ms(p.publishedAt),
      created_at: ms(p.publishedAt) ?? nowMs,
      updated_at: ms(p.publishedAt) ?? nowMs,
    }),
  );
  const jobs = demoJobs.map(({ publishedAt, responsibilities, requirements, ...job }) =>
    insert("job_listings", {
      ...job,
      responsibilities: responsibilities.join("\n"),
      requirements: requirements.join("\n"),
      published_at: ms(publishedAt),
      created_at: ms(publishedAt) ?? nowMs,
      updated_at: ms(publishedAt) ?? nowMs,
    }),
  );
  return [...posts, ...jobs];
}

export function seedSql(now: Date): string {
  return seedStatements(now).join("\n") + "\n";
}
