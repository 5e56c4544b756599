// Job listings: the careers page's openings by category, one opening, and the recruiters' list and writes.
import { and, count, desc, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { jobApplications, jobs, type Job } from "~/db/schema";
import { db, deleteById, found, pageWithTotal, publishedSwitch } from "~/db/client.server";
import { parseId } from "~/platform/params";
import { contains } from "~/models/list-query.server";
import { announceJobIfPublished } from "~/models/webhook-events.server";
import { startJobAlertsIfPublished } from "~/models/job-alert-sends.server";
import { afterResponse } from "~/platform/request-telemetry.server";
import { JOB_MESSAGES, type CareersTab, type JobInput } from "~/schemas/job";
import { type ListQuery } from "~/platform/params";
import { translationPairs } from "~/models/translation-pairs.server";
import { localizedPath, type Language } from "~/i18n/languages";
import type { Alternates } from "~/i18n/meta";

const newestFirst = [desc(jobs.publishedAt), desc(jobs.id)] as const;

/** What the public sees: published and not past its closing date (a listing leaves every public surface then). */
export function openJob(now = new Date()): SQL {
  return and(eq(jobs.published, true), or(isNull(jobs.closesAt), gt(jobs.closesAt, now)))!;
}

/** A listing whose closing date has passed. */
export const isClosed = (job: Pick<Job, "closesAt">, now = new Date()) =>
  job.closesAt !== null && job.closesAt.getTime() <= now.getTime();

/**
 * The listings a careers page in `language` shows: its own language's, and on a Spanish page also the English ones
 * with no open Spanish translation (many roles are English-first; the card says so). English pages show English ones.
 */
function ofLanguage(language: Language): SQL {
  if (language === "en") return eq(jobs.language, "en");
  const translated = sql`exists (select 1 from ${jobs} t where t.language = ${language} and t.published = 1
    and (t.closes_at is null or t.closes_at > ${Date.now()})
    and (t.translation_of = ${jobs.id} or t.id = ${jobs.translationOf}))`;
  return or(eq(jobs.language, language), and(eq(jobs.language, "en"), sql`not ${translated}`))!;
}

/**
 * Open openings for a careers page in `language` (every language for /api when none is named), newest first; a tab
 * other than "all" filters by category, in SQL.
 */
export async function listPublishedJobs(tab: CareersTab = "all", language?: Language): Promise<Job[]> {
  const open = language ? and(openJob(), ofLanguage(language)) : openJob();
  const where = tab === "all" ? open : and(open, eq(sql`lower(${jobs.category})`, tab));
  return db()
    .select()
    .from(jobs)
    .where(where)
    .orderBy(...newestFirst);
}

/**
 * Where a listing lives in each language (its page's hreflang, the language link, the sitemap): its translation's
 * page when it has one; an English listing with none is also on /es/jobs (many roles are English-first); a listing
 * in another language with none has no English page.
 */
export function jobAlternates(job: Pick<Job, "id" | "language">, translation: Pick<Job, "id" | "language"> | null) {
  const at = (l: Language, id: number) => localizedPath(l, `/jobs/${id}`);
  const alternates: Alternates = translation
    ? { [job.language]: at(job.language, job.id), [translation.language]: at(translation.language, translation.id) }
    : job.language === "en"
      ? { en: at("en", job.id), es: at("es", job.id) }
      : { [job.language]: at(job.language, job.id), en: null };
  return alternates;
}

/** Which listings a save may pair as translations (one pair per listing, in different languages): a 400 on the field. */
export const jobTranslations = translationPairs(jobs, { one: "job listing", many: "job listings" });

/** Recruiters' list: every listing, searched over title, department, location and description. */
export async function listJobs(query: Pick<ListQuery, "q" | "limit" | "offset"> & { published?: boolean | null }) {
  const d = db();
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    conditions.push(
      or(
        contains(jobs.title, query.q),
        contains(jobs.department, query.q),
        contains(jobs.location, query.q),
        contains(jobs.description, query.q),
      ),
    );
  }
  if (query.published != null) conditions.push(eq(jobs.published, query.published));
  const where = conditions.length ? and(...conditions) : undefined;
  const ordered = d.select().from(jobs).where(where).orderBy(desc(jobs.updatedAt), desc(jobs.id));
  const { rows, total } = await pageWithTotal(d, ordered, jobs, where, query);
  return { jobs: rows, total };
}

