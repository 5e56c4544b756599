// Arrow keys for a role="tablist" (WAI-ARIA tabs pattern, automatic activation): Left/Up and Right/Down move to
// the previous or next tab (wrapping), Home and End to the first and last; the tab reached is focused and chosen.
import type { KeyboardEvent } from "react";

/** The index a key moves to from tab `i` of `count`, or null for any other key. */
export function tabKeyTarget(key: string, i: number, count: number): number | null {
  if (key === "ArrowRight" || key === "ArrowDown") return (i + 1) % count;
  if (key === "ArrowLeft" || key === "ArrowUp") return (i - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

export function onTabListKeyDown(e: KeyboardEvent<HTMLElement>) {
  const tabs = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const i = tabs.indexOf(document.activeElement as HTMLElement);
  if (i < 0) return;
  const next = tabKeyTarget(e.key, i, tabs.length);
  if (next === null) return;
  e.preventDefault();
  tabs[next]!.focus();
  tabs[next]!.click();
}
