// /admin/contacts/board (admins, as Contact Messages): the enquiry board (issue 31). A column per sales stage, a card
// per enquiry (name, company, days in stage, estimated value, owner, unread reply, follow-up due), moved one at a
// time (menu, drag, keyboard) or together (selection), each move through the pipeline's stage change (history,
// audit, `enquiry.stage_changed`). "Lost" asks why. Archived enquiries stay off the board unless the filter asks.
import { useMemo } from "react";
import { data } from "react-router";
import type { Route } from "./+types/contacts.board";
import { Board, type BoardCard, type BoardStageChoice } from "~/components/admin/board/board";
import { useListSearch } from "~/components/admin/list-search";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { ContactsViewSwitch } from "~/components/admin/contacts-view-switch";
import { BoardFilters, BoardNotices } from "~/components/admin/board/filters";
import { adminAction, intent } from "~/server/admin-action.server";
import { moveMany, moveOne } from "~/server/board-moves.server";
import { requireRole, staffUser } from "~/server/auth.server";
import { changeStage } from "~/models/enquiry-pipeline.server";
import { enquiryBoard, moveEnquiries } from "~/models/enquiry-board.server";
import { ENQUIRY_LOST_REASON_LABELS, ENQUIRY_LOST_REASONS } from "~/schemas/enquiry-pipeline";
import { enquiryBulkMoveSchema, enquiryMoveSchema, readEnquiryBoardFilter } from "~/schemas/enquiry-board";
import { ENQUIRY_STAGE_LABELS, ENQUIRY_STAGES, type EnquiryStage } from "~/schemas/vocabulary";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = { title: "Enquiry board" };

export function meta() {
  return adminMeta(SCREEN.title);
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

const stageLabel = (stage: EnquiryStage) => ENQUIRY_STAGE_LABELS[stage];

// A refusal answers with the fields it names (the lost reason), as a dialog's answer would.
const inPlace = { fieldErrors: true };

export const action = adminAction(({ user }) => ({
  entity: "contact",
  intents: {
    move: intent({
      schema: enquiryMoveSchema,
      audit: "update",
      run: ({ id, stage, lostReason }) =>
        moveOne(async () => (await changeStage(id, stage, user, { lostReason: lostReason ?? null })).name, {
          to: stageLabel(stage),
          refusal: "Could not move the enquiry",
          ...inPlace,
        }),
    }),
    // One audit entry per enquiry moved, written by the handler (the pipeline writes one per intent).
    bulk: intent({
      schema: enquiryBulkMoveSchema,
      audit: false,
      run: ({ ids, stage, lostReason }, { by }) =>
        moveMany(() => moveEnquiries(ids, stage, user, { lostReason: lostReason ?? null }), {
          by,
          entity: "contact",
          action: "update",
          input: (row, count) => ({ stage, lostReason: row.lostReason, bulk: count }),
          noun: ["enquiry", "enquiries"],
          to: stageLabel(stage),
          ...inPlace,
        }),
    }),
  },
}));

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
      {...SCREEN}
      description={`${cards.length} ${cards.length === 1 ? "enquiry" : "enquiries"} by stage. Drag a card, or open its menu, to move it; every move is kept in the enquiry's stage history.`}
      actions={<ContactsViewSwitch current="board" />}
    >
      <BoardFilters
        search={{ id: "enquiry-board-search", label: "Search enquiries", placeholder: "Search enquiries..." }}
        filter={filter}
        staff={staff}
        me={me}
        afterOwner={
          <label className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="archived" value="1" defaultChecked={filter.archived} className="h-4 w-4" />
            Include archived
          </label>
        }
      />
      <BoardNotices refused={refused} truncated={truncated} />
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
