// The link from a page to its translation (a blog post's, a case study's), worded in the other language ("Leer en
// español", "Read in English") so a reader of that language recognises it.
import type { Language } from "~/i18n/languages";

export function TranslationLink({
  translation,
  label,
}: {
  translation: { href: string; language: Language };
  /** The link's words, in the translation's language. */
  label: string;
}) {
  return (
    <p className="mt-6 text-sm">
      <a
        href={translation.href}
        hrefLang={translation.language}
        lang={translation.language}
        data-translation
        className="font-semibold text-pine-700 underline underline-offset-4 hover:text-pine-900"
      >
        {label}
      </a>
    </p>
  );
}
