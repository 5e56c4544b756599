// Each labelled enum is written once, as its labels: its values, in order, and its guard come from them.
import { describe, expect, it } from "vitest";
import {
  APPLICATION_STATUSES,
  AUDIT_ACTIONS,
  isAuditAction,
  isMaterialType,
  MATERIAL_TYPES,
} from "~/schemas/vocabulary";

describe("vocabulary", () => {
  it("lists an enum's values in the order of its labels", () => {
    expect(APPLICATION_STATUSES).toEqual(["new", "pending", "reviewing", "interview", "rejected", "hired"]);
    expect(MATERIAL_TYPES).toEqual(["brochure", "pitch-deck"]);
  });

  it("guards take the enum's values and nothing else", () => {
    expect(isMaterialType("pitch-deck")).toBe(true);
    expect(isMaterialType("toString")).toBe(false);
    expect(AUDIT_ACTIONS.every(isAuditAction)).toBe(true);
    expect(isAuditAction(null)).toBe(false);
  });
});
