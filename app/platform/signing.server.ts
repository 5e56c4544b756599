// HMAC signatures: with the session secret for links that must not be forged (a row's confirmation, unsubscribe and
// manage links; sign-in and meeting links), and with a shared secret for webhooks a provider signs (newsletter
// bounces and complaints).
import { settings } from "~/platform/env.server";
import { parseIdToken } from "~/platform/params";

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

/**
 * Whether two secrets (signatures, codes) are the same, in time that does not depend on where they differ: the
 * runtime's own constant-time compare (workerd's `crypto.subtle.timingSafeEqual`), the one the product uses.
 */
export function sameSecret(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  return x.byteLength === y.byteLength && (crypto.subtle as WorkerdSubtle).timingSafeEqual(x, y);
}

// workerd's SubtleCrypto has timingSafeEqual (worker-configuration.d.ts); the DOM typings the project also loads
// for its browser code do not, and theirs is the global `crypto` the compiler sees.
type WorkerdSubtle = SubtleCrypto & { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean };

/** Signs with the current secret. */
export async function sign(purpose: string, value: string): Promise<string> {
  return hmac(settings().sessionSecrets[0]!, `${purpose}:${value}`);
}

/** Accepts a signature made with any of the configured secrets, so rotating the secret keeps old links working. */
export async function verify(purpose: string, value: string, signature: string): Promise<boolean> {
  for (const secret of settings().sessionSecrets) {
    if (sameSecret(await hmac(secret, `${purpose}:${value}`), signature)) return true;
  }
  return false;
}

type Addressed = { id: number; email: string };

/** What a row's link signs: its id and address (lowercased), and `moment` for a link that is for one moment only. */
const rowValue = (row: Addressed, moment?: Date) =>
  `${row.id}:${row.email.toLowerCase()}${moment ? `:${moment.getTime()}` : ""}`;

/**
 * The token of a link that names one row, "<id>.<signature>" (unsubscribe, manage, a double opt-in's confirm):
 * signed over the row's id and address, so it is void once the address changes, and over `moment` for a link that a
 * newer one replaces (a confirmation: when it was sent).
 */
export async function rowToken(purpose: string, row: Addressed, moment?: Date): Promise<string> {
  return `${row.id}.${await sign(purpose, rowValue(row, moment))}`;
}

/**
 * The row a token names (found by `find`) when the token was signed for it, and for its `momentOf` where the link is
 * for one moment (none pending: no row); null when the token is malformed, forged or stale.
 */
export async function rowFromToken<R extends Addressed>(
  purpose: string,
  token: unknown,
  find: (id: number) => Promise<R | null>,
  momentOf?: (row: R) => Date | null,
): Promise<R | null> {
  const named = parseIdToken(token);
  const row = named && (await find(named.id));
  if (!named || !row) return null;
  const moment = momentOf?.(row);
  if (moment === null) return null;
  return (await verify(purpose, rowValue(row, moment), named.signature)) ? row : null;
}

/**
 * A short signature for a value that travels where case may not survive (an e-mail address's local part): the
 * first `length` lowercase hex digits of the HMAC with the current secret.
 */
export async function signHex(purpose: string, value: string, length = 24): Promise<string> {
  return (await hmacHex(settings().sessionSecrets[0]!, `${purpose}:${value}`)).slice(0, length);
}

/** Accepts a short hex signature of exactly `length` digits made with any configured secret (constant-time compare). */
export async function verifyHex(purpose: string, value: string, signature: string, length = 24): Promise<boolean> {
  const given = signature.toLowerCase();
  if (!/^[0-9a-f]+$/.test(given) || given.length !== length) return false;
  for (const secret of settings().sessionSecrets) {
    if (sameSecret((await hmacHex(secret, `${purpose}:${value}`)).slice(0, length), given)) return true;
  }
  return false;
}

/** How far a webhook's signed timestamp may be from now, either way, before the request counts as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const bytes = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The `Webhook-Signature` header for a body sent at `timestamp` (seconds): `t=<timestamp>,v1=<hex HMAC-SHA256>`. */
export async function webhookSignature(secret: string, timestamp: number, body: string): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

/**
 * Whether a webhook's signature header is good: an HMAC-SHA256 over `<t>.<raw body>` with the shared secret,
 * compared in constant time, and a timestamp within WEBHOOK_TOLERANCE_SECONDS of now (no replays of old requests).
 */
export async function verifyWebhookSignature(
  secret: string,
  header: string | null,
  body: string,
  now = Date.now(),
): Promise<boolean> {
  const parts = new Map(
    (header ?? "").split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get("t") ?? "";
  const v1 = (parts.get("v1") ?? "").toLowerCase();
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now / 1000 - Number(t)) > WEBHOOK_TOLERANCE_SECONDS) return false;
  return sameSecret(await hmacHex(secret, `${t}.${body}`), v1);
}
