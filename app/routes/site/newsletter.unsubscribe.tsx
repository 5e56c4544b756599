// /newsletter/unsubscribe?token=…: the signed link in every newsletter message. Opening it asks; confirming
// unsubscribes. It is also the List-Unsubscribe URL: a mail client's RFC 8058 one-click POST (body
// `List-Unsubscribe=One-Click`, the token in the URL) unsubscribes at once, with no page to confirm on.
import type { Route } from "./+types/newsletter.unsubscribe";
import { privateHeaders, tokenPageMeta } from "./token-page";
import { SignedLinkPage } from "~/components/site/signed-link-page";
import { subscriberFromToken, unsubscribe } from "~/models/subscribers.server";
import { openUnsubscribeLink, unsubscribeLink } from "~/server/signed-links.server";
import { useCatalogue } from "~/i18n/hooks";

export const meta: Route.MetaFunction = (args) =>
  tokenPageMeta(args, (c) => c.newsletter.unsubscribe, "/newsletter/unsubscribe");

// The page shows the subscriber's e-mail address: never kept by a shared cache.
export const headers: Route.HeadersFunction = privateHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  return openUnsubscribeLink(request, subscriberFromToken);
}

export async function action({ request }: Route.ActionArgs) {
  return unsubscribeLink(request, subscriberFromToken, async (subscriber, oneClick) => {
    if (subscriber.status !== "unsubscribed") await unsubscribe(subscriber.id, oneClick ? "one-click" : "link");
  });
}

export default function Unsubscribe() {
  const t = useCatalogue().newsletter.unsubscribe;
  return <SignedLinkPage text={t.states} submit={t.submit} emailClassName="mt-2 font-medium text-ink" />;
}
