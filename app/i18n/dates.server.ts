// Dates as a public page or a visitor's e-mail writes them, in its language (docs/i18n-glossary.md, Formats):
// "Jan 5, 2024" and "5 ene 2024". Formatted on the server (Workers run in UTC), so no date library reaches the browser.
import { format } from "date-fns";
import { es } from "date-fns/locale/es";
import type { Language } from "~/i18n/languages";

const FORMATS = {
  en: { date: "MMM d, yyyy", dateTime: "MMM d, yyyy, h:mm a", locale: undefined },
  es: { date: "d MMM yyyy", dateTime: "d MMM yyyy, HH:mm", locale: es },
} as const;

/** 'Jan 5, 2024' / '5 ene 2024' */
export function formatDateIn(language: Language, date: Date): string {
  const { date: pattern, locale } = FORMATS[language];
  return format(date, pattern, { locale });
}

/** 'Jan 5, 2024, 3:04 PM UTC' / '5 ene 2024, 15:04 UTC' */
export function formatDateTimeIn(language: Language, date: Date): string {
  const { dateTime: pattern, locale } = FORMATS[language];
  return `${format(date, pattern, { locale })} UTC`;
}
