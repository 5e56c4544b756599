import type { ReactNode } from "react";

/** The banner above a record's page when staff preview what visitors cannot see yet (a draft or a scheduled one). */
export function PreviewBanner({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      data-preview
      className="mb-6 rounded-lg bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200"
    >
      {children}
    </p>
  );
}
