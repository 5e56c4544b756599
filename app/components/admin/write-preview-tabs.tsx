// The Write / Preview tabs over a Markdown text box (the blog editor's content, a newsletter's message).
import { onTabListKeyDown } from "~/components/ui/tab-keys";

type WriteOrPreview = "write" | "preview";

export function WritePreviewTabs({
  label,
  tab,
  onSelect,
  className = "",
}: {
  /** The tab list's name for screen readers ("Content view"). */
  label: string;
  tab: WriteOrPreview;
  onSelect: (tab: WriteOrPreview) => void;
  className?: string;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onTabListKeyDown}
      className={`flex gap-1 text-sm ${className}`.trim()}
    >
      {(["write", "preview"] as const).map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          aria-selected={tab === t}
          tabIndex={tab === t ? 0 : -1}
          onClick={() => onSelect(t)}
          className={`rounded-md px-3 py-1 font-medium ${tab === t ? "bg-pine-100 text-pine-800" : "text-slate-600 hover:bg-slate-100"}`}
        >
          {t === "write" ? "Write" : "Preview"}
        </button>
      ))}
    </div>
  );
}
