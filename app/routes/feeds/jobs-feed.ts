// GET /jobs/feed.xml: every open published listing (every language) in the Indeed-style XML job feed that job boards
// read (<source><job>…</job></source>: title, date, referencenumber, url, company, city, country, description,
// jobtype, category), linked with rel=alternate from /jobs. Cached at the edge as the blog's RSS is.
import type { Route } from "./+types/jobs-feed";
import { site } from "~/platform/site";
import { xml } from "~/platform/xml";
import { settings } from "~/platform/env.server";
import { listPublishedJobs } from "~/models/jobs.server";
import { jobPlace } from "~/server/job-posting";
import { localizedPath } from "~/i18n/languages";

/** The job types as job boards spell them. */
const JOB_TYPES: Record<string, string> = {
  "Full-time": "fulltime",
  "Part-time": "parttime",
  Contract: "contract",
  Freelance: "contract",
  Internship: "internship",
};

const element = (name: string, value: string | null | undefined) =>
  value ? `\n    <${name}>${xml(value)}</${name}>` : "";

export async function loader(_: Route.LoaderArgs) {
  const origin = settings().SITE_URL.replace(/\/$/, "");
  const jobs = await listPublishedJobs("all");
  const items = jobs
    .map((job) => {
      const place = jobPlace(job.location);
      const description = [job.description, job.responsibilities, job.requirements].filter(Boolean).join("\n\n");
      return (
        `  <job>` +
        element("title", job.title) +
        element("date", (job.publishedAt ?? job.createdAt).toUTCString()) +
        element("referencenumber", String(job.id)) +
        element("url", `${origin}${localizedPath(job.language, `/jobs/${job.id}`)}`) +
        element("company", site.name) +
        element("city", place.remote ? "Remote" : place.city) +
        element("country", place.remote ? null : place.countryCode) +
        element("remotetype", place.remote ? "Fully remote" : null) +
        element("description", description) +
        element("salary", job.salary) +
        element("jobtype", JOB_TYPES[job.type] ?? job.type.toLowerCase()) +
        element("category", job.category) +
        element("language", job.language) +
        (job.closesAt ? element("expirationdate", job.closesAt.toUTCString()) : "") +
        `\n  </job>`
      );
    })
    .join("\n");
  const newest = jobs[0]?.publishedAt ?? null;
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<source>
  <publisher>${xml(site.name)}</publisher>
  <publisherurl>${xml(`${origin}/jobs`)}</publisherurl>${newest ? `\n  <lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : ""}
${items}
</source>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600",
    },
  });
}
