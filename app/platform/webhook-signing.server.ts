// Standard Webhooks signing (https://www.standardwebhooks.com, the scheme Svix published): `webhook-id`,
// `webhook-timestamp` (Unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed
// with the secret's bytes (`whsec_<base64>`). Several signatures are space-separated: during a secret's rotation
// both the new and the old secret sign, so a receiver holding either verifies. WebCrypto only (runs in workerd).
// Checked against the reference library's own test vector (test/unit/webhook-signing.test.ts).

const SECRET_PREFIX = "whsec_";
/** How far a timestamp may be from the verifier's clock (the reference library's tolerance). */
export const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** A new secret: 24 random bytes, `whsec_` + base64 (the form receivers' libraries take as it is). */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + toBase64(crypto.getRandomValues(new Uint8Array(24)));
}

/** A new message id (`msg_` + 24 random base-32 characters): what a receiver de-duplicates on. */
export function newMessageId(): string {
  const alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `msg_${Array.from(bytes, (b) => alphabet[b % 32]).join("")}`;
}

async function hmac(secret: string, content: string): Promise<string> {
  const keyBytes = fromBase64(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
  const key = await crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return toBase64(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(content))));
}

/** One `v1,<base64>` signature of the message with one secret. */
export async function signWebhook(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  return `v1,${await hmac(secret, `${id}.${timestamp}.${body}`)}`;
}

/** The three headers of one attempt, signed with every secret given (the current one first). */
export async function webhookHeaders(
  secrets: string[],
  id: string,
  at: Date,
  body: string,
): Promise<{ "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string }> {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signatures = await Promise.all(secrets.map((s) => signWebhook(s, id, timestamp, body)));
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signatures.join(" "),
  };
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * What a receiver does: true when one of the header's `v1` signatures is the body's with this secret and the
 * timestamp is within the tolerance of `now`.
 */
export async function verifyWebhook(
  secret: string,
  headers: { id: string | null; timestamp: string | null; signature: string | null },
  body: string,
  now = new Date(),
): Promise<boolean> {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > TIMESTAMP_TOLERANCE_SECONDS) return false;
  const expected = await signWebhook(secret, id, Number(timestamp), body);
  return signature.split(" ").some((candidate) => constantTimeEqual(candidate, expected));
}
