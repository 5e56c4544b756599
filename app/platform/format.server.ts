// Dates as the screens show them, formatted on the server so no date library ships to the browser.
import { format, formatDistanceToNowStrict } from "date-fns";
import { es } from "date-fns/locale";

/** 'Jan 5, 2024' */
export function formatDate(date: Date | null | undefined, fallback = "N/A"): string {
  return date ? format(date, "MMM d, yyyy") : fallback;
}

/** A public page's date in its language: 'Jan 5, 2024' in English, '5 ene 2024' in Spanish (docs/i18n-glossary.md). */
export function formatLocalDate(date: Date | null | undefined, locale: "en" | "es", fallback = "N/A"): string {
  if (locale === "en" || !date) return formatDate(date, fallback);
  return format(date, "d MMM yyyy", { locale: es });
}

/** 'Jan 5, 2024, 3:04 PM UTC' (Workers run in UTC) */
export function formatDateTime(date: Date | null | undefined, fallback = "N/A"): string {
  return date ? `${format(date, "MMM d, yyyy, h:mm a")} UTC` : fallback;
}

/** '3 days ago' */
export function formatRelative(date: Date | null | undefined, fallback = "Never"): string {
  return date ? formatDistanceToNowStrict(date, { addSuffix: true }) : fallback;
}

/** '230 KB', '1.2 MB': a file's size as people read it. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes == null) return "N/A";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
