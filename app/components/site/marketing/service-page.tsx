// The frame every static service page shares: the hero with Back to Services, the page's own sections, its
// success stories and the closing call to action, from the page's copy in app/content.
import type { ReactNode } from "react";
import { ServiceHero } from "~/components/site/marketing/hero";
import { CtaBand, Section, SectionHeader, StoryCards } from "~/components/site/marketing/sections";
import type { ServicePageCopy } from "~/content/types";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";

/** A service page's meta function: its title, description and address come from its copy. */
export function servicePageMeta(page: ServicePageCopy) {
  return ({
    matches,
    location,
  }: {
    matches: Parameters<typeof pageMeta>[0]["matches"];
    location: { pathname: string };
  }) =>
    pageMeta({ matches, title: page.name, description: page.description, ...localized(location.pathname, page.path) });
}

export function ServicePage({
  page: { name, hero, stories, cta },
  children,
  storiesTone = "slate",
}: {
  page: ServicePageCopy;
  children: ReactNode;
  /** The stories' background, so it differs from the section above it. */
  storiesTone?: "white" | "slate";
}) {
  return (
    <>
      <ServiceHero eyebrow={name} title={hero.title} intro={hero.intro} highlights={hero.highlights} cta={cta.label} />
      {children}
      <Section tone={storiesTone} labelledBy="stories-heading">
        <SectionHeader id="stories-heading" eyebrow="Success stories" title="Client results">
          <p>A few of the outcomes our teams have delivered for clients across North America.</p>
        </SectionHeader>
        <StoryCards items={stories} />
      </Section>
      <CtaBand
        title={cta.title}
        text={cta.text}
        cta={cta.label}
        secondary={{ label: "Explore All Services", to: "/services" }}
      />
    </>
  );
}
