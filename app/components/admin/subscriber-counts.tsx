// How many newsletter subscribers each status has: the strip above the Newsletter's campaigns and the Subscribers list.
import { SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES, type SubscriberStatus } from "~/schemas/vocabulary";

export function SubscriberCounts({ counts }: { counts: Record<SubscriberStatus, number> }) {
  return (
    <ul aria-label="Subscribers per status" className="mb-4 flex flex-wrap gap-2 text-sm">
      {SUBSCRIBER_STATUSES.map((s) => (
        <li key={s} className="rounded-md bg-white px-3 py-1.5 ring-1 ring-slate-200">
          <span className="text-slate-600">{SUBSCRIBER_STATUS_LABELS[s]}: </span>
          <span className="font-semibold text-ink" data-count={s}>
            {counts[s]}
          </span>
        </li>
      ))}
    </ul>
  );
}
