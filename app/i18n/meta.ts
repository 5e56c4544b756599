// A public page's language facts for its meta tags: the canonical address in the page's own language, the
// `hreflang` alternates (each language the page exists in, and `x-default`, the English one) and `og:locale`.
import { LANGUAGE_INFO, LANGUAGES, languageOfPath, localizedPath, type Language } from "~/i18n/languages";

/** Where a page lives in each language; `null`: it has no counterpart in that language (an untranslated post). */
export type Alternates = Partial<Record<Language, string | null>>;

/**
 * The `path`, `alternates` and `ogLocale` that `pageMeta` takes, for a page whose language-neutral path is
 * `neutral` (the same page in both languages), or whose counterparts the loader named (`alternates`).
 */
export function localized(pathname: string, neutral: string, named?: Alternates) {
  const language = languageOfPath(pathname);
  const where = (l: Language) => (named ? named[l] : localizedPath(l, neutral));
  const path = where(language) ?? localizedPath(language, neutral);
  const counterparts = LANGUAGES.filter((l) => where(l));
  const alternates =
    counterparts.length > 1
      ? [...counterparts.map((l) => ({ hreflang: l, path: where(l)! })), { hreflang: "x-default", path: where("en")! }]
      : [];
  return { path, alternates, ogLocale: LANGUAGE_INFO[language].ogLocale };
}
