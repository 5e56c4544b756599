// The Worker entry: hands each request to React Router (through the edge cache for anonymous public pages), then
// adds the security headers on the way out.
// Every request runs with its telemetry (request id for the logs, D1 round trips for Server-Timing), and a
// failure that escapes everything else is logged with that id and answered without any internal detail. What the
// render needs (nonce, request id) and what it reports back (static page or not) travel as typed React Router
// contexts (app/platform/request-context.ts).
// Every answer that is a page view (public HTML for a person, from the cache or rendered) is counted here, after
// the answer is ready and off the request path (app/platform/view-counter.server.ts).
// Beside fetch: queue() sends the outbox's e-mail, the newsletter's campaign batches and the webhooks' deliveries,
// scheduled() runs the cron jobs (app/server/cron.server.ts), and email() stores replies to conversations; all only
// call model functions.
import { createRequestHandler, RouterContextProvider } from "react-router";
import { fromMemory, withEdgeCache } from "../app/platform/edge-cache.server";
import type { KeptPage } from "../app/platform/page-memory.server";
import { requestInfoContext, staticPageContext } from "../app/platform/request-context";
import { logError, runWithRequestTelemetry, serverTiming } from "../app/platform/request-telemetry.server";
import { applySecurityHeaders, isCrossSiteWrite } from "../app/platform/security-headers";
import { bodyOnSafeMethod, tooLargeForAnyRoute, trackBody } from "../app/server/body-guard.server";
import { countView, pageView } from "../app/platform/view-counter.server";

// One handler for the isolate's life, made from the one import of the server build. A burst of requests on a cold
// isolate used to import it concurrently, and the calls that came while it was still evaluating got a build without
// its routes (a 500 "Cannot convert undefined or null to object"). Handed the build itself (not a function that
// returns it), React Router derives its route tree once, not on every request (1-2 ms of CPU each). The dev server
// imports afresh so edits are picked up.
type Handler = ReturnType<typeof createRequestHandler>;
let productionHandler: Promise<Handler> | undefined;
const developmentHandler = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);
const requestHandler: Handler = async (request, context) => {
  if (import.meta.env.DEV) return developmentHandler(request, context);
  productionHandler ??= import("virtual:react-router/server-build").then((build) =>
    createRequestHandler(build, import.meta.env.MODE),
  );
  return (await productionHandler)(request, context);
};

/** The newsletter's and the webhooks' queues' names in wrangler.toml; every other batch is the outbox's. */
const NEWSLETTER_QUEUE = "cordillera-nearshore-newsletter";
const WEBHOOK_QUEUE = "cordillera-nearshore-webhooks";

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

/** Website Stats: a page view joins the isolate's batch; its D1 write (loaded on first use) never fails the page. */
function countPageView(request: Request, response: Response, waitUntil: (promise: Promise<unknown>) => void) {
  try {
    const view = pageView(request, response, new Date());
    if (!view) return;
    countView(view, waitUntil, async (views) => {
      try {
        await (await import("../app/models/page-views.server")).recordPageViews(views);
      } catch (error) {
        logError(error, { what: "page views", views: views.length });
      }
    });
  } catch (error) {
    logError(error, { what: "page views" });
  }
}

/**
 * A repeat view the isolate answers from memory (docs/decisions/0036): no nonce, request id, telemetry or body check
 * (a GET with no body), and the headers computed once per kept page. Only the page view is counted.
 */
function answerFromMemory(request: Request, page: KeptPage, waitUntil: (promise: Promise<unknown>) => void) {
  page.final ??= hitHeaders(request, page);
  const response = new Response(page.body, { status: page.status, headers: page.final });
  countPageView(request, response, waitUntil);
  return response;
}

/** A hit's headers: the page's own, the security headers of a static page (no nonce), and the timings of a hit. */
function hitHeaders(request: Request, page: KeptPage): Headers {
  const kept = new Response(null, { status: page.status, headers: page.headers as [string, string][] });
  const { headers } = applySecurityHeaders(request, kept, { nonce: null, requestId: "" });
  headers.delete("X-Request-Id");
  headers.set("Server-Timing", `db;dur=0;desc="0 D1 queries", edge;desc="cache HIT"`);
  headers.set("X-Cache", "HIT");
  return headers;
}

