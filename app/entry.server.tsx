// Server render: streams HTML with the request's CSP nonce; bots get the whole document at once. A static page (no
// hydration, no nonce, no deferred data: what the edge cache keeps whole anyway) is rendered to one string, which
// costs less CPU than the stream's many small chunks and gives the same markup.
import { isbot } from "isbot";
import { renderToReadableStream, renderToString } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { DocumentProvider, isStaticPage, requestInfoContext, staticPageContext } from "~/platform/request-context";
import { logError } from "~/platform/request-telemetry.server";

export const streamTimeout = 5_000;

/** Loader and action failures, logged once with the request id; aborted requests are not failures. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logError(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // "Static page" is decided here and only here. A page that does not hydrate has no inline script at all, so it is
  // rendered without the nonce: the same HTML can then be served to every visitor from the edge cache. The document
  // (root.tsx) learns it through DocumentProvider, the Worker entry through staticPageContext (workers/app.ts).
  const staticPage = isStaticPage(
    routerContext.staticHandlerContext.matches.map((m) => routerContext.routeModules[m.route.id]?.handle),
  );
  loadContext.set(staticPageContext, staticPage);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (staticPage) {
    const html = renderToString(
      <DocumentProvider value={{ nonce: "", hydrates: false }}>
        <ServerRouter context={routerContext} url={request.url} />
      </DocumentProvider>,
    );
    return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
  }
  const nonce = loadContext.get(requestInfoContext).nonce;
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), streamTimeout + 1_000);

  const body = await renderToReadableStream(
    <DocumentProvider value={{ nonce, hydrates: true }}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </DocumentProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell are rethrown below; later ones are logged here only.
        if (shellRendered) logError(error, { what: "render" });
      },
    },
  );
  shellRendered = true;

  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  // The timer goes when the stream is done, however it ends (a failed render is reported by onError).
  void body.allReady.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );

  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
