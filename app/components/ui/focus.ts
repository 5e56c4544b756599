// Keyboard focus inside a modal dialog, for app/components/ui/dialog-behaviour.ts: which elements Tab visits, and
// Tab / Shift+Tab wrapping around inside it.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The dialog's keyboard-reachable elements, in order (visible ones only, honeypot excluded by tabindex). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest("[inert], [aria-hidden=true]"),
  );
}

/**
 * Tab and Shift+Tab wrap around inside a modal: a native modal lets focus leave for the browser's own toolbar,
 * which reads as "focus vanished" to a keyboard user. Returns true when it moved focus itself.
 */
export function wrapTab(
  dialog: HTMLElement,
  e: { key: string; shiftKey: boolean; defaultPrevented: boolean; preventDefault(): void },
) {
  if (e.key !== "Tab" || e.defaultPrevented) return;
  const items = tabbables(dialog);
  if (items.length === 0) {
    e.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const current = document.activeElement;
  const inside = current instanceof HTMLElement && dialog.contains(current);
  if (e.shiftKey && (current === first || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (current === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}
