// The moves of a board screen (the hiring board, the enquiry board: app/components/admin/board/): one card, or a
// selection with one audit entry per record moved, answered with a toast, or refused in place (a 4xx with the
// reason, not a redirect) so that the board's optimistic move rolls back and says why.
import { data } from "react-router";
import { HttpError } from "~/platform/errors.server";
import type { AuditAction, AuditEntity } from "~/schemas/vocabulary";
import { recordWrite, type StaffActing } from "~/models/audit-log.server";
import { MovedPartly } from "~/models/bulk-moves.server";
import { flash, type FormAnswer } from "~/server/admin-action.server";

/**
 * A refusal answered in place: a 4xx whose alert names the first field's reason (or the error's message).
 * `fieldErrors`: the answer's `result` carries the error's fields too (the enquiry board's), else it is null.
 */
export function refusedInPlace(error: unknown, title: string, { fieldErrors = false } = {}) {
  if (!(error instanceof HttpError)) throw error;
  const text = Object.values(error.errors ?? {}).flat()[0] ?? error.message;
  const result = fieldErrors ? { status: "error" as const, error: error.errors ?? {} } : null;
  return data<FormAnswer>({ result, error: { title, text } }, error.status);
}

type InPlace = { fieldErrors?: boolean };

/** One card's move: `move` changes the stage and names the record; "Moved {name} to {stage}." or the refusal. */
export async function moveOne(
  move: () => Promise<string>,
  { to, refusal, ...options }: InPlace & { to: string; refusal: string },
) {
  try {
    const name = await move();
    return flash({ type: "success", title: "Moved", description: `Moved ${name} to ${to}.` });
  } catch (error) {
    return refusedInPlace(error, refusal, options);
  }
}

/**
 * A selection's moves: `move` changes each record's stage (history, event) and returns the rows moved; each gets
 * its own audit entry (`input` says what, with the selection's size), then one toast counting them. When a move
 * fails part-way, those made before it get their entries too, and the failure is answered.
 */
export async function moveMany<Row extends { id: number }>(
  move: () => Promise<Row[]>,
  {
    by,
    entity,
    action,
    input,
    noun,
    to,
    ...options
  }: InPlace & {
    by: StaffActing;
    entity: AuditEntity;
    action: AuditAction;
    input: (row: Row, count: number) => Record<string, unknown>;
    /** The record's noun, singular and plural, as the toast says it ("enquiry", "enquiries"). */
    noun: [string, string];
    to: string;
  },
) {
  const audit = async (moved: Row[]) => {
    for (const row of moved)
      await recordWrite(by, { action, entity, entityId: row.id, input: input(row, moved.length) });
  };
  try {
    const moved = await move();
    await audit(moved);
    const [one, many] = noun;
    return flash({
      type: "success",
      title: `${many.charAt(0).toUpperCase()}${many.slice(1)} moved`,
      description: `Moved ${moved.length} ${moved.length === 1 ? one : many} to ${to}.`,
    });
  } catch (error) {
    // The moves made before one failed are made: each still gets its entry, then the failure is answered.
    if (!(error instanceof MovedPartly)) return refusedInPlace(error, "Could not move the selection", options);
    await audit(error.moved as Row[]);
    return refusedInPlace(error.failure, "Could not move the selection", options);
  }
}
