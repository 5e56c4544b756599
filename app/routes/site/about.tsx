// /about: mission, presence, why choose us, company resources (the active brochure and deck) and culture.
import { useLoaderData } from "react-router";
import type { Route } from "./+types/about";
import { FeatureGrid, Section, SectionHeader } from "~/components/site/marketing/sections";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, MapPinIcon } from "~/components/ui/icons";
import { about } from "~/content/pages";
import { whyChooseUs } from "~/content/services";
import { pageMeta } from "~/lib/meta";
import { getResourceDescriptions } from "~/models/marketing-materials.server";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "About Us", description: "Our mission, our presence in the United States, Costa Rica, Mexico and Colombia, and how we work.", path: "/about" });

export async function loader() {
  return { resources: await getResourceDescriptions() };
}

export default function About() {
  const { resources } = useLoaderData<typeof loader>();
  const cards = [
    { type: "brochure", title: "Company Brochure", ...resources.brochure },
    { type: "pitch-deck", title: "Pitch Deck", ...resources["pitch-deck"] },
  ] as const;
  return (
    <>
      <PageHero eyebrow="About us" title="Great software, built by great people from Latin America">
        <p>{about.mission}</p>
      </PageHero>

      <Section labelledBy="presence-heading">
        <SectionHeader id="presence-heading" eyebrow="Our presence" title="Four countries, one team" />
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.presence.map((p) => (
            <div key={p.country} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <MapPinIcon className="h-6 w-6 text-pine-600" />
              <h3 className="mt-3 text-lg font-semibold">{p.country}</h3>
              <p className="text-sm font-medium text-pine-700">{p.role}</p>
              <p className="mt-2 text-sm leading-6 text-slate-600">{p.text}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section tone="tint" labelledBy="why-heading">
        <SectionHeader id="why-heading" eyebrow="Why choose us" title="What our clients count on" />
        <FeatureGrid items={whyChooseUs} />
      </Section>

      <Section labelledBy="resources-heading">
        <SectionHeader id="resources-heading" eyebrow="Company resources" title="Take us to your next meeting" />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {cards.map((c) => (
            <div key={c.type} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-resource={c.type}>
              <h3 className="text-lg font-semibold">{c.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{c.description}</p>
              {c.available ? (
                <a href={`/api/download/${c.type}`} className="mt-5 inline-flex items-center gap-2 font-semibold text-pine-700 hover:text-pine-900">
                  Download {c.title} <ArrowRightIcon className="h-4 w-4 rotate-90" />
                </a>
              ) : (
                <p className="mt-5 text-sm font-medium text-slate-500">Coming soon: we are updating this file.</p>
              )}
            </div>
          ))}
        </div>
      </Section>

      <Section tone="tint" labelledBy="culture-heading">
        <SectionHeader id="culture-heading" eyebrow="Engineering culture" title="How we work" />
        <FeatureGrid items={about.culture} columns={2} />
        <ButtonLink to="/contact" className="mt-10">
          Contact Our Team
        </ButtonLink>
      </Section>
    </>
  );
}
