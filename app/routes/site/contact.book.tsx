// /contact/book?start=…&tz=…: the booking form for one offered slot (name, company, e-mail, agenda), a plain POST
// through the public-write pipeline. Booked: the confirmation in place. Taken meanwhile: "That time was just taken"
// (409) with the slots still free. A start that is not offered: the same notice's 400 and the free slots.
import { data, redirect } from "react-router";
import type { Route } from "./+types/contact.book";
import { PageHero } from "~/components/site/page-hero";
import { BookingPanel } from "~/components/site/booking-panel";
import { BookingForm } from "~/components/site/booking-form";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { catalogue, fill } from "~/i18n/catalogue";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { languageOfPath, localizedPath, type Language } from "~/i18n/languages";
import { findOfferedSlots, slotWindow } from "~/models/meeting-booking.server";
import { meetingFromToken, meetingToken } from "~/models/meeting-links.server";
import { firstName, hostProfile } from "~/models/booking-hosts.server";
import { whenIn } from "~/models/meeting-mail.server";
import { refusedData, submitForm } from "~/server/public-write.server";
import { bookingWrite } from "~/server/public-forms.server";
import { slotView, slotViewDays, slotWhen, visitorZone } from "~/server/booking-view.server";
import { bookingSchemaFor } from "~/schemas/booking";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).booking;
  return [
    ...pageMeta({
      matches,
      title: t.panel.title,
      description: t.manage.description,
      ...localized(location.pathname, "/contact/book"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The slots still free, for a refused or stale choice. */
async function freshSlots(zone: string, language: Language) {
  const now = new Date();
  return slotView(
    await findOfferedSlots(slotWindow(undefined, undefined, now), now, slotViewDays(zone)),
    zone,
    language,
  );
}

/** After a booking (post/redirect/get): `?booked=<the meeting's link token>`; the honeypot's is `?booked=0`. */
async function bookedView(token: string, language: Language) {
  const meeting = await meetingFromToken(token);
  if (!meeting) return { email: null, host: null, when: null };
  const host = await hostProfile(meeting.hostId);
  return {
    email: meeting.email,
    host: firstName(host.name, host.email),
    when: whenIn(meeting, meeting.timeZone, language),
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const zone = visitorZone(url.searchParams.get("tz"));
  const bookedToken = url.searchParams.get("booked");
  if (bookedToken !== null)
    return { booked: await bookedView(bookedToken, language), slot: null, zone, fresh: null, notice: null };
  const startText = url.searchParams.get("start") ?? "";
  const start = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(startText) ? new Date(startText) : null;
  const now = new Date();
  const offered =
    start && !Number.isNaN(start.getTime())
      ? (await findOfferedSlots({ from: start, to: new Date(start.getTime() + 1) }, now))[0]
      : undefined;
  if (!offered) {
    const t = catalogue(language).booking.messages;
    return data(
      {
        booked: null,
        slot: null,
        zone,
        fresh: await freshSlots(zone, language),
        notice: { title: t.takenTitle, text: t.start },
      },
      400,
    );
  }
  const when = slotWhen(offered.start, zone, language);
  return { booked: null, slot: { start: offered.start.toISOString(), when }, zone, fresh: null, notice: null };
}

export async function action({ request }: Route.ActionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const outcome = await submitForm(request, bookingWrite, bookingSchemaFor);
  const zone = visitorZone(String(outcome.form.get("timeZone") ?? ""));
  if (!outcome.ok) {
    const startError = outcome.status === 400 && outcome.errors?.start;
    const notice =
      outcome.status === 409 || startError
        ? {
            title: catalogue(language).booking.messages.takenTitle,
            text: startError ? startError[0]! : outcome.message,
          }
        : outcome.notice;
    const fresh = notice && (outcome.status === 409 || startError) ? await freshSlots(zone, language) : null;
    return refusedData({ ...outcome, notice }, { fresh });
  }
  // The meeting's link (cancel, move) only to the request that made it: a repeat of a booking gets the plain page.
  const token = outcome.stored?.created ? await meetingToken(outcome.stored.meeting) : "0";
  throw redirect(localizedPath(language, `/contact/book?booked=${token}`));
}

export default function BookCall({ loaderData, actionData }: Route.ComponentProps) {
  const t = useCatalogue().booking;
  const to = useLocalize();
  const booked = loaderData.booked;
  const notice = actionData?.notice ?? loaderData.notice;
  const fresh = actionData?.fresh ?? (actionData ? null : loaderData.fresh);
  const back = `${to("/contact")}?tz=${encodeURIComponent(loaderData.zone)}#book`;
  return (
    <>
      <PageHero eyebrow={t.cta} title={booked ? t.booked.title : t.panel.title}>
        {booked ? null : loaderData.slot ? <p data-testid="booking-when">{loaderData.slot.when}</p> : null}
      </PageHero>
      <section className="container-page pb-20">
        <div className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {booked ? (
            <div role="status" data-testid="booking-done">
              {booked.host && booked.when ? (
                <p className="text-slate-700">{fill(t.booked.with, { host: booked.host, when: booked.when })}</p>
              ) : null}
              {booked.email ? (
                <p className="mt-3 text-slate-700">{fill(t.booked.text, { email: booked.email })}</p>
              ) : null}
              <ButtonLink to={to("/contact")} variant="secondary" className="mt-6">
                {t.booked.another}
              </ButtonLink>
            </div>
          ) : fresh ? (
            <div className="space-y-6">
              {notice ? <Alert title={notice.title}>{notice.text}</Alert> : null}
              <BookingPanel view={fresh} path="/contact" pick={{ kind: "link" }} title={t.form.change} />
            </div>
          ) : loaderData.slot ? (
            <>
              <h2 className="text-xl font-semibold">{t.form.title}</h2>
              <p className="mt-1 text-sm text-slate-600">
                <a href={back} className="font-semibold text-pine-700 hover:text-pine-900">
                  {t.form.change}
                </a>
              </p>
              <div className="mt-6">
                <BookingForm
                  start={loaderData.slot.start}
                  timeZone={loaderData.zone}
                  lastResult={actionData?.result}
                  notice={notice}
                />
              </div>
            </>
          ) : null}
        </div>
      </section>
    </>
  );
}
