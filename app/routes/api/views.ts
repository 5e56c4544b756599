// POST /api/views: a view of a prerendered page, which Workers Static Assets answers without the Worker, reported by
// the page's own beacon (app/behaviour/views.ts; docs/decisions/0029). The same rules as a rendered page's view
// decide whether it counts (app/platform/view-counter.server.ts) and it joins the same batch; nothing about the
// visitor is kept. Any person-or-not answer is the same 204, so the endpoint tells nobody what was counted.
import { recordPageViews } from "~/models/page-views.server";
import { parseFormBody } from "~/platform/body.server";
import { afterResponse } from "~/platform/request-telemetry.server";
import { beaconView, countView } from "~/platform/view-counter.server";
import { beaconSchema } from "~/schemas/page-view";
import { apiRoute, notAudited, validate } from "~/server/api.server";

export { loader, action };

/** A path and a referrer: far below this. */
const MAX_BEACON_BYTES = 4_096;

const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const form = await parseFormBody(request, MAX_BEACON_BYTES);
    const page = validate(beaconSchema, Object.fromEntries(form));
    const view = beaconView(request, page, new Date());
    if (view) countView(view, (written) => void afterResponse(() => written), recordPageViews);
    return notAudited(new Response(null, { status: 204 }));
  },
});
