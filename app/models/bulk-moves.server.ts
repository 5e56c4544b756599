// What the boards share (the hiring board, the enquiry board): how many cards one shows, a card's days in its stage,
// and for the moves of a selection, reading the selected rows a statement's worth of ids at a time and moving them a
// few at a time, each through its own one change.
import { DAY_MS } from "~/platform/time";

/** The most cards one board shows (more says so and asks for a filter). */
export const MAX_BOARD_CARDS = 1000;

/** Whole days from `since` (epoch milliseconds, the stage change the boards read in SQL) to now; never below 0. */
export const daysInStage = (since: number, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Number(since)) / DAY_MS));

/** Ids per statement, under D1's 100 bound parameters. */
const CHUNK = 90;
/** Moves at once: each is a few statements of its own (history, event), so a selection does not queue all at once. */
const PARALLEL = 8;

/** The rows `read` finds for these ids, read CHUNK ids per statement. */
export async function readByIds<Row>(ids: number[], read: (chunk: number[]) => PromiseLike<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) rows.push(...(await read(ids.slice(i, i + CHUNK))));
  return rows;
}

/**
 * A selection's moves stopped part-way (a failed write, a record changed meanwhile): `moved`, those made before it
 * stopped, still want their audit entries; `failure` is why it stopped.
 */
export class MovedPartly<Moved> extends Error {
  constructor(
    readonly moved: Moved[],
    readonly failure: unknown,
  ) {
    super("The selection was moved only in part", { cause: failure });
  }
}

/**
 * `move` on every id, PARALLEL at a time; the results in the ids' order. A move that fails stops the selection
 * after its group has settled, with the MovedPartly that names every move made.
 */
export async function moveEach<Moved>(ids: number[], move: (id: number) => Promise<Moved>): Promise<Moved[]> {
  const moved: Moved[] = [];
  for (let i = 0; i < ids.length; i += PARALLEL) {
    const group = await Promise.allSettled(ids.slice(i, i + PARALLEL).map(move));
    for (const result of group) if (result.status === "fulfilled") moved.push(result.value);
    const failed = group.find((result) => result.status === "rejected");
    if (failed) throw new MovedPartly(moved, failed.reason);
  }
  return moved;
}
