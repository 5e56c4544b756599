// GET /api/meetings (staff): {meetings}; ?upcoming=1 lists those still to come, soonest first, else newest
// first; ?status=booked|cancelled filters; ?limit=&offset= pages. Administrators see every meeting; an editor (who may
// host calls) only their own, since enquiries and applications, whose people these are, are administrators' only.
import { apiRoute, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { listMeetings } from "~/models/meetings.server";
import { enumParam, readListQuery } from "~/platform/params";
import { MEETING_STATUSES } from "~/schemas/booking";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    const params = new URL(request.url).searchParams;
    const { limit, offset } = readListQuery(params);
    const rows = await listMeetings({
      from: params.get("upcoming") === "1" ? new Date() : undefined,
      status: enumParam(MEETING_STATUSES, params.get("status")) ?? undefined,
      hostId: user.role === "admin" ? undefined : user.id,
      limit,
      offset,
    });
    return json({
      meetings: rows.map((m) => ({
        id: m.id,
        kind: m.kind,
        hostId: m.hostId,
        start: m.startsAt.toISOString(),
        end: m.endsAt.toISOString(),
        name: m.name,
        company: m.company,
        email: m.email,
        agenda: m.agenda,
        timeZone: m.timeZone,
        language: m.language,
        contactId: m.contactId,
        status: m.status,
        sequence: m.sequence,
        createdAt: m.createdAt.toISOString(),
      })),
    });
  },
});
