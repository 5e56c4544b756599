// Case studies: the public page's list (one language's published studies, in order), a study's page with its
// translation and logo size, the staff's list and every write. A study is written in one language and may name the
// study it translates (`translationOf`); the pair is read both ways, so either page links the other (docs/decisions/0024).
import { and, asc, desc, eq, inArray, ne, notInArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { caseStudies, type CaseStudy } from "~/db/schema";
import { db, deleteById, found, moveInOrder } from "~/db/client.server";
import { conflict, isUniqueViolation } from "~/platform/errors.server";
import { contentPage, type ContentListQuery } from "~/models/list-query.server";
import { translationPairs } from "~/models/translation-pairs.server";
import { CASE_STUDY_MESSAGES, type CaseStudyInput } from "~/schemas/case-study";
import type { Language } from "~/i18n/languages";

/** Which studies a save may pair as translations, and what the editor's picker offers (the shared rule). */
export const caseStudyTranslations = translationPairs(caseStudies, { one: "case study", many: "case studies" });

const inOrder = [asc(caseStudies.position), asc(caseStudies.id)] as const;

/**
 * The key a study's switch button and `?study=` use: the English study's slug for a pair (so a link from either
 * language's home page selects the same study), the study's own slug otherwise.
 */
// Written with qualified names: drizzle leaves a one-table select's columns unqualified, which inside these
// subqueries would name the subquery's own table.
const switchKey = sql<string>`coalesce((select p.slug from case_studies p where p.language = 'en'
  and case_studies.language <> 'en' and (p.id = case_studies.translation_of or p.translation_of = case_studies.id)
  limit 1), case_studies.slug)`;

/** The logo's size, when it is an uploaded image (it always is: the schema takes only media-library addresses). */
const logoSize = {
  logoWidth: sql<number | null>`(select i.width from blog_images i where i.url = case_studies.logo_url)`,
  logoHeight: sql<number | null>`(select i.height from blog_images i where i.url = case_studies.logo_url)`,
};

export type PublicCaseStudy = CaseStudy & { key: string; logoWidth: number | null; logoHeight: number | null };

/** One language's published studies, in their order: the page's switch shows the first two, cards the rest. */
export async function listPublishedCaseStudies(language: Language): Promise<PublicCaseStudy[]> {
  return db()
    .select({ ...tableColumns(), key: switchKey, ...logoSize })
    .from(caseStudies)
    .where(and(eq(caseStudies.published, true), eq(caseStudies.language, language)))
    .orderBy(...inOrder);
}

/** Every published study's slug, language, pair and date, for the sitemap's batch. */
export function listPublishedCaseStudySlugs() {
  return db()
    .select({
      id: caseStudies.id,
      slug: caseStudies.slug,
      language: caseStudies.language,
      translationOf: caseStudies.translationOf,
      updatedAt: caseStudies.updatedAt,
    })
    .from(caseStudies)
    .where(eq(caseStudies.published, true))
    .orderBy(...inOrder);
}

/** The study read by its slug, inside another query of the same batch. */
const source = alias(caseStudies, "source");

/**
 * A published study by slug (any study for staff previewing one) and its published translation, in one round trip.
 */
export async function findCaseStudyWithTranslation(slug: string, { includeDrafts = false } = {}) {
  const d = db();
  const bySlug = (column: typeof source.id | typeof source.translationOf | typeof source.language) =>
    d.select({ value: column }).from(source).where(eq(source.slug, slug));
  const [[study], [translation]] = await d.batch([
    d
      .select({ ...tableColumns(), key: switchKey, ...logoSize })
      .from(caseStudies)
      .where(
        includeDrafts ? eq(caseStudies.slug, slug) : and(eq(caseStudies.slug, slug), eq(caseStudies.published, true)),
      )
      .limit(1),
    d
      .select({ slug: caseStudies.slug, language: caseStudies.language })
      .from(caseStudies)
      .where(
        and(
          eq(caseStudies.published, true),
          ne(caseStudies.slug, slug),
          or(
            inArray(caseStudies.id, bySlug(source.translationOf)),
            inArray(caseStudies.translationOf, bySlug(source.id)),
          ),
          notInArray(caseStudies.language, bySlug(source.language)),
        ),
      )
      .orderBy(desc(caseStudies.id))
      .limit(1),
  ]);
  return study ? { study, translation: translation ?? null } : null;
}

/** For staff and /api: every study, or only published / unpublished ones, or one language's, searched, in order. */
export async function listCaseStudies(query: ContentListQuery) {
  const [studies, [total]] = await db().batch(
    contentPage(caseStudies, query, {
      searched: [caseStudies.title, caseStudies.client, caseStudies.industry, caseStudies.slug],
      order: [asc(caseStudies.language), ...inOrder],
    }),
  );
  return { caseStudies: studies, total: total?.n ?? 0 };
}

/**
 * The first and the last study of each language's list, in the order a move counts (position, then id): the ends
 * the list screen's ↑ and ↓ cannot pass, whichever page or search shows them.
 */
export async function caseStudyEnds(): Promise<{ first: Set<number>; last: Set<number> }> {
  const rows = await db().all<{ id: number; r: number; n: number }>(sql`
    select id, r, n from (
      select id, row_number() over (partition by language order by position, id) as r,
        count(*) over (partition by language) as n
      from case_studies)
    where r = 1 or r = n`);
  return {
    first: new Set(rows.filter((row) => row.r === 1).map((row) => row.id)),
    last: new Set(rows.filter((row) => row.r === row.n).map((row) => row.id)),
  };
}

export async function findCaseStudyById(id: number): Promise<CaseStudy | null> {
  const [study] = await db().select().from(caseStudies).where(eq(caseStudies.id, id)).limit(1);
  return study ?? null;
}

export const getCaseStudyById = async (id: number): Promise<CaseStudy> =>
  found(await findCaseStudyById(id), CASE_STUDY_MESSAGES.notFound);

/**
 * A study by its slug or its id (the API's `/api/case-studies/{slug or id}`); drafts only for staff. A number is the
 * id first, and a slug only when no study has that id (a slug may be digits).
 */
export async function getCaseStudy(slugOrId: string, { includeDrafts }: { includeDrafts: boolean }) {
  const id = /^[1-9]\d{0,15}$/.test(slugOrId) ? Number(slugOrId) : null;
  const which =
    id === null ? eq(caseStudies.slug, slugOrId) : or(eq(caseStudies.id, id), eq(caseStudies.slug, slugOrId));
  const where = includeDrafts ? which : and(which, eq(caseStudies.published, true));
  const [study] = await db()
    .select()
    .from(caseStudies)
    .where(where)
    .orderBy(sql`${caseStudies.id} = ${id ?? 0} DESC`, asc(caseStudies.id))
    .limit(1);
  return found(study, CASE_STUDY_MESSAGES.notFound);
}

function slugTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(CASE_STUDY_MESSAGES.slugTaken);
  throw error;
}

