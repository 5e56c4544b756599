// A modal dialog whose open state lives in the URL, so it opens by link and works without JavaScript.
// With JavaScript it becomes a native modal <dialog> (the rest of the page is inert) with Tab wrapping inside it,
// Escape closing it through the URL, and focus returned to what opened it: app/components/ui/dialog-behaviour.ts
// does that, run by the effect below in the back office and by app/behaviour/site.ts on the public site, which
// does not hydrate.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { holdOpener, showModalDialog } from "~/components/ui/dialog-behaviour";
import { CloseIcon } from "~/components/ui/icons";
import { Button, buttonClass } from "~/components/ui/button";

export function Dialog({
  title,
  description,
  closeTo,
  children,
  size = "md",
  closeLabel = "Close",
}: {
  title: string;
  description?: ReactNode;
  /** Where closing the dialog goes: the page without the dialog's search parameters. */
  closeTo: string;
  children: ReactNode;
  size?: "md" | "lg";
  /** The close button's name, in the page's language (a public page passes its catalogue's `common.close`). */
  closeLabel?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocus = holdOpener(dialog);
    const stop = showModalDialog(dialog, (to) => void navigate(to, { preventScrollReset: true, replace: true }));
    // Closed, or replaced by a navigation: focus goes back to what opened it.
    return () => {
      stop();
      returnFocus();
    };
  }, [navigate]);

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Read by showModalDialog: the public site's behaviour script finds the dialog by this, and Escape goes here.
      data-behaviour="dialog"
      data-close-to={closeTo}
      className={`fixed inset-0 z-50 m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-xl bg-white p-0 text-slate-700 shadow-2xl ring-1 ring-slate-900/10 backdrop:bg-slate-900/50 ${size === "lg" ? "max-w-2xl" : "max-w-lg"}`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
        {/* min-w-0 and overflow-wrap: a title of one very long word (a campaign subject, an address) wraps
            instead of widening the dialog past the screen. */}
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-ink [overflow-wrap:anywhere]">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </div>
          ) : null}
        </div>
        <Link
          to={closeTo}
          replace
          preventScrollReset
          data-dialog-close
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label={closeLabel}
        >
          <CloseIcon className="h-5 w-5" />
        </Link>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}

/**
 * A public dialog's way out as a link back to the page under it (`to`): it works with no JavaScript, and the
 * behaviour script closes the dialog in place when it runs (`data-dialog-close`).
 */
export function DialogCloseLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} replace preventScrollReset data-dialog-close className={buttonClass("secondary")}>
      {children}
    </Link>
  );
}

/** A dialog form's buttons: Cancel (back to where the dialog was opened) and the submit, busy while saving. */
export function DialogButtons({ closeTo, busy, submit }: { closeTo: string; busy: boolean; submit: string }) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Link to={closeTo} replace className={buttonClass("secondary")}>
        Cancel
      </Link>
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : submit}
      </Button>
    </div>
  );
}
