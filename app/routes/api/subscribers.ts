// POST /api/subscribers (public sign-up, pending until confirmed by e-mail; the same 201 for every address, new or
// known) and GET (admins).
import type { Route } from "./+types/subscribers";
import { api, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { apiWrite } from "~/server/public-write.server";
import { newsletterWrite } from "~/server/public-forms.server";
import { readStatusListQuery } from "~/platform/params";
import { listSubscribers } from "~/models/subscribers.server";
import { NEWSLETTER_MESSAGES, subscribeSchema } from "~/schemas/subscriber";
import { SUBSCRIBER_STATUSES } from "~/schemas/vocabulary";
import { toApiSubscriber } from "~/server/api-serializers.server";

export async function loader({ request }: Route.LoaderArgs) {
  return api("subscriber", async () => {
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
