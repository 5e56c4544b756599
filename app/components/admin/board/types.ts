// What the shared pipeline board (the hiring board, issue 30; the enquiry board, issue 31) is given: its stages in
// column order, its cards, and the names of the intents its forms post to the route's own action.

export type BoardStage<S extends string = string> = { id: S; label: string };

/** A small fact on a card: a short visible text and, when it needs more words to be clear, what a screen reader adds. */
export type BoardMarker = {
  key: string;
  text: string;
  /** Read after `text` by screen readers only ("3 days" + "in this stage"). */
  label?: string;
  tone?: "plain" | "alert";
};

export type BoardCard<S extends string = string> = {
  id: number;
  title: string;
  /** Where the card's title links to (the record's dialog). */
  href?: string;
  stage: S;
  markers: BoardMarker[];
  owner?: { name: string } | null;
  /** A card that may not move (an anonymised application): no menu, no drag, no checkbox. */
  locked?: string;
};

/**
 * A stage a card may only enter with one more answer ("Lost" asks why): the card's menu offers it as a form with a
 * select of `options` (so it works without JavaScript), and a drag or the bulk form asks for it before moving.
 */
export type BoardStageChoice<S extends string = string> = {
  stage: S;
  /** The field the answer is posted as (`lostReason`). */
  name: string;
  /** The select's label ("Why was it lost?"). */
  label: string;
  options: { value: string; label: string }[];
};

export type BoardIntents = {
  /** One card to a stage: posts `intent`, `id`, `stage`, `returnTo` (and the stage choice's field, when it has one). */
  move: string;
  /** Selected cards to a stage: posts `intent`, `ids` (repeated), `stage`, `returnTo`. */
  bulk?: string;
  /** A one-button bulk action ("Reject selected"): posts `intent` and `ids`. */
  bulkQuick?: { intent: string; label: string };
};
