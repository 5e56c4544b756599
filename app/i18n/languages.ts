// The site's two languages and how a URL says which one a page is in: English at the spec's addresses, Spanish
// under the `/es` prefix with the same path segments (docs/decisions/0023-spanish-edition.md).
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/**
 * How each language names itself (the language switcher), how staff screens and alerts name it, and the locale
 * Open Graph uses.
 */
export const LANGUAGE_INFO = {
  en: { name: "English", staffName: "English", ogLocale: "en_US", prefix: "" },
  es: { name: "Español", staffName: "Spanish", ogLocale: "es_419", prefix: "/es" },
} as const satisfies Record<Language, { name: string; staffName: string; ogLocale: string; prefix: string }>;

/** The language a path is in: `/es` and everything under it is Spanish, every other path English. */
export function languageOfPath(pathname: string): Language {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/** The path without its language prefix: `/es/jobs/3` is `/jobs/3`, `/es` is `/`. */
export function neutralPath(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/** A language-neutral path (`/jobs`, `/`, `/services#staff-aug`) as it is addressed in `language`. */
export function localizedPath(language: Language, path: string): string {
  const prefix = LANGUAGE_INFO[language].prefix;
  if (!prefix) return path;
  if (path === "/") return prefix;
  return /^\/[#?]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/**
 * An /api address as a page in `language` links it: /api has no `/es` prefix, so a page that answers in the
 * visitor's language (a download with nothing to send) is told it in `?lang=`; English needs nothing.
 */
export function withLanguageQuery(path: string, language: Language): string {
  return language === "en" ? path : `${path}?lang=${language}`;
}

/** The language a `?lang=` names: only one the site speaks, anything else (or nothing) English. */
export function languageOfQuery(value: string | null): Language {
  return isLanguage(value) ? value : "en";
}
