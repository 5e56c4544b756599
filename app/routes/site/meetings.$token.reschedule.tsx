// /meetings/{token}/reschedule: the signed link in a meeting's e-mails. It lists the host's free times in the zone
// the visitor chose (or ?tz=); each is a button posting the new start. Moved: same UID, SEQUENCE + 1, the updated
// invitation to both sides, and the page of the new link says so. A forged, used or outdated link: the plain
// invalid-link page, a 404. A time taken meanwhile: "That time was just taken" (409) with the times still free.
import { data, redirect } from "react-router";
import type { Route } from "./+types/meetings.$token.reschedule";
import { PageHero } from "~/components/site/page-hero";
import { BookingPanel } from "~/components/site/booking-panel";
import { MeetingLinkError } from "~/components/site/meeting-link-invalid";
import { Alert } from "~/components/ui/alert";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { catalogue, fill } from "~/i18n/catalogue";
import { useCatalogue } from "~/i18n/hooks";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { afterResponse } from "~/platform/request-telemetry.server";
import { invalidatePublicPages } from "~/platform/edge-cache.server";
import { HttpError } from "~/platform/errors.server";
import { readForm } from "~/platform/body.server";
import {
  meetingFromToken,
  meetingToken,
  rescheduleMeeting,
  rescheduleSlots,
  slotWindow,
} from "~/models/meetings.server";
import { queueRescheduledMessages, whenIn } from "~/models/meeting-mail.server";
import { slotView, visitorZone } from "~/server/booking-view.server";
import { rescheduleSchemaFor } from "~/schemas/booking";

export const meta: Route.MetaFunction = ({ matches, location, data }) => {
  const c = catalogue(languageOfPath(location.pathname));
  const t = data?.interview ? c.interviews.manage : c.booking.manage;
  return [
    ...pageMeta({
      matches,
      title: t.title,
      description: t.description,
      ...localized(location.pathname, location.pathname.replace(/^\/es/, "")),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const meeting = await meetingFromToken(params.token);
  if (!meeting) throw data(null, 404);
  const zone = url.searchParams.has("tz") ? visitorZone(url.searchParams.get("tz")) : meeting.timeZone;
  const when = whenIn(meeting, meeting.timeZone, language);
  const done = url.searchParams.get("done") === "1";
  const now = new Date();
  const from = url.searchParams.get("from");
  const start = from && !Number.isNaN(Date.parse(from)) ? new Date(from) : undefined;
  const view = done
    ? null
    : slotView(await rescheduleSlots(meeting, slotWindow(start, undefined, now), now), zone, language);
  return { done, when, email: meeting.email, view, interview: meeting.kind === "interview" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const form = await readForm(request);
  const parsed = rescheduleSchemaFor(language).safeParse({ start: form.get("start") });
  const t = catalogue(language).booking.messages;
  if (!parsed.success) return data({ notice: { title: t.takenTitle, text: t.start } }, 400);
  try {
    const moved = await rescheduleMeeting(params.token, parsed.data.start);
    if (!moved) throw data(null, 404);
    void afterResponse(() => queueRescheduledMessages(moved.meeting));
    void afterResponse(() => invalidatePublicPages());
    throw redirect(localizedPath(language, `/meetings/${await meetingToken(moved.meeting)}/reschedule?done=1`));
  } catch (error) {
    if (error instanceof HttpError && (error.status === 409 || error.status === 400)) {
      const text = error.status === 409 ? t.takenText : t.start;
      return data({ notice: { title: t.takenTitle, text } }, error.status);
    }
    throw error;
  }
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
      {view ? (
        <section className="container-page pb-20">
          <div className="max-w-3xl space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            {actionData?.notice ? <Alert title={actionData.notice.title}>{actionData.notice.text}</Alert> : null}
            <BookingPanel view={view} path={null} pick={{ kind: "post" }} title={t.rescheduleTitle} />
          </div>
        </section>
      ) : null}
    </>
  );
}

/** A forged, used or outdated link: the plain invalid-link page (404). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MeetingLinkError error={error} />;
}
