// A record's history and staff notes, as an application's and an enquiry's dialogs show them: the changes of its
// status or stage (from → to, why, by whom, when), and its Markdown notes (author, when, the rendered note) with
// a form that adds one (a plain post of the screen's `note` intent).
import type { ComponentProps } from "react";
import { Form } from "react-router";
import { ReturnTo } from "~/components/admin/list-search";
import { LocalTime } from "~/components/admin/local-time";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";

type At = ComponentProps<typeof LocalTime>["at"];

/** The changes, oldest first, or `empty` ("No status changes yet.") when there are none. */
export function ChangeHistory({
  changes,
  testId,
  empty,
}: {
  changes: { id: number; from: string; to: string; reason?: string | null; by: string; when: At }[];
  testId: string;
  empty: string;
}) {
  return changes.length ? (
    <ol className="mt-2 space-y-1.5 border-l-2 border-slate-200 pl-4 text-sm" data-testid={testId}>
      {changes.map((c) => (
        <li key={c.id} className="break-words">
          <span className="font-medium text-ink">{`${c.from} → ${c.to}${c.reason ? ` (${c.reason})` : ""}`}</span>
          <span className="text-slate-500">
            {` · ${c.by} · `}
            <LocalTime at={c.when} />
          </span>
        </li>
      ))}
    </ol>
  ) : (
    <p className="mt-1 text-sm text-slate-500">{empty}</p>
  );
}

/** The notes, then the box that adds one to record `recordId`; `error` (the refusal of the last note) below it. */
export function Notes({
  recordId,
  notes,
  testId,
  inputId,
  error,
  busy,
}: {
  recordId: number;
  notes: { id: number; author: string; when: At; html: string }[];
  testId: string;
  /** The textarea's id (`application-note`); its error is `{inputId}-error`. */
  inputId: string;
  error: string | null | undefined;
  busy: boolean;
}) {
  return (
    <>
      {notes.length ? (
        <ul className="mt-2 space-y-3" data-testid={testId}>
          {notes.map((n) => (
            <li key={n.id} className="rounded-md bg-slate-50 p-3 text-sm">
              <p className="break-words text-xs text-slate-500">
                {`${n.author} · `}
                <LocalTime at={n.when} />
              </p>
              <div className="prose-post mt-1 break-words" dangerouslySetInnerHTML={{ __html: n.html }} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-500">No notes yet.</p>
      )}
      {/* Keyed by the note count, so a saved note empties the box (a second click posted it twice). */}
      <Form key={notes.length} method="post" className="mt-3 space-y-2">
        <ReturnTo />
        <input type="hidden" name="id" value={recordId} />
        <input type="hidden" name="intent" value="note" />
        <label htmlFor={inputId} className="sr-only">
          Add a note
        </label>
        <textarea
          id={inputId}
          name="note"
          rows={3}
          required
          maxLength={5000}
          placeholder="Add a note (Markdown)"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={inputClass}
        />
        {error ? (
          <p id={`${inputId}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={busy}>
            Add Note
          </Button>
        </div>
      </Form>
    </>
  );
}
