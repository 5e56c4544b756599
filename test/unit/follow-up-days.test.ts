// The follow-up digest's calendar rules (issue 31): a staff member's local day and hour across a DST change, and
// "still new after one business day" across a weekend, in the reader's own zone.
import { describe, expect, it } from "vitest";
import { localClock, staleAfterOneBusinessDay } from "~/models/follow-ups.server";
import { contactPatchSchema, dayField } from "~/schemas/enquiry-pipeline";

describe("localClock", () => {
  it("reads the zone's own day and hour, across the US DST change", () => {
    // 14 March 2027, 02:00 EST becomes 03:00 EDT.
    expect(localClock(new Date(Date.UTC(2027, 2, 14, 6, 30)), "America/New_York")).toEqual({
      day: "2027-03-14",
      hour: 1,
    });
    expect(localClock(new Date(Date.UTC(2027, 2, 14, 7, 30)), "America/New_York")).toEqual({
      day: "2027-03-14",
      hour: 3,
    });
    // Bogotá keeps no DST: still UTC-5.
    expect(localClock(new Date(Date.UTC(2027, 2, 14, 7, 30)), "America/Bogota")).toEqual({
      day: "2027-03-14",
      hour: 2,
    });
    // Late evening in New York is already tomorrow in Tokyo.
    expect(localClock(new Date(Date.UTC(2027, 2, 8, 23)), "Asia/Tokyo")).toEqual({ day: "2027-03-09", hour: 8 });
  });
});

describe("still new after one business day", () => {
  const ny = "America/New_York";
  it("skips the weekend: Friday's enquiry is due on Tuesday", () => {
    const friday = new Date(Date.UTC(2027, 2, 5, 20));
    expect(staleAfterOneBusinessDay(friday, "2027-03-08", ny)).toBe(false);
    expect(staleAfterOneBusinessDay(friday, "2027-03-09", ny)).toBe(true);
  });

  it("reads the day an enquiry came in the reader's zone", () => {
    // Thursday 23:30 in New York is Friday in UTC: on Saturday, Friday has passed for one reader, not the other.
    const lateThursday = new Date(Date.UTC(2027, 2, 5, 4, 30));
    expect(staleAfterOneBusinessDay(lateThursday, "2027-03-06", ny)).toBe(true);
    expect(staleAfterOneBusinessDay(lateThursday, "2027-03-06", "UTC")).toBe(false);
  });

  it("counts a weekday: Monday's is due on Wednesday, Saturday's on Tuesday", () => {
    expect(staleAfterOneBusinessDay(new Date(Date.UTC(2027, 2, 8, 15)), "2027-03-09", ny)).toBe(false);
    expect(staleAfterOneBusinessDay(new Date(Date.UTC(2027, 2, 8, 15)), "2027-03-10", ny)).toBe(true);
    expect(staleAfterOneBusinessDay(new Date(Date.UTC(2027, 2, 6, 15)), "2027-03-08", ny)).toBe(false);
    expect(staleAfterOneBusinessDay(new Date(Date.UTC(2027, 2, 6, 15)), "2027-03-09", ny)).toBe(true);
  });
});

describe("the pipeline's input", () => {
  it("takes real calendar days only, and blank clears", () => {
    expect(dayField.safeParse("2028-02-29").success).toBe(true);
    expect(dayField.safeParse("2027-02-29").success).toBe(false);
    expect(dayField.safeParse("").data).toBeNull();
  });

  it("asks a reason for lost, and refuses one for any other stage", () => {
    expect(contactPatchSchema.safeParse({ stage: "lost", lostReason: "no_response" }).success).toBe(true);
    expect(contactPatchSchema.safeParse({ stage: "lost" }).error?.issues[0]?.path).toEqual(["lostReason"]);
    expect(contactPatchSchema.safeParse({ stage: "won", lostReason: "budget" }).error?.issues[0]?.path).toEqual([
      "lostReason",
    ]);
  });
});
