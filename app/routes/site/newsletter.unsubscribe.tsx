// /newsletter/unsubscribe?token=…: the signed link in every newsletter message. Opening it asks; confirming
// unsubscribes. It is also the List-Unsubscribe URL: a mail client's RFC 8058 one-click POST (body
// `List-Unsubscribe=One-Click`, the token in the URL) unsubscribes at once, with no page to confirm on.
import { data } from "react-router";
import type { Route } from "./+types/newsletter.unsubscribe";
import { SignedLinkPage } from "~/components/site/signed-link-page";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { subscriberFromToken, unsubscribe } from "~/models/subscribers.server";
import { readForm } from "~/platform/body.server";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({
    matches,
    title: "Unsubscribe",
    description: "Leave the Cordillera Nearshore newsletter.",
    ...localized(location.pathname, "/newsletter/unsubscribe"),
  }),
  { name: "robots", content: "noindex" },
];

// The page shows the subscriber's e-mail address: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const subscriber = await subscriberFromToken(token);
  if (!subscriber) return data({ state: "invalid" as const, email: null, token: null }, 400);
  return {
    state: subscriber.status === "unsubscribed" ? ("already" as const) : ("confirm" as const),
    email: subscriber.email,
    token,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  // The page's button sends the token in the form; a one-click POST has it only in the URL it was given.
  const token = form.get("token") ?? new URL(request.url).searchParams.get("token");
  const subscriber = await subscriberFromToken(typeof token === "string" ? token : null);
  if (!subscriber) return data({ state: "invalid" as const, email: null }, 400);
  if (subscriber.status !== "unsubscribed") await unsubscribe(subscriber.id, oneClick ? "one-click" : "link");
  return { state: "done" as const, email: subscriber.email };
}

const TEXT = {
  invalid: [
    "This unsubscribe link is not valid",
    "It may be incomplete or out of date. Copy the whole link from the e-mail, or write to us and we will remove you by hand.",
  ],
  already: ["You're already unsubscribed", "This address no longer receives our newsletter. Nothing more to do."],
  confirm: ["Unsubscribe from our newsletter?", "You will stop receiving Nearshore insights at this address."],
  done: [
    "You have been unsubscribed",
    "You will not receive our newsletter at this address any more. Sorry to see you go.",
  ],
} as const;

export default function Unsubscribe() {
  return <SignedLinkPage text={TEXT} submit="Unsubscribe" emailClassName="mt-2 font-medium text-ink" />;
}
