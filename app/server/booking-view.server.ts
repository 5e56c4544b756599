// What the booking pages show of the free slots: grouped by the visitor's calendar day in the zone they chose, each
// day and time written in the page's language by Intl on the server (no date library reaches the browser).
import { data } from "react-router";
import { HttpError } from "~/platform/errors.server";
import { dateTimeFormat, isTimeZone } from "~/platform/intl";
import { slotsByDay, type FirstDays, type OfferedSlot } from "~/platform/slots";
import { COMMON_ZONES, DEFAULT_VISITOR_ZONE, zoneName } from "~/schemas/booking";
import { catalogue, fill } from "~/i18n/catalogue";
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

/** The `from` of a query string ("Later dates": where the list of slots starts) when it is a date. */
export function laterFrom(params: URLSearchParams): Date | undefined {
  const from = params.get("from");
  return from && !Number.isNaN(Date.parse(from)) ? new Date(from) : undefined;
}

/** A slot page's refusal: "That time was just taken" with why, above the times still free. */
export function slotRefusal(language: Language, why: "start" | "timeZone" | "takenText", status: 400 | 409) {
  const t = catalogue(language).booking.messages;
  return data({ notice: { title: t.takenTitle, text: t[why] } }, status);
}

/**
 * Runs a slot page's booking write, which ends in a redirect: a time taken meanwhile (409) or a start no longer
 * offered (400) becomes the page's refusal; anything else (the redirect, a 404) goes on.
 */
export async function bookSlot(language: Language, book: () => Promise<never>) {
  try {
    return await book();
  } catch (error) {
    if (error instanceof HttpError && (error.status === 409 || error.status === 400))
      return slotRefusal(language, error.status === 409 ? "takenText" : "start", error.status);
    throw error;
  }
}

const locale = (language: Language) => (language === "es" ? "es-419" : "en-US");

/** The zone select's options: the common zones, and the chosen one when it is another. */
export function zoneOptions(zone: string, language: Language) {
  const zones: string[] = [...COMMON_ZONES];
  if (!zones.includes(zone)) zones.unshift(zone);
  return zones.map((value) => ({ value, label: zoneName(value, language) }));
}

/** How many days with free slots a slot page lists before "Later dates". */
const SLOT_VIEW_DAYS = 5;

/** What a slot page needs worked out of the window: its days in the visitor's zone, and the first slot after them. */
export const slotViewDays = (zone: string): FirstDays => ({ zone, days: SLOT_VIEW_DAYS });

/** The first SLOT_VIEW_DAYS days that have free slots, in the visitor's zone (slotViewDays worked them out). */
export function slotView(slots: OfferedSlot[], zone: string, language: Language): SlotView {
  const day = dateTimeFormat(locale(language), {
    timeZone: zone,
    weekday: "long",
    month: "long",
    day: "numeric",
  });
  const time = dateTimeFormat(locale(language), { timeZone: zone, hour: "numeric", minute: "2-digit" });
  const all = slotsByDay(slots, zone);
  const more = all[SLOT_VIEW_DAYS]?.slots[0]?.start.toISOString() ?? null;
  const days = all.slice(0, SLOT_VIEW_DAYS).map((d) => ({
    date: d.date,
    label: day.format(d.slots[0]!.start),
    slots: d.slots.map((s) => ({ start: s.start.toISOString(), time: time.format(s.start) })),
  }));
  return { zone, zoneName: zoneName(zone, language), zones: zoneOptions(zone, language), days, more };
}

/**
 * The chosen slot as the booking form states it ("Monday, March 9, 2026, 10:00 AM (New York)"): the day and the time
 * each formatted on its own, because how Intl joins them ("at" in today's English) changes with its version.
 */
export function slotWhen(start: Date, zone: string, language: Language): string {
  const date = dateTimeFormat(locale(language), {
    timeZone: zone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(start);
  const time = dateTimeFormat(locale(language), { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(start);
  return fill(catalogue(language).booking.form.when, { date, time, zone: zoneName(zone, language) });
}
