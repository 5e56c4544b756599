// A modal dialog's behaviour in plain DOM, written once for both places a <dialog> is enhanced: the back office's
// React Dialog (its effect) and the public site's behaviour script (public pages do not hydrate). The dialog's
// open state lives in the URL, so the server renders it open and closing it is a navigation, which the caller
// supplies: the router's `navigate` in the back office, `location.replace` on the public site.
import { wrapTab } from "~/components/ui/focus";

/**
 * Makes the server-rendered <dialog> a native modal (the rest of the page inert) and wires it:
 * - Tab and Shift+Tab wrap around inside it: a native modal lets focus leave for the browser's own toolbar,
 *   which reads as "focus vanished" to a keyboard user;
 * - Escape, and a click on a link marked `data-dialog-close`, call `close` with where to go (its `data-close-to`,
 *   or the link's address), so history and the page agree.
 * Returns the undo (the listeners come off). Focus goes back to the opener through `holdOpener` where the page
 * stays (the back office), or `rememberDialogOpeners` where closing loads another document (the public site).
 */
export function showModalDialog(dialog: HTMLDialogElement, close: (to: string) => void): () => void {
  const closeTo = () => dialog.dataset.closeTo ?? "/";
  const listening = new AbortController();
  const on = { signal: listening.signal };
  // The server rendered it open (non-modal); reopen it as a modal so the page behind is inert.
  if (dialog.open) dialog.close();
  dialog.showModal();
  dialog.addEventListener("keydown", (e) => wrapTab(dialog, e), on);
  dialog.addEventListener(
    "cancel",
    (e) => {
      e.preventDefault();
      close(closeTo());
    },
    on,
  );
  // Closed by the browser itself (Chromium closes without a cancel event after repeated Escapes): the URL must
  // follow. The close event is queued, so the one from reopening it as a modal above arrives when it is open
  // again and is ignored, as is one that arrives after the page took the dialog out of the document.
  dialog.addEventListener(
    "close",
    () => {
      if (dialog.isConnected && !dialog.open) close(closeTo());
    },
    on,
  );
  dialog.addEventListener(
    "click",
    (e) => {
      const link = (e.target as Element).closest<HTMLAnchorElement>("a[data-dialog-close]");
      if (!link || !dialog.contains(link) || e.metaKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      close(link.getAttribute("href") ?? closeTo());
    },
    on,
  );
  return () => listening.abort();
}

/**
 * Call before `showModalDialog` moves focus into the dialog: holds what has focus now (the dialog's opener) and
 * returns what to call when the dialog goes away, which puts focus back on it, or, if that element is gone
 * (a deleted row), on the main landmark, never on <body>.
 */
export function holdOpener(dialog: HTMLDialogElement): () => void {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body && !dialog.contains(active) ? active : null;
  return () => restoreFocus(opener);
}

/**
 * Where focus goes back to when a dialog closes. Runs in the React effect's cleanup, after React has applied the
 * navigation's DOM changes, so the opener's presence is known. A dialog opened from inside another one replaces
 * it in the same commit: this cleanup returns focus to the first dialog's opener before the new dialog reads
 * document.activeElement, so the chain ends on the first opener.
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

const OPENER_KEY = "dialog-opener";

/**
 * Where each dialog is its own document (the public site's /jobs/{id}, /jobs/{id}/apply), the opener cannot be
 * held in memory: a click on a link marked `data-opens-dialog` (outside a dialog) is remembered for the tab in
 * sessionStorage, and the page the dialog closes to calls `focusRememberedOpener`.
 */
export function rememberDialogOpeners() {
  document.addEventListener("click", (e) => {
    const link = (e.target as Element).closest<HTMLAnchorElement>("a[data-opens-dialog]");
    if (!link || link.closest("dialog")) return;
    sessionStorage.setItem(
      OPENER_KEY,
      JSON.stringify({
        page: location.pathname + location.search,
        href: link.getAttribute("href"),
        label: link.getAttribute("aria-label"),
      }),
    );
  });
}

/** On a page without a dialog: if a dialog opened from this page just closed, focus its opener (or main). */
export function focusRememberedOpener() {
  const stored = sessionStorage.getItem(OPENER_KEY);
  if (!stored) return;
  sessionStorage.removeItem(OPENER_KEY);
  const opener = JSON.parse(stored) as { page: string; href: string; label: string | null };
  if (opener.page !== location.pathname + location.search) return;
  const target = [...document.querySelectorAll<HTMLAnchorElement>("a[data-opens-dialog]")].find(
    (a) => a.getAttribute("href") === opener.href && a.getAttribute("aria-label") === opener.label,
  );
  (target ?? document.getElementById("main"))?.focus();
}
