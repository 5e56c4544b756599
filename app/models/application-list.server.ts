// Job Applications' list (the admin screen, /api and the CSV export): the filters a URL names, one page of rows with
// their department, note count and unread reply, and the position titles for the filter.
import { and, count, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { jobApplications, jobs } from "~/db/schema";
import { db } from "~/db/client.server";
import { type ListQuery, enumParam } from "~/platform/params";
import { exportRows, textSearch } from "~/models/list-query.server";
import { withDepartment } from "~/models/applications.server";
import { hasUnreadReply } from "~/models/conversation-thread.server";
import { type ApplicationStatus, APPLICATION_STATUSES } from "~/schemas/vocabulary";

export type ApplicationFilter = {
  q: string;
  status?: ApplicationStatus | null;
  position?: string | null;
  jobId?: number | null;
  /** Only the applications nobody has opened yet. */
  unread?: boolean;
  /** Only the applications whose conversation has a reply nobody has read (issue 29). */
  unreadReply?: boolean;
  /** Only the applications this staff member owns ("Mine", issue 30). */
  ownerId?: number | null;
  /**
   * The application whose dialog is open stays in the list whatever its status or read state now, so opening an
   * unread one with the list filtered to Unread does not make its row vanish behind the dialog.
   */
  opened?: number | null;
};

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
  const keepOpened = (condition: SQL) => (f.opened ? or(condition, eq(jobApplications.id, f.opened))! : condition);
  if (f.status) conditions.push(keepOpened(eq(jobApplications.status, f.status)));
  if (f.unread) conditions.push(keepOpened(isNull(jobApplications.readAt)));
  if (f.unreadReply) conditions.push(keepOpened(hasUnreadReply("application")));
  if (f.position) conditions.push(eq(jobApplications.position, f.position));
  if (f.jobId) conditions.push(eq(jobApplications.jobId, f.jobId));
  if (f.ownerId) conditions.push(eq(jobApplications.ownerId, f.ownerId));
  return conditions.length ? and(...conditions) : undefined;
}

/** How many notes an application has: one count over the notes index per row of the page. */
const noteCount = sql<number>`(SELECT count(*) FROM application_notes n WHERE n.application_id = ${jobApplications.id})`;

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
    .select({
      ...withDepartment,
      notes: noteCount,
      unreadReply: hasUnreadReply("application").as("unread_reply"),
    })
    .from(jobApplications)
    .leftJoin(jobs, eq(jobApplications.jobId, jobs.id))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = d.select({ n: count() }).from(jobApplications).where(where);
  const [rows, [counted], positions] = query.withPositions
    ? await d.batch([page, total, positionsQuery(d)])
    : [...(await d.batch([page, total])), null];
  return {
    applications: rows.map((r) => ({
      ...r.application,
      department: r.department,
      notes: Number(r.notes),
      unreadReply: Boolean(r.unreadReply),
    })),
    total: counted?.n ?? 0,
    positions: positions?.map((r) => r.position) ?? [],
  };
}

/** The applications the list shows, in its order, for its CSV export. */
export const exportApplications = (filter: ApplicationFilter) =>
  exportRows(jobApplications, applicationFilter(filter), "createdAt");

/**
 * The list's filters in a URL (search, status, position, unread, and `owner=me`: the applications `me` owns), read
 * once for the list, its CSV export and the API, so Export CSV exports what the list shows.
 */
export function readApplicationFilter(params: URLSearchParams, me: number): ApplicationFilter {
  const position = (params.get("position") ?? "").trim().slice(0, 200);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: enumParam(APPLICATION_STATUSES, params.get("status")),
    position: position || null,
    unread: params.get("unread") === "1",
    unreadReply: params.get("unread") === "reply",
    ownerId: params.get("owner") === "me" ? me : null,
  };
}
