// The slot engine: hosts' weekly availability in their own IANA zones → free UTC slots, minus their meetings (±
// buffer), minimum notice and horizon. Pure (no D1, no clock of its own), for a list of hosts, so discovery calls
// and interviews share it. Zone arithmetic is Intl's (docs/decisions/0035): a wall-clock time is turned into an
// instant by asking Intl for the zone's offset, and a wall time that a DST change skips is not offered.
import { boundedMemo, dateTimeFormat } from "./intl";
import { DAY_MS, MINUTE_MS } from "./time";

/** One weekly range in the host's zone: day 0 = Sunday … 6 = Saturday, times "HH:MM" (end after start). */
export type WeeklyRange = { day: number; start: string; end: string };

export type HostCalendar = {
  hostId: number;
  timeZone: string;
  weekly: WeeklyRange[];
  meetingMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  /** The host's meetings (not cancelled), as instants. */
  busy: { start: Date; end: Date }[];
};

export type Slot = { start: Date; end: Date; hostId: number };
/** A start offered by one or more hosts (round-robin picks among them when it is booked). */
export type OfferedSlot = { start: Date; end: Date; hostIds: number[] };

// Per zone, in front of dateTimeFormat's own memory: the slot engine reads a wall clock for every slot, and this
// lookup is cheaper than the options' key. Bounded like it: the zone's letter case is the visitor's to vary.
const partsFormatters = boundedMemo<Intl.DateTimeFormat>();

/** The wall clock in a zone at an instant: year, month (1-12), day, hour, minute, weekday (0 = Sunday). */
export function wallClock(at: Date, zone: string) {
  const f = partsFormatters.get(zone, () =>
    dateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    }),
  );
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(at)) if (part.type !== "literal") p[part.type] = Number(part.value);
  const year = p.year!;
  const month = p.month!;
  const day = p.day!;
  return {
    year,
    month,
    day,
    hour: p.hour! % 24,
    minute: p.minute!,
    second: p.second!,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
export function zoneOffsetMinutes(at: Date, zone: string): number {
  const w = wallClock(at, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / MINUTE_MS);
}

/**
 * The instant a wall-clock time in a zone names, or null when the zone skips it (a spring-forward gap). A time the
 * zone lives twice (fall back) is its first occurrence.
 */
export function zonedInstant(
  zone: string,
  date: { year: number; month: number; day: number },
  minutes: number,
): Date | null {
  const local = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE_MS;
  // Try the offsets in force around that time (before and after any change), earliest instant first.
  const candidates = new Set<number>();
  for (const probe of [local - DAY_MS, local, local + DAY_MS]) {
    candidates.add(local - zoneOffsetMinutes(new Date(probe), zone) * MINUTE_MS);
  }
  const matches = [...candidates]
    .filter((t) => {
      const w = wallClock(new Date(t), zone);
      return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) === local;
    })
    .sort((a, b) => a - b);
  return matches.length ? new Date(matches[0]!) : null;
}

/**
 * Wall times in a zone to instants, as zonedInstant says, in one Intl call where it can: the last instant worked out,
 * moved on by the wall-clock minutes between, when the zone's clock reads exactly the wanted time there (no change of
 * offset between them: all but the times around a change). Real time from a first occurrence reaches a wall time's
 * first occurrence first, so a repeated hour is still taken the first time; a skipped or shifted time reads
 * differently, and a time before the last one has no anchor: those are worked out alone.
 */
function zoneClock(zone: string) {
  let anchor: { local: number; at: number } | null = null;
  return (date: { year: number; month: number; day: number }, minutes: number): Date | null => {
    const local = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE_MS;
    let at: number | null = null;
    if (anchor && local >= anchor.local) {
      const guess = anchor.at + (local - anchor.local);
      const w = wallClock(new Date(guess), zone);
      if (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) === local) at = guess;
    }
    at ??= zonedInstant(zone, date, minutes)?.getTime() ?? null;
    if (at === null) return null;
    anchor = { local, at };
    return new Date(at);
  };
}

