// Which presence countries a listing's location names, for job alerts: the spellings the site and its staff write.
import { describe, expect, it } from "vitest";
import { jobLocationKeys } from "~/models/job-alert-matching.server";

describe("jobLocationKeys", () => {
  it("reads the United States however it is written, in English and in Spanish", () => {
    for (const location of [
      "New York, USA",
      "Nueva York, EE. UU.",
      "Remoto (EE. UU.)",
      "Remote, US",
      "Remote (U.S.)",
      "Austin, U.S.",
      "San Francisco",
      "Estados Unidos",
    ])
      expect(jobLocationKeys(location), location).toContain("us");
  });

  it("does not read it inside another word", () => {
    for (const location of ["Bogotá, Colombia", "Jesús María, México", "Cusco, Perú", "Toronto, Canada"])
      expect(jobLocationKeys(location), location).not.toContain("us");
    expect(jobLocationKeys("Remoto (EE. UU.)")).toEqual(["remote", "us"]);
    expect(jobLocationKeys("San José, Costa Rica")).toEqual(["cr"]);
  });
});
