// SESSION_SECRET: one secret, or `new,old` while rotating; every one at least 32 characters, since the first signs
// sessions, two-factor challenges and every e-mailed link.
import { describe, expect, it } from "vitest";
import { sessionSecretsSchema } from "~/platform/env.server";

const LONG = "a".repeat(32);
const OLD = "b".repeat(40);

describe("SESSION_SECRET", () => {
  it("takes one secret, or a rotation list, new first, trimmed", () => {
    expect(sessionSecretsSchema.parse(LONG)).toEqual([LONG]);
    expect(sessionSecretsSchema.parse(` ${LONG} , ${OLD} `)).toEqual([LONG, OLD]);
  });

  it("refuses a short secret anywhere in the list, though the list as a whole is long enough", () => {
    for (const value of ["short", `short,${OLD}`, `${LONG},short`, ",", ""]) {
      expect(sessionSecretsSchema.safeParse(value).success, value).toBe(false);
    }
  });
});
