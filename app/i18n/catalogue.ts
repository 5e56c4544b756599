// The public site's strings: one catalogue per language (en/, es/), the same keys in both. The English side holds
// the spec's texts word for word; the Spanish side is typed against it, so a missing or extra key fails the
// typecheck, and test/unit/catalogue.test.ts fails on a key, a placeholder or a list that differs.
import type { Language } from "~/i18n/languages";
import * as en from "~/i18n/en";
import * as es from "~/i18n/es";
import type { Widen } from "~/platform/json";

/** The shape of a catalogue: the English one with its literal texts widened to `string`. */
export type Catalogue = Widen<typeof en>;

export const CATALOGUES: Record<Language, Catalogue> = { en, es };

export function catalogue(language: Language): Catalogue {
  return CATALOGUES[language];
}

/** A text with `{name}` placeholders filled in: `fill("{count} open positions", { count: 3 })`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * One builder, one result per language: a schema or a table of texts written once against the catalogue
 * (`contactSchemaFor = byLanguage((t) => z.object({ … t.contact.messages.name … }))`), built on first use.
 */
export function byLanguage<T>(build: (t: Catalogue, language: Language) => T): (language: Language) => T {
  const built = new Map<Language, T>();
  return (language) => {
    if (!built.has(language)) built.set(language, build(CATALOGUES[language], language));
    return built.get(language)!;
  };
}
