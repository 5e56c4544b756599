// One outbound webhook POST: a hard timeout (10 s by default), redirects answered but never followed, and only the
// first 2 KB of the answer read (the rest is cancelled), so a slow, huge, redirecting or garbled receiver costs one
// bounded attempt and never holds anything else up. Knows nothing of endpoints or events.

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of an answer is kept for the Deliveries view. */
export const RESPONSE_EXCERPT_BYTES = 2048;

export type AttemptResult = {
  /** The HTTP status, or null when no answer came (network error, timeout). */
  status: number | null;
  durationMs: number;
  /** The first 2 KB of the answer, as text. */
  body: string;
  /** What went wrong without an answer ("Timed out after 10 s", the network error). */
  error: string | null;
  /** The answer's Retry-After, in seconds from now (a number of seconds or an HTTP date), when it had one. */
  retryAfterSeconds: number | null;
};

async function readExcerpt(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < RESPONSE_EXCERPT_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(Math.min(size, RESPONSE_EXCERPT_BYTES));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.byteLength;
    if (offset >= bytes.length) break;
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(bytes);
}

/** Retry-After as seconds from `now`: "120" or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = new Date()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  { timeoutMs = WEBHOOK_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<AttemptResult> {
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "Cordillera-Webhooks/1", ...headers },
      body,
      redirect: "manual",
      signal,
    });
    // The excerpt is read under the same deadline: a receiver that trickles its answer times out too.
    const excerpt = await readExcerpt(response);
    return {
      status: response.status,
      durationMs: elapsed(),
      body: excerpt,
      error: null,
      retryAfterSeconds: retryAfterSeconds(response.headers.get("Retry-After")),
    };
  } catch (error) {
    const timedOut = signal.aborted;
    return {
      status: null,
      durationMs: elapsed(),
      body: "",
      error: timedOut
        ? `Timed out after ${timeoutMs / 1000} s`
        : (error instanceof Error ? error.message : String(error)).slice(0, 500) || "Network error",
      retryAfterSeconds: null,
    };
  }
}
