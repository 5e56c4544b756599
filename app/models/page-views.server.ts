// Website Stats: the page-view aggregates (writes from the Worker entry's batch, reads for the dashboard) and how
// they compare with what visitors sent (enquiries and applications per 100 views).
import { and, count, desc, gte, lt, ne, sql, sum } from "drizzle-orm";
import { contacts, jobApplications, pageViews } from "~/db/schema";
import { db } from "~/db/client.server";
import type { ViewKey } from "~/platform/view-counter.server";
import { LANGUAGE_INFO, LANGUAGES, type Language } from "~/i18n/languages";
import { daysBefore } from "~/platform/time";

export const STATS_DAYS = 30;
const TOP = 10;
/** Aggregates older than this are deleted by the daily cron: 13 months, enough to compare a month with last year's. */
const KEEP_DAYS = 400;

/** D1 binds at most 100 parameters a statement; an upsert takes 4. */
const ROWS_PER_STATEMENT = 25;

/** Adds a batch of views: one upsert statement per 25 keys, all in one D1 batch (one round trip). */
export async function recordPageViews(views: (ViewKey & { views: number })[]): Promise<void> {
  if (views.length === 0) return;
  const d = db();
  const statements = [];
  for (let i = 0; i < views.length; i += ROWS_PER_STATEMENT) {
    statements.push(
      d
        .insert(pageViews)
        .values(views.slice(i, i + ROWS_PER_STATEMENT))
        .onConflictDoUpdate({
          target: [pageViews.day, pageViews.path, pageViews.referrer],
          set: { views: sql`${pageViews.views} + excluded.views` },
        }),
    );
  }
  await d.batch(statements as [(typeof statements)[number], ...typeof statements]);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last STATS_DAYS days (today included) as 'YYYY-MM-DD', oldest first. */
export function statsDays(now: Date): string[] {
  return Array.from({ length: STATS_DAYS }, (_, i) => isoDay(daysBefore(now, STATS_DAYS - 1 - i)));
}

/**
 * The dashboard's Website Stats for the last 30 days: views per day (every day, zeros included), top pages, top
 * referring sites, views per language and, for admins, enquiries and applications per 100 views. One D1 round trip.
 */
export async function getWebsiteStats(now: Date, { conversions }: { conversions: boolean }) {
  const days = statsDays(now);
  const from = days[0]!;
  const fromMs = Date.parse(`${from}T00:00:00Z`);
  const d = db();
  const inRange = gte(pageViews.day, from);
  const total = sql<number>`coalesce(${sum(pageViews.views)}, 0)`.mapWith(Number);
  const perDay = d.select({ day: pageViews.day, views: total }).from(pageViews).where(inRange).groupBy(pageViews.day);
  const topPages = d
    .select({ path: pageViews.path, views: total })
    .from(pageViews)
    .where(inRange)
    .groupBy(pageViews.path)
    .orderBy(desc(total), pageViews.path)
    .limit(TOP);
  const topReferrers = d
    .select({ referrer: pageViews.referrer, views: total })
    .from(pageViews)
    .where(and(inRange, ne(pageViews.referrer, "")))
    .groupBy(pageViews.referrer)
    .orderBy(desc(total), pageViews.referrer)
    .limit(TOP);
  // The language of a page is its path's (decisions 0023): /es and below is Spanish, the rest English.
  const spanish = sql`${pageViews.path} = ${LANGUAGE_INFO.es.prefix} or ${pageViews.path} like ${`${LANGUAGE_INFO.es.prefix}/%`}`;
  const languageOfRow = sql<Language>`case when ${spanish} then 'es' else 'en' end`;
  const perLanguage = d
    .select({ language: languageOfRow, views: total })
    .from(pageViews)
    .where(inRange)
    .groupBy(languageOfRow);
  const enquiries = d
    .select({ n: count() })
    .from(contacts)
    .where(gte(contacts.createdAt, new Date(fromMs)));
  const applications = d
    .select({ n: count() })
    .from(jobApplications)
    .where(gte(jobApplications.createdAt, new Date(fromMs)));
  const [dayRows, pages, referrers, languageRows, [enquiryCount], [applicationCount]] = await d.batch([
    perDay,
    topPages,
    topReferrers,
    perLanguage,
    enquiries,
    applications,
  ]);
  const byLanguage = LANGUAGES.map((language) => ({
    language,
    views: languageRows.find((r) => r.language === language)?.views ?? 0,
  }));
  const byDay = new Map(dayRows.map((r) => [r.day, r.views]));
  const daily = days.map((day) => ({ day, views: byDay.get(day) ?? 0 }));
  const views = daily.reduce((a, r) => a + r.views, 0);
  const per100 = (n: number) => (views === 0 ? null : Math.round((n / views) * 10_000) / 100);
  return {
    days: STATS_DAYS,
    daily,
    views,
    topPages: pages,
    topReferrers: referrers,
    byLanguage,
    conversions: conversions
      ? {
          enquiries: enquiryCount?.n ?? 0,
          applications: applicationCount?.n ?? 0,
          enquiriesPer100: per100(enquiryCount?.n ?? 0),
          applicationsPer100: per100(applicationCount?.n ?? 0),
        }
      : null,
  };
}

export type WebsiteStats = Awaited<ReturnType<typeof getWebsiteStats>>;

/** The daily cron's retention sweep: aggregates older than KEEP_DAYS go. */
export async function prunePageViews(now: Date): Promise<{ pageViewRowsDeleted: number }> {
  const cutoff = isoDay(daysBefore(now, KEEP_DAYS));
  const result = await db().delete(pageViews).where(lt(pageViews.day, cutoff)).run();
  return { pageViewRowsDeleted: result.meta.changes ?? 0 };
}
