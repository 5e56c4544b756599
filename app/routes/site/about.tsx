// /about: mission, leadership (the team, from D1), presence in four countries, client and certification logos, why choose us, company resources (the active brochure's and pitch
// deck's descriptions, read in the loader with the default text as fallback; the materials have no language, so
// the Spanish page describes them in the catalogue's words), engineering culture.
import { href } from "react-router";
import type { Route } from "./+types/about";
import { Leadership } from "~/components/site/leadership";
import { LogoStrip } from "~/components/site/logo-strip";
import { MarketingIcon } from "~/components/site/marketing/icon";
import { FeatureGrid } from "~/components/site/marketing/lists";
import { CtaBand, Eyebrow, HeadedSection, Section } from "~/components/site/marketing/sections";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, DownloadIcon, FileTextIcon, MapPinIcon, PresentationIcon } from "~/components/ui/icons";
import { contentFor } from "~/content";
import { pageMeta } from "~/platform/meta";
import { catalogue } from "~/i18n/catalogue";
import { useCatalogue, useLanguage, useLocalize } from "~/i18n/hooks";
import { languageOfPath, withLanguageQuery } from "~/i18n/languages";
import { localized } from "~/i18n/meta";
import { readAboutProof } from "~/models/proof.server";
import type { MaterialType } from "~/schemas/vocabulary";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).pages.about;
  return pageMeta({
    matches,
    title: t.title,
    description: t.description,
    ...localized(location.pathname, "/about"),
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  // One D1 round trip: the team, the logos and the active materials together.
  const { team, logos, resources } = await readAboutProof(language);
  if (language === "en") return { team, logos, resources };
  const { descriptions } = catalogue(language).pages.about.resources;
  const described = (type: MaterialType) => ({ ...resources[type], description: descriptions[type] });
  return { team, logos, resources: { brochure: described("brochure"), "pitch-deck": described("pitch-deck") } };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { resources, team, logos } = loaderData;
  const language = useLanguage();
  const { about, whyChooseUs } = contentFor(language);
  const {
    pages: { about: t },
    contact,
  } = useCatalogue();
  const to = useLocalize();
  const cards = [
    { type: "brochure", Icon: FileTextIcon, ...about.resources.brochure, ...resources.brochure },
    { type: "pitch-deck", Icon: PresentationIcon, ...about.resources.pitchDeck, ...resources["pitch-deck"] },
  ] as const;
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        title={about.hero.title}
        actions={
          <ButtonLink to={to("/contact")}>
            {`${t.contact} `}
            <ArrowRightIcon className="h-4 w-4" />
          </ButtonLink>
        }
      >
        <p>{about.hero.intro}</p>
      </PageHero>

      <Section labelledBy="mission-heading">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <Eyebrow>{about.mission.title}</Eyebrow>
            <h2 id="mission-heading" className="mt-3 text-2xl font-bold leading-snug sm:text-3xl sm:leading-snug">
              {about.mission.statement}
            </h2>
          </div>
          <div className="space-y-5 text-lg leading-8 text-slate-600 lg:pt-9">
            {about.mission.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </Section>

      <Leadership team={team} />

      <HeadedSection name="presence" copy={t.presence} tone="tint">
        <ul role="list" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.presence.map((p) => (
            <li
              key={p.country}
              className={`flex flex-col rounded-2xl p-6 shadow-sm ring-1 ${
                p.headline ? "bg-pine-900 text-white ring-pine-900" : "bg-white ring-slate-200/80"
              }`}
            >
              <div className="flex items-center justify-between">
                <span
                  className={`flex h-11 w-11 items-center justify-center rounded-xl text-sm font-bold ${
                    p.headline ? "bg-white/10 text-sun-300" : "bg-pine-50 text-pine-700"
                  }`}
                >
                  {p.code}
                </span>
                <MapPinIcon className={`h-5 w-5 ${p.headline ? "text-pine-300" : "text-pine-500"}`} />
              </div>
              <h3 className={`mt-5 text-lg font-semibold ${p.headline ? "text-white" : ""}`}>{p.country}</h3>
              <p className={`text-sm font-semibold ${p.headline ? "text-sun-300" : "text-pine-700"}`}>
                {p.city ? `${p.role}, ${p.city}` : p.role}
              </p>
              <p className={`mt-3 text-sm leading-6 ${p.headline ? "text-pine-100" : "text-slate-600"}`}>{p.text}</p>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <LogoStrip logos={logos} className="pb-16 pt-4 sm:pb-24" />

      <HeadedSection name="why" copy={t.why}>
        <FeatureGrid items={whyChooseUs} />
      </HeadedSection>

      <HeadedSection name="resources" copy={{ ...about.resources, eyebrow: t.resources.eyebrow }} tone="slate">
        <ul role="list" className="mt-12 grid gap-6 md:grid-cols-2">
          {cards.map((c) => (
            <li
              key={c.type}
              data-resource={c.type}
              className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:flex-row sm:p-8"
            >
              <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-pine-700 text-white">
                <c.Icon className="h-7 w-7" />
              </span>
              <div className="flex flex-1 flex-col">
                <h3 className="text-lg font-semibold">{c.title}</h3>
                <p className="mt-2 flex-1 leading-7 text-slate-600">{c.description}</p>
                {c.available ? (
                  <a
                    href={withLanguageQuery(href("/api/download/:type", { type: c.type }), language)}
                    className="mt-6 inline-flex items-center gap-2 self-start rounded-md bg-pine-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-pine-800"
                  >
                    <DownloadIcon className="h-4 w-4" /> {c.cta}
                  </a>
                ) : (
                  <p className="mt-6 self-start rounded-md bg-slate-100 px-4 py-2.5 text-sm font-medium text-slate-600">
                    {contact.materials.comingSoon}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection name="culture" copy={t.culture}>
        <ul role="list" className="mt-12 grid gap-6 sm:grid-cols-2">
          {about.culture.map((c) => (
            <li key={c.title} className="flex gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-7">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-pine-50 text-pine-700 ring-1 ring-pine-100">
                <MarketingIcon name={c.icon} />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{c.title}</h3>
                <p className="mt-2 leading-7 text-slate-600">{c.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <CtaBand copy={t.cta} />
    </>
  );
}
