// Shows the flash toast the server handed to this page; without JavaScript it simply stays in view.
import { useEffect, useState } from "react";
import type { Toast } from "~/platform/toast";
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from "~/components/ui/icons";

const TOAST_MS = 6_000;

export function Toaster({ toast }: { toast: Toast | null }) {
  const [shown, setShown] = useState(toast);
  useEffect(() => {
    setShown(toast);
    if (!toast) return;
    const timer = setTimeout(() => setShown(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-end sm:inset-x-6"
    >
      {shown ? <ToastCard toast={shown} onClose={() => setShown(null)} /> : null}
    </div>
  );
}

/** The same toast on a page without React in the browser: app/behaviour/site.ts dismisses it and hides it in time. */
export function StaticToaster({ toast, dismissLabel }: { toast: Toast | null; dismissLabel: string }) {
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-end sm:inset-x-6"
    >
      {toast ? <ToastCard toast={toast} dismissible dismissLabel={dismissLabel} data-hide-after={TOAST_MS} /> : null}
    </div>
  );
}

export function ToastCard({
  toast,
  onClose,
  dismissible = false,
  dismissLabel = "Dismiss",
  ...rest
}: {
  toast: Toast;
  onClose?: () => void;
  dismissible?: boolean;
  /** The dismiss button's name, in the page's language. */
  dismissLabel?: string;
  "data-hide-after"?: number;
}) {
  const Icon = toast.type === "error" ? AlertIcon : toast.type === "success" ? CheckCircleIcon : InfoIcon;
  const tone =
    toast.type === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-900";
  return (
    <div
      data-toast={toast.type}
      {...rest}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${tone}`}
    >
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${toast.type === "error" ? "text-red-600" : "text-pine-600"}`} />
      <div className="flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm opacity-80">{toast.description}</p> : null}
      </div>
      {onClose || dismissible ? (
        <button
          type="button"
          onClick={onClose}
          data-toast-dismiss
          className="rounded p-1 opacity-60 hover:opacity-100"
          aria-label={dismissLabel}
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      ) : null}
    </div>
  );
}
