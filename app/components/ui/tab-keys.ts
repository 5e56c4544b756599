// Arrow keys for a role="tablist" (WAI-ARIA tabs pattern, automatic activation): Left/Up and Right/Down move to
// the previous or next tab (wrapping), Home and End to the first and last; the tab reached is focused and chosen.
import type { KeyboardEvent } from "react";

export function onTabListKeyDown(e: KeyboardEvent<HTMLElement>) {
  const tabs = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const i = tabs.indexOf(document.activeElement as HTMLElement);
  if (i < 0) return;
  const last = tabs.length - 1;
  const next =
    e.key === "ArrowRight" || e.key === "ArrowDown"
      ? (i + 1) % tabs.length
      : e.key === "ArrowLeft" || e.key === "ArrowUp"
        ? (i - 1 + tabs.length) % tabs.length
        : e.key === "Home"
          ? 0
          : e.key === "End"
            ? last
            : null;
  if (next === null) return;
  e.preventDefault();
  tabs[next]!.focus();
  tabs[next]!.click();
}
