// The frame every static service page shares: the hero with Back to Services, the page's own sections, its
// success stories and the closing call to action, from the page's copy in app/content (in the page's language).
import type { ReactNode } from "react";
import { ServiceHero } from "~/components/site/marketing/hero";
import { StoryCards } from "~/components/site/marketing/lists";
import { CtaBand, HeadedSection } from "~/components/site/marketing/sections";
import { contentFor } from "~/content";
import type { ServicePageCopy } from "~/content/types";
import { useCatalogue } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";
import { pageMeta } from "~/platform/meta";

/** The three static service pages, by their name in `contentFor(language)`. */
export type ServicePageName = "staffAugmentation" | "customDevelopment" | "specializedPractices";

/** A service page's meta function: its title, description and address come from its copy in the page's language. */
export function servicePageMeta(name: ServicePageName) {
  return ({
    matches,
    location,
  }: {
    matches: Parameters<typeof pageMeta>[0]["matches"];
    location: { pathname: string };
  }) => {
    const page = contentFor(languageOfPath(location.pathname))[name];
    return pageMeta({
      matches,
      title: page.name,
      description: page.description,
      ...localized(location.pathname, page.path),
    });
  };
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
  const t = useCatalogue().marketing.servicePage;
  return (
    <>
      <ServiceHero eyebrow={name} title={hero.title} intro={hero.intro} highlights={hero.highlights} cta={cta.label} />
      {children}
      <HeadedSection
        name="stories"
        copy={{ eyebrow: t.storiesEyebrow, title: t.storiesTitle, text: t.storiesText }}
        tone={storiesTone}
      >
        <StoryCards items={stories} />
      </HeadedSection>
      <CtaBand
        copy={{ title: cta.title, text: cta.text, button: cta.label }}
        secondary={{ label: t.allServices, to: "/services" }}
      />
    </>
  );
}
