// /newsletter/confirm?token=…: the double opt-in link in the confirmation e-mail. Opening it asks (a GET never
// writes, and mail scanners open links); the button confirms, which makes the address active. The link works once.
import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter.confirm";
import { SignedLinkPage } from "~/components/site/signed-link-page";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { readForm } from "~/platform/body.server";
import { confirmSubscriber, subscriberFromConfirmationToken } from "~/models/subscribers.server";
import { catalogue } from "~/i18n/catalogue";
import { useCatalogue } from "~/i18n/hooks";
import { languageOfPath, localizedPath } from "~/i18n/languages";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).newsletter.confirm;
  return [
    ...pageMeta({
      matches,
      title: t.title,
      description: t.description,
      ...localized(location.pathname, "/newsletter/confirm"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

// The page shows the subscriber's e-mail address: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** Where a confirmation lands (post/redirect/get): the link is used up, so the page cannot be the link's own. */
const CONFIRMED = "/newsletter/confirm?confirmed";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.has("confirmed") && !params.has("token")) return { state: "done" as const, email: null, token: null };
  const token = params.get("token");
  const subscriber = await subscriberFromConfirmationToken(token);
  if (!subscriber) return data({ state: "invalid" as const, email: null, token: null }, 400);
  return { state: "confirm" as const, email: subscriber.email, token };
}

export async function action({ request }: Route.ActionArgs) {
  const token = (await readForm(request)).get("token");
  const subscriber = await subscriberFromConfirmationToken(typeof token === "string" ? token : null);
  const confirmed = subscriber && (await confirmSubscriber(subscriber));
  if (!confirmed) return data({ state: "invalid" as const, email: null }, 400);
  throw redirect(localizedPath(languageOfPath(new URL(request.url).pathname), CONFIRMED));
}

export default function ConfirmSubscription() {
  const t = useCatalogue().newsletter.confirm;
  return <SignedLinkPage text={t.states} submit={t.submit} emailClassName="mt-2 break-words font-medium text-ink" />;
}
