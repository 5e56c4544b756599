// PATCH /api/bookings/{token} {start}: moves the meeting a signed link names (200 {meeting}; 409 taken; 400 naming
// `start`); DELETE cancels it (204). The token is the one in the meeting's e-mails; forged, used or outdated: 404.
import type { Route } from "./+types/bookings.$token";
import { apiRoute, notAudited, readJsonObject, validate } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { notFound } from "~/platform/errors.server";
import { afterResponse } from "~/platform/request-telemetry.server";
import { invalidatePublicPages } from "~/platform/edge-cache.server";
import { cancelMeeting, meetingToken, rescheduleMeeting } from "~/models/meeting-links.server";
import { queueCancelledMessages, queueRescheduledMessages } from "~/models/meeting-mail.server";
import { rescheduleSchemaFor } from "~/schemas/booking";

export { loader, action };

const INVALID = "This link is not valid";

const { loader, action } = apiRoute<Route.ActionArgs>({
  PATCH: async ({ request, params }) => {
    const { start } = validate(rescheduleSchemaFor("en"), await readJsonObject(request));
    const moved = await rescheduleMeeting(params.token, start);
    if (!moved) throw notFound(INVALID);
    void afterResponse(() => queueRescheduledMessages(moved.meeting));
    void afterResponse(() => invalidatePublicPages());
    const m = moved.meeting;
    return notAudited(
      json({
        meeting: {
          id: m.id,
          start: m.startsAt.toISOString(),
          end: m.endsAt.toISOString(),
          sequence: m.sequence,
          token: await meetingToken(m),
        },
      }),
    );
  },
  DELETE: async ({ params }) => {
    const cancelled = await cancelMeeting(params.token);
    if (!cancelled) throw notFound(INVALID);
    void afterResponse(() => queueCancelledMessages(cancelled));
    void afterResponse(() => invalidatePublicPages());
    return notAudited(new Response(null, { status: 204 }));
  },
});
