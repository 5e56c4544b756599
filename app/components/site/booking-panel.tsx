// "Book a discovery call": the free slots per day in the visitor's zone (always named), a zone select that is a plain
// GET form, and each slot a link to the booking form (or, when moving a meeting, a button posting the new start).
// Works without JavaScript; the behaviour script (`booking-panel`) swaps in the browser's zone and reloads the list
// in place when the select changes.
import type { SlotView } from "~/server/booking-view.server";
import { NoticeAlert } from "~/components/ui/alert";
import { fill } from "~/i18n/catalogue";
import { useCatalogue, useLocalize } from "~/i18n/hooks";

type Props = {
  view: SlotView;
  /** The page the zone form and "Later dates" load: /contact (the panel), or null for the page itself. */
  path: string | null;
  /** Slots as links to the booking form (the panel), or as buttons of a POST form (moving a meeting). */
  pick: { kind: "link" } | { kind: "post" };
  /** Set when the browser may swap in its own zone (the panel, when the URL named none). */
  autoZone?: boolean;
  title?: string;
};

export function BookingPanel({ view, path, pick, autoZone, title }: Props) {
  const t = useCatalogue().booking;
  const to = useLocalize();
  const page = path === null ? "" : to(path);
  return (
    <div
      id="book"
      data-behaviour="booking-panel"
      data-auto-zone={autoZone ? "true" : undefined}
      data-path={page}
      className="scroll-mt-24"
    >
      <h2 className="text-xl font-semibold">{title ?? t.panel.title}</h2>
      <p className="mt-1 text-sm text-slate-600" data-zone-name>
        {fill(t.panel.intro, { zone: view.zoneName })}
      </p>
      <form method="get" action={`${page}#book`} className="mt-4 flex flex-wrap items-end gap-2">
        <label className="text-sm font-medium text-ink" htmlFor="booking-zone">
          {t.panel.zoneLabel}
          <select
            id="booking-zone"
            name="tz"
            defaultValue={view.zone}
            className="mt-1 block w-full max-w-xs rounded-md border-0 py-2 pl-3 pr-8 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-pine-600"
          >
            {view.zones.map((z) => (
              <option key={z.value} value={z.value}>
                {z.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          data-zone-submit
          className="rounded-md bg-white px-3 py-2 text-sm font-semibold text-pine-800 ring-1 ring-inset ring-pine-200 hover:bg-pine-50"
        >
          {t.panel.zoneSubmit}
        </button>
      </form>
      <div data-slot-list className="mt-5">
        {view.days.length === 0 ? (
          <p className="text-sm text-slate-700">{t.panel.empty}</p>
        ) : pick.kind === "post" ? (
          <form method="post">
            <input type="hidden" name="timeZone" value={view.zone} />
            <SlotDays view={view} pick={pick} />
          </form>
        ) : (
          <SlotDays view={view} pick={pick} bookHref={to("/contact/book")} />
        )}
        {view.more ? (
          <a
            href={`${page}?tz=${encodeURIComponent(view.zone)}&from=${encodeURIComponent(view.more)}#book`}
            className="mt-4 inline-block text-sm font-semibold text-pine-700 hover:text-pine-900"
          >
            {t.panel.more} →
          </a>
        ) : null}
      </div>
    </div>
  );
}

function SlotDays({ view, pick, bookHref }: { view: SlotView; pick: Props["pick"]; bookHref?: string }) {
  const t = useCatalogue().booking;
  return (
    <ul className="space-y-4">
      {view.days.map((day) => (
        <li key={day.date}>
          <h3 className="text-sm font-semibold text-ink">{day.label}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {day.slots.map((slot) => {
              const label = fill(t.panel.slotLabel, { time: slot.time, date: day.label });
              const className =
                "inline-block rounded-md px-3 py-1.5 text-sm font-medium text-pine-800 ring-1 ring-inset ring-pine-200 hover:bg-pine-50 focus:outline-none focus:ring-2 focus:ring-pine-600";
              return (
                <li key={slot.start}>
                  {pick.kind === "post" ? (
                    <button type="submit" name="start" value={slot.start} aria-label={label} className={className}>
                      {slot.time}
                    </button>
                  ) : (
                    <a
                      href={`${bookHref}?start=${encodeURIComponent(slot.start)}&tz=${encodeURIComponent(view.zone)}`}
                      aria-label={label}
                      className={className}
                      data-slot={slot.start}
                    >
                      {slot.time}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** A secret link's times to choose from (an interview, moving a meeting), each a button posting its start, under
 * the refusal of the last choice when there was one. */
export function SlotChoice({
  view,
  notice,
  title,
}: {
  view: SlotView;
  notice?: { title: string; text: string } | null;
  title: string;
}) {
  return (
    <section className="container-page pb-20">
      <div className="max-w-3xl space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <NoticeAlert notice={notice} />
        <BookingPanel view={view} path={null} pick={{ kind: "post" }} title={title} />
      </div>
    </section>
  );
}
