// POST /api/subscribers (public sign-up, pending until confirmed by e-mail; the same 201 for every address, new or
// known) and GET (admins).
import { apiRoute, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { apiWrite } from "~/server/public-write.server";
import { newsletterWrite } from "~/server/public-forms.server";
import { readStatusListQuery } from "~/platform/params";
import { listSubscribers } from "~/models/subscribers.server";
import { NEWSLETTER_MESSAGES, subscribeSchema } from "~/schemas/subscriber";
import { SUBSCRIBER_STATUSES } from "~/schemas/vocabulary";
import { toApiSubscriber } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, ["admin"]);
    const query = readStatusListQuery(new URL(request.url).searchParams, SUBSCRIBER_STATUSES);
    const { subscribers, total } = await listSubscribers(query);
    return json({ subscribers: subscribers.map(toApiSubscriber), total });
  },
  POST: async ({ request }) => {
    // The sign-up forms' own script posts here from a page of the site (the browser names the site as the Origin),
    // with its form's `consentForm`: the visitor saw that form's wording. Any other caller saw no form: "api".
    const fromOwnPage = request.headers.get("Origin") === new URL(request.url).origin;
    // New, known or unsubscribed: the same answer, with no stored data, so it tells a caller nothing. It is English
    // whatever the body's `language` (which the row keeps): a page's script shows its own texts (newsletter-form.tsx).
    return apiWrite(
      request,
      newsletterWrite,
      subscribeSchema,
      () => json({ message: NEWSLETTER_MESSAGES.successText }, 201),
      (input) => ({ ...input, consentForm: fromOwnPage ? input.consentForm : ("api" as const) }),
    );
  },
});
