// What a job alert is sent (issue 30): which alerts a listing matches, and how a listing reads in one person's
// e-mail. Sending, instant and weekly, is in job-alert-sends.server.ts and job-alert-digests.server.ts.
import { and, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { jobs, type Job } from "~/db/schema";
import { jobAlerts, type JobAlert } from "~/db/job-alert-tables";
import { db } from "~/db/client.server";
import { settings, siteUrl } from "~/platform/env.server";
import { alertChoices, jobAlertLinks } from "~/models/job-alerts.server";
import { jobAlertMessage, type AlertedJob } from "~/models/job-alert-mail.server";
import type { RenderedMail } from "~/models/mail-templates.server";
import { jobLabels } from "~/schemas/job";
import { JOB_ALERT_CATEGORIES, type JobAlertLocation } from "~/schemas/job-alert";
import { catalogue } from "~/i18n/catalogue";
import { localizedPath } from "~/i18n/languages";

// ---------------------------------------------------------------------------------------------------------
// Which alerts a listing matches: its category is one of the careers tabs (or the alert chose none), and its
// location is remote or names a presence country the alert chose (or the alert chose none).

const COUNTRY_WORDS: [JobAlertLocation, RegExp][] = [
  ["remote", /\bremot[eo]\b/i],
  // "US", "U.S.", "USA", "EE. UU." (the Spanish copy's spelling), and the cities the site names; a letter may not touch.
  [
    "us",
    /(?<!\p{L})(?:u\.?\s?s\.?a?|ee\.?\s?uu\.?|united states|estados unidos|new york|nueva york|san francisco)(?!\p{L})/iu,
  ],
  ["cr", /costa rica/i],
  ["mx", /m[eé]xico/i],
  ["co", /colombia/i],
];

export const jobLocationKeys = (location: string): JobAlertLocation[] =>
  COUNTRY_WORDS.filter(([, words]) => words.test(location)).map(([key]) => key);

const jobCategoryKey = (category: string): string | null => {
  const key = category.toLowerCase();
  return (JOB_ALERT_CATEGORIES as readonly string[]).includes(key) ? key : null;
};

/**
 * Published, its moment come, and not past its closing date (jobs.server.ts's openJob: jobs.server.ts imports the
 * sending, which imports this module).
 */
export const openJob = (now = new Date()) =>
  and(eq(jobs.published, true), lte(jobs.publishedAt, now), or(isNull(jobs.closesAt), gt(jobs.closesAt, now)))!;

const listHas = (column: typeof jobAlerts.categories | typeof jobAlerts.locations, key: string) =>
  sql`${column} like ${`%,${key},%`}`;

/** The alerts a listing matches, in SQL. */
export function alertsMatching(job: Pick<Job, "category" | "location">): SQL {
  const category = jobCategoryKey(job.category);
  const locations = jobLocationKeys(job.location);
  return and(
    category ? or(eq(jobAlerts.categories, ""), listHas(jobAlerts.categories, category)) : eq(jobAlerts.categories, ""),
    or(eq(jobAlerts.locations, ""), ...locations.map((key) => listHas(jobAlerts.locations, key))),
  )!;
}

/** The same rule in code, for a digest's handful of listings. */
export function alertMatches(
  alert: Pick<JobAlert, "categories" | "locations">,
  job: Pick<Job, "category" | "location">,
) {
  const { categories, locations } = alertChoices({ ...alert, frequency: "instant" });
  const category = jobCategoryKey(job.category);
  const categoryOk = categories.length === 0 || (category !== null && categories.includes(category));
  const locationOk = locations.length === 0 || jobLocationKeys(job.location).some((key) => locations.includes(key));
  return categoryOk && locationOk;
}

// ---------------------------------------------------------------------------------------------------------
// How one listing reads in one person's e-mail: in their language's version when the pair has one.

export async function translationsOf(ids: number[]): Promise<Job[]> {
  if (ids.length === 0) return [];
  return db()
    .select()
    .from(jobs)
    .where(and(or(inArray(jobs.translationOf, ids), inArray(jobs.id, ids)), openJob()));
}

/** The listing in `language` (itself, or its open translation), as a line of the e-mail. */
export function alertedJob(job: Job, pool: Job[], alert: Pick<JobAlert, "language">): AlertedJob {
  const own =
    job.language === alert.language
      ? job
      : (pool.find(
          (other) =>
            other.language === alert.language &&
            other.id !== job.id &&
            (other.translationOf === job.id || job.translationOf === other.id),
        ) ?? job);
  const labels = jobLabels(catalogue(alert.language).careers);
  // An English listing with no translation is on /es/jobs too; any other stays at its own language's address.
  const language = own.language === "en" ? alert.language : own.language;
  return {
    title: own.title,
    location: own.location,
    type: labels.type(own.type),
    url: siteUrl(localizedPath(language, `/jobs/${own.id}`)),
  };
}

export async function messageFor(alert: JobAlert, lines: AlertedJob[], digest: boolean): Promise<RenderedMail> {
  const links = await jobAlertLinks(alert);
  return jobAlertMessage(alert, lines, {
    siteUrl: settings().SITE_URL,
    manageUrl: siteUrl(links.manage),
    unsubscribeUrl: siteUrl(links.unsubscribe),
    digest,
  });
}
