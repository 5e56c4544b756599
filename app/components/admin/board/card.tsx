// One card on the pipeline board: its title (a link to the record), markers, owner initials, a checkbox for the
// bulk form, and its stage menu: a <details> of submit buttons in a real POST form, so a move works without
// JavaScript (the action redirects back) and, with it, through the board's optimistic move.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { initials } from "~/components/site/initials";
import type { FormAnswer } from "~/server/admin-action.server";
import type { BoardCard, BoardStage, BoardStageChoice } from "~/components/admin/board/types";
import { moveFetcherKey } from "~/components/admin/board/use-board-moves";

type Props<S extends string> = {
  boardId: string;
  card: BoardCard<S>;
  stages: BoardStage<S>[];
  moveIntent: string;
  returnTo: string;
  bulkFormId: string | null;
  /** Whether the board runs in the browser (the drag handle is of no use before). */
  live: boolean;
  selected: boolean;
  onSelect: (id: number, on: boolean) => void;
  onMove: (card: BoardCard<S>, stage: S, extra?: Record<string, string>) => void;
  onRefused: (card: BoardCard<S>, reason: string) => void;
  onDragStart: (card: BoardCard<S>) => void;
  onDragEnd: () => void;
  onPointerDrag: (card: BoardCard<S>, event: React.PointerEvent<HTMLElement>) => void;
  /** More of the card's menu (the owner's form): rendered inside the open menu. */
  menuExtra?: ReactNode;
  /** A stage entered only with an answer: its own form in the menu, with the answer's select. */
  choice?: BoardStageChoice<S>;
};

