// Job applications: stored from the careers page and /api, triaged in Job Applications.
import { and, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { jobApplications, jobListings, type Application } from "~/db/schema";
import { db } from "~/lib/db.server";
import { getJob } from "~/models/jobs.server";
import { notFound } from "~/lib/errors.server";
import { textSearch } from "~/lib/list-query";
import { type ApplicationInput } from "~/schemas/job";
import { type ListQuery, enumParam } from "~/lib/params";
import { type ApplicationStatus, APPLICATION_STATUSES } from "~/lib/vocabulary";

export type ApplicationFilter = {
  q: string;
  status?: ApplicationStatus | null;
  position?: string | null;
  jobId?: number | null;
  /**
   * The application whose dialog is open stays in the list whatever its status now, so opening a New one with the
   * list filtered to New (which moves it to Reviewing) does not make its row vanish behind the dialog.
   */
  opened?: number | null;
};

/** A new application to a published job, stored as `new` with the job's title as its position; 404 otherwise. */
export async function submitApplication(jobId: number, input: ApplicationInput): Promise<Application> {
  const job = await getJob(jobId, { publishedOnly: true });
  const [row] = await db()
    .insert(jobApplications)
    .values({ ...input, jobId: job.id, position: job.title, status: "new" })
    .returning();
  return row!;
}

function applicationFilter(f: ApplicationFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.q) {
    conditions.push(
      textSearch(f.q, {
        id: jobApplications.id,
        index: "job_applications_search",
        columns: [jobApplications.fullName, jobApplications.email, jobApplications.position],
      }),
    );
  }
  if (f.status) {
    const status = eq(jobApplications.status, f.status);
    conditions.push(f.opened ? or(status, eq(jobApplications.id, f.opened)) : status);
  }
  if (f.position) conditions.push(eq(jobApplications.position, f.position));
  if (f.jobId) conditions.push(eq(jobApplications.jobId, f.jobId));
  return conditions.length ? and(...conditions) : undefined;
}

const withDepartment = {
  application: jobApplications,
  department: jobListings.department,
};

/**
 * The distinct position titles, ascending, for the position filter: a loose index scan that jumps from one title
 * to the next through job_applications_position_idx, so it costs one index seek per title, not a pass over
 * every application.
 */
function positionsQuery(d: ReturnType<typeof db>) {
  return d.all<{ position: string }>(sql`
    WITH RECURSIVE p(position) AS (
      SELECT min(position) FROM job_applications
      UNION ALL
      SELECT (SELECT min(position) FROM job_applications WHERE position > p.position) FROM p WHERE p.position IS NOT NULL
    )
    SELECT position FROM p WHERE position IS NOT NULL`);
}

/** One page of applications, newest first, how many match, and (withPositions) the position titles: one round trip. */
export async function listApplications(
  query: Pick<ListQuery, "limit" | "offset"> & ApplicationFilter & { withPositions?: boolean },
) {
  const d = db();
  const where = applicationFilter(query);
  const page = d
    .select(withDepartment)
    .from(jobApplications)
    .leftJoin(jobListings, eq(jobApplications.jobId, jobListings.id))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = d.select({ n: count() }).from(jobApplications).where(where);
  const [rows, [counted], positions] = query.withPositions
    ? await d.batch([page, total, positionsQuery(d)])
    : [...(await d.batch([page, total])), null];
  return {
    applications: rows.map((r) => ({ ...r.application, department: r.department })),
    total: counted?.n ?? 0,
    positions: positions?.map((r) => r.position) ?? [],
  };
}

export async function exportApplications(filter: ApplicationFilter) {
  return db().select().from(jobApplications).where(applicationFilter(filter)).orderBy(desc(jobApplications.createdAt));
}

/** One application with its job's department, or null. */
export async function findApplication(id: number) {
  const [row] = await db()
    .select(withDepartment)
    .from(jobApplications)
    .leftJoin(jobListings, eq(jobApplications.jobId, jobListings.id))
    .where(eq(jobApplications.id, id))
    .limit(1);
  return row ? { ...row.application, department: row.department } : null;
}

export async function getApplication(id: number) {
  const application = await findApplication(id);
  if (!application) throw notFound("Application not found");
  return application;
}

/** Opening a new application moves it to reviewing; other statuses stay. */
export async function openApplication(id: number): Promise<void> {
  const [updated] = await db()
    .update(jobApplications)
    .set({ status: "reviewing", updatedAt: new Date() })
    .where(and(eq(jobApplications.id, id), eq(jobApplications.status, "new")))
    .returning({ id: jobApplications.id });
  if (!updated) await getApplication(id);
}

export async function setApplicationStatus(id: number, status: ApplicationStatus): Promise<Application> {
  const [row] = await db()
    .update(jobApplications)
    .set({ status, updatedAt: new Date() })
    .where(eq(jobApplications.id, id))
    .returning();
  if (!row) throw notFound("Application not found");
  return row;
}

export async function deleteApplication(id: number): Promise<void> {
  const [row] = await db()
    .delete(jobApplications)
    .where(eq(jobApplications.id, id))
    .returning({ id: jobApplications.id });
  if (!row) throw notFound("Application not found");
}

/** The list filters in a URL: search, status and position. Shared with the CSV export. */
export function readApplicationFilter(params: URLSearchParams): ApplicationFilter {
  const position = (params.get("position") ?? "").trim().slice(0, 200);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: enumParam(APPLICATION_STATUSES, params.get("status")),
    position: position || null,
  };
}
