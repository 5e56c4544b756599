// /meetings/{token}/cancel: the signed link in a meeting's e-mails. Opening it asks (mail scanners open links); the
// button cancels (METHOD:CANCEL to both sides). The link names the meeting's sequence, so it works once: a forged,
// used or outdated link is the plain invalid-link page, a 404.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/meetings.$token.cancel";
import { meetingPageMeta, privateHeaders } from "./token-page";
import { PageHero } from "~/components/site/page-hero";
import { MeetingLinkError } from "~/components/site/meeting-link-invalid";
import { Button, ButtonLink } from "~/components/ui/button";
import { fill } from "~/i18n/catalogue";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { afterResponse } from "~/platform/request-telemetry.server";
import { invalidatePublicPages } from "~/platform/edge-cache.server";
import { cancelMeeting, meetingFromToken } from "~/models/meeting-links.server";
import { queueCancelledMessages, whenIn } from "~/models/meeting-mail.server";

export const meta: Route.MetaFunction = meetingPageMeta;

export const headers: Route.HeadersFunction = privateHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // An interview's pages say "interview" (issue 31); the cancelled page is told by its query, the link being spent.
  if (url.searchParams.get("done") === "1")
    return { state: "cancelled" as const, when: null, interview: url.searchParams.get("interview") === "1" };
  const meeting = await meetingFromToken(params.token);
  if (!meeting) throw data({ state: "invalid" as const, when: null, interview: false }, 404);
  const language = languageOfPath(url.pathname);
  return {
    state: "confirm" as const,
    interview: meeting.kind === "interview",
    when: whenIn(meeting, meeting.timeZone, language),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const cancelled = await cancelMeeting(params.token);
  if (!cancelled) throw data({ state: "invalid" as const, when: null }, 404);
  void afterResponse(() => queueCancelledMessages(cancelled));
  void afterResponse(() => invalidatePublicPages());
  const path = new URL(request.url).pathname;
  throw redirect(
    localizedPath(
      languageOfPath(path),
      `/meetings/${params.token}/cancel?done=1${cancelled.kind === "interview" ? "&interview=1" : ""}`,
    ),
  );
}

export default function CancelMeeting({ loaderData }: Route.ComponentProps) {
  const c = useCatalogue();
  const t = loaderData.interview ? c.interviews.manage : c.booking.manage;
  const to = useLocalize();
  const cancelled = loaderData.state === "cancelled";
  return (
    <PageHero eyebrow={t.title} title={cancelled ? t.cancelledTitle : t.cancelTitle}>
      {cancelled ? (
        <p data-testid="meeting-cancelled">{t.cancelledText}</p>
      ) : (
        <>
          <p>{fill(t.current, { when: loaderData.when ?? "" })}</p>
          <p className="mt-2">{t.cancelText}</p>
        </>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        {cancelled ? null : (
          <Form method="post">
            <Button type="submit">{t.cancelSubmit}</Button>
          </Form>
        )}
        <ButtonLink to={to(loaderData.interview ? "/jobs" : "/contact")} variant="secondary">
          {loaderData.interview ? c.interviews.page.back : c.booking.booked.another}
        </ButtonLink>
      </div>
    </PageHero>
  );
}

/** A forged, used or outdated link: the plain invalid-link page (404). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MeetingLinkError error={error} />;
}
