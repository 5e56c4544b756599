// A modal dialog whose open state lives in the URL, so it opens by link and works without JavaScript.
// With JavaScript it becomes a native modal <dialog> (the rest of the page is inert), and on top of that (in the
// back office through the effects below; on the public site, which does not hydrate, through app/behaviour/site.ts):
// - Tab and Shift+Tab wrap around inside it: a native modal lets focus leave for the browser's own toolbar,
//   which reads as "focus vanished" to a keyboard user;
// - Escape closes it by navigating to `closeTo`, like its Close link;
// - when it goes away (closed, cancelled, or replaced by a navigation) focus returns to what opened it, or,
//   if that element is gone (a deleted row), to the main landmark, never to <body>.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { wrapTab } from "~/components/ui/focus";
import { CloseIcon } from "~/components/ui/icons";
import { Button, buttonClass } from "~/components/ui/button";

/**
 * Where focus goes back to when a dialog closes. Runs in the effect cleanup, after React has applied the
 * navigation's DOM changes, so the opener's presence is known. A dialog opened from inside another one (job
 * details, then Apply Now) replaces it in the same commit: this cleanup returns focus to the first dialog's
 * opener before the new dialog reads document.activeElement, so the chain ends on the card's button.
 */
function restoreFocus(opener: HTMLElement | null) {
  const target = opener && (opener.isConnected ? opener : twinOf(opener));
  (target ?? document.getElementById("main"))?.focus({ preventScroll: true });
}

/** The element that replaced the opener if the page re-rendered it: same tag, id, link and name. */
function twinOf(gone: HTMLElement): HTMLElement | null {
  const same = (a: string) => (el: Element) => el.getAttribute(a) === gone.getAttribute(a);
  const candidates = [...document.querySelectorAll<HTMLElement>(gone.tagName)].filter(
    (el) => same("id")(el) && same("href")(el) && same("aria-label")(el) && el.textContent === gone.textContent,
  );
  return candidates.length === 1 ? candidates[0]! : null;
}

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
  const closeToRef = useRef(closeTo);
  closeToRef.current = closeTo;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const active = document.activeElement;
    const opener =
      active instanceof HTMLElement && active !== document.body && !dialog.contains(active) ? active : null;
    // The server rendered it open (non-modal); reopen it as a modal so the page behind is inert.
    if (dialog.open) dialog.close();
    dialog.showModal();
    return () => restoreFocus(opener);
  }, []);

  function close() {
    void navigate(closeToRef.current, { preventScrollReset: true, replace: true });
  }

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // On a public page, which does not hydrate, app/behaviour/site.ts (`dialog`) does what the effects here do.
      data-behaviour="dialog"
      data-close-to={closeTo}
      onKeyDown={(e) => wrapTab(e.currentTarget, e)}
      onCancel={(e) => {
        // Escape: close through the URL, like the Close link, so history and the page agree.
        e.preventDefault();
        close();
      }}
      onClose={() => {
        // Closed by the browser itself (Chromium closes without a cancel event after repeated Escapes):
        // the URL must follow. The close event is queued, so a dialog reopened since then is left alone.
        if (ref.current && !ref.current.open) close();
      }}
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
