// The dashboard's "My follow-ups today" (issue 31): the enquiries you own whose follow-up day has come (in your time
// zone, My account), the overdue ones marked, each opening its enquiry.
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";

export type FollowUpItem = {
  id: number;
  name: string;
  company: string;
  followUpOn: string;
  overdue: boolean;
  to: string;
};

export function FollowUpsWidget({ items, today }: { items: FollowUpItem[]; today: string }) {
  return (
    <section
      className="mt-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="my-follow-ups"
      data-testid="my-follow-ups"
    >
      <h2 id="my-follow-ups" className="text-sm font-semibold text-ink">
        My follow-ups today
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{`Nothing to follow up on ${today}.`}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 py-2.5">
              <Link
                to={item.to}
                className="min-w-0 truncate text-sm font-medium text-ink underline-offset-2 hover:text-pine-700 hover:underline"
              >
                {`${item.name} · ${item.company}`}
              </Link>
              <span className="shrink-0 break-normal">
                {item.overdue ? (
                  <Badge tone="amber">{`Due ${item.followUpOn}`}</Badge>
                ) : (
                  <Badge tone="blue">Today</Badge>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
