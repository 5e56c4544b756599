// Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP, HMAC-SHA1, 6 digits, 30-second steps), with
// WebCrypto as workerd provides it; base32 secrets (RFC 4648) as authenticator apps read them.
import { sameSecret } from "~/platform/signing.server";

export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Codes one step either side of now are accepted, for clocks that drift and people who type slowly. */
export const TOTP_WINDOW = 1;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(20)));
}

/** The time step a moment falls in. */
export function totpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_STEP_SECONDS);
}

/** HOTP(secret, counter): the code for one step. */
export async function hotp(secret: string, counter: number, digits = TOTP_DIGITS): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    base32Decode(secret) as Uint8Array<ArrayBuffer>,
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  const message = new ArrayBuffer(8);
  const view = new DataView(message);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
  const offset = mac[mac.length - 1]! & 15;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/**
 * The step (now ± TOTP_WINDOW) whose code this is and that is later than `after` (the last step already used),
 * or null. The caller records the step, so the same code never works twice.
 */
export async function matchingTotpStep(
  secret: string,
  code: string,
  { now = Date.now(), after = null }: { now?: number; after?: number | null } = {},
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStep(now);
  let found: number | null = null;
  // Every candidate is computed, whatever matches, so the time taken says nothing about which one did.
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const expected = await hotp(secret, step);
    if (sameSecret(expected, code) && (after === null || step > after) && found === null) found = step;
  }
  return found;
}

/** The otpauth:// URI authenticator apps scan (Key Uri Format): issuer and account shown in the app. */
export function otpauthUri(secret: string, { issuer, account }: { issuer: string; account: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
