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

export type BoardIntents = {
  /** One card to a stage: posts `intent`, `id`, `stage`, `returnTo`. */
  move: string;
  /** Selected cards to a stage: posts `intent`, `ids` (repeated), `stage`, `returnTo`. */
  bulk?: string;
  /** A one-button bulk action ("Reject selected"): posts `intent` and `ids`. */
  bulkQuick?: { intent: string; label: string };
};
