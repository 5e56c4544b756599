// Website Stats' chart: page views per day for the last 30 days as an SVG drawn on the server (no chart library in
// the browser), with the same figures as a table for screen readers.
import type { WebsiteStats } from "~/models/page-views.server";

export type StatsView = WebsiteStats;

const W = 600;
const H = 160;
const PAD_BOTTOM = 18;

/** '2026-11-22' → 'Nov 22' (the day is a UTC date already; no time zone applies). */
function dayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the highest day. */
function niceMax(max: number): number {
  if (max <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= max)!;
}

export function ViewsChart({ stats }: { stats: StatsView }) {
  const { daily, views, days } = stats;
  const top = niceMax(Math.max(...daily.map((d) => d.views)));
  const slot = W / daily.length;
  const plot = H - PAD_BOTTOM;
  const first = daily[0]!;
  const last = daily[daily.length - 1]!;
  return (
    <figure className="min-w-0">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-sm font-semibold text-ink">Page views, last {days} days</h2>
        <span className="text-sm text-slate-600">
          <span className="text-lg font-semibold text-ink" data-stat="Page views">
            {views}
          </span>{" "}
          in all
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="mt-3 h-40 w-full"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        data-chart="page-views"
      >
        {[0.5, 1].map((f) => (
          <line key={f} x1={0} x2={W} y1={plot - plot * f} y2={plot - plot * f} className="stroke-slate-200" />
        ))}
        <line x1={0} x2={W} y1={plot} y2={plot} className="stroke-slate-300" />
        {daily.map((d, i) => {
          const h = (d.views / top) * (plot - 4);
          return (
            <rect
              key={d.day}
              x={i * slot + slot * 0.15}
              y={plot - h}
              width={slot * 0.7}
              height={h}
              rx={1.5}
              className="fill-pine-500"
              data-day={d.day}
              data-views={d.views}
            />
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{dayLabel(first.day)}</span>
        <span>Highest: {Math.max(...daily.map((d) => d.views))} a day</span>
        <span>{dayLabel(last.day)}</span>
      </div>
      <table className="sr-only">
        <caption>Page views per day, last {days} days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day)}</th>
              <td>{d.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
