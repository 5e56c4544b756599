// The frame every static service page shares: the hero with Back to Services, the page's own sections, its
// success stories and the closing call to action.
import type { ReactNode } from "react";
import { ServiceHero } from "~/components/site/marketing/hero";
import { CtaBand, Section, SectionHeader, StoryCards } from "~/components/site/marketing/sections";
import type { SuccessStory } from "~/content/types";

export function ServicePage({
  eyebrow,
  hero,
  children,
  stories,
  cta,
  storiesTone = "slate",
}: {
  eyebrow: string;
  hero: { title: string; intro: string; highlights: readonly string[] };
  children: ReactNode;
  stories: readonly SuccessStory[];
  cta: { label: string; title: string; text: string };
  /** The stories' background, so it differs from the section above it. */
  storiesTone?: "white" | "slate";
}) {
  return (
    <>
      <ServiceHero
        eyebrow={eyebrow}
        title={hero.title}
        intro={hero.intro}
        highlights={hero.highlights}
        cta={cta.label}
      />
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
