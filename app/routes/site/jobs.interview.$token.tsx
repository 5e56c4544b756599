// /jobs/interview/{token}: a candidate's single-use scheduling link (issue 31). It lists the free times of the
// interviewers the recruiter picked, in the zone the URL names (?tz=, the booking panel's select), each a button
// posting the start; works without JavaScript. Booked: the meeting (kind interview, on the application), the
// application at Interview, the invitation to both sides, and the link stops working. A used, expired or forged
// link: the plain invalid-link page, a 404. A time taken meanwhile: "That time was just taken" (409) with the rest.
import { data, redirect } from "react-router";
import type { Route } from "./+types/jobs.interview.$token";
import { privateHeaders, tokenPageMeta } from "./token-page";
import { PageHero } from "~/components/site/page-hero";
import { SlotChoice } from "~/components/site/booking-panel";
import { MeetingLinkError } from "~/components/site/meeting-link-invalid";
import { ButtonLink } from "~/components/ui/button";
import { fill } from "~/i18n/catalogue";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { languageOfPath, localizedPath, type Language } from "~/i18n/languages";
import { afterResponse } from "~/platform/request-telemetry.server";
import { invalidatePublicPages } from "~/platform/edge-cache.server";
import { readForm } from "~/platform/body.server";
import { isTimeZone } from "~/platform/intl";
import { slotWindow } from "~/models/meeting-booking.server";
import { meetingFromToken, meetingToken } from "~/models/meeting-links.server";
import { firstName, hostProfile } from "~/models/booking-hosts.server";
import { bookInterview, invitationFromToken, interviewSlots } from "~/models/interviews.server";
import { queueInterviewMessages, whenIn } from "~/models/meeting-mail.server";
import { bookSlot, laterFrom, slotRefusal, slotView, slotViewDays, visitorZone } from "~/server/booking-view.server";
import { rescheduleSchemaFor } from "~/schemas/booking";

export const meta: Route.MetaFunction = (args) => tokenPageMeta(args, (c) => c.interviews.page);

export const headers: Route.HeadersFunction = privateHeaders;

/** After booking (post/redirect/get): `?booked=<the meeting's signed link token>`. */
async function bookedView(token: string, language: Language) {
  const meeting = await meetingFromToken(token);
  if (!meeting || meeting.kind !== "interview") return null;
  const host = await hostProfile(meeting.hostId);
  return {
    email: meeting.email,
    host: firstName(host.name, host.email),
    when: whenIn(meeting, meeting.timeZone, language),
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const bookedToken = url.searchParams.get("booked");
  const booked = bookedToken ? await bookedView(bookedToken, language) : null;
  if (booked) return { booked, position: null, view: null };
  const now = new Date();
  const found = await invitationFromToken(params.token, now);
  if (!found) throw data(null, 404);
  const zone = visitorZone(url.searchParams.get("tz"));
  const range = slotWindow(laterFrom(url.searchParams), undefined, now);
  const slots = await interviewSlots(found.invitation, range, now, slotViewDays(zone));
  return { booked: null, position: found.application.position, view: slotView(slots, zone, language) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  // A used, expired or forged link is the invalid-link page whatever was posted.
  if (!(await invitationFromToken(params.token))) throw data(null, 404);
  const form = await readForm(request);
  const zone = String(form.get("timeZone") ?? "");
  if (!isTimeZone(zone)) return slotRefusal(language, "timeZone", 400);
  const parsed = rescheduleSchemaFor(language).safeParse({ start: form.get("start") });
  if (!parsed.success) return slotRefusal(language, "start", 400);
  return bookSlot(language, async () => {
    const booked = await bookInterview(params.token, { start: parsed.data.start, timeZone: zone });
    if (!booked) throw data(null, 404);
    void afterResponse(() => queueInterviewMessages(booked.meeting));
    // An interviewer who also takes discovery calls is busy now: /contact's slots change.
    void afterResponse(() => invalidatePublicPages());
    const token = await meetingToken(booked.meeting);
    throw redirect(localizedPath(language, `/jobs/interview/${params.token}?booked=${token}`));
  });
}

export default function InterviewScheduling({ loaderData, actionData }: Route.ComponentProps) {
  const t = useCatalogue().interviews.page;
  const to = useLocalize();
  const { booked, position, view } = loaderData;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={booked ? t.bookedTitle : t.title}>
        {booked ? (
          <div role="status" data-testid="interview-booked">
            <p>{fill(t.with, { host: booked.host, when: booked.when })}</p>
            <p className="mt-2">{fill(t.bookedText, { email: booked.email })}</p>
          </div>
        ) : (
          <p>{fill(t.intro, { position: position ?? "" })}</p>
        )}
        {booked ? (
          <div className="mt-8">
            <ButtonLink to={to("/jobs")} variant="secondary">
              {t.back}
            </ButtonLink>
          </div>
        ) : null}
      </PageHero>
      {view ? <SlotChoice view={view} notice={actionData?.notice} title={t.slotsTitle} /> : null}
    </>
  );
}

/** A used, expired or forged link: the plain invalid-link page (404). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MeetingLinkError error={error} interview />;
}
