// POST /api/subscribers (public sign-up; 201, or 409 for an address already subscribed) and GET (admins).
import type { Route } from "./+types/subscribers";
import { honeypotFilled } from "~/components/ui/honeypot";
import { api, methodNotAllowed, readJsonObject, requireApiUser, validate } from "~/lib/api.server";
import { HttpError } from "~/lib/errors.server";
import { json } from "~/lib/http.server";
import { enforcePublicWriteLimit } from "~/lib/rate-limit.server";
import { readListQuery } from "~/lib/list-query";
import { listSubscribers, subscribe, toApiSubscriber, unsubscribePath, type SubscriberStatus } from "~/models/subscribers.server";
import { NEWSLETTER_MESSAGES, subscribeSchema, subscriberStatusSchema } from "~/schemas/subscriber";

export async function loader({ request }: Route.LoaderArgs) {
  return api(async () => {
    await requireApiUser(request, ["admin"]);
    const params = new URL(request.url).searchParams;
    const status = subscriberStatusSchema.shape.status.safeParse(params.get("status"));
    const { subscribers, total } = await listSubscribers({
      ...readListQuery(params),
      status: status.success ? (status.data as SubscriberStatus) : null,
    });
    return json({ subscribers: subscribers.map(toApiSubscriber), total });
  });
}

export async function action({ request }: Route.ActionArgs) {
  return api(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    await enforcePublicWriteLimit(request, "newsletter");
    const body = await readJsonObject(request);
    const input = validate(subscribeSchema, body);
    if (honeypotFilled(body)) return json({ message: NEWSLETTER_MESSAGES.successText }, 201);
    const { outcome, subscriber } = await subscribe(input);
    if (outcome === "already") throw new HttpError(409, NEWSLETTER_MESSAGES.duplicate);
    return json(
      { message: NEWSLETTER_MESSAGES.successText, subscriber: toApiSubscriber(subscriber), unsubscribeUrl: await unsubscribePath(subscriber) },
      outcome === "created" ? 201 : 200,
    );
  });
}
