// A modal dialog whose open state lives in the URL, so it opens by link and works without JavaScript.
// With JavaScript it becomes a native modal <dialog> (the rest of the page is inert) with Tab wrapping inside it,
// Escape closing it through the URL, and focus returned to what opened it: app/components/ui/dialog-behaviour.ts
// does that, run by the effect below in the back office and by app/behaviour/site.ts on the public site, which
// does not hydrate. ModalDialog is the same dialog opened by a screen's own state instead (a question asked by a
// gesture, which has no URL of its own).
import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from "react";
import { Link, useNavigate } from "react-router";
import { holdOpener, showModalDialog } from "~/components/ui/dialog-behaviour";
import { CloseIcon } from "~/components/ui/icons";
import { Button, ButtonLink } from "~/components/ui/button";

type DialogSize = "sm" | "md" | "lg";
const WIDTHS: Record<DialogSize, string> = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl" };
const closeClass = "rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800";

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
    <DialogFrame
      ref={ref}
      open
      // Read by showModalDialog: the public site's behaviour script finds the dialog by this, and Escape goes here.
      data={{ "data-behaviour": "dialog", "data-close-to": closeTo }}
      ids={{ title: titleId, description: descriptionId }}
      title={title}
      description={description}
      size={size}
      close={
        <Link to={closeTo} replace preventScrollReset data-dialog-close className={closeClass} aria-label={closeLabel}>
          <CloseIcon className="h-5 w-5" />
        </Link>
      }
    >
      {children}
    </DialogFrame>
  );
}

/**
 * A modal dialog opened by the screen's own state rather than by the URL, for a question that belongs to a
 * gesture (leaving with unsaved changes, a drop that needs an answer). It is the same native modal as Dialog, with
 * the same behaviour: the page behind is inert, Tab wraps inside it, Escape and the close button call `onClose`,
 * and focus goes back to what had it. It starts on the control marked `data-autofocus`, if there is one.
 */
export function ModalDialog({
  title,
  description,
  onClose,
  role,
  size = "md",
  children,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  /** `alertdialog` for a question that interrupts (announced at once, and it waits for an answer). */
  role?: "alertdialog";
  size?: DialogSize;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocus = holdOpener(dialog);
    const stop = showModalDialog(dialog, close);
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      stop();
      returnFocus();
    };
  }, []);

  return (
    <DialogFrame
      ref={ref}
      role={role}
      ids={{ title: titleId, description: descriptionId }}
      title={title}
      description={description}
      size={size}
      close={
        <button type="button" onClick={onClose} className={closeClass} aria-label="Close">
          <CloseIcon className="h-5 w-5" />
        </button>
      }
    >
      {children}
    </DialogFrame>
  );
}

/** What every dialog looks like: the <dialog> element, its header (title, description, close control) and body. */
function DialogFrame({
  ref,
  open,
  role,
  data,
  ids,
  title,
  description,
  size,
  close,
  children,
}: {
  ref: RefObject<HTMLDialogElement | null>;
  open?: boolean;
  role?: "alertdialog";
  data?: Record<`data-${string}`, string>;
  ids: { title: string; description: string };
  title: string;
  description?: ReactNode;
  size: DialogSize;
  close: ReactNode;
  children: ReactNode;
}) {
  return (
    <dialog
      ref={ref}
      open={open}
      role={role}
      aria-labelledby={ids.title}
      aria-describedby={description ? ids.description : undefined}
      {...data}
      className={`fixed inset-0 z-50 m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-xl bg-white p-0 text-slate-700 shadow-2xl ring-1 ring-slate-900/10 backdrop:bg-slate-900/50 ${WIDTHS[size]}`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
        {/* min-w-0 and overflow-wrap: a title of one very long word (a campaign subject, an address) wraps
            instead of widening the dialog past the screen. */}
        <div className="min-w-0">
          <h2 id={ids.title} className="text-lg font-semibold text-ink [overflow-wrap:anywhere]">
            {title}
          </h2>
          {description ? (
            <div id={ids.description} className="mt-1 text-sm text-slate-600">
              {description}
            </div>
          ) : null}
        </div>
        {close}
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
    <ButtonLink to={to} replace preventScrollReset data-dialog-close variant="secondary">
      {children}
    </ButtonLink>
  );
}

/** A dialog form's buttons: Cancel (back to where the dialog was opened) and the submit, busy while saving. */
export function DialogButtons({ closeTo, busy, submit }: { closeTo: string; busy: boolean; submit: string }) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <ButtonLink to={closeTo} replace variant="secondary">
        Cancel
      </ButtonLink>
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : submit}
      </Button>
    </div>
  );
}
