// /admin/contacts/board (admins, as Contact Messages): the enquiry board (issue 31). A column per sales stage, a card
// per enquiry (name, company, days in stage, estimated value, owner, unread reply, follow-up due), moved one at a
// time (menu, drag, keyboard) or together (selection), each move through the pipeline's stage change (history,
// audit, `enquiry.stage_changed`). "Lost" asks why. Archived enquiries stay off the board unless the filter asks.
import { useMemo } from "react";
import { data, Form } from "react-router";
import type { Route } from "./+types/contacts.board";
import { Board, type BoardCard, type BoardStageChoice } from "~/components/admin/board/board";
import { useListSearch } from "~/components/admin/list-search";
import { AdminPage } from "~/components/admin/shell";
import { ContactsViewSwitch } from "~/components/admin/contacts-view-switch";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { adminAction, flash, intent, type ActionContext, type FormAnswer } from "~/server/admin-action.server";
import { requireRole, staffUser } from "~/server/auth.server";
import { recordWrite } from "~/models/audit-log.server";
import { changeStage } from "~/models/enquiry-pipeline.server";
import { enquiryBoard, moveEnquiries } from "~/models/enquiry-board.server";
import { HttpError } from "~/platform/errors.server";
import { site } from "~/platform/site";
import { ENQUIRY_LOST_REASON_LABELS, ENQUIRY_LOST_REASONS, type EnquiryLostReason } from "~/schemas/enquiry-pipeline";
import { enquiryBulkMoveSchema, enquiryMoveSchema, readEnquiryBoardFilter } from "~/schemas/enquiry-board";
import { ENQUIRY_STAGE_LABELS, ENQUIRY_STAGES, type EnquiryStage } from "~/schemas/vocabulary";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export function meta() {
  return [{ title: `Enquiry board | ${site.name} Admin` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const read = readEnquiryBoardFilter(new URL(request.url).searchParams);
  if (!read.filter) throw data(`${read.invalid} is not a valid filter value`, { status: 400 });
  const me = staffUser(context).id;
  const board = await enquiryBoard(read.filter, me);
  return {
    filter: read.filter,
    staff: board.staff,
    me,
    truncated: board.truncated,
    cards: board.columns.flatMap((column) => column.cards),
  };
}

type Loaded = Route.ComponentProps["loaderData"];

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** A card as the board shows it: the facts the loader sent, as a title, a link and markers. */
function toBoardCard(c: Loaded["cards"][number]): BoardCard<EnquiryStage> {
  return {
    id: c.id,
    title: c.company ? `${c.name} · ${c.company}` : c.name,
    href: `/admin/contacts?dialog=view&id=${c.id}`,
    stage: c.stage,
    owner: c.owner,
    markers: [
      { key: "days", text: `${c.daysInStage} ${c.daysInStage === 1 ? "day" : "days"}`, label: "in this stage" },
      ...(c.estimatedValue !== null
        ? [{ key: "value", text: usd.format(c.estimatedValue), label: "estimated value" }]
        : []),
      ...(c.unreadReply ? [{ key: "reply", text: "Unread reply", tone: "alert" as const }] : []),
      ...(c.followUpDue && c.followUpOn
        ? [{ key: "follow-up", text: "Follow-up due", label: `(${c.followUpOn})`, tone: "alert" as const }]
        : []),
    ],
  };
}

/** A refusal answered in place (a 4xx naming the field), so the board's optimistic move rolls back and says why. */
function refusal(error: unknown, title: string) {
  if (!(error instanceof HttpError)) throw error;
  const text = Object.values(error.errors ?? {}).flat()[0] ?? error.message;
  return data<FormAnswer>(
    { result: { status: "error", error: error.errors ?? {} }, error: { title, text } },
    error.status,
  );
}

const stageLabel = (stage: EnquiryStage) => ENQUIRY_STAGE_LABELS[stage];

export async function action({ request, context }: Route.ActionArgs) {
  const user = staffUser(context);
  /** A selection's moves: one stage change (history, event) each, and one audit entry each. */
  const bulk = async (
    { ids, stage, lostReason }: { ids: number[]; stage: EnquiryStage; lostReason?: EnquiryLostReason | null },
    { by }: ActionContext,
  ) => {
    try {
      const moved = await moveEnquiries(ids, stage, user, { lostReason: lostReason ?? null });
      for (const row of moved)
        await recordWrite(by, {
          action: "update",
          entity: "contact",
          entityId: row.id,
          input: { stage, lostReason: row.lostReason, bulk: moved.length },
        });
      return flash({
        type: "success",
        title: "Enquiries moved",
        description: `Moved ${moved.length} ${moved.length === 1 ? "enquiry" : "enquiries"} to ${stageLabel(stage)}.`,
      });
    } catch (error) {
      return refusal(error, "Could not move the selection");
    }
  };
  return adminAction(request, context, {
    path: "/admin/contacts/board",
    entity: "contact",
    intents: {
      move: intent({
        schema: enquiryMoveSchema,
        audit: "update",
        run: async ({ id, stage, lostReason }) => {
          try {
            const row = await changeStage(id, stage, user, { lostReason: lostReason ?? null });
            return flash({
              type: "success",
              title: "Moved",
              description: `Moved ${row.name} to ${stageLabel(stage)}.`,
            });
          } catch (error) {
            return refusal(error, "Could not move the enquiry");
          }
        },
      }),
      // One audit entry per enquiry moved, written by the handler (the pipeline writes one per intent).
      bulk: intent({ schema: enquiryBulkMoveSchema, audit: false, run: (input, ctx) => bulk(input, ctx) }),
    },
  });
}

const LOST_CHOICE: BoardStageChoice<EnquiryStage> = {
  stage: "lost",
  name: "lostReason",
  label: "Why was it lost?",
  options: ENQUIRY_LOST_REASONS.map((r) => ({ value: r, label: ENQUIRY_LOST_REASON_LABELS[r] })),
};

export default function EnquiryBoard({
  loaderData: { filter, staff, me, cards, truncated },
  actionData,
}: Route.ComponentProps) {
  const returnTo = useListSearch();
  const refused = actionData && "error" in actionData ? actionData.error : null;
  const boardCards = useMemo(() => cards.map(toBoardCard), [cards]);
  const stages = useMemo(() => ENQUIRY_STAGES.map((s) => ({ id: s, label: ENQUIRY_STAGE_LABELS[s] })), []);
  return (
    <AdminPage
      title="Enquiry board"
      description={`${cards.length} ${cards.length === 1 ? "enquiry" : "enquiries"} by stage. Drag a card, or open its menu, to move it; every move is kept in the enquiry's stage history.`}
      actions={<ContactsViewSwitch current="board" />}
    >
      <BoardFilters filter={filter} staff={staff} me={me} />
      {refused ? (
        <div className="mb-4">
          <Alert title={refused.title}>{refused.text}</Alert>
        </div>
      ) : null}
      {truncated ? (
        <p className="mb-4 text-sm text-amber-800">Showing the most recent 1,000 cards: filter to see the rest.</p>
      ) : null}
      <Board
        id="enquiries"
        label="Enquiries by stage"
        stages={stages}
        cards={boardCards}
        intents={{ move: "move", bulk: "bulk" }}
        choice={LOST_CHOICE}
        returnTo={returnTo}
        empty="No enquiries"
      />
    </AdminPage>
  );
}

/** The board's filters: a GET form, so they live in the URL (and the moves go back to them). */
function BoardFilters({ filter, staff, me }: { filter: Loaded["filter"]; staff: Loaded["staff"]; me: number }) {
  return (
    <Form method="get" role="search" className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <label className="sr-only" htmlFor="enquiry-board-search">
        Search enquiries
      </label>
      <input
        id="enquiry-board-search"
        type="search"
        name="q"
        defaultValue={filter.q}
        placeholder="Search enquiries..."
        className={`${inputClass} sm:max-w-xs`}
      />
      <select
        name="owner"
        defaultValue={filter.owner === null ? "" : String(filter.owner)}
        aria-label="Owner"
        className={`${inputClass} sm:max-w-[14rem]`}
      >
        <option value="">Any owner</option>
        <option value="me">Mine</option>
        {staff
          .filter((s) => s.id !== me)
          .map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
      </select>
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" name="archived" value="1" defaultChecked={filter.archived} className="h-4 w-4" />
        Include archived
      </label>
      <button type="submit" className={buttonClass("secondary", "shrink-0 whitespace-nowrap")}>
        Filter
      </button>
    </Form>
  );
}
