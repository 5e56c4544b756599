// The page's language and catalogue in a component: read from the URL, so a public page needs no provider and no
// loader data to speak its language (public pages render on the server only).
import { useLocation, useMatches } from "react-router";
import { catalogue, type Catalogue } from "~/i18n/catalogue";
import { languageOfPath, localizedPath, neutralPath, type Language } from "~/i18n/languages";
import type { Alternates } from "~/i18n/meta";

export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

export function useCatalogue(): Catalogue {
  return catalogue(useLanguage());
}

/** A language-neutral path (`/jobs`) as addressed on this page's language (`/es/jobs` on a Spanish page). */
export function useLocalize(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizedPath(language, path);
}

/**
 * The language switcher's link: the same page in the other language, or, when the page has no counterpart there
 * (an untranslated post or job, whose loader returns `alternates` with `null`), that language's list page. The query
 * goes along: a chosen slot (`?start=`), a signed link's `?token=` or a list's filters mean the same in either
 * language.
 */
export function useLanguageSwitch(): { language: Language; href: string } {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const current = languageOfPath(pathname);
  const language: Language = current === "en" ? "es" : "en";
  const named = [...matches]
    .reverse()
    .map((m) => (m.loaderData as { alternates?: Alternates } | undefined)?.alternates)
    .find(Boolean);
  const neutral = neutralPath(pathname);
  const section = `/${neutral.split("/")[1] ?? ""}`;
  const href = named
    ? (named[language] ?? localizedPath(language, section))
    : `${localizedPath(language, neutral)}${search}`;
  return { language, href };
}
