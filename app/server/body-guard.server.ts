// The Worker entry's care for request bodies on the connection: a body larger than anything the app accepts is
// refused before routing, and an answer sent without reading the whole body (413, 401/403, a redirect) first
// drains the unread rest (it is at most that size), or cancels it and closes the connection. Without this, the
// unread bytes are left on a keep-alive connection: `wrangler dev` then fails the request or the next one
// ("Network connection lost"), and a client that sent `Expect: 100-continue` waits for an answer that never ends.
import { BODY_MESSAGES } from "~/platform/body.server";
import { MAX_UPLOAD_BYTES } from "~/schemas/material";
import { catalogue, type Catalogue } from "~/i18n/catalogue";
import { languageOfPath } from "~/i18n/languages";

/** The largest body any route takes: a material upload plus the multipart framing around it. */
export const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/**
 * Routes whose 413 states their own limit (a CV's 5 MB) rather than the general text, in the path's language
 * (`/es/jobs/3/apply` is Spanish; /api answers in English): every form that takes a CV.
 */
const ROUTE_LIMIT_TEXTS: [RegExp, (t: Catalogue) => string][] = [
  [
    /^\/((es\/)?jobs\/([^/]+\/apply|applications\/[^/]+)|api\/job-applications)\/?$/,
    (t) => t.application.messages.tooLarge,
  ],
  [/^\/((es\/)?jobs|api)\/talent-network\/?$/, (t) => t.talent.messages.tooLarge],
];

/** The declared Content-Length; null when absent or not a plain number. */
export function declaredLength(request: Request): number | null {
  const value = request.headers.get("Content-Length");
  if (value === null || !/^\s*\d{1,16}\s*$/.test(value)) return null;
  return Number(value);
}

/** The 413 for a body larger than any route accepts, answered before routing. */
export function tooLargeForAnyRoute(request: Request): Response | null {
  const length = declaredLength(request);
  if (length === null || length <= MAX_REQUEST_BYTES) return null;
  request.body?.cancel().catch(() => {});
  const path = new URL(request.url).pathname;
  const text =
    ROUTE_LIMIT_TEXTS.find(([route]) => route.test(path))?.[1](catalogue(languageOfPath(path))) ??
    BODY_MESSAGES.tooLarge;
  return refusal(request, 413, text, { Connection: "close" });
}

const BODY_ON_GET = "A GET or HEAD request cannot have a body.";

/**
 * GET and HEAD carry no body, and a Request with one cannot even be re-made to route it (it threw before any error
 * handling, an uncaught 500). Such a request is refused with 400 before routing; its body (at most
 * MAX_REQUEST_BYTES, the larger ones are refused first) is read and dropped so the connection stays usable.
 */
export async function bodyOnSafeMethod(request: Request): Promise<Response | null> {
  if (!request.body || (request.method !== "GET" && request.method !== "HEAD")) return null;
  const reader = request.body.getReader();
  try {
    await drain(reader, MAX_REQUEST_BYTES);
    return refusal(request, 400, BODY_ON_GET);
  } catch {
    await reader.cancel().catch(() => {});
    return refusal(request, 400, BODY_ON_GET, { Connection: "close" });
  }
}

/** A refusal before routing: JSON under /api, plain text elsewhere. */
function refusal(request: Request, status: number, message: string, headers: Record<string, string> = {}): Response {
  return new URL(request.url).pathname.toLowerCase().startsWith("/api/")
    ? Response.json({ message }, { status, headers })
    : new Response(message, { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

type Tracked = { request: Request; settle: (response: Response) => Promise<Response> };

/**
 * The request with its body watched: settle(response) is called with the answer, before it goes out. If the body
 * was read to its end, nothing changes. Otherwise the unread rest (up to MAX_REQUEST_BYTES) is read and dropped,
 * so the connection is ready for the next request; a rest that cannot be drained is cancelled and the answer
 * says `Connection: close`. A body the client has not sent yet (it waits for `100 Continue`) is not asked for.
 */
export function trackBody(request: Request): Tracked {
  if (!request.body) return { request, settle: async (response) => response };
  // Our own reader, held to the end: the app reads through the stream below, which pulls only when the app
  // asks, and whatever it leaves (it stopped at a 413, or never started) is still ours to drain or cancel.
  const reader = request.body.getReader();
  const state = { pulled: false, ended: false };
  const watched = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        state.pulled = true;
        const { done, value } = await reader.read();
        if (done) {
          state.ended = true;
          controller.close();
        } else {
          controller.enqueue(value);
        }
      },
    },
    { highWaterMark: 0 },
  );
  const tracked = new Request(request, { body: watched });
  const settle = async (response: Response): Promise<Response> => {
    if (state.ended) return response;
    if (!state.pulled && expectsContinue(request)) {
      // The client waits for a go-ahead before it sends the body, and nothing asked for it: the body is not on
      // the wire. Drop it, and answer with a short fixed-length body (such clients are scripts, not browsers).
      await reader.cancel().catch(() => {});
      return closing(await withoutPage(response));
    }
    try {
      await drain(reader, MAX_REQUEST_BYTES);
      return response;
    } catch {
      await reader.cancel().catch(() => {});
      return closing(response);
    }
  };
  return { request: tracked, settle };
}

/**
 * The answer as a short plain text: `wrangler dev` rewrites HTML answers as a stream that does not end while the
 * request body is still owed, so the client would wait forever for the rest of the page; and an answer with no
 * body at all (a redirect: a signed-out post to the back office) failed there with "Network connection lost".
 */
async function withoutPage(response: Response): Promise<Response> {
  const html = response.headers.get("Content-Type")?.toLowerCase().startsWith("text/html");
  if (!html && response.body) return response;
  await response.body?.cancel().catch(() => {});
  const headers = new Headers(response.headers);
  headers.set("Content-Type", "text/plain; charset=utf-8");
  const location = headers.get("Location");
  const text =
    response.status === 413
      ? BODY_MESSAGES.tooLarge
      : location
        ? `See ${location}`
        : `Request not accepted (HTTP ${response.status}).`;
  return new Response(text, { status: response.status, statusText: response.statusText, headers });
}

function expectsContinue(request: Request): boolean {
  return /100-continue/i.test(request.headers.get("Expect") ?? "");
}

/** The answer, asking the client to open a new connection for its next request. */
function closing(response: Response): Response {
  const closed = new Response(response.body, response);
  closed.headers.set("Connection", "close");
  return closed;
}

/** Reads the rest of a body and drops it; fails past the limit. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number): Promise<void> {
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > limit) throw new Error("body larger than any route takes");
  }
}
