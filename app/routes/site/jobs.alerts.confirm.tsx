// /jobs/alerts/confirm?token=…: the double opt-in link of a job alert (as /newsletter/confirm). Opening it asks (a
// GET never writes, and mail scanners open links); the button makes the alert active. The link works once.
import { data, redirect } from "react-router";
import type { Route } from "./+types/jobs.alerts.confirm";
import { SignedLinkPage } from "~/components/site/signed-link-page";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { readForm } from "~/platform/body.server";
import { confirmJobAlert, jobAlertFromConfirmationToken } from "~/models/job-alerts.server";
import { catalogue } from "~/i18n/catalogue";
import { useCatalogue } from "~/i18n/hooks";
import { languageOfPath, localizedPath } from "~/i18n/languages";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).jobAlerts.confirm;
  return [
    ...pageMeta({
      matches,
      title: t.title,
      description: t.description,
      ...localized(location.pathname, "/jobs/alerts/confirm"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

// The page shows the person's e-mail address: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const CONFIRMED = "/jobs/alerts/confirm?confirmed";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.has("confirmed") && !params.has("token")) return { state: "done" as const, email: null, token: null };
  const token = params.get("token");
  const alert = await jobAlertFromConfirmationToken(token);
  if (!alert) return data({ state: "invalid" as const, email: null, token: null }, 400);
  return { state: "confirm" as const, email: alert.email, token };
}

export async function action({ request }: Route.ActionArgs) {
  const token = (await readForm(request)).get("token");
  const alert = await jobAlertFromConfirmationToken(typeof token === "string" ? token : null);
  const confirmed = alert && (await confirmJobAlert(alert));
  if (!confirmed) return data({ state: "invalid" as const, email: null }, 400);
  throw redirect(localizedPath(languageOfPath(new URL(request.url).pathname), CONFIRMED));
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
