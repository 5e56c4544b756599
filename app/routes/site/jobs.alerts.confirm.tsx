// /jobs/alerts/confirm?token=…: the double opt-in link of a job alert (as /newsletter/confirm). Opening it asks (a
// GET never writes, and mail scanners open links); the button makes the alert active. The link works once.
import type { Route } from "./+types/jobs.alerts.confirm";
import { privateHeaders, tokenPageMeta } from "./token-page";
import { SignedLinkPage } from "~/components/site/signed-link-page";
import { confirmJobAlert, jobAlertFromConfirmationToken } from "~/models/job-alerts.server";
import { confirmLink, openConfirmLink } from "~/server/signed-links.server";
import { useCatalogue } from "~/i18n/hooks";

export const meta: Route.MetaFunction = (args) =>
  tokenPageMeta(args, (c) => c.jobAlerts.confirm, "/jobs/alerts/confirm");

// The page shows the person's e-mail address: never kept by a shared cache.
export const headers: Route.HeadersFunction = privateHeaders;

const CONFIRMED = "/jobs/alerts/confirm?confirmed";

export async function loader({ request }: Route.LoaderArgs) {
  return openConfirmLink(request, jobAlertFromConfirmationToken);
}

export async function action({ request }: Route.ActionArgs) {
  return confirmLink(request, jobAlertFromConfirmationToken, confirmJobAlert, CONFIRMED);
}

export default function ConfirmJobAlert() {
  const { jobAlerts: t } = useCatalogue();
  return (
    <SignedLinkPage
      text={t.confirm.states}
      submit={t.confirm.submit}
      eyebrow={t.page.eyebrow}
      emailClassName="mt-2 break-words font-medium text-ink"
    />
  );
}
