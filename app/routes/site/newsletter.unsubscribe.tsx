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
import { catalogue } from "~/i18n/catalogue";
import { useCatalogue } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).newsletter.unsubscribe;
  return [
    ...pageMeta({
      matches,
      title: t.title,
      description: t.description,
      ...localized(location.pathname, "/newsletter/unsubscribe"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

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

export default function Unsubscribe() {
  const t = useCatalogue().newsletter.unsubscribe;
  return <SignedLinkPage text={t.states} submit={t.submit} emailClassName="mt-2 font-medium text-ink" />;
}
