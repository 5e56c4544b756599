// Small status labels.
import type { ReactNode } from "react";

const tones = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  blue: "bg-sky-50 text-sky-800 ring-sky-600/20",
  amber: "bg-amber-50 text-amber-800 ring-amber-600/30",
  red: "bg-red-50 text-red-800 ring-red-600/20",
  gray: "bg-slate-100 text-slate-700 ring-slate-500/20",
  pine: "bg-pine-50 text-pine-800 ring-pine-600/20",
} as const;

export function Badge({ tone = "gray", children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      data-badge
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
