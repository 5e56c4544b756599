// The board's moves in the browser: each move posts the card's form through a fetcher keyed by the card, so the
// card shows in its new column at once (the in-flight fetcher's stage wins over the loader's), goes back by
// itself when the server refuses (the fetcher ends with an error and nothing overrides the loader any more), and
// the route's redirect reloads the board when it accepts. What happened is said in an aria-live region.
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetchers, useSubmit } from "react-router";
import type { Toast } from "~/platform/toast";
import type { BoardCard, BoardStage } from "~/components/admin/board/types";

export const moveFetcherKey = (boardId: string, cardId: number) => `${boardId}-move-${cardId}`;

export function useBoardMoves<S extends string>({
  boardId,
  intent,
  stages,
  returnTo,
}: {
  boardId: string;
  intent: string;
  stages: BoardStage<S>[];
  returnTo: string;
}) {
  const submit = useSubmit();
  const fetchers = useFetchers();
  const [announcement, setAnnouncement] = useState("");
  const [toast, setToast] = useState<Toast | null>(null);
  // The card to focus once it shows in its new column: { id, stage }.
  const focusTarget = useRef<{ id: number; stage: string } | null>(null);
  const labelOf = useCallback((stage: string) => stages.find((s) => s.id === stage)?.label ?? stage, [stages]);

  // The stage each card is on its way to, from the fetchers still in flight.
  const prefix = `${boardId}-move-`;
  const pending = new Map<number, S>();
  for (const f of fetchers) {
    if (!f.key.startsWith(prefix) || !f.formData) continue;
    const stage = f.formData.get("stage");
    if (typeof stage === "string") pending.set(Number(f.key.slice(prefix.length)), stage as S);
  }

  const move = useCallback(
    (card: BoardCard<S>, stage: S, extra: Record<string, string> = {}) => {
      if (card.locked || card.stage === stage) return;
      void submit(
        { ...extra, intent, id: String(card.id), stage, returnTo },
        {
          method: "post",
          navigate: false,
          fetcherKey: moveFetcherKey(boardId, card.id),
          preventScrollReset: true,
        },
      );
      setAnnouncement(`Moved ${card.title} to ${labelOf(stage)}`);
      focusTarget.current = { id: card.id, stage };
    },
    [boardId, intent, labelOf, returnTo, submit],
  );

  /** A card whose move the server refused: back in its column (by itself), said aloud and in a toast. */
  const refused = useCallback((card: BoardCard<S>, reason: string) => {
    setAnnouncement(`Could not move ${card.title}: ${reason}`);
    setToast({ type: "error", title: `Could not move ${card.title}`, description: reason });
  }, []);

  // Focus follows the card to its new column (it is a new element there), after the render that put it there.
  const board = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    const card = board.current?.querySelector<HTMLElement>(`[data-board-card="${target.id}"]`);
    if (card?.dataset["stage"] !== target.stage) return;
    focusTarget.current = null;
    card.focus();
  });

  return { pending, move, refused, announcement, toast, dismissToast: () => setToast(null), board };
}
