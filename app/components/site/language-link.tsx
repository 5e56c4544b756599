// The link to this page in the other language (the header, its drawer and the footer show it). It names the
// language in that language ("Español", "English"), with `hreflang` and `lang` so it is read in the right voice.
import { catalogue } from "~/i18n/catalogue";
import { useLanguageSwitch } from "~/i18n/hooks";
import { LANGUAGE_INFO } from "~/i18n/languages";

export function LanguageLink({ className }: { className: string }) {
  const { language, href } = useLanguageSwitch();
  const texts = catalogue(language).common.language;
  return (
    <a href={href} hrefLang={language} lang={language} aria-label={texts.switchLabel} className={className}>
      {LANGUAGE_INFO[language].name}
    </a>
  );
}