export function Card<S extends string>({
  boardId,
  card,
  stages,
  moveIntent,
  returnTo,
  bulkFormId,
  live,
  selected,
  onSelect,
  onMove,
  onRefused,
  onDragStart,
  onDragEnd,
  onPointerDrag,
  menuExtra,
  choice,
}: Props<S>) {
  const fetcher = useFetcher<FormAnswer>({ key: moveFetcherKey(boardId, card.id) });
  const menu = useRef<HTMLDetailsElement>(null);
  const self = useRef<HTMLElement>(null);

  // A refusal (an anonymised record, a stage gone): the card is already back; say why.
  const refusal = fetcher.state === "idle" ? fetcher.data?.error : null;
  useEffect(() => {
    if (refusal) onRefused(card, refusal.text);
    // Only a new answer is news; the card itself may re-render many times.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal]);

  const openMenu = () => {
    if (!menu.current) return;
    menu.current.open = true;
    menu.current.querySelector<HTMLButtonElement>("button[name=stage]")?.focus();
  };
  const closeMenu = () => {
    if (menu.current?.open) {
      menu.current.open = false;
      self.current?.focus();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") return closeMenu();
    // Enter on the card itself (not on a link or button inside it) opens its stage menu.
    if (event.target === event.currentTarget && (event.key === "Enter" || event.key === " ") && !card.locked) {
      event.preventDefault();
      openMenu();
    }
  };

  const others = stages.filter((s) => s.id !== card.stage && s.id !== choice?.stage);
  const choiceId = `${boardId}-choice-${card.id}`;
  return (
    <article
      ref={self}
      tabIndex={0}
      data-board-card={card.id}
      data-stage={card.stage}
      aria-label={card.title}
      draggable={!card.locked}
      onDragStart={(event) => {
        event.dataTransfer.setData("text/plain", String(card.id));
        event.dataTransfer.effectAllowed = "move";
        onDragStart(card);
      }}
      onDragEnd={onDragEnd}
      onKeyDown={onKeyDown}
      className={`board-card ${card.locked ? "opacity-75" : "cursor-grab"}${selected ? " ring-2 ring-pine-500" : ""}`}
    >
      <div className="flex min-w-0 items-start gap-2">
        {bulkFormId && !card.locked ? (
          <input
            type="checkbox"
            name="ids"
            value={card.id}
            form={bulkFormId}
            checked={selected}
            onChange={(e) => onSelect(card.id, e.target.checked)}
            aria-label={`Select ${card.title}`}
            className="mt-0.5 h-4 w-4 shrink-0"
          />
        ) : null}
        <h3 className="min-w-0 flex-1 font-medium text-ink [overflow-wrap:anywhere]" dir="auto">
          {card.href ? (
            <Link to={card.href} className="hover:underline" draggable={false}>
              {card.title}
            </Link>
          ) : (
            card.title
          )}
        </h3>
        {card.owner ? (
          <span
            className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-pine-100 text-[0.65rem] font-semibold text-pine-800"
            title={`Owner: ${card.owner.name}`}
            data-owner
          >
            <span aria-hidden="true">{initials(card.owner.name) || "?"}</span>
            <span className="sr-only">{`Owner: ${card.owner.name}`}</span>
          </span>
        ) : null}
        {card.locked || !live ? null : (
          // Drag on a touch screen: the handle follows the finger (a mouse drags the whole card).
          <span
            aria-hidden="true"
            onPointerDown={(event) => onPointerDrag(card, event)}
            className="-mr-1 shrink-0 cursor-grab touch-none select-none px-1 text-slate-400"
            data-drag-handle
          >
            ⠿
          </span>
        )}
      </div>
      {card.markers.length ? (
        <ul className="mt-2 flex flex-wrap gap-1.5 text-xs">
          {card.markers.map((m) => (
            <li
              key={m.key}
              data-marker={m.key}
              className={m.tone === "alert" ? "board-marker bg-amber-100 text-amber-900" : "board-marker"}
            >
              {m.text}
              {m.label ? <span className="sr-only">{` ${m.label}`}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {card.locked ? (
        <p className="mt-2 text-xs text-slate-500">{card.locked}</p>
      ) : (
        <details ref={menu} className="mt-2" onKeyDown={(e) => e.key === "Escape" && closeMenu()}>
          <summary className="cursor-pointer rounded px-1 py-0.5 text-xs font-medium text-pine-700 hover:bg-pine-50">
            Move…
          </summary>
          {/* A plain form (the board's own onSubmit sends it through a fetcher): hundreds of these render at once. */}
          <form
            method="post"
            className="mt-1"
            onSubmit={(event) => {
              const stage = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
              if (!stage) return;
              event.preventDefault();
              if (menu.current) menu.current.open = false;
              onMove(card, stage as S);
            }}
          >
            <input type="hidden" name="intent" value={moveIntent} />
            <input type="hidden" name="id" value={card.id} />
            {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
            {others.map((s) => (
              <button key={s.id} type="submit" name="stage" value={s.id} className="board-menu-item">
                {`To ${s.label}`}
              </button>
            ))}
          </form>
          {choice && card.stage !== choice.stage ? (
            // The stage that needs an answer: its own form, so the answer goes with it and with nothing else.
            <form
              method="post"
              className="mt-1 border-t border-slate-200 pt-1"
              data-board-choice={choice.stage}
              onSubmit={(event) => {
                const answer = new FormData(event.currentTarget).get(choice.name);
                if (typeof answer !== "string" || !answer) return;
                event.preventDefault();
                if (menu.current) menu.current.open = false;
                onMove(card, choice.stage, { [choice.name]: answer });
              }}
            >
              <input type="hidden" name="intent" value={moveIntent} />
              <input type="hidden" name="id" value={card.id} />
              <input type="hidden" name="stage" value={choice.stage} />
              {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
              <label htmlFor={choiceId} className="block px-1 text-xs text-slate-600">
                {choice.label}
              </label>
              <select id={choiceId} name={choice.name} required className="board-choice-select">
                <ChoiceOptions options={choice.options} />
              </select>
              <button type="submit" className="board-menu-item">
                {`To ${stages.find((s) => s.id === choice.stage)?.label ?? choice.stage}`}
              </button>
            </form>
          ) : null}
          {menuExtra}
        </details>
      )}
    </article>
  );
}

/** The options of a move's question (the menu's select and the drop's dialog): none chosen yet, then the answers. */
export function ChoiceOptions({ options }: { options: BoardStageChoice["options"] }) {
  return (
    <>
      <option value="">Choose…</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
