// Intl's formatters are remembered, within a bound: a visitor can ask for a zone in any letter case.
import { describe, expect, it } from "vitest";
import { boundedMemo, dateTimeFormat, isTimeZone } from "~/platform/intl";
import { wallClock } from "~/platform/slots";

/** Every letter-case variant of a zone name, as a visitor's ?tz= may spell it. */
function* caseVariants(zone: string) {
  const letters = [...zone].map((c, i) => [c, i] as const).filter(([c]) => /[a-z]/i.test(c));
  for (let mask = 0; mask < 2 ** Math.min(letters.length, 12); mask++) {
    const chars = [...zone];
    letters.forEach(([c, i], bit) => (chars[i] = mask & (1 << bit) ? c.toUpperCase() : c.toLowerCase()));
    yield chars.join("");
  }
}

describe("boundedMemo", () => {
  it("keeps at most its bound, forgetting the oldest, and keeps nothing when making fails", () => {
    const memo = boundedMemo<number>(3);
    let made = 0;
    for (const key of ["a", "b", "c", "a", "d"]) memo.get(key, () => ++made);
    expect(memo.size).toBe(3);
    expect(made).toBe(4);
    expect(memo.get("a", () => -1)).toBe(-1);
    const unknownZone = () => {
      dateTimeFormat("en-US", { timeZone: "Mars/Olympus" });
      return 0;
    };
    expect(() => memo.get("x", unknownZone)).toThrow();
    expect(memo.size).toBe(3);
  });

  it("a thousand spellings of one zone read the same wall clock", () => {
    const at = new Date("2026-11-01T06:30:00Z");
    const spellings = [...caseVariants("America/New_York")].slice(0, 1000);
    expect(spellings.every(isTimeZone)).toBe(true);
    const hours = new Set(spellings.map((zone) => wallClock(at, zone).hour));
    expect([...hours]).toEqual([1]);
  });
});
