// GET /api/booking/slots?from=&to=&tz= (public): {slots: [{start, end, host}]}, the discovery calls free now, `start`
// and `end` ISO UTC instants, `host` a first name only (one slot per host free then). `tz` is checked (400 naming it)
// and echoed as `timeZone`; the slots are the same in every zone. Edge and browsers may keep the answer 60 s.
import type { Route } from "./+types/booking.slots";
import { allowMethods, api, validate } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { findOfferedSlots, slotWindow } from "~/models/meeting-booking.server";
import { slotQuerySchema } from "~/schemas/booking";

const allowed = allowMethods("GET");

export async function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
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
  });
}

export const action = allowed.refuse;
