// What the booking pages show of the free slots: grouped by the visitor's calendar day in the zone they chose, each
// day and time written in the page's language by Intl on the server (no date library reaches the browser).
import type { OfferedSlot } from "~/platform/slots";
import { isTimeZone, slotsByDay } from "~/platform/slots";
import { COMMON_ZONES, DEFAULT_VISITOR_ZONE, zoneName } from "~/schemas/booking";
import type { Language } from "~/i18n/languages";

export type SlotDay = { date: string; label: string; slots: { start: string; time: string }[] };
export type SlotView = {
  zone: string;
  zoneName: string;
  zones: { value: string; label: string }[];
  days: SlotDay[];
  /** The first start after the days shown ("Later dates"), or null. */
  more: string | null;
};

/** The `tz` of a query string when Intl knows it, else the default zone. */
export const visitorZone = (value: string | null): string =>
  value && isTimeZone(value) ? value : DEFAULT_VISITOR_ZONE;

const locale = (language: Language) => (language === "es" ? "es-419" : "en-US");

/** The zone select's options: the common zones, and the chosen one when it is another. */
export function zoneOptions(zone: string) {
  const zones: string[] = [...COMMON_ZONES];
  if (!zones.includes(zone)) zones.unshift(zone);
  return zones.map((value) => ({ value, label: zoneName(value) }));
}

/** The first `maxDays` days that have free slots, in the visitor's zone. */
export function slotView(slots: OfferedSlot[], zone: string, language: Language, maxDays = 5): SlotView {
  const day = new Intl.DateTimeFormat(locale(language), {
    timeZone: zone,
    weekday: "long",
    month: "long",
    day: "numeric",
  });
  const time = new Intl.DateTimeFormat(locale(language), { timeZone: zone, hour: "numeric", minute: "2-digit" });
  const all = slotsByDay(slots, zone);
  const more = all[maxDays]?.slots[0]?.start.toISOString() ?? null;
  const days = all.slice(0, maxDays).map((d) => ({
    date: d.date,
    label: day.format(d.slots[0]!.start),
    slots: d.slots.map((s) => ({ start: s.start.toISOString(), time: time.format(s.start) })),
  }));
  return { zone, zoneName: zoneName(zone), zones: zoneOptions(zone), days, more };
}
