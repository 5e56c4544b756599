// Salary text on a job listing, read into schema.org's MonetaryAmount for the JobPosting data.
import { describe, expect, it } from "vitest";
import { parseSalary } from "~/server/job-posting";

const range = (minValue: number, maxValue: number, unitText: string, currency = "USD") => ({
  "@type": "MonetaryAmount",
  currency,
  value: { "@type": "QuantitativeValue", minValue, maxValue, unitText },
});
const single = (value: number, unitText: string, currency = "USD") => ({
  "@type": "MonetaryAmount",
  currency,
  value: { "@type": "QuantitativeValue", value, unitText },
});

describe("parseSalary", () => {
  it.each([
    ["$80k-$100k", range(80_000, 100_000, "YEAR")],
    ["$80K - $100K a year", range(80_000, 100_000, "YEAR")],
    ["$100k - $80k", range(80_000, 100_000, "YEAR")],
    ["$4,500 - $6,000 / month", range(4_500, 6_000, "MONTH")],
    ["USD 5,000/month", single(5_000, "MONTH")],
    ["$5,000/mo", single(5_000, "MONTH")],
    ["$25 - $40 per hour", range(25, 40, "HOUR")],
    ["$30/hr", single(30, "HOUR")],
    ["$1,200 weekly", single(1_200, "WEEK")],
    ["Up to $120,000", single(120_000, "YEAR")],
    ["1.5k", single(1_500, "YEAR")],
    ["$95,000.50", single(95_000.5, "YEAR")],
    ["€50,000 - €60,000 per year", range(50_000, 60_000, "YEAR", "EUR")],
    ["EUR 3,000 per month", single(3_000, "MONTH", "EUR")],
  ])("reads %j", (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it.each([null, "", "   ", "Competitive", "DOE", "Negotiable, depending on experience", "$0", "0 - 0"])(
    "has no amount in %j",
    (text) => {
      expect(parseSalary(text)).toBeNull();
    },
  );

  // Limits of app/server/job-posting.ts found by these tests. `it.fails` keeps the suite green while they hold;
  // when one is fixed its test fails, and `.fails` should be removed.
  describe("known limits", () => {
    it.fails("knows currencies other than dollars and euros", () => {
      expect(parseSalary("MXN 90,000 per month")).toEqual(single(90_000, "MONTH", "MXN"));
    });

    it.fails("reads only the amounts, not every number in the text", () => {
      expect(parseSalary("$80k-$100k plus 2 weeks of paid leave")).toEqual(range(80_000, 100_000, "YEAR"));
    });

    it.fails("reads a dot as the thousands separator where euros are written that way", () => {
      expect(parseSalary("€50.000 - €60.000 per year")).toEqual(range(50_000, 60_000, "YEAR", "EUR"));
    });
  });
});
