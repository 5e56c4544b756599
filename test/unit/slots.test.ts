// The slot engine (app/platform/slots.ts): hosts' weekly hours in their zones → UTC slots, across the US DST changes
// of 2026-03-08, 2026-11-01 and 2027-03-14, for hosts in zones that change (New York, Los Angeles) and zones that
// do not (Mexico City, Bogotá, Costa Rica), shown to visitors elsewhere.
import { describe, expect, it } from "vitest";
import {
  dateKey,
  hostSlots,
  hostsFreeAt,
  offeredSlots,
  parseClock,
  slotsByDay,
  wallClock,
  zonedInstant,
  zoneOffsetMinutes,
  type HostCalendar,
} from "~/platform/slots";
import { isTimeZone } from "~/platform/intl";

const WEEKDAYS_9_TO_5 = [1, 2, 3, 4, 5].map((day) => ({ day, start: "09:00", end: "17:00" }));

function host(timeZone: string, over: Partial<HostCalendar> = {}): HostCalendar {
  return {
    hostId: 1,
    timeZone,
    weekly: WEEKDAYS_9_TO_5,
    meetingMinutes: 30,
    bufferMinutes: 0,
    noticeMinutes: 0,
    horizonDays: 1000,
    busy: [],
    ...over,
  };
}

/** The first slot's UTC start in the 24 hours from 06:00 UTC on `day` (all of one American working day). */
function firstSlotOn(h: HostCalendar, day: string, now = new Date("2026-01-01T00:00:00Z")): string | undefined {
  const from = new Date(`${day}T06:00:00Z`);
  const to = new Date(from.getTime() + 86_400_000);
  return hostSlots(h, { from, to }, now)[0]?.start.toISOString();
}

const START = new Date("2026-01-01T00:00:00Z");
const iso = (s: { start: Date }[]) => s.map((x) => x.start.toISOString());

