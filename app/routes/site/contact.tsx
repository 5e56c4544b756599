// /contact: the enquiry form, the company's contact card, and links to the downloadable materials.
import { href } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/site/contact-form";
import { BookingPanel } from "~/components/site/booking-panel";
import { findOfferedSlots, slotWindow } from "~/models/meeting-booking.server";
import { laterFrom, slotView, slotViewDays, visitorZone } from "~/server/booking-view.server";
import { PageHero } from "~/components/site/page-hero";
import {
  ArrowRightIcon,
  CheckCircleIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  MapPinIcon,
  XIcon,
} from "~/components/ui/icons";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { site } from "~/platform/site";
import { refusedData, submitForm } from "~/server/public-write.server";
import { contactWrite } from "~/server/public-forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { getResourceDescriptions } from "~/models/marketing-materials.server";
import { contactSchemaFor } from "~/schemas/contact";
import { buttonClass } from "~/components/ui/button";
import { catalogue, type Catalogue } from "~/i18n/catalogue";
import { useCatalogue, useLanguage, useLocalize } from "~/i18n/hooks";
import { languageOfPath, localizedPath, withLanguageQuery } from "~/i18n/languages";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).contact;
  return pageMeta({ matches, title: t.title, description: t.description, ...localized(location.pathname, "/contact") });
};

/** Where a stored enquiry lands: the page again, with the confirmation in place of the form (Post/Redirect/Get). */
const SENT_PATH = "/contact?sent=1";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const sent = params.get("sent") === "1";
  // The booking panel: free slots in the zone the URL names (the select's GET), else the default; `from` pages on.
  const zone = visitorZone(params.get("tz"));
  const now = new Date();
  const [resources, slots] = await Promise.all([
    getResourceDescriptions(),
    findOfferedSlots(slotWindow(laterFrom(params), undefined, now), now, slotViewDays(zone)),
  ]);
  const booking = { view: slotView(slots, zone, languageOfPath(url.pathname)), autoZone: !params.has("tz") };
  return { resources, sent, booking };
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await submitForm(request, contactWrite, contactSchemaFor);
  if (!outcome.ok) return refusedData(outcome);
  const language = languageOfPath(new URL(request.url).pathname);
  const { messages } = catalogue(language).contact;
  return redirectWithToast(request, localizedPath(language, SENT_PATH), {
    type: "success",
    title: messages.successTitle,
    description: messages.successText,
  });
}

// The spec's four icons all open the one professional-network page, so each is labelled with what it opens, not
// with the network its icon shows (a screen reader user was told "on X" and landed on LinkedIn).
const socials = [
  { key: "linkedin", Icon: LinkedInIcon },
  { key: "x", Icon: XIcon },
  { key: "facebook", Icon: FacebookIcon },
  { key: "instagram", Icon: InstagramIcon },
];

