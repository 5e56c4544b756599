// Home: hero, the client and certification logos, about, services tabs, why choose us, testimonials (from D1), success stories with the case-study switch,
// and the closing call to action. Carries the company's Organization structured data.
import { JsonLd } from "~/components/site/json-ld";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CaseStudySwitcher } from "~/components/site/case-study-switcher";
import { HomeHero } from "~/components/site/marketing/hero";
import { FeatureGrid, Figures } from "~/components/site/marketing/lists";
import { CtaBand, HeadedSection, largeButton } from "~/components/site/marketing/sections";
import { ServicesTabs } from "~/components/site/services-tabs";
import { LogoStrip } from "~/components/site/logo-strip";
import { TestimonialCarousel } from "~/components/site/testimonial-carousel";
import { ArrowRightIcon, MapPinIcon } from "~/components/ui/icons";
import { contentFor } from "~/content";
import { settings } from "~/platform/env.server";
import { pageMeta } from "~/platform/meta";
import { catalogue, fill, type Catalogue } from "~/i18n/catalogue";
import { useCatalogue, useLanguage, useLocalize } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";
import { site } from "~/platform/site";
import { readHomeProof } from "~/models/proof.server";

export async function loader({ request }: Route.LoaderArgs) {
  const proof = await readHomeProof(languageOfPath(new URL(request.url).pathname));
  return { origin: settings().SITE_URL, ...proof };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    title: site.name,
    description: catalogue(languageOfPath(location.pathname)).pages.home.description,
    ...localized(location.pathname, "/"),
  });

const countryCodes: Record<string, string> = {
  "United States": "US",
  "Costa Rica": "CR",
  Mexico: "MX",
  Colombia: "CO",
};

/** The company as schema.org sees it; its human texts (description, subjects, offices) in the page's language. */
function organization(origin: string, t: Catalogue) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description: t.pages.home.organization.description,
    email: site.email,
    sameAs: [site.linkedin],
    address: { "@type": "PostalAddress", addressCountry: "US" },
    location: site.offices.map((office) => ({
      "@type": "Place",
      name: `${site.name} ${t.common.footer.offices[office.key]}`,
      address: {
        "@type": "PostalAddress",
        addressCountry: countryCodes[office.country] ?? office.country,
        ...(office.city ? { addressLocality: office.city } : {}),
      },
    })),
    areaServed: ["US", "CA"],
    knowsAbout: t.pages.home.organization.knowsAbout,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useCatalogue();
  const home = t.pages.home;
  const { about, caseStudies, headlineFigures, whyChooseUs } = contentFor(useLanguage());
  const { testimonials, logos } = loaderData;
  const to = useLocalize();
  return (
    <>
      <HomeHero
        title={
          <>
            {home.titleStart}
            <span className="text-pine-700">{home.titleHighlight}</span>
          </>
        }
        lead={<p>{home.lead}</p>}
        proof={home.proof}
      />

      <section aria-label={home.figuresLabel} className="container-page pb-4">
        <Figures items={headlineFigures} />
      </section>

      <LogoStrip logos={logos} className="pb-4 pt-12" />

      <HeadedSection
        name="about"
        copy={{ ...home.about, text: fill(home.about.text, { company: site.name }) }}
        action={{
          to: "/about",
          label: home.about.more,
          className: "mt-8 inline-flex items-center gap-2 font-semibold text-pine-700 hover:text-pine-900",
        }}
        split="even"
      >
        <div className="rounded-3xl bg-pine-900 p-6 text-white shadow-xl shadow-pine-900/10 sm:p-8">
          <h3 className="text-lg font-semibold text-white">{home.about.where}</h3>
          <ul role="list" className="mt-6 grid gap-4 sm:grid-cols-2">
            {about.presence.map((p) => (
              <li key={p.country} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                <div className="flex items-center gap-3">
                  <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-white/10 text-xs font-bold text-sun-300">
                    {p.code}
                  </span>
                  <span className="font-semibold">{p.country}</span>
                </div>
                <p className="mt-3 flex items-start gap-1.5 text-sm text-pine-200">
                  <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0" />
                  {p.city ? `${p.role}, ${p.city}` : p.role}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </HeadedSection>

      <HeadedSection name="services" copy={home.services} tone="tint">
        <ServicesTabs />
      </HeadedSection>

      <HeadedSection name="why" copy={home.why}>
        <FeatureGrid items={whyChooseUs} />
      </HeadedSection>

      <HeadedSection name="testimonials" copy={home.testimonials} tone="tint" center>
        <TestimonialCarousel items={testimonials} />
      </HeadedSection>

      <HeadedSection
        name="stories"
        copy={home.stories}
        action={{ to: "/case-studies", label: home.stories.all, className: `${largeButton.secondary} shrink-0` }}
      >
        <ul role="list" className="mt-12 grid gap-6 md:grid-cols-2">
          {caseStudies.map((s) => (
            <li key={s.id}>
              <Link
                to={to(`/case-studies?study=${s.id}#case-study`)}
                className="group flex h-full flex-col rounded-3xl bg-gradient-to-br from-pine-800 to-pine-950 p-7 text-white shadow-lg shadow-pine-900/10 transition-transform hover:-translate-y-0.5 sm:p-8"
              >
                <span className="text-5xl font-bold tracking-tight text-sun-300">{s.metric.value}</span>
                <span className="mt-2 text-pine-100">{s.metric.label}</span>
                <span className="mt-6 text-sm font-semibold uppercase tracking-wider text-pine-300">{s.subtitle}</span>
                <span className="mt-1 text-lg font-semibold">{s.title}</span>
                <span className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-sun-300">
                  {home.stories.read}{" "}
                  <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-16">
          <CaseStudySwitcher studies={caseStudies} />
        </div>
      </HeadedSection>

      <CtaBand copy={home.cta} secondary={{ label: t.booking.cta, to: "/contact#book" }} />
      <JsonLd data={organization(loaderData.origin, t)} />
    </>
  );
}
