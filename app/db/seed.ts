// Turns the demo content into SQL for an empty database. Runs under Node (scripts/seed.mjs) and in the tests,
// so it imports nothing but plain modules beside it.
import { demoJobs, demoPosts, demoTranslations, type DemoPost } from "./demo-content.ts";
import { demoHostStatements } from "./demo-booking.ts";
import { sqlLiteral, type SqlValue } from "./sql-literal.ts";
import { demoCategories, demoPostCategories } from "./demo-categories.ts";
import { demoLogos, demoTeam } from "./demo-proof.ts";
import { demoTalentProfiles } from "./demo-talent.ts";
import { demoPipelineStatements } from "./demo-pipeline.ts";
import { DAY_MS } from "../platform/time.ts";

function insert(table: string, row: Record<string, SqlValue>): string {
  const columns = Object.keys(row);
  return `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => sqlLiteral(row[c] ?? null)).join(", ")});`;
}

const ms = (iso: string | null) => (iso ? Date.parse(iso) : null);

/**
 * One INSERT statement a row, in id order, with timestamps that make sense next to `now`; then each Spanish post is
 * linked to the English post it translates.
 */
export function seedStatements(now: Date): string[] {
  const nowMs = now.getTime();
  const posts = [...demoPosts, ...demoTranslations].map((p: DemoPost & { language?: string }) =>
    insert("blog_posts", {
      ...(p.language ? { language: p.language } : {}),
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
  // The translation link is set below, once both listings have ids.
  const jobs = demoJobs.map(({ publishedAt, responsibilities, requirements, language, translationOf: _, ...job }) =>
    insert("jobs", {
      ...job,
      responsibilities: responsibilities.join("\n"),
      requirements: requirements.join("\n"),
      language: language ?? "en",
      published_at: ms(publishedAt),
      created_at: ms(publishedAt) ?? nowMs,
      updated_at: ms(publishedAt) ?? nowMs,
    }),
  );
  const pairs = demoTranslations.map(
    (p) =>
      `UPDATE blog_posts SET translation_of = (SELECT id FROM blog_posts WHERE slug = ${sqlLiteral(p.translationOf)}) WHERE slug = ${sqlLiteral(p.slug)};`,
  );
  // A translation names its English listing by id, which the database gave it a moment ago.
  const jobPairs = demoJobs
    .filter((j) => j.translationOf)
    .map(
      (j) =>
        `UPDATE jobs SET translation_of = (SELECT max(id) FROM jobs WHERE language = 'en' AND title = ${sqlLiteral(j.translationOf!)}) WHERE id = (SELECT max(id) FROM jobs WHERE language = ${sqlLiteral(j.language ?? "en")} AND title = ${sqlLiteral(j.title)});`,
    );
  // The demo's leadership and logos, published in this order (drawn SVGs shipped under public/images/proof/).
  const team = demoTeam.map((m, position) =>
    insert("team_members", {
      name: m.name,
      role: m.role,
      role_es: m.roleEs,
      bio: m.bio,
      bio_es: m.bioEs,
      photo_url: `/images/proof/${m.photo}`,
      position,
      published: true,
    }),
  );
  const logos = demoLogos.map((l, position) =>
    insert("logos", {
      name: l.name,
      name_es: l.nameEs ?? "",
      kind: l.kind,
      image_url: `/images/proof/${l.image}`,
      position,
      published: true,
    }),
  );
  // The blog's categories, in their order, and the demo posts filed under them (docs/decisions/0026).
  const categories = demoCategories.map((c, i) =>
    insert("blog_categories", { slug: c.slug, name_en: c.nameEn, name_es: c.nameEs, position: i + 1 }),
  );
  const filed = Object.entries(demoPostCategories).map(
    ([post, category]) =>
      `UPDATE blog_posts SET category_id = (SELECT id FROM blog_categories WHERE slug = ${sqlLiteral(category)}) WHERE slug = ${sqlLiteral(post)};`,
  );
  return [
    ...posts,
    ...pairs,
    ...jobs,
    ...jobPairs,
    ...categories,
    ...filed,
    ...team,
    ...logos,
    ...talentSql(nowMs),
    ...demoHostStatements(),
  ];
}

/**
 * The demo's talent network (app/db/demo-talent.ts): each profile and its skills, skipped when its address is already
 * there, so running it twice adds nothing.
 */
function talentSql(nowMs: number): string[] {
  return demoTalentProfiles.flatMap((p) => {
    const at = nowMs - p.daysAgo * DAY_MS;
    const email = sqlLiteral(p.email);
    const values = [
      p.fullName,
      p.email,
      p.phone,
      p.country,
      p.seniority,
      p.englishLevel,
      p.profileUrl,
      at,
      p.language,
      at,
      at,
    ];
    return [
      `INSERT INTO talent_profiles (full_name, email, phone, country, seniority, english_level, profile_url, consent_at, language, created_at, updated_at) SELECT ${values.map(sqlLiteral).join(", ")} WHERE NOT EXISTS (SELECT 1 FROM talent_profiles WHERE email = ${email});`,
      ...p.skills.map(
        (skill) =>
          `INSERT OR IGNORE INTO talent_profile_skills (skill, profile_id) SELECT ${sqlLiteral(skill)}, id FROM talent_profiles WHERE email = ${email};`,
      ),
    ];
  });
}

/**
 * The whole demo: the content above, then one job's hiring board across every stage (issue 30; kept out of
 * seedStatements, whose per-table subsets the tests load, since its rows name the job by a subquery on jobs).
 */
export function seedSql(now: Date): string {
  return [...seedStatements(now), ...demoPipelineStatements(now)].join("\n") + "\n";
}

/**
 * `count` confirmed newsletter subscribers, reader-1@readers.example and on (addresses already there are kept), to
 * try a campaign locally (`npm run db:seed -- --subscribers 300`) and for the browser test that sends one.
 */
export function subscribersSql(count: number, now: Date): string {
  if (!Number.isSafeInteger(count) || count < 1 || count > 1_000_000)
    throw new Error(`not a subscriber count: ${count}`);
  const at = now.getTime();
  return `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ${count})
INSERT INTO newsletter_subscribers (email, name, status, subscribed_at, updated_at, consented_at, consent_form, confirmed_at)
SELECT 'reader-' || i || '@readers.example', 'Reader ' || i, 'active', ${at}, ${at}, ${at}, 'footer', ${at} FROM k WHERE true
ON CONFLICT DO NOTHING;
`;
}

/** The demo materials' R2 key (where an upload of the type would be stored) and its row, made active. */
export const demoMaterialKey = (type: string) => `materials/${type}/demo-${type}`;

/**
 * The rows of the demo brochure and pitch deck (app/models/demo-materials.ts), once their PDFs are stored under
 * `demoMaterialKey(type)`: each the active material of its type, as an upload leaves it (docs/decisions/0026).
 */
export function demoMaterialsSql(
  files: readonly { type: string; title: string; description: string; fileName: string; size: number }[],
): string {
  return files
    .map((f) =>
      insert("marketing_materials", {
        type: f.type,
        title: f.title,
        description: f.description,
        r2_key: demoMaterialKey(f.type),
        file_name: f.fileName,
        file_size: f.size,
        content_type: "application/pdf",
        active: 1,
      }),
    )
    .join("\n");
}
