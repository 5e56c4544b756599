// The interview link's e-mail names a last day the link works through wherever the candidate is.
import { describe, expect, it } from "vitest";
import { interviewInvitationMail } from "~/models/interview-mail.server";

const sent = (expiresAt: string, language: "en" | "es" = "en") =>
  ({
    token: "t".repeat(43),
    invitation: { expiresAt: new Date(expiresAt) },
    application: { language, position: "Data Engineer", fullName: "Valentina Cruz", email: "v@example.com" },
  }) as unknown as Parameters<typeof interviewInvitationMail>[0];

describe("interviewInvitationMail", () => {
  it("names a day the link still works through at its end in every zone", () => {
    // Stops at 01:00 UTC on 10 December: 20:00 on the 9th in New York, 13:00 on the 9th at UTC−12.
    expect(interviewInvitationMail(sent("2026-12-10T01:00:00Z")).text).toContain("until December 8, 2026.");
    // Stops at 23:30 UTC: the 10th ends at 12:00 UTC on the 11th at UTC−12, after it; the 9th is the last whole day.
    expect(interviewInvitationMail(sent("2026-12-10T23:30:00Z")).text).toContain("until December 9, 2026.");
    expect(interviewInvitationMail(sent("2026-12-10T01:00:00Z", "es")).text).toContain("8 de diciembre de 2026");
  });
});