describe("zone arithmetic", () => {
  it("knows IANA zones and refuses anything else", () => {
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("America/Costa_Rica")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it("reads offsets on both sides of each US change", () => {
    expect(zoneOffsetMinutes(new Date("2026-03-08T06:59:00Z"), "America/New_York")).toBe(-300);
    expect(zoneOffsetMinutes(new Date("2026-03-08T07:00:00Z"), "America/New_York")).toBe(-240);
    expect(zoneOffsetMinutes(new Date("2026-11-01T05:59:00Z"), "America/New_York")).toBe(-240);
    expect(zoneOffsetMinutes(new Date("2026-11-01T06:00:00Z"), "America/New_York")).toBe(-300);
    expect(zoneOffsetMinutes(new Date("2027-03-14T10:00:00Z"), "America/Los_Angeles")).toBe(-420);
    expect(zoneOffsetMinutes(new Date("2027-03-14T09:59:00Z"), "America/Los_Angeles")).toBe(-480);
    for (const at of ["2026-03-01T12:00:00Z", "2026-07-01T12:00:00Z", "2026-11-15T12:00:00Z"]) {
      expect(zoneOffsetMinutes(new Date(at), "America/Mexico_City")).toBe(-360);
      expect(zoneOffsetMinutes(new Date(at), "America/Bogota")).toBe(-300);
      expect(zoneOffsetMinutes(new Date(at), "America/Costa_Rica")).toBe(-360);
    }
  });

  it("skips the wall time a spring-forward change removes, and takes the first of a repeated one", () => {
    const march8 = { year: 2026, month: 3, day: 8 };
    expect(zonedInstant("America/New_York", march8, 2 * 60 + 30)).toBeNull();
    expect(zonedInstant("America/New_York", march8, 60 + 30)?.toISOString()).toBe("2026-03-08T06:30:00.000Z");
    expect(zonedInstant("America/New_York", march8, 3 * 60)?.toISOString()).toBe("2026-03-08T07:00:00.000Z");
    const nov1 = { year: 2026, month: 11, day: 1 };
    expect(zonedInstant("America/New_York", nov1, 60 + 30)?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(zonedInstant("America/New_York", nov1, 2 * 60)?.toISOString()).toBe("2026-11-01T07:00:00.000Z");
  });

  it("reads the wall clock and weekday in a zone", () => {
    const w = wallClock(new Date("2026-11-01T03:30:00Z"), "America/Los_Angeles");
    expect(w).toMatchObject({ year: 2026, month: 10, day: 31, hour: 20, minute: 30, weekday: 6 });
  });
});

describe("9 to 5 across the US DST changes", () => {
  // [zone, first slot before the change (Friday), first slot after (Monday)] for each change.
  const cases: [string, [string, string], [string, string], [string, string]][] = [
    [
      "America/New_York",
      ["2026-03-06T14:00:00.000Z", "2026-03-09T13:00:00.000Z"],
      ["2026-10-30T13:00:00.000Z", "2026-11-02T14:00:00.000Z"],
      ["2027-03-12T14:00:00.000Z", "2027-03-15T13:00:00.000Z"],
    ],
    [
      "America/Los_Angeles",
      ["2026-03-06T17:00:00.000Z", "2026-03-09T16:00:00.000Z"],
      ["2026-10-30T16:00:00.000Z", "2026-11-02T17:00:00.000Z"],
      ["2027-03-12T17:00:00.000Z", "2027-03-15T16:00:00.000Z"],
    ],
    [
      "America/Mexico_City",
      ["2026-03-06T15:00:00.000Z", "2026-03-09T15:00:00.000Z"],
      ["2026-10-30T15:00:00.000Z", "2026-11-02T15:00:00.000Z"],
      ["2027-03-12T15:00:00.000Z", "2027-03-15T15:00:00.000Z"],
    ],
    [
      "America/Bogota",
      ["2026-03-06T14:00:00.000Z", "2026-03-09T14:00:00.000Z"],
      ["2026-10-30T14:00:00.000Z", "2026-11-02T14:00:00.000Z"],
      ["2027-03-12T14:00:00.000Z", "2027-03-15T14:00:00.000Z"],
    ],
    [
      "America/Costa_Rica",
      ["2026-03-06T15:00:00.000Z", "2026-03-09T15:00:00.000Z"],
      ["2026-10-30T15:00:00.000Z", "2026-11-02T15:00:00.000Z"],
      ["2027-03-12T15:00:00.000Z", "2027-03-15T15:00:00.000Z"],
    ],
  ];

  for (const [zone, ...changes] of cases) {
    it(`${zone}: the first slot keeps 9:00 local on each side`, () => {
      for (const [before, after] of changes) {
        expect(firstSlotOn(host(zone), before.slice(0, 10))).toBe(before);
        expect(firstSlotOn(host(zone), after.slice(0, 10))).toBe(after);
      }
    });

    it(`${zone}: 16 half-hour slots a weekday, none at the weekend of a change`, () => {
      for (const [before, after] of changes) {
        for (const day of [before, after]) {
          const from = new Date(`${day.slice(0, 10)}T06:00:00Z`);
          const slots = hostSlots(host(zone), { from, to: new Date(from.getTime() + 86_400_000) }, START);
          expect(slots).toHaveLength(16);
          expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 30 * 60_000)).toBe(true);
          expect(slots.every((s) => wallClock(s.start, zone).hour >= 9 && wallClock(s.end, zone).hour <= 17)).toBe(
            true,
          );
        }
        const saturday = new Date(new Date(before).getTime() + 86_400_000);
        const weekend = hostSlots(
          host(zone),
          { from: new Date(`${saturday.toISOString().slice(0, 10)}T12:00:00Z`), to: new Date(after) },
          START,
        );
        expect(weekend.filter((s) => [0, 6].includes(wallClock(s.start, zone).weekday))).toEqual([]);
      }
    });
  }

  it("a week across the change has the same wall-clock grid in New York and shifts by an hour in UTC", () => {
    const slots = hostSlots(
      host("America/New_York"),
      { from: new Date("2026-03-02T00:00:00Z"), to: new Date("2026-03-14T00:00:00Z") },
      START,
    );
    expect(slots).toHaveLength(16 * 10);
    const wall = new Set(slots.map((s) => `${wallClock(s.start, "America/New_York").hour}`));
    expect([...wall].sort((a, b) => Number(a) - Number(b))).toEqual(
      ["9", "10", "11", "12", "13", "14", "15", "16"].map(String),
    );
  });
});

describe("a host working through the change itself (Sunday night hours)", () => {
  it("spring forward: the skipped hour has no slots, the range still ends at 4:00 local", () => {
    const h = host("America/New_York", { weekly: [{ day: 0, start: "01:00", end: "04:00" }] });
    const slots = hostSlots(h, { from: new Date("2026-03-08T00:00:00Z"), to: new Date("2026-03-09T00:00:00Z") }, START);
    expect(iso(slots)).toEqual([
      "2026-03-08T06:00:00.000Z",
      "2026-03-08T06:30:00.000Z",
      "2026-03-08T07:00:00.000Z",
      "2026-03-08T07:30:00.000Z",
    ]);
  });

  it("fall back: the repeated hour is offered once, and the range ends at 3:00 standard time", () => {
    const h = host("America/New_York", { weekly: [{ day: 0, start: "01:00", end: "03:00" }] });
    const slots = hostSlots(h, { from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-11-02T00:00:00Z") }, START);
    expect(iso(slots)).toEqual([
      "2026-11-01T05:00:00.000Z",
      "2026-11-01T05:30:00.000Z",
      "2026-11-01T07:00:00.000Z",
      "2026-11-01T07:30:00.000Z",
    ]);
  });
});

describe("rules", () => {
  const week = { from: new Date("2026-06-01T00:00:00Z"), to: new Date("2026-06-08T00:00:00Z") };

  it("minimum notice: nothing starts sooner than now + notice", () => {
    const now = new Date("2026-06-01T14:10:00Z"); // Monday 10:10 in New York
    const slots = hostSlots(host("America/New_York", { noticeMinutes: 24 * 60 }), week, now);
    expect(slots[0]!.start.toISOString()).toBe("2026-06-02T14:30:00.000Z");
  });

  it("horizon: nothing starts later than now + horizon days", () => {
    const now = new Date("2026-06-01T16:00:00Z"); // Monday noon in New York
    const slots = hostSlots(
      host("America/New_York", { horizonDays: 2 }),
      { from: now, to: new Date("2026-07-01T00:00:00Z") },
      now,
    );
    expect(slots.at(-1)!.start.toISOString()).toBe("2026-06-03T16:00:00.000Z");
    expect(new Set(slots.map((s) => dateKey(s.start, "America/New_York")))).toEqual(
      new Set(["2026-06-01", "2026-06-02", "2026-06-03"]),
    );
  });

  it("a meeting and its buffer on both sides take their slots away", () => {
    const busy = [{ start: new Date("2026-06-01T15:00:00Z"), end: new Date("2026-06-01T15:30:00Z") }];
    const day = { from: new Date("2026-06-01T00:00:00Z"), to: new Date("2026-06-02T00:00:00Z") };
    const plain = iso(hostSlots(host("America/New_York", { busy }), day, START));
    expect(plain).not.toContain("2026-06-01T15:00:00.000Z");
    expect(plain).toContain("2026-06-01T14:30:00.000Z");
    expect(plain).toContain("2026-06-01T15:30:00.000Z");
    const buffered = iso(hostSlots(host("America/New_York", { busy, bufferMinutes: 15 }), day, START));
    expect(buffered).not.toContain("2026-06-01T14:30:00.000Z");
    expect(buffered).not.toContain("2026-06-01T15:30:00.000Z");
    expect(buffered).toContain("2026-06-01T14:00:00.000Z");
    expect(buffered).toContain("2026-06-01T16:00:00.000Z");
  });

  it("a longer meeting that overlaps a slot's start takes it too", () => {
    const busy = [{ start: new Date("2026-06-01T14:15:00Z"), end: new Date("2026-06-01T15:15:00Z") }];
    const day = { from: new Date("2026-06-01T00:00:00Z"), to: new Date("2026-06-02T00:00:00Z") };
    const slots = iso(hostSlots(host("America/New_York", { busy }), day, START));
    expect(slots).not.toContain("2026-06-01T14:00:00.000Z");
    expect(slots).not.toContain("2026-06-01T15:00:00.000Z");
    expect(slots).toContain("2026-06-01T15:30:00.000Z");
  });

  it("several ranges a day, a 45-minute length that must end inside each range", () => {
    const h = host("America/Bogota", {
      meetingMinutes: 45,
      weekly: [
        { day: 1, start: "09:00", end: "11:00" },
        { day: 1, start: "14:00", end: "15:00" },
      ],
    });
    const slots = hostSlots(h, week, START);
    expect(
      slots.map((s) => `${wallClock(s.start, "America/Bogota").hour}:${wallClock(s.start, "America/Bogota").minute}`),
    ).toEqual(["9:0", "9:45", "14:0"]);
  });

  it("ignores malformed ranges rather than offering nonsense", () => {
    const h = host("America/Bogota", {
      weekly: [
        { day: 1, start: "17:00", end: "09:00" },
        { day: 1, start: "9am", end: "10:00" },
      ],
    });
    expect(hostSlots(h, week, START)).toEqual([]);
  });
});

describe("several hosts, shown to visitors elsewhere", () => {
  const ny = host("America/New_York", { hostId: 1 });
  const cr = host("America/Costa_Rica", { hostId: 2 });
  const day = { from: new Date("2026-11-02T00:00:00Z"), to: new Date("2026-11-03T00:00:00Z") };

  it("merges equal slots and keeps who offers each", () => {
    const offered = offeredSlots([ny, cr], day, START);
    // New York 9:00 EST = 14:00Z; Costa Rica 9:00 = 15:00Z: the 15:00Z-16:30Z slots are both hosts'.
    const at = (t: string) => offered.find((s) => s.start.toISOString() === t)?.hostIds;
    expect(at("2026-11-02T14:00:00.000Z")).toEqual([1]);
    expect(at("2026-11-02T15:00:00.000Z")).toEqual([1, 2]);
    expect(at("2026-11-02T22:30:00.000Z")).toEqual([2]);
    expect(hostsFreeAt([ny, cr], new Date("2026-11-02T15:00:00Z"), START).map((s) => s.hostId)).toEqual([1, 2]);
    expect(hostsFreeAt([ny, cr], new Date("2026-11-02T15:10:00Z"), START)).toEqual([]);
  });

  it("groups by the visitor's day: Tokyo sees a New York afternoon the next morning", () => {
    const slots = offeredSlots([ny], day, START);
    const tokyo = slotsByDay(slots, "Asia/Tokyo");
    expect(tokyo.map((d) => d.date)).toEqual(["2026-11-02", "2026-11-03"]);
    expect(wallClock(tokyo[1]!.slots[0]!.start, "Asia/Tokyo")).toMatchObject({ hour: 0, minute: 0 });
    const madrid = slotsByDay(slots, "Europe/Madrid");
    expect(madrid.map((d) => d.date)).toEqual(["2026-11-02"]);
    expect(wallClock(madrid[0]!.slots[0]!.start, "Europe/Madrid")).toMatchObject({ hour: 15, minute: 0 });
  });

  it("Europe changed a week earlier: in the gap week a New York 9:00 is 13:00 in London, then 14:00", () => {
    const oct26 = offeredSlots(
      [ny],
      { from: new Date("2026-10-26T00:00:00Z"), to: new Date("2026-10-27T00:00:00Z") },
      START,
    );
    expect(wallClock(oct26[0]!.start, "Europe/London")).toMatchObject({ hour: 13 });
    const nov2 = offeredSlots([ny], day, START);
    expect(wallClock(nov2[0]!.start, "Europe/London")).toMatchObject({ hour: 14 });
  });

  it("a page's first days: worked out a week at a time, the same slots as the whole window up to a day past them", () => {
    // Across the US fall-back change, for a visitor in Tokyo (a New York afternoon is the next morning there), with
    // a busy week in between: the first five Tokyo days with slots, and the first slot of the sixth.
    const window = { from: new Date("2026-10-28T00:00:00Z"), to: new Date("2027-01-26T00:00:00Z") };
    const busy = [{ start: new Date("2026-11-02T00:00:00Z"), end: new Date("2026-11-07T00:00:00Z") }];
    const hosts = [ny, { ...cr, busy }];
    const whole = slotsByDay(offeredSlots(hosts, window, START), "Asia/Tokyo");
    const first = slotsByDay(offeredSlots(hosts, window, START, { zone: "Asia/Tokyo", days: 5 }), "Asia/Tokyo");
    expect(first.length).toBeGreaterThan(5);
    expect(first.length).toBeLessThan(whole.length);
    expect(first.slice(0, 5)).toEqual(whole.slice(0, 5));
    expect(first[5]!.slots[0]).toEqual(whole[5]!.slots[0]);
    // A window shorter than the days asked for is worked out whole.
    const short = { from: window.from, to: new Date("2026-10-30T00:00:00Z") };
    expect(offeredSlots(hosts, short, START, { zone: "UTC", days: 5 })).toEqual(offeredSlots(hosts, short, START));
  });
});

/** The engine's first form, one zonedInstant (four Intl calls) per time: what hostSlots must still give. */
function referenceSlots(host: HostCalendar, window: { from: Date; to: Date }, now: Date) {
  const DAY = 86_400_000;
  const earliest = Math.max(window.from.getTime(), now.getTime() + host.noticeMinutes * 60_000);
  const latest = Math.min(window.to.getTime(), now.getTime() + host.horizonDays * DAY + 1);
  const starts: number[] = [];
  const first = wallClock(new Date(earliest - DAY), host.timeZone);
  const last = wallClock(new Date(latest + DAY), host.timeZone);
  for (
    let c = Date.UTC(first.year, first.month - 1, first.day);
    c <= Date.UTC(last.year, last.month - 1, last.day);
    c += DAY
  ) {
    const d = new Date(c);
    const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    for (const range of host.weekly.filter((r) => r.day === d.getUTCDay())) {
      const from = parseClock(range.start)!;
      const until = parseClock(range.end)!;
      const end = zonedInstant(host.timeZone, date, until) ?? zonedInstant(host.timeZone, date, until + 60);
      for (let m = from; end && m + host.meetingMinutes <= until; m += host.meetingMinutes) {
        const s = zonedInstant(host.timeZone, date, m)?.getTime();
        if (s === undefined || s + host.meetingMinutes * 60_000 > end.getTime() || s < earliest || s >= latest)
          continue;
        if (!starts.includes(s)) starts.push(s);
      }
    }
  }
  return starts.sort((a, b) => a - b).map((s) => new Date(s).toISOString());
}

describe("one Intl call per time", () => {
  // Zones with DST at 2:00, at midnight (Havana), by 30 minutes (Lord Howe), with a 45-minute offset (Kathmandu,
  // Chatham), in the south (Sydney, Santiago); ranges out of order, through midnight and the small hours.
  const zones = [
    "America/New_York",
    "Europe/London",
    "Australia/Sydney",
    "Australia/Lord_Howe",
    "Asia/Kathmandu",
    "Pacific/Chatham",
    "America/Santiago",
    "America/Havana",
  ];
  const weekly = [0, 1, 2, 3, 4, 5, 6].flatMap((day) =>
    [
      ["14:00", "17:00"],
      ["00:00", "03:30"],
      ["22:00", "24:00"],
      ["01:00", "02:45"],
    ].map(([start, end]) => ({ day, start: start!, end: end! })),
  );
  const windows = [
    { from: new Date("2026-03-01T00:00:00Z"), to: new Date("2026-04-12T00:00:00Z") },
    { from: new Date("2026-09-01T00:00:00Z"), to: new Date("2026-11-08T00:00:00Z") },
  ];
  for (const zone of zones)
    it(`gives the same times as four calls per time, across ${zone}'s changes`, () => {
      const h = host(zone, { weekly, meetingMinutes: 25 });
      for (const window of windows) expect(iso(hostSlots(h, window, START))).toEqual(referenceSlots(h, window, START));
    });
});
