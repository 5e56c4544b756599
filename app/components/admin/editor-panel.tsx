// One titled group of a full-page editor (Story, Publishing, Category…): a white card named by its legend.
import type { ReactNode } from "react";

export function EditorPanel({
  legend,
  spacing,
  children,
}: {
  legend: string;
  /** The space between its fields ("space-y-4"); none where the content spaces itself. */
  spacing?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`${spacing ? `${spacing} ` : ""}rounded-xl bg-white p-4 ring-1 ring-slate-200`}>
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}
