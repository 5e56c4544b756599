// /meetings/{token}/reschedule: the signed link in a meeting's e-mails. It lists the host's free times in the zone
// the visitor chose (or ?tz=); each is a button posting the new start. Moved: same UID, SEQUENCE + 1, the updated
// invitation to both sides, and the page of the new link says so. A forged, used or outdated link: the plain
// invalid-link page, a 404. A time taken meanwhile: "That time was just taken" (409) with the times still free.
import { data, redirect } from "react-router";
import type { Route } from "./+types/meetings.$token.reschedule";
import { meetingPageMeta, privateHeaders } from "./token-page";
import { PageHero } from "~/components/site/page-hero";
import { SlotChoice } from "~/components/site/booking-panel";
import { MeetingLinkError } from "~/components/site/meeting-link-invalid";
import { fill } from "~/i18n/catalogue";
import { useCatalogue } from "~/i18n/hooks";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { afterResponse } from "~/platform/request-telemetry.server";
import { invalidatePublicPages } from "~/platform/edge-cache.server";
import { readForm } from "~/platform/body.server";
import { slotWindow } from "~/models/meeting-booking.server";
import { meetingFromToken, meetingToken, rescheduleMeeting, rescheduleSlots } from "~/models/meeting-links.server";
import { queueRescheduledMessages, whenIn } from "~/models/meeting-mail.server";
import { bookSlot, laterFrom, slotRefusal, slotView, slotViewDays, visitorZone } from "~/server/booking-view.server";
import { rescheduleSchemaFor } from "~/schemas/booking";

export const meta: Route.MetaFunction = meetingPageMeta;

export const headers: Route.HeadersFunction = privateHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const meeting = await meetingFromToken(params.token);
  if (!meeting) throw data(null, 404);
  const zone = url.searchParams.has("tz") ? visitorZone(url.searchParams.get("tz")) : meeting.timeZone;
  const when = whenIn(meeting, meeting.timeZone, language);
  const done = url.searchParams.get("done") === "1";
  const now = new Date();
  const range = slotWindow(laterFrom(url.searchParams), undefined, now);
  const view = done ? null : slotView(await rescheduleSlots(meeting, range, now, slotViewDays(zone)), zone, language);
  return { done, when, email: meeting.email, view, interview: meeting.kind === "interview" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const form = await readForm(request);
  const parsed = rescheduleSchemaFor(language).safeParse({ start: form.get("start") });
  if (!parsed.success) return slotRefusal(language, "start", 400);
  return bookSlot(language, async () => {
    const moved = await rescheduleMeeting(params.token, parsed.data.start);
    if (!moved) throw data(null, 404);
    void afterResponse(() => queueRescheduledMessages(moved.meeting));
    void afterResponse(() => invalidatePublicPages());
    throw redirect(localizedPath(language, `/meetings/${await meetingToken(moved.meeting)}/reschedule?done=1`));
  });
}

export default function RescheduleMeeting({ loaderData, actionData }: Route.ComponentProps) {
  const c = useCatalogue();
  const t = loaderData.interview ? c.interviews.manage : c.booking.manage;
  const { done, when, email, view } = loaderData;
  return (
    <>
      <PageHero eyebrow={t.title} title={done ? t.rescheduledTitle : t.title}>
        <p data-testid="meeting-when">{fill(t.current, { when })}</p>
        {done ? <p className="mt-2">{fill(t.rescheduledText, { email })}</p> : null}
      </PageHero>
      {view ? <SlotChoice view={view} notice={actionData?.notice} title={t.rescheduleTitle} /> : null}
    </>
  );
}

/** A forged, used or outdated link: the plain invalid-link page (404). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MeetingLinkError error={error} />;
}