/** A new study goes last in its language unless a position is given. */
export async function createCaseStudy(input: CaseStudyInput): Promise<CaseStudy> {
  await caseStudyTranslations.assert(null, input);
  const now = new Date();
  const last = sql<number>`(select coalesce(max(position), 0) + 1 from case_studies where language = ${input.language})`;
  try {
    const [study] = await db()
      .insert(caseStudies)
      .values({ ...input, position: input.position ?? last, createdAt: now, updatedAt: now })
      .returning();
    return study!;
  } catch (error) {
    slugTaken(error);
  }
}

export async function updateCaseStudy(id: number, input: CaseStudyInput): Promise<CaseStudy> {
  const current = await getCaseStudyById(id);
  await caseStudyTranslations.assert(id, input);
  try {
    const [study] = await db()
      .update(caseStudies)
      .set({ ...input, position: input.position ?? current.position, updatedAt: new Date() })
      .where(eq(caseStudies.id, id))
      .returning();
    return found(study, CASE_STUDY_MESSAGES.notFound);
  } catch (error) {
    slugTaken(error);
  }
}

export async function setCaseStudyPublished(id: number, published: boolean): Promise<CaseStudy> {
  const [study] = await db()
    .update(caseStudies)
    .set({ published, updatedAt: new Date() })
    .where(eq(caseStudies.id, id))
    .returning();
  return found(study, CASE_STUDY_MESSAGES.notFound);
}

/** Moves a study one place up or down among its language's studies (moveInOrder); at either end it stays. */
export const moveCaseStudy = (id: number, direction: "up" | "down"): Promise<void> =>
  moveInOrder(caseStudies, id, direction, { notThere: CASE_STUDY_MESSAGES.notFound, within: caseStudies.language });

export const deleteCaseStudy = (id: number): Promise<void> => deleteById(caseStudies, id, CASE_STUDY_MESSAGES.notFound);

/** The table's own columns, so a select can add computed ones beside them. */
function tableColumns() {
  const { id, slug, language, translationOf, title, client, industry, monogram, logoUrl } = caseStudies;
  const { metricValue, metricLabel, challenge, solution, technologies, results, expertise } = caseStudies;
  const { quoteText, quoteAuthor, quoteTitle, published, position, createdAt, updatedAt } = caseStudies;
  return {
    ...{ id, slug, language, translationOf, title, client, industry, monogram, logoUrl },
    ...{ metricValue, metricLabel, challenge, solution, technologies, results, expertise },
    ...{ quoteText, quoteAuthor, quoteTitle, published, position, createdAt, updatedAt },
  };
}
