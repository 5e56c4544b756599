// /newsletter/confirm?token=…: the double opt-in link in the confirmation e-mail. Opening it asks (a GET never
// writes, and mail scanners open links); the button confirms, which makes the address active. The link works once.
import type { Route } from "./+types/newsletter.confirm";
import { privateHeaders, tokenPageMeta } from "./token-page";
import { SignedLinkPage } from "~/components/site/signed-link-page";
import { confirmSubscriber, subscriberFromConfirmationToken } from "~/models/subscribers.server";
import { confirmLink, openConfirmLink } from "~/server/signed-links.server";
import { useCatalogue } from "~/i18n/hooks";

export const meta: Route.MetaFunction = (args) =>
  tokenPageMeta(args, (c) => c.newsletter.confirm, "/newsletter/confirm");

// The page shows the subscriber's e-mail address: never kept by a shared cache.
export const headers: Route.HeadersFunction = privateHeaders;

/** Where a confirmation lands (post/redirect/get): the link is used up, so the page cannot be the link's own. */
const CONFIRMED = "/newsletter/confirm?confirmed";

export async function loader({ request }: Route.LoaderArgs) {
  return openConfirmLink(request, subscriberFromConfirmationToken);
}

export async function action({ request }: Route.ActionArgs) {
  return confirmLink(request, subscriberFromConfirmationToken, confirmSubscriber, CONFIRMED);
}

export default function ConfirmSubscription() {
  const t = useCatalogue().newsletter.confirm;
  return <SignedLinkPage text={t.states} submit={t.submit} emailClassName="mt-2 break-words font-medium text-ink" />;
}
