// /jobs/alerts/unsubscribe?token=…: the signed link at the foot of every job alert, and its List-Unsubscribe URL.
// Opening it asks; the button stops the alert. A mail client's RFC 8058 one-click POST (body
// `List-Unsubscribe=One-Click`, the token in the URL) stops it at once, with no page to confirm on.
import type { Route } from "./+types/jobs.alerts.unsubscribe";
import { privateHeaders, tokenPageMeta } from "./token-page";
import { SignedLinkPage } from "~/components/site/signed-link-page";
import { jobAlertFromToken, unsubscribeJobAlert } from "~/models/job-alerts.server";
import { openUnsubscribeLink, unsubscribeLink } from "~/server/signed-links.server";
import { useCatalogue } from "~/i18n/hooks";

export const meta: Route.MetaFunction = (args) =>
  tokenPageMeta(args, (c) => c.jobAlerts.unsubscribe, "/jobs/alerts/unsubscribe");

export const headers: Route.HeadersFunction = privateHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  return openUnsubscribeLink(request, jobAlertFromToken);
}

export async function action({ request }: Route.ActionArgs) {
  return unsubscribeLink(request, jobAlertFromToken, (alert) => unsubscribeJobAlert(alert.id));
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
