// The pipeline board (the hiring board, issue 30; the enquiry board, issue 31): one column per stage, a card per
// record, moved by its stage menu (a real form: it works without JavaScript), by dragging (a mouse's HTML5 drag, a
// finger on the card's handle), or from the keyboard (focus a card, Enter opens its menu, choose a stage). Moves are
// optimistic (use-board-moves.ts). Selected cards move together through the bulk form, also a real form.
import { useEffect, useId, useState, type ReactNode, type PointerEvent } from "react";
import { Form } from "react-router";
import { Card, ChoiceOptions } from "~/components/admin/board/card";
import { useBoardMoves } from "~/components/admin/board/use-board-moves";
import type { BoardCard, BoardIntents, BoardStage, BoardStageChoice } from "~/components/admin/board/types";
import { Button } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/dialog";
import { inputClass } from "~/components/ui/field";
import { ToastCard } from "~/components/ui/toaster";

export type { BoardCard, BoardIntents, BoardStage, BoardStageChoice } from "~/components/admin/board/types";

export function Board<S extends string>({
  id,
  label,
  stages,
  cards,
  intents,
  returnTo,
  menuExtra,
  choice,
  empty = "Nothing here",
}: {
  /** Names the board's elements and fetchers (two boards on a page need two ids). */
  id: string;
  /** The board's accessible name ("Applications for Senior Engineer by stage"). */
  label: string;
  stages: BoardStage<S>[];
  cards: BoardCard<S>[];
  intents: BoardIntents;
  /** The list parameters the action redirects back with (the board's filters). */
  returnTo: string;
  menuExtra?: (card: BoardCard<S>) => ReactNode;
  /** A stage a card enters only with an answer ("Lost" asks why): a drop there asks for it first. */
  choice?: BoardStageChoice<S>;
  /** What an empty column says. */
  empty?: string;
}) {
  const { pending, move, refused, announcement, toast, dismissToast, board } = useBoardMoves({
    boardId: id,
    intent: intents.move,
    stages,
    returnTo,
  });
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [dragging, setDragging] = useState<BoardCard<S> | null>(null);
  const [over, setOver] = useState<S | null>(null);
  // Set after hydration: what only works with JavaScript (the touch drag handle) is not rendered before.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // A card dropped on the stage that needs an answer waits here for it (Cancel leaves it where it was).
  const [asking, setAsking] = useState<BoardCard<S> | null>(null);
  const request = (card: BoardCard<S>, stage: S) => {
    if (choice && stage === choice.stage && card.stage !== stage && !card.locked) setAsking(card);
    else move(card, stage);
  };
  const bulkFormId = intents.bulk || intents.bulkQuick ? `${id}-bulk` : null;

  const shown = cards.map((c) => {
    const to = pending.get(c.id);
    return to && to !== c.stage ? { ...c, stage: to } : c;
  });
  const select = (cardId: number, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(cardId);
      else next.delete(cardId);
      return next;
    });
  const selectedCount = shown.filter((c) => selected.has(c.id)).length;

  /** A finger's drag from a card's handle: the column under the finger when it lifts is the card's new stage. */
  const pointerDrag = (card: BoardCard<S>, event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === "mouse") return; // a mouse drags the whole card (HTML5 drag and drop)
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    setDragging(card);
    const columnAt = (x: number, y: number) =>
      (document.elementFromPoint(x, y)?.closest("[data-board-column]") as HTMLElement | null)?.dataset[
        "boardColumn"
      ] as S | undefined;
    const onMove = (e: globalThis.PointerEvent) => setOver(columnAt(e.clientX, e.clientY) ?? null);
    const onUp = (e: globalThis.PointerEvent) => {
      handle.removeEventListener("pointermove", onMove);
      handle.removeEventListener("pointerup", onUp);
      handle.removeEventListener("pointercancel", onCancel);
      const stage = columnAt(e.clientX, e.clientY);
      setDragging(null);
      setOver(null);
      if (stage) request(card, stage);
    };
    const onCancel = () => {
      handle.removeEventListener("pointermove", onMove);
      handle.removeEventListener("pointerup", onUp);
      setDragging(null);
      setOver(null);
    };
    handle.addEventListener("pointermove", onMove);
    handle.addEventListener("pointerup", onUp);
    handle.addEventListener("pointercancel", onCancel);
  };

  return (
    <div ref={board} data-board={id}>
      {bulkFormId ? (
        <Form
          method="post"
          id={bulkFormId}
          className="mb-4 flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm"
          aria-label="Selected cards"
          // The selection is sent (FormData is read before React renders again), then cleared for the next one.
          onSubmit={() => setSelected(new Set())}
        >
          <input type="hidden" name="returnTo" value={returnTo} />
          <span className="text-slate-600" data-selected-count={selectedCount}>
            {selectedCount ? `${selectedCount} selected` : "Select cards to move them together"}
          </span>
          {intents.bulk ? (
            <>
              <label htmlFor={`${id}-bulk-stage`} className="sr-only">
                Move the selected cards to
              </label>
              <select id={`${id}-bulk-stage`} name="stage" className={`${inputClass} sm:max-w-[12rem]`}>
                {stages.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
              {choice ? (
                <>
                  <label htmlFor={`${id}-bulk-choice`} className="sr-only">
                    {`${choice.label} (when moving to ${stages.find((s) => s.id === choice.stage)?.label ?? choice.stage})`}
                  </label>
                  <select id={`${id}-bulk-choice`} name={choice.name} className={`${inputClass} sm:max-w-[12rem]`}>
                    <option value="">{`${choice.label}…`}</option>
                    {choice.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </>
              ) : null}
              <Button type="submit" name="intent" value={intents.bulk} variant="secondary">
                Move selected
              </Button>
            </>
          ) : null}
          {intents.bulkQuick ? (
            <Button
              type="submit"
              name="intent"
              value={intents.bulkQuick.intent}
              variant="secondary"
              className="text-red-700"
            >
              {intents.bulkQuick.label}
            </Button>
          ) : null}
        </Form>
      ) : null}
      {/* Columns side by side, scrolled sideways on a narrow screen (and on a wide one when there are more columns than
          fit at 10rem: the enquiry board's seven); a card never grows past its column. Positioned,
          so what is absolutely placed inside (a screen-reader-only text) is clipped with it and never widens the page. */}
      <div role="group" aria-label={label} className="relative flex gap-4 overflow-x-auto pb-4" tabIndex={-1}>
        {stages.map((stage) => {
          const inColumn = shown.filter((c) => c.stage === stage.id);
          const headingId = `${id}-column-${stage.id}`;
          return (
            <section
              key={stage.id}
              aria-labelledby={headingId}
              data-board-column={stage.id}
              onDragOver={(event) => {
                // Only a card of this board (its drag carries the card's id as text).
                if (!dragging && !event.dataTransfer.types.includes("text/plain")) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                if (over !== stage.id) setOver(stage.id);
              }}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
              }}
              onDrop={(event) => {
                event.preventDefault();
                const cardId = Number(event.dataTransfer.getData("text/plain"));
                const card = shown.find((c) => c.id === cardId) ?? dragging;
                if (card?.locked) return;
                setDragging(null);
                setOver(null);
                if (card) request(card, stage.id);
              }}
              className={`flex w-72 min-w-0 shrink-0 flex-col rounded-lg bg-slate-100 p-3 sm:w-64 lg:w-auto lg:min-w-[10rem] lg:flex-1 ${
                over === stage.id && dragging?.stage !== stage.id ? "ring-2 ring-pine-500" : ""
              }`}
            >
              <h2 id={headingId} className="flex items-baseline justify-between gap-2 text-sm font-semibold text-ink">
                <span>{stage.label}</span>
                <span className="text-xs font-normal text-slate-500" data-column-count>
                  {inColumn.length}
                </span>
              </h2>
              {inColumn.length ? (
                <ul className="mt-3 flex min-w-0 flex-col gap-2">
                  {inColumn.map((card) => (
                    <li key={card.id} className="min-w-0">
                      <Card
                        boardId={id}
                        card={card}
                        stages={stages}
                        moveIntent={intents.move}
                        returnTo={returnTo}
                        bulkFormId={bulkFormId}
                        live={live}
                        selected={selected.has(card.id)}
                        onSelect={select}
                        onMove={move}
                        onRefused={refused}
                        onDragStart={setDragging}
                        onDragEnd={() => {
                          setDragging(null);
                          setOver(null);
                        }}
                        onPointerDrag={pointerDrag}
                        menuExtra={menuExtra?.(card)}
                        choice={choice}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-xs text-slate-500">{empty}</p>
              )}
            </section>
          );
        })}
      </div>
      <p aria-live="polite" role="status" className="sr-only" data-board-announcement>
        {announcement}
      </p>
      {asking && choice ? (
        <ChoiceDialog
          title={`Move ${asking.title} to ${stages.find((s) => s.id === choice.stage)?.label ?? choice.stage}`}
          choice={choice}
          onCancel={() => setAsking(null)}
          onChoose={(answer) => {
            setAsking(null);
            move(asking, choice.stage, { [choice.name]: answer });
          }}
        />
      ) : null}
      {toast ? (
        <div role="alert" className="pointer-events-none fixed inset-x-4 bottom-20 z-50 flex justify-end sm:inset-x-6">
          <ToastCard toast={toast} onClose={dismissToast} />
        </div>
      ) : null}
    </div>
  );
}

/** What a drop on the stage that needs an answer asks (a small modal form): the answer, or Cancel (Escape). */
function ChoiceDialog<S extends string>({
  title,
  choice,
  onCancel,
  onChoose,
}: {
  title: string;
  choice: BoardStageChoice<S>;
  onCancel: () => void;
  onChoose: (answer: string) => void;
}) {
  const selectId = useId();
  return (
    <ModalDialog title={title} onClose={onCancel} size="sm">
      <form
        data-board-ask
        onSubmit={(e) => {
          e.preventDefault();
          const answer = new FormData(e.currentTarget).get(choice.name);
          if (typeof answer === "string" && answer) onChoose(answer);
        }}
      >
        <label htmlFor={selectId} className="block text-sm text-slate-600">
          {choice.label}
        </label>
        <select id={selectId} name={choice.name} required data-autofocus className={inputClass}>
          <ChoiceOptions options={choice.options} />
        </select>
        <div className="mt-4 flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Move</Button>
        </div>
      </form>
    </ModalDialog>
  );
}
