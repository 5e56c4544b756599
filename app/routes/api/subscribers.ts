// POST /api/subscribers (public sign-up, pending until confirmed by e-mail; the same 201 for every address, new or
// known) and GET (admins).
import type { Route } from "./+types/subscribers";
import { api, requireApiUser } from "~/lib/api.server";
import { json } from "~/lib/http.server";
import { apiWrite } from "~/lib/public-write.server";
import { newsletterWrite } from "~/lib/public-writes.server";
import { readStatusListQuery } from "~/lib/params";
import { listSubscribers } from "~/models/subscribers.server";
import { NEWSLETTER_MESSAGES, subscribeSchema } from "~/schemas/subscriber";
import { SUBSCRIBER_STATUSES } from "~/lib/vocabulary";
import { toApiSubscriber } from "~/lib/api-serializers.server";

export async function loader({ request }: Route.LoaderArgs) {
  return api(async () => {
    await requireApiUser(request, ["admin"]);
    const query = readStatusListQuery(new URL(request.url).searchParams, SUBSCRIBER_STATUSES);
    const { subscribers, total } = await listSubscribers(query);
    return json({ subscribers: subscribers.map(toApiSubscriber), total });
  });
}

export async function action({ request }: Route.ActionArgs) {
  // New, known or unsubscribed: the same answer, with no stored data, so it tells a caller nothing.
  return apiWrite(
    request,
    newsletterWrite,
    subscribeSchema,
    () => json({ message: NEWSLETTER_MESSAGES.successText }, 201),
    (input) => ({ ...input, consentForm: "api" as const }),
  );
}
