// Intl's formatters, made once per locale and options. Making an Intl.DateTimeFormat loads the locale's and the
// zone's data (a fraction of a millisecond each); the contact page names 23 zones and formats its slots in the
// visitor's zone, so making them on every render cost more than the rest of the page.
// The options are few and fixed in the code; the zone may come from a visitor (`?tz=`), so the memory is bounded.

const MAX_FORMATTERS = 500;

/**
 * A memory of at most `max` values by key, the oldest forgotten first: for formatters whose key a visitor can vary
 * (`?tz=aMeRiCa/nEw_YoRk` is a zone Intl knows, in any letter case).
 */
export function boundedMemo<V>(max = MAX_FORMATTERS) {
  const values = new Map<string, V>();
  return {
    get size() {
      return values.size;
    },
    /** The value kept for `key`, or `make()`'s, kept (make may throw: nothing is kept then). */
    get(key: string, make: () => V): V {
      let value = values.get(key);
      if (value === undefined) {
        value = make();
        if (values.size >= max) values.delete(values.keys().next().value!);
        values.set(key, value);
      }
      return value;
    },
  };
}

const formatters = boundedMemo<Intl.DateTimeFormat>();

/** The formatter for these arguments, shared (formatters are immutable). Throws as the constructor does (a zone Intl
 * does not know). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return formatters.get(`${locale}\u0000${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
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