/** "09:30" → 570; anything else → null. "24:00" is the end of the day. */
export function parseClock(value: string): number | null {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** The calendar dates (in a zone) that an interval of instants touches, in order. */
function datesBetween(from: Date, to: Date, zone: string) {
  const first = wallClock(from, zone);
  const last = wallClock(to, zone);
  const dates: { year: number; month: number; day: number; weekday: number }[] = [];
  let cursor = Date.UTC(first.year, first.month - 1, first.day);
  const end = Date.UTC(last.year, last.month - 1, last.day);
  for (; cursor <= end; cursor += DAY_MS) {
    const d = new Date(cursor);
    dates.push({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() });
  }
  return dates;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/**
 * One host's free slots with a start in [from, to): a grid of meeting-length slots from the start of each weekly
 * range, in the host's zone, that end inside the range, start at least `noticeMinutes` after now and no later than
 * `horizonDays` after it, and keep `bufferMinutes` clear of every busy interval on both sides.
 */
export function hostSlots(host: HostCalendar, window: { from: Date; to: Date }, now: Date): Slot[] {
  const length = host.meetingMinutes * MINUTE_MS;
  if (length <= 0) return [];
  const earliest = Math.max(window.from.getTime(), now.getTime() + host.noticeMinutes * MINUTE_MS);
  const latest = Math.min(window.to.getTime(), now.getTime() + host.horizonDays * DAY_MS + 1);
  if (earliest >= latest) return [];
  const buffer = host.bufferMinutes * MINUTE_MS;
  const busy = host.busy.map((b) => ({ start: b.start.getTime() - buffer, end: b.end.getTime() + buffer }));
  const slots: Slot[] = [];
  const seen = new Set<number>();
  const at = zoneClock(host.timeZone);
  // A day either side: a range late in the host's evening can be the visitor's next morning, and the reverse.
  for (const date of datesBetween(new Date(earliest - DAY_MS), new Date(latest + DAY_MS), host.timeZone)) {
    for (const range of host.weekly) {
      if (range.day !== date.weekday) continue;
      const from = parseClock(range.start);
      const until = parseClock(range.end);
      if (from === null || until === null || until <= from) continue;
      // The starts in order, then the range's end (a zone clock moves forwards).
      const starts: Date[] = [];
      for (let m = from; m + host.meetingMinutes <= until; m += host.meetingMinutes) {
        const start = at(date, m);
        if (!start) continue; // skipped by a spring-forward change
        // A range wholly outside the window by more than a day (the most any offset change moves a clock) is
        // passed over after its first start.
        const first = start.getTime();
        if (starts.length === 0 && (first + (until - m) * MINUTE_MS + DAY_MS < earliest || first - DAY_MS >= latest))
          break;
        starts.push(start);
      }
      if (starts.length === 0) continue;
      const rangeEnd = at(date, until) ?? at(date, until + 60);
      if (!rangeEnd) continue;
      for (const start of starts) {
        const s = start.getTime();
        const e = s + length;
        if (e > rangeEnd.getTime() || s < earliest || s >= latest || seen.has(s)) continue;
        if (busy.some((b) => overlaps({ start: s, end: e }, b))) continue;
        seen.add(s);
        slots.push({ start, end: new Date(e), hostId: host.hostId });
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Where a list of slots may stop: once it has slots on more than `days` calendar days in `zone` (a page shows the
 * first days and links to the next), the rest of the window is not worked out. */
export type FirstDays = { zone: string; days: number };

/**
 * Every host's free slots in [from, to), merged by start and end: what a visitor is offered. With `firstDays`, worked
 * out a week at a time and stopped once the slots reach a day past the ones shown: the whole 90-day window asks Intl
 * for thousands of wall-clock times, most of a slot page's CPU.
 */
export function offeredSlots(
  hosts: HostCalendar[],
  window: { from: Date; to: Date },
  now: Date,
  firstDays?: FirstDays,
): OfferedSlot[] {
  if (!firstDays) return offeredIn(hosts, window, now);
  const slots: OfferedSlot[] = [];
  const days = new Set<string>();
  for (let from = window.from; from < window.to && days.size <= firstDays.days;) {
    const to = new Date(Math.min(from.getTime() + 7 * DAY_MS, window.to.getTime()));
    for (const slot of offeredIn(hosts, { from, to }, now)) {
      slots.push(slot);
      days.add(dateKey(slot.start, firstDays.zone));
    }
    from = to;
  }
  return slots;
}

function offeredIn(hosts: HostCalendar[], window: { from: Date; to: Date }, now: Date): OfferedSlot[] {
  const byTime = new Map<string, OfferedSlot>();
  for (const host of hosts) {
    for (const slot of hostSlots(host, window, now)) {
      const key = `${slot.start.getTime()}-${slot.end.getTime()}`;
      const offered = byTime.get(key);
      if (offered) offered.hostIds.push(slot.hostId);
      else byTime.set(key, { start: slot.start, end: slot.end, hostIds: [slot.hostId] });
    }
  }
  return [...byTime.values()].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime(),
  );
}

/** The hosts free for a slot starting at `start` (any length they offer), from the offered slots. */
export function hostsFreeAt(hosts: HostCalendar[], start: Date, now: Date): Slot[] {
  const window = { from: start, to: new Date(start.getTime() + 1) };
  return hosts.flatMap((host) => hostSlots(host, window, now));
}

/** An instant's date key in a zone, "2026-03-08": slots are listed per day of the visitor's calendar. */
export function dateKey(at: Date, zone: string): string {
  const w = wallClock(at, zone);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/** Slots grouped by the visitor's calendar day, in order. */
export function slotsByDay<T extends { start: Date }>(slots: T[], zone: string): { date: string; slots: T[] }[] {
  const days = new Map<string, T[]>();
  for (const slot of slots) {
    const key = dateKey(slot.start, zone);
    const list = days.get(key);
    if (list) list.push(slot);
    else days.set(key, [slot]);
  }
  return [...days.entries()].map(([date, list]) => ({ date, slots: list }));
}