export default function Contact({ loaderData: { resources, sent, booking }, actionData }: Route.ComponentProps) {
  const { contact: t, forms } = useCatalogue();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading}>
        <p>{t.intro}</p>
      </PageHero>

      <section className="container-page grid gap-10 pb-10 lg:grid-cols-5">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-3">
          {sent && !actionData ? (
            <ContactSent t={t} />
          ) : (
            <>
              <h2 className="text-xl font-semibold">{t.formTitle}</h2>
              <p className="mt-1 text-sm text-slate-600">{forms.requiredMark}</p>
              <div className="mt-6">
                <ContactForm lastResult={actionData?.result} notice={actionData?.notice} />
              </div>
            </>
          )}
        </div>

        <aside className="space-y-6 lg:col-span-2">
          <div className="rounded-2xl bg-pine-900 p-6 text-pine-100 sm:p-8">
            <h2 className="text-xl font-semibold text-white">{t.card.title}</h2>
            <a
              href={`mailto:${site.email}`}
              className="mt-5 flex items-center gap-3 font-medium text-white hover:text-sun-300"
            >
              <MailIcon className="h-5 w-5 shrink-0 text-pine-300" />
              {site.email}
            </a>
            <dl className="mt-6 space-y-5 text-sm">
              <Place title={t.card.headquarters} text={t.card.headquartersPlace} />
              <Place title={t.card.deliveryCenter} text={t.card.deliveryCenterPlace} />
              <Place title={t.card.alsoPresent} text={t.card.alsoPresentPlaces} />
            </dl>
            <h3 className="mt-8 text-sm font-semibold uppercase tracking-wider text-white">{t.card.followUs}</h3>
            <ul className="mt-3 flex gap-3">
              {socials.map(({ key, Icon }) => (
                <li key={key}>
                  <a
                    href={site.linkedin}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t.card.linkedin}
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </section>

      <section className="container-page pb-20">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <BookingPanel view={booking.view} path="/contact" pick={{ kind: "link" }} autoZone={booking.autoZone} />
        </div>
      </section>

      <section className="bg-pine-50">
        <div className="container-page flex flex-col gap-6 py-14 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-bold">{t.materials.title}</h2>
            <p className="mt-2 text-slate-600">{t.materials.text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <MaterialLink
              type="brochure"
              label={t.materials.brochure}
              soon={t.materials.comingSoon}
              available={resources.brochure.available}
              primary
            />
            <MaterialLink
              type="pitch-deck"
              label={t.materials.pitchDeck}
              soon={t.materials.comingSoon}
              available={resources["pitch-deck"].available}
            />
          </div>
        </div>
      </section>
    </>
  );
}

/** A download link for the active file, or a note that it is coming soon when none is active. */
function MaterialLink({
  type,
  label,
  soon,
  available,
  primary,
}: {
  type: "brochure" | "pitch-deck";
  label: string;
  soon: string;
  available: boolean;
  primary?: boolean;
}) {
  // A Spanish visitor who finds no file is told so in Spanish (/api has no /es prefix).
  const language = useLanguage();
  if (!available) {
    return (
      <span className="inline-flex flex-col rounded-md bg-white px-5 py-2.5 text-sm ring-1 ring-inset ring-slate-200">
        <span className="font-semibold text-slate-500">{label}</span>
        <span className="text-xs text-slate-500">{soon}</span>
      </span>
    );
  }
  return (
    <a
      href={withLanguageQuery(href("/api/download/:type", { type }), language)}
      className={`inline-flex items-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold ${
        primary
          ? "bg-pine-700 text-white hover:bg-pine-800"
          : "bg-white text-pine-800 ring-1 ring-inset ring-pine-200 hover:bg-pine-100"
      }`}
    >
      {label} <ArrowRightIcon className="h-4 w-4 rotate-90" />
    </a>
  );
}

function Place({ title, text }: { title: string; text: string }) {
  return (
    // A <dl> group may hold only <dt> and <dd>, so the pin sits inside the <dt>, hung into the left padding.
    <div className="relative pl-8">
      <dt className="font-semibold text-white">
        <MapPinIcon className="absolute left-0 top-0.5 h-5 w-5 text-pine-300" />
        {title}
      </dt>
      <dd>{text}</dd>
    </div>
  );
}

/** The confirmation shown in place of the form after a send: what happens next, and a way to write again. */
function ContactSent({ t }: { t: Catalogue["contact"] }) {
  const to = useLocalize();
  return (
    <div role="status" data-testid="contact-sent">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-pine-100 text-pine-800">
          <CheckCircleIcon className="h-5 w-5" />
        </span>
        <h2 className="text-xl font-semibold">{t.sent.title}</h2>
      </div>
      <p className="mt-4 text-slate-700">{t.messages.successText}</p>
      <p className="mt-4 font-medium text-ink">{t.sent.intro}</p>
      <ol className="mt-2 list-decimal space-y-2 pl-5 text-slate-700">
        {t.sent.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <a href={to("/contact")} className={buttonClass("secondary", "mt-6")}>
        {t.sent.another}
      </a>
    </div>
  );
}
