// The Worker entry: hands each request to React Router (through the edge cache for anonymous public pages), then
// adds the security headers on the way out.
// Every request runs with a request store (request id for the logs, D1 round trips for Server-Timing), and a
// failure that escapes everything else is logged with that id and answered without any internal detail.
import { createRequestHandler, RouterContextProvider } from "react-router";
import { withEdgeCache } from "../app/lib/edge-cache.server";
import { requestInfoContext, type RequestInfo } from "../app/lib/request-context";
import { logError, runWithRequestStore, serverTiming, type RequestStore } from "../app/lib/request-store.server";
import { applySecurityHeaders, isCrossSiteWrite } from "../app/lib/security-headers";

const requestHandler = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const isApi = (request: Request) => new URL(request.url).pathname.startsWith("/api/");

function forbidden(request: Request): Response {
  return isApi(request)
    ? Response.json({ message: "Forbidden" }, { status: 403 })
    : new Response("Forbidden: this request came from another site.", { status: 403 });
}

function internalError(request: Request, requestId: string): Response {
  return isApi(request)
    ? Response.json({ message: "Internal server error", requestId }, { status: 500 })
    : new Response(`Something went wrong. Please try again in a moment. (Reference: ${requestId})`, {
        status: 500,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
}

export default {
  async fetch(request, _env, ctx) {
    const nonce = makeNonce();
    const requestId = crypto.randomUUID();
    const { pathname } = new URL(request.url);
    const store: RequestStore = { requestId, method: request.method, path: pathname, d1Queries: 0, d1Ms: 0,
      waitUntil: (promise) => ctx.waitUntil(promise) };
    return runWithRequestStore(store, async () => {
      const info: RequestInfo = { nonce, requestId };
      const render = async () => {
        const context = new RouterContextProvider();
        context.set(requestInfoContext, info);
        return { response: await requestHandler(request, context), staticPage: info.staticPage === true };
      };
      let response: Response;
      let cache = "BYPASS";
      try {
        if (isCrossSiteWrite(request)) response = forbidden(request);
        else ({ response, status: cache } = await withEdgeCache(request, render, (p) => ctx.waitUntil(p)));
      } catch (error) {
        logError(error);
        response = internalError(request, requestId);
      }
      // A static page (rendered without the nonce, perhaps served from the cache) gets a CSP without one.
      const secured = applySecurityHeaders(request, response, {
        nonce: info.staticPage || cache === "HIT" ? null : nonce,
        requestId,
        dev: import.meta.env.DEV,
      });
      secured.headers.set("Server-Timing", `${serverTiming(store)}, edge;desc="cache ${cache}"`);
      secured.headers.set("X-Cache", cache);
      return secured;
    });
  },
} satisfies ExportedHandler<Env>;
