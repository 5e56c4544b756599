// HMAC signatures with the session secret, for links that must not be forged (newsletter unsubscribe).
import { settings } from "~/lib/env.server";

const encoder = new TextEncoder();

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return toBase64Url(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
}

/** Constant-time comparison of two strings of the same alphabet. */
function equal(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Signs with the current secret. */
export async function sign(purpose: string, value: string): Promise<string> {
  return hmac(settings().sessionSecrets[0]!, `${purpose}:${value}`);
}

/** Accepts a signature made with any of the configured secrets, so rotating the secret keeps old links working. */
export async function verify(purpose: string, value: string, signature: string): Promise<boolean> {
  for (const secret of settings().sessionSecrets) {
    if (equal(await hmac(secret, `${purpose}:${value}`), signature)) return true;
  }
  return false;
}