/** A listing by id; `publishedOnly` means what the public may see (published and open), for pages, /api and applying. */
export async function findJob(id: number, { publishedOnly }: { publishedOnly: boolean }): Promise<Job | null> {
  const where = publishedOnly ? and(eq(jobs.id, id), openJob()) : eq(jobs.id, id);
  const [job] = await db().select().from(jobs).where(where).limit(1);
  return job ?? null;
}

export const getJob = async (id: number, options: { publishedOnly: boolean }): Promise<Job> =>
  found(await findJob(id, options), JOB_MESSAGES.notFound);

export async function createJob(input: JobInput): Promise<Job> {
  await jobTranslations.assert(null, input);
  const now = new Date();
  const [job] = await db()
    .insert(jobs)
    .values({ ...input, publishedAt: input.published ? now : null, createdAt: now, updatedAt: now })
    .returning();
  void announceJobIfPublished(job!, false);
  void afterResponse(() => startJobAlertsIfPublished(job!, false));
  return job!;
}

export async function updateJob(id: number, input: JobInput): Promise<Job> {
  const current = await getJob(id, { publishedOnly: false });
  await jobTranslations.assert(id, input);
  const publishedAt = input.published ? (current.published ? current.publishedAt : new Date()) : null;
  const [job] = await db()
    .update(jobs)
    .set({ ...input, publishedAt, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning();
  const saved = found(job, JOB_MESSAGES.notFound);
  void announceJobIfPublished(saved, current.published);
  void afterResponse(() => startJobAlertsIfPublished(saved, current.published));
  return saved;
}

export async function setJobPublished(id: number, published: boolean): Promise<Job> {
  const before = await findJob(id, { publishedOnly: false });
  const [job] = await db().update(jobs).set(publishedSwitch(published)).where(eq(jobs.id, id)).returning();
  const saved = found(job, JOB_MESSAGES.notFound);
  void announceJobIfPublished(saved, before?.published ?? false);
  void afterResponse(() => startJobAlertsIfPublished(saved, before?.published ?? false));
  return saved;
}

/** Every listing's id, title and language, for the admin form's "Translation of" choices. */
export const listJobTitles = () =>
  db()
    .select({ id: jobs.id, title: jobs.title, language: jobs.language })
    .from(jobs)
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(500);

/** Deleting a listing keeps its applications: they remember the position title. */
export const deleteJob = (id: number): Promise<void> => deleteById(jobs, id, JOB_MESSAGES.notFound);

/** How many applications each of these listings has. */
export async function applicationCounts(ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db()
    .select({ jobId: jobApplications.jobId, n: count() })
    .from(jobApplications)
    .where(
      sql`${jobApplications.jobId} in (${sql.join(
        ids.slice(0, 90).map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .groupBy(jobApplications.jobId);
  return new Map(rows.map((r) => [r.jobId!, r.n]));
}

/**
 * A published job (open or closed: a closed one's page says so) by the id in its URL, and the open listing in the
 * other language that translates it or that it translates (the link is stored on one side and read from both), in
 * one D1 round trip.
 */
export async function findPublishedJobAndTranslation(
  idParam: string | undefined,
): Promise<{ job: Job; translation: Job | null } | null> {
  const id = parseId(idParam);
  if (!id) return null;
  const d = db();
  // `id` is a parsed integer: safe to write into the subqueries that read the job's own columns.
  const own = (column: string) => sql.raw(`(select ${column} from jobs where id = ${id})`);
  const [[job], [translation]] = await d.batch([
    d
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.published, true)))
      .limit(1),
    d
      .select()
      .from(jobs)
      .where(
        and(
          or(eq(jobs.translationOf, id), sql`${jobs.id} = ${own("translation_of")}`),
          sql`${jobs.language} <> ${own("language")}`,
          openJob(),
        ),
      )
      .limit(1),
  ]);
  return job ? { job, translation: translation ?? null } : null;
}

/** An open published job by the id in its URL, or null when the id names none (apply and applied pages). */
export async function findPublishedJob(idParam: string | undefined): Promise<Job | null> {
  const id = parseId(idParam);
  return id ? findJob(id, { publishedOnly: true }) : null;
}
