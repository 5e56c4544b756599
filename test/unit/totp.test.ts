// TOTP against RFC 6238's own test vectors (SHA-1), and base32 both ways.
import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchingTotpStep, totpStep } from "~/platform/totp.server";
import { sameSecret } from "~/platform/signing.server";

// "12345678901234567890", the RFC's SHA-1 seed.
const SECRET = base32Encode(new TextEncoder().encode("12345678901234567890"));

describe("TOTP", () => {
  it("gives the RFC 6238 appendix B codes", async () => {
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [seconds, code] of vectors) {
      expect(await hotp(SECRET, totpStep(seconds * 1000), 8)).toBe(code);
      expect(await hotp(SECRET, totpStep(seconds * 1000))).toBe(code.slice(2));
    }
  });

  it("matches a code one step either side, only after the last used step", async () => {
    const now = 1_800_000_000_000;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      expect(await matchingTotpStep(SECRET, await hotp(SECRET, step + offset), { now })).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(await matchingTotpStep(SECRET, await hotp(SECRET, step + offset), { now })).toBe(null);
    }
    expect(await matchingTotpStep(SECRET, await hotp(SECRET, step), { now, after: step })).toBe(null);
    expect(await matchingTotpStep(SECRET, "12345", { now })).toBe(null);
  });

  it("round-trips base32", () => {
    const bytes = crypto.getRandomValues(new Uint8Array(20));
    expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes]);
    expect(SECRET).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
  });
});

describe("the one constant-time compare", () => {
  it("says whether two secrets are the same, whatever their lengths", () => {
    expect(sameSecret("123456", "123456")).toBe(true);
    expect(sameSecret("123456", "123457")).toBe(false);
    expect(sameSecret("123456", "12345")).toBe(false);
    expect(sameSecret("", "")).toBe(true);
    expect(sameSecret("ñandú", "ñandú")).toBe(true);
    expect(sameSecret("ñandú", "nandu")).toBe(false);
  });
});
