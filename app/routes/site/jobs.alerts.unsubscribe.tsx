// /jobs/alerts/unsubscribe?token=…: the signed link at the foot of every job alert, and its List-Unsubscribe URL.
// Opening it asks; the button stops the alert. A mail client's RFC 8058 one-click POST (body
// `List-Unsubscribe=One-Click`, the token in the URL) stops it at once, with no page to confirm on.
import { data } from "react-router";
import type { Route } from "./+types/jobs.alerts.unsubscribe";
import { SignedLinkPage } from "~/components/site/signed-link-page";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { jobAlertFromToken, unsubscribeJobAlert } from "~/models/job-alerts.server";
import { readForm } from "~/platform/body.server";
import { catalogue } from "~/i18n/catalogue";
import { useCatalogue } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).jobAlerts.unsubscribe;
  return [
    ...pageMeta({
      matches,
      title: t.title,
      description: t.description,
      ...localized(location.pathname, "/jobs/alerts/unsubscribe"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const alert = await jobAlertFromToken(token);
  if (!alert) return data({ state: "invalid" as const, email: null, token: null }, 400);
  return {
    state: alert.status === "unsubscribed" ? ("already" as const) : ("confirm" as const),
    email: alert.email,
    token,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  // The page's button sends the token in the form; a one-click POST has it only in the URL it was given.
  const token = form.get("token") ?? new URL(request.url).searchParams.get("token");
  const alert = await jobAlertFromToken(typeof token === "string" ? token : null);
  if (!alert) return data({ state: "invalid" as const, email: null }, 400);
  await unsubscribeJobAlert(alert.id);
  return { state: "done" as const, email: alert.email };
}

export default function StopJobAlert() {
  const { jobAlerts: t } = useCatalogue();
  return (
    <SignedLinkPage
      text={t.unsubscribe.states}
      submit={t.unsubscribe.submit}
      eyebrow={t.page.eyebrow}
      emailClassName="mt-2 font-medium text-ink"
    />
  );
}
