// The back office's screen list is data (app/schemas/admin-screens.json): the typecheck holds its keys to
// `AdminScreen`; this holds the values JSON cannot type, roles and counts, to their vocabularies. What each role's
// sidebar shows is test/integration/backoffice.test.ts's.
import { describe, expect, it } from "vitest";
import { ADMIN_COUNT_KEYS, ADMIN_SCREENS } from "~/schemas/admin-screens";
import { USER_ROLES } from "~/schemas/vocabulary";

const counts: readonly string[] = ADMIN_COUNT_KEYS;
const roles: readonly string[] = USER_ROLES;

describe("admin screens", () => {
  it("name only known roles and counts, each screen once", () => {
    expect(ADMIN_SCREENS.flatMap((s) => s.roles).filter((role) => !roles.includes(role))).toEqual([]);
    const named = ADMIN_SCREENS.flatMap((s) => [s.count, s.replies]).filter((key) => key !== undefined);
    expect(named.filter((key) => !counts.includes(key))).toEqual([]);
    expect([...named].sort()).toEqual([...ADMIN_COUNT_KEYS].sort());
    const paths = ADMIN_SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => path === "/admin" || path.startsWith("/admin/"))).toBe(true);
  });
});
