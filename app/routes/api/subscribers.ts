// POST /api/subscribers (public sign-up; 201, or 409 for an address already subscribed) and GET (admins).
import type { Route } from "./+types/subscribers";
import { api, requireApiUser } from "~/lib/api.server";
import { HttpError } from "~/lib/errors.server";
import { json } from "~/lib/http.server";
import { apiWrite } from "~/lib/public-write.server";
import { newsletterWrite } from "~/lib/public-writes.server";
import { readListQuery, enumParam } from "~/lib/params";
import { listSubscribers, unsubscribePath } from "~/models/subscribers.server";
import { NEWSLETTER_MESSAGES, subscribeSchema } from "~/schemas/subscriber";
import { SUBSCRIBER_STATUSES } from "~/lib/vocabulary";
import { toApiSubscriber } from "~/lib/api-serializers.server";

export async function loader({ request }: Route.LoaderArgs) {
  return api(async () => {
    await requireApiUser(request, ["admin"]);
    const params = new URL(request.url).searchParams;
    const { subscribers, total } = await listSubscribers({
      ...readListQuery(params),
      status: enumParam(SUBSCRIBER_STATUSES, params.get("status")),
    });
    return json({ subscribers: subscribers.map(toApiSubscriber), total });
  });
}

export async function action({ request }: Route.ActionArgs) {
  return apiWrite(request, newsletterWrite, subscribeSchema, async (subscription) => {
  if (!subscription) return json({ message: NEWSLETTER_MESSAGES.successText }, 201);
  const { outcome, subscriber } = subscription;
  if (outcome === "already") throw new HttpError(409, NEWSLETTER_MESSAGES.duplicate);
  return json(
    { message: NEWSLETTER_MESSAGES.successText, subscriber: toApiSubscriber(subscriber), unsubscribeUrl: await unsubscribePath(subscriber) },
    outcome === "created" ? 201 : 200,
  );
});
}
