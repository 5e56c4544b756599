// /admin/jobs/{id}/pipeline (admins): the hiring board of one job. A column per stage, a card per application
// (name, days in stage, CV, notes, unread reply, owner), moved one at a time (menu, drag, keyboard) or together
// (selection), each move through the one status change; the owner set from a card's menu; filters in the URL.
import { useMemo } from "react";
import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/pipeline";
import { Board, type BoardCard } from "~/components/admin/board/board";
import { FilterSelect } from "~/components/admin/list-controls";
import { useListSearch } from "~/components/admin/list-search";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { OwnerForm } from "~/components/admin/owner-form";
import { BoardFilters, BoardNotices } from "~/components/admin/board/filters";
import { Dialog } from "~/components/ui/dialog";
import { ButtonLink } from "~/components/ui/button";
import { adminAction, flash, intent, type ActionContext } from "~/server/admin-action.server";
import { moveMany, moveOne, refusedInPlace } from "~/server/board-moves.server";
import { requireRole, staffUser } from "~/server/auth.server";
import {
  jobPipeline,
  moveApplication,
  moveApplications,
  setApplicationOwner,
} from "~/models/application-pipeline.server";
import { HttpError } from "~/platform/errors.server";
import { parseId, withParams } from "~/platform/params";
import { dialogId, dialogParams, readDialog } from "~/platform/dialog";
import {
  ANONYMISED_APPLICANT,
  bulkMoveSchema,
  moveSchema,
  ownerSchema,
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGES,
  readPipelineFilter,
  type PipelineStage,
} from "~/schemas/pipeline";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export function meta({ data: loaded }: Route.MetaArgs) {
  return adminMeta(`${loaded?.job.title ?? "Pipeline"} pipeline`);
}

const jobIdOf = (params: { id?: string }) => {
  const id = parseId(params.id);
  if (id === null) throw data("Not found", { status: 404 });
  return id;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const jobId = jobIdOf(params);
  const search = new URL(request.url).searchParams;
  const read = readPipelineFilter(search);
  if (!read.filter) throw data(`${read.invalid} is not a valid filter value`, { status: 400 });
  const me = staffUser(context).id;
  const board = await jobPipeline(jobId, read.filter, me, { anonymisedName: ANONYMISED_APPLICANT }).catch(
    (error: unknown) => {
      if (error instanceof HttpError) throw data(error.message, { status: error.status });
      throw error;
    },
  );
  const cards = board.columns.flatMap((column) =>
    column.cards.map((c) => ({
      id: c.id,
      name: c.name,
      stage: c.stage,
      pending: c.status === "pending",
      anonymized: c.anonymized,
      days: c.daysInStage,
      cv: c.hasCv,
      notes: c.notes,
      reply: c.unreadReply,
      owner: c.owner,
    })),
  );
  const ownerFor = dialogId(readDialog(search, ["owner"]), "owner");
  return {
    job: board.job,
    filter: read.filter,
    staff: board.staff,
    me,
    truncated: board.truncated,
    cards,
    owning: cards.find((c) => c.id === ownerFor && !c.anonymized) ?? null,
  };
}

type Loaded = Route.ComponentProps["loaderData"];

/** A card as the board shows it: the facts the loader sent, as a title, a link and markers. */
function toBoardCard(c: Loaded["cards"][number]): BoardCard<PipelineStage> {
  return {
    id: c.id,
    title: c.name,
    href: `/admin/applications?dialog=view&id=${c.id}`,
    stage: c.stage,
    owner: c.owner,
    locked: c.anonymized ? "Anonymised: it can no longer be moved." : undefined,
    markers: [
      { key: "days", text: `${c.days} ${c.days === 1 ? "day" : "days"}`, label: "in this stage" },
      ...(c.pending ? [{ key: "pending", text: "Pending" }] : []),
      ...(c.cv ? [{ key: "cv", text: "CV" }] : []),
      ...(c.notes ? [{ key: "notes", text: `${c.notes} ${c.notes === 1 ? "note" : "notes"}` }] : []),
      ...(c.reply ? [{ key: "reply", text: "Unread reply", tone: "alert" as const }] : []),
    ],
  };
}

const stageLabel = (stage: PipelineStage) => PIPELINE_STAGE_LABELS[stage];

