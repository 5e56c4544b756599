// POST /api/subscribers (public sign-up; the same 201 for every address, new or known) and GET (admins).
import type { Route } from "./+types/subscribers";
import { honeypotFilled } from "~/components/ui/honeypot";
import { api, methodNotAllowed, readJsonObject, requireApiUser, validate } from "~/lib/api.server";
import { json } from "~/lib/http.server";
import { enforcePublicWriteLimit } from "~/lib/rate-limit.server";
import { readListQuery } from "~/lib/list-query";
import { listSubscribers, subscribe, toApiSubscriber, type SubscriberStatus } from "~/models/subscribers.server";
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
    // One answer whatever is stored: a new, known or unsubscribed address (or a bot) all get the same 201, and
    // nothing stored ever goes back to an anonymous caller.
    if (!honeypotFilled(body)) await subscribe(input);
    return json({ message: NEWSLETTER_MESSAGES.successText }, 201);
  });
}
