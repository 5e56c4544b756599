// The Write / Preview tabs over a Markdown text box (the blog editor's content, a newsletter's message, a
// conversation's message), and the preview's state: rendered by the server's one sanitising Markdown renderer.
import { useState } from "react";
import { useFetcher } from "react-router";
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

/** Which tab is shown, and the preview of the text last shown in Preview (rendered by /admin/blog/preview). */
export function useMarkdownPreview() {
  const [tab, setTab] = useState<WriteOrPreview>("write");
  const preview = useFetcher<{ html: string }>();
  const select = (next: WriteOrPreview, text: string) => {
    setTab(next);
    if (next === "preview") void preview.submit({ content: text }, { method: "post", action: "/admin/blog/preview" });
  };
  return { tab, select, rendering: preview.state !== "idle", html: preview.data?.html ?? "" };
}

/** The preview box's content: a note while the server renders, then the sanitised HTML it answered. */
export function MarkdownPreviewBody({ rendering, html }: { rendering: boolean; html: string }) {
  return rendering ? (
    <p className="text-slate-500">Rendering preview...</p>
  ) : (
    <div dangerouslySetInnerHTML={{ __html: html }} />
  );
}