export default {
  async fetch(request, _env, ctx) {
    // Vite's development server (HMR) has its own CSP and reloads code: the memory tier is for built Workers.
    const remembered = import.meta.env.MODE === "development" ? null : fromMemory(request);
    if (remembered) return answerFromMemory(request, remembered, (p) => ctx.waitUntil(p));
    // Made on first use: a static page (most public renders) never reads it.
    let nonce: string | undefined;
    const nonceOf = () => (nonce ??= makeNonce());
    const requestId = crypto.randomUUID();
    const { pathname } = new URL(request.url);
    const start = { requestId, method: request.method, path: pathname, waitUntil: ctx.waitUntil.bind(ctx) };
    return runWithRequestTelemetry(start, async () => {
      let staticPage = false;
      const render = (routed: Request) => async () => {
        const context = new RouterContextProvider();
        context.set(requestInfoContext, {
          get nonce() {
            return nonceOf();
          },
          requestId,
        });
        const response = await requestHandler(routed, context);
        staticPage = context.get(staticPageContext);
        return { response, staticPage };
      };
      let response: Response;
      let cache = "BYPASS";
      // A body larger than any route takes, or any body on a GET or HEAD, is refused before routing; whatever
      // answer leaves the body unread, the connection is kept clean (see body-guard.server.ts).
      try {
        const refused = tooLargeForAnyRoute(request) ?? (await bodyOnSafeMethod(request));
        if (refused) {
          response = refused;
        } else {
          const { request: tracked, settle } = trackBody(request);
          try {
            if (isCrossSiteWrite(tracked)) response = forbidden(tracked);
            else ({ response, status: cache } = await withEdgeCache(tracked, render(tracked), (p) => ctx.waitUntil(p)));
          } catch (error) {
            logError(error);
            response = internalError(request, requestId);
          }
          response = await settle(response);
        }
      } catch (error) {
        logError(error);
        response = internalError(request, requestId);
      }
      countPageView(request, response, (p) => ctx.waitUntil(p));
      // A static page (rendered without the nonce, perhaps served from the cache) gets a CSP without one.
      const secured = applySecurityHeaders(request, response, {
        nonce: staticPage || cache === "HIT" ? null : nonceOf(),
        requestId,
        // Vite's development server (HMR) only; the tests run the source in mode "test", with the production policy.
        dev: import.meta.env.MODE === "development",
      });
      secured.headers.set("Server-Timing", `${serverTiming()}, edge;desc="cache ${cache}"`);
      secured.headers.set("X-Cache", cache);
      return secured;
    });
  },

  // Loaded on first use, like the server build, so a request's cold start does not pay for the mail code.
  // Two queues: the outbox's (one message per e-mail) and the newsletter's (one message per batch of recipients).
  async queue(batch) {
    if (batch.queue === NEWSLETTER_QUEUE) {
      // The bulk queue also carries job alerts' pages (kind "job-alert", app/models/job-alert-sends.server.ts).
      const { deliverJobAlertBatch, jobAlertQueueJob } = await import("../app/models/job-alert-sends.server");
      const alerts = batch.messages.filter((m) => jobAlertQueueJob(m.body));
      if (alerts.length > 0) await deliverJobAlertBatch({ messages: alerts });
      const campaigns = batch.messages.filter((m) => !jobAlertQueueJob(m.body));
      if (campaigns.length === 0) return;
      const [{ deliverCampaignBatch }, { newsletterTransport }] = await Promise.all([
        import("../app/models/campaign-sending.server"),
        import("../app/platform/newsletter-transport.server"),
      ]);
      await deliverCampaignBatch({ messages: campaigns }, newsletterTransport());
      return;
    }
    if (batch.queue === WEBHOOK_QUEUE) {
      const { deliverWebhookBatch } = await import("../app/models/webhook-deliveries.server");
      await deliverWebhookBatch(batch);
      return;
    }
    const { deliverOutboxBatch } = await import("../app/models/outbox-delivery.server");
    await deliverOutboxBatch(batch);
  },

  async scheduled(controller) {
    const { runCronJobs } = await import("../app/server/cron.server");
    await runCronJobs(controller.cron, new Date(controller.scheduledTime));
  },

  // Inbound mail from Email Routing: replies to a conversation's reply address (app/server/inbound-mail.server.ts).
  async email(message) {
    const { handleInboundEmail } = await import("../app/server/inbound-mail.server");
    await handleInboundEmail(message);
  },
} satisfies ExportedHandler<Env>;
