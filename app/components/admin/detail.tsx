// One record's details in an admin dialog: labelled values, a status block, long text that scrolls.
import { useEffect, useRef, useState, type ReactNode } from "react";

/** One labelled value in a detail dialog. */
export function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{value}</dd>
    </div>
  );
}

/** The status in a detail dialog: its badge, marked for tests (which read the status from it). */
export function StatusDetail({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-500">Status</dt>
      <dd className="mt-0.5" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * A long text in a detail dialog (a cover letter, a message) in a box of at most 16rem that scrolls, with the hint
 * only when it does scroll: measured in the browser, because only the browser knows the box's width and font.
 */
export function ScrollingText({ text, hint }: { text: string; hint: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollHeight > box.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [text]);
  return (
    <>
      <p
        ref={ref}
        // Focusable only when it scrolls, so the keyboard can scroll it; otherwise it is plain text.
        tabIndex={scrolls ? 0 : undefined}
        className="mt-1 max-h-64 overflow-y-auto whitespace-pre-wrap rounded-md bg-slate-50 p-4 text-sm text-ink"
      >
        {text}
      </p>
      {scrolls ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </>
  );
}

/** One "Label: value" line of a dialog's summary: the label never wraps, and a long value breaks anywhere. */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** A titled part of a record's dialog (its status history, notes, conversation), named by its heading. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-6" aria-labelledby={id}>
      <h3 id={id} className="text-sm font-medium text-slate-500">
        {title}
      </h3>
      {children}
    </section>
  );
}
