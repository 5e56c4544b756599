// A modal dialog whose open state lives in the URL, so it opens by link and works without JavaScript.
// With JavaScript it becomes a native modal <dialog>: focus is trapped inside, Escape closes it, and focus
// returns to what opened it.
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { CloseIcon } from "~/components/ui/icons";

export function Dialog({
  title,
  description,
  closeTo,
  children,
  size = "md",
}: {
  title: string;
  description?: ReactNode;
  /** Where closing the dialog goes: the page without the dialog's search parameters. */
  closeTo: string;
  children: ReactNode;
  size?: "md" | "lg";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    // The server rendered it open (non-modal); reopen it as a modal so focus stays inside.
    if (dialog.open) dialog.close();
    dialog.showModal();
    return () => {
      opener?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        navigate(closeTo, { preventScrollReset: true, replace: true });
      }}
      className={`fixed inset-0 z-50 m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-xl bg-white p-0 text-slate-700 shadow-2xl ring-1 ring-slate-900/10 backdrop:bg-slate-900/50 ${size === "lg" ? "max-w-2xl" : "max-w-lg"}`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
        <div>
          <h2 id="dialog-title" className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
        </div>
        <Link
          to={closeTo}
          replace
          preventScrollReset
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label="Close"
        >
          <CloseIcon className="h-5 w-5" />
        </Link>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}
