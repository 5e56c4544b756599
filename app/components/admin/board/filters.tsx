// What a board screen shows above its board: its filters, a GET form, so they live in the URL (and the moves go
// back to them): text search first, the owner ("Mine", or another staff member) and Filter last, a board's own
// filters before or after the owner; then the refusal of the last move, and a note when the cards were cut.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { OwnerFilter } from "~/components/admin/list-controls";

export function BoardFilters({
  search,
  filter,
  staff,
  me,
  beforeOwner,
  afterOwner,
}: {
  /** The search box's id, its (screen-reader) label and its placeholder. */
  search: { id: string; label: string; placeholder: string };
  filter: { q: string; owner: number | "me" | null };
  staff: { id: number; name: string }[];
  me: number;
  beforeOwner?: ReactNode;
  afterOwner?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <label className="sr-only" htmlFor={search.id}>
        {search.label}
      </label>
      <input
        id={search.id}
        type="search"
        name="q"
        defaultValue={filter.q}
        placeholder={search.placeholder}
        className={`${inputClass} sm:max-w-xs`}
      />
      {beforeOwner}
      <OwnerFilter value={filter.owner} others={staff.filter((s) => s.id !== me)} width="sm:max-w-[14rem]" />
      {afterOwner}
      <button type="submit" className={buttonClass("secondary", "shrink-0 whitespace-nowrap")}>
        Filter
      </button>
    </Form>
  );
}

/** The refusal the screen's action answered (a move posted as a page), and a note when the board shows only some cards. */
export function BoardNotices({
  refused,
  truncated,
}: {
  refused: { title: string; text: string } | null;
  truncated: boolean;
}) {
  return (
    <>
      {refused ? (
        <div className="mb-4">
          <Alert title={refused.title}>{refused.text}</Alert>
        </div>
      ) : null}
      {truncated ? (
        <p className="mb-4 text-sm text-amber-800">Showing the most recent 1,000 cards: filter to see the rest.</p>
      ) : null}
    </>
  );
}
