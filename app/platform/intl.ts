// Intl's formatters, made once per locale and options. Making an Intl.DateTimeFormat loads the locale's and the
// zone's data (a fraction of a millisecond each); the contact page names 23 zones and formats its slots in the
// visitor's zone, so making them on every render cost more than the rest of the page.
// The options are few and fixed in the code; the zone may come from a visitor (`?tz=`), so the memory is bounded.

const MAX_FORMATTERS = 500;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter for these arguments, shared (formatters are immutable). Throws as the constructor does (a zone Intl
 * does not know). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    if (formatters.size >= MAX_FORMATTERS) formatters.delete(formatters.keys().next().value!);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone (an IANA name such as "America/Bogota", or "UTC"). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone.length === 0 || zone.length > 64) return false;
  try {
    dateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
