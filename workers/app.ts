// The Worker entry: hands each request to React Router, then adds the security headers on the way out.
import { createRequestHandler, RouterContextProvider } from "react-router";
import { requestInfoContext } from "../app/lib/request-context";
import { applySecurityHeaders, isCrossSiteWrite } from "../app/lib/security-headers";

const requestHandler = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

function forbidden(request: Request): Response {
  const api = new URL(request.url).pathname.startsWith("/api/");
  return api
    ? Response.json({ message: "Forbidden" }, { status: 403 })
    : new Response("Forbidden: this request came from another site.", { status: 403 });
}

export default {
  async fetch(request) {
    const nonce = makeNonce();
    const requestId = crypto.randomUUID();
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { nonce, requestId });
    const response = isCrossSiteWrite(request) ? forbidden(request) : await requestHandler(request, context);
    return applySecurityHeaders(request, response, { nonce, requestId, dev: import.meta.env.DEV });
  },
} satisfies ExportedHandler<Env>;
