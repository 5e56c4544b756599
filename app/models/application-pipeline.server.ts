// The hiring board (issue 30): one job's applications as cards by stage, read in one round trip with their
// aggregates (notes, unread reply, owner) computed in SQL; moves of one card or a selection, each through the one
// status change (history, webhook); and an application's owner.
import { and, desc, eq, gt, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { jobApplications, jobs, users, type Application, type StaffUser } from "~/db/schema";
import { db } from "~/db/client.server";
import { HttpError, notFound, validationFailed } from "~/platform/errors.server";
import { textSearch } from "~/models/list-query.server";
import { hasUnreadReply } from "~/models/conversation-thread.server";
import { setApplicationStatus } from "~/models/applications.server";
import { daysInStage, MAX_BOARD_CARDS, moveEach, readByIds } from "~/models/bulk-moves.server";
import {
  PIPELINE_MESSAGES,
  PIPELINE_STAGES,
  stageOf,
  type PipelineFilter,
  type PipelineStage,
} from "~/schemas/pipeline";
import { daysBefore } from "~/platform/time";

type Actor = Pick<StaffUser, "id" | "email" | "name">;

export type PipelineCard = {
  id: number;
  name: string;
  anonymized: boolean;
  status: Application["status"];
  stage: PipelineStage;
  daysInStage: number;
  hasCv: boolean;
  notes: number;
  unreadReply: boolean;
  owner: { id: number; name: string } | null;
  appliedAt: Date;
};

export type PipelineColumn = { stage: PipelineStage; cards: PipelineCard[] };

/** The time an application entered its status: status_changed_at, or created_at for rows older than the board. */
const since = sql<number>`coalesce(${jobApplications.statusChangedAt}, ${jobApplications.createdAt})`;
const hasCv = sql<number>`(${jobApplications.resumeKey} IS NOT NULL OR ${jobApplications.resume} <> '')`;
const noteCount = sql<number>`(SELECT count(*) FROM application_notes n WHERE n.application_id = ${jobApplications.id})`;

function pipelineWhere(jobId: number, f: PipelineFilter, me: number, now: Date): SQL {
  const conditions: (SQL | undefined)[] = [eq(jobApplications.jobId, jobId)];
  if (f.q)
    conditions.push(
      textSearch(f.q, {
        id: jobApplications.id,
        index: "job_applications_search",
        columns: [jobApplications.fullName, jobApplications.email, jobApplications.position],
      }),
    );
  if (f.cv) conditions.push(or(isNotNull(jobApplications.resumeKey), sql`${jobApplications.resume} <> ''`));
  if (f.days) conditions.push(gt(jobApplications.createdAt, daysBefore(now, f.days)));
  if (f.owner !== null) conditions.push(eq(jobApplications.ownerId, f.owner === "me" ? me : f.owner));
  return and(...conditions)!;
}

/**
 * One job's board: the job, its cards by column (newest in the stage first) and the staff who may own them, in one
 * round trip (a D1 batch); 404 for a job that does not exist. `anonymisedName` is what a card shows for an
 * application the retention sweep blanked.
 */
export async function jobPipeline(
  jobId: number,
  filter: PipelineFilter,
  me: number,
  { anonymisedName, now = new Date() }: { anonymisedName: string; now?: Date },
) {
  const d = db();
  const [[job], rows, staff] = await d.batch([
    d.select({ id: jobs.id, title: jobs.title, department: jobs.department }).from(jobs).where(eq(jobs.id, jobId)),
    d
      .select({
        id: jobApplications.id,
        fullName: jobApplications.fullName,
        anonymizedAt: jobApplications.anonymizedAt,
        status: jobApplications.status,
        since,
        createdAt: jobApplications.createdAt,
        hasCv,
        notes: noteCount,
        unreadReply: hasUnreadReply("application").as("unread_reply"),
        ownerId: jobApplications.ownerId,
        ownerName: sql<string | null>`coalesce(nullif(trim(${users.name}), ''), ${users.email})`,
      })
      .from(jobApplications)
      .leftJoin(users, eq(users.id, jobApplications.ownerId))
      .where(pipelineWhere(jobId, filter, me, now))
      .orderBy(desc(since), desc(jobApplications.id))
      .limit(MAX_BOARD_CARDS + 1),
    staffQuery(d),
  ]);
  if (!job) throw notFound("Job not found");
  const columns: PipelineColumn[] = PIPELINE_STAGES.map((stage) => ({ stage, cards: [] }));
  const byStage = new Map(columns.map((c) => [c.stage, c.cards]));
  for (const r of rows.slice(0, MAX_BOARD_CARDS)) {
    const stage = stageOf(r.status);
    byStage.get(stage)!.push({
      id: r.id,
      name: r.anonymizedAt ? anonymisedName : r.fullName,
      anonymized: r.anonymizedAt !== null,
      status: r.status,
      stage,
      daysInStage: daysInStage(r.since, now),
      hasCv: Boolean(r.hasCv),
      notes: Number(r.notes),
      unreadReply: Boolean(r.unreadReply),
      owner: r.ownerId ? { id: r.ownerId, name: r.ownerName ?? "" } : null,
      appliedAt: r.createdAt,
    });
  }
  return {
    job,
    columns,
    truncated: rows.length > MAX_BOARD_CARDS,
    staff: staff.map(ownerOption),
  };
}

const staffQuery = (d: ReturnType<typeof db>) =>
  d.select({ id: users.id, name: users.name, email: users.email }).from(users).orderBy(users.email);
const ownerOption = (s: { id: number; name: string | null; email: string }) => ({
  id: s.id,
  name: s.name?.trim() || s.email,
});

/** Everyone on the staff an application may be given to, by e-mail: the owner select's options. */
export async function ownerOptions() {
  return (await staffQuery(db())).map(ownerOption);
}

const anonymisedRefusal = (field: string) =>
  new HttpError(400, PIPELINE_MESSAGES.anonymised, { errors: { [field]: [PIPELINE_MESSAGES.anonymised] } });

/**
 * Moves one card through the one status change (history, webhook); 404 for an unknown application, 400 for one the
 * retention sweep anonymised (it has no person left to hire or reject).
 */
export async function moveApplication(id: number, stage: PipelineStage, by: Actor): Promise<Application> {
  const [row] = await db()
    .select({ anonymizedAt: jobApplications.anonymizedAt })
    .from(jobApplications)
    .where(eq(jobApplications.id, id));
  if (!row) throw notFound("Application not found");
  if (row.anonymizedAt) throw anonymisedRefusal("id");
  return setApplicationStatus(id, stage, by);
}

/**
 * Moves a selection (at most MAX_BULK_MOVE, the schema's rule) to one stage, each through the one status change, so
 * each gets its own history entry and event. Checked first, all or nothing: an id that is not an application (of
 * `jobId`, when given) or one that was anonymised refuses the whole move with a 400 naming `ids`.
 */
export async function moveApplications(
  ids: number[],
  stage: PipelineStage,
  by: Actor,
  { jobId }: { jobId?: number } = {},
): Promise<Application[]> {
  const unique = [...new Set(ids)];
  const d = db();
  const found = await readByIds(unique, (chunk) =>
    d
      .select({ id: jobApplications.id, jobId: jobApplications.jobId, anonymizedAt: jobApplications.anonymizedAt })
      .from(jobApplications)
      .where(inArray(jobApplications.id, chunk)),
  );
  const known = new Set(found.map((r) => r.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) throw validationFailed({ ids: [`ids: no application ${missing.slice(0, 5).join(", ")}`] });
  if (jobId !== undefined && found.some((r) => r.jobId !== jobId))
    throw validationFailed({ ids: [PIPELINE_MESSAGES.otherJob] });
  if (found.some((r) => r.anonymizedAt)) throw anonymisedRefusal("ids");
  return moveEach(unique, (id) => setApplicationStatus(id, stage, by));
}

/**
 * Gives an application to a staff member, or to nobody (null); 400 naming `ownerId` for an id that is no user, 404
 * for an unknown application. Not a change for the retention clock: the candidate's data did not change.
 */
export async function setApplicationOwner(id: number, ownerId: number | null): Promise<Application> {
  const d = db();
  if (ownerId !== null) {
    const [user] = await d.select({ id: users.id }).from(users).where(eq(users.id, ownerId));
    if (!user) throw validationFailed({ ownerId: [PIPELINE_MESSAGES.ownerId] });
  }
  const [row] = await d.update(jobApplications).set({ ownerId }).where(eq(jobApplications.id, id)).returning();
  if (!row) throw notFound("Application not found");
  return row;
}