export const action = adminAction(({ params, user }) => {
  const jobId = jobIdOf(params);
  /** A selection's moves: one status change (and history entry) each, and one audit entry each. */
  const bulk = (ids: number[], stage: PipelineStage, { by }: ActionContext) =>
    moveMany(() => moveApplications(ids, stage, user, { jobId }), {
      by,
      entity: "application",
      action: "status",
      input: (_row, count) => ({ status: stage, bulk: count }),
      noun: ["application", "applications"],
      to: stageLabel(stage),
    });
  return {
    entity: "application",
    intents: {
      move: intent({
        schema: moveSchema,
        audit: "status",
        run: ({ id, stage }) =>
          moveOne(async () => (await moveApplication(id, stage, user)).fullName, {
            to: stageLabel(stage),
            refusal: "Could not move the application",
          }),
      }),
      // One audit entry per application moved, written by the handler (the pipeline writes one per intent).
      bulk: intent({ schema: bulkMoveSchema, audit: false, run: ({ ids, stage }, ctx) => bulk(ids, stage, ctx) }),
      reject: intent({
        schema: bulkMoveSchema.omit({ stage: true }),
        audit: false,
        run: ({ ids }, ctx) => bulk(ids, "rejected", ctx),
      }),
      owner: intent({
        schema: ownerSchema,
        audit: "update",
        run: async ({ id, ownerId }) => {
          try {
            const row = await setApplicationOwner(id, ownerId);
            return flash({
              type: "success",
              title: "Owner saved",
              description: ownerId ? `${row.fullName} has an owner now.` : `${row.fullName} has no owner now.`,
            });
          } catch (error) {
            return refusedInPlace(error, "Could not save the owner");
          }
        },
      }),
    },
  };
});

export default function Pipeline({
  loaderData: { job, filter, staff, me, cards, truncated, owning },
  actionData,
}: Route.ComponentProps) {
  const returnTo = useListSearch();
  const path = `/admin/jobs/${job.id}/pipeline`;
  const refused = actionData && "error" in actionData ? actionData.error : null;
  const boardCards = useMemo(() => cards.map(toBoardCard), [cards]);
  const stages = useMemo(() => PIPELINE_STAGES.map((s) => ({ id: s, label: PIPELINE_STAGE_LABELS[s] })), []);
  const busy = useNavigation().state !== "idle";
  return (
    <AdminPage
      title={`${job.title}: pipeline`}
      description={`${cards.length} ${cards.length === 1 ? "application" : "applications"} by stage. Drag a card, or open its menu, to move it; every move is kept in the application's status history.`}
      actions={
        <ButtonLink to="/admin/jobs" variant="secondary">
          All jobs
        </ButtonLink>
      }
    >
      <BoardFilters
        search={{ id: "pipeline-search", label: "Search applications", placeholder: "Search applications..." }}
        filter={filter}
        staff={staff}
        me={me}
        beforeOwner={<PipelineFilters filter={filter} />}
      />
      <BoardNotices refused={refused} truncated={truncated} />
      <Board
        id="pipeline"
        label={`Applications for ${job.title} by stage`}
        stages={stages}
        cards={boardCards}
        intents={{ move: "move", bulk: "bulk", bulkQuick: { intent: "reject", label: "Reject selected" } }}
        returnTo={returnTo}
        empty="No applications"
        menuExtra={(card) => (
          <Link
            to={withParams(returnTo, dialogParams("owner", card.id))}
            preventScrollReset
            className="board-menu-item text-pine-700"
          >
            Change owner
          </Link>
        )}
      />
      {owning ? (
        <Dialog title={`Owner of ${owning.name}`} closeTo={`${path}${returnTo}`}>
          <OwnerForm id={owning.id} ownerId={owning.owner?.id ?? null} staff={staff} busy={busy} />
        </Dialog>
      ) : null}
    </AdminPage>
  );
}

const DAY_FILTERS = [7, 14, 30, 90] as const;

/** The hiring board's own filters, between the search and the owner: has a CV, and applied within N days. */
function PipelineFilters({ filter }: { filter: Loaded["filter"] }) {
  return (
    <>
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" name="cv" value="1" defaultChecked={filter.cv} className="h-4 w-4" />
        Has CV
      </label>
      <FilterSelect
        name="days"
        label="Applied within"
        value={filter.days}
        all="Any time"
        options={DAY_FILTERS.map((d) => ({ value: d, label: `Last ${d} days` }))}
      />
    </>
  );
}
