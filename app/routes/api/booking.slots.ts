// GET /api/booking/slots?from=&to=&tz= (public): {slots: [{start, end, host}]}, the discovery calls free now, `start`
// and `end` ISO UTC instants, `host` a first name only (one slot per host free then). `tz` is checked (400 naming it)
// and echoed as `timeZone`; the slots are the same in every zone. Edge and browsers may keep the answer 60 s.
import { apiRoute, validate } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { findOfferedSlots, slotWindow } from "~/models/meeting-booking.server";
import { slotQuerySchema } from "~/schemas/booking";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    const query = validate(slotQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    const now = new Date();
    const slots = await findOfferedSlots(slotWindow(query.from, query.to, now), now);
    return json(
      {
        timeZone: query.tz,
        slots: slots.flatMap((s) =>
          s.hosts.map((host) => ({ start: s.start.toISOString(), end: s.end.toISOString(), host })),
        ),
      },
      { headers: { "Cache-Control": "public, max-age=60" } },
    );
  },
});
