// POST /api/bookings {start, timeZone, name, company, email, agenda, language?}: books a discovery call through the
// public-write pipeline (origin, rate limit, honeypot): 201 {meeting: {id, start, end, host}}; 409 when it was just
// taken; 400 naming the field (a start not offered, an unknown zone).
import { apiRoute } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { apiWrite } from "~/server/public-write.server";
import { bookingWrite } from "~/server/public-forms.server";
import { bookingSchema } from "~/schemas/booking";
import { firstName } from "~/models/booking-hosts.server";

export { loader, action };

const { loader, action } = apiRoute({
  POST: ({ request }) =>
    apiWrite(request, bookingWrite, bookingSchema, (booked) =>
      json(
        {
          message: "Booked",
          meeting: booked && {
            id: booked.meeting.id,
            start: booked.meeting.startsAt.toISOString(),
            end: booked.meeting.endsAt.toISOString(),
            host: firstName(booked.host.name, booked.host.email),
          },
        },
        201,
      ),
    ),
});
