// Booking (issue 31): a visitor's booking (the /contact form and POST /api/bookings), a host's settings (My account),
// the meetings' kinds and statuses, and the zones a visitor can pick.
import { z } from "~/platform/zod";
import { emailField, requiredText } from "~/schemas/fields";
import { byLanguage, catalogue } from "~/i18n/catalogue";
import type { Language } from "~/i18n/languages";
import { dateTimeFormat, isTimeZone } from "~/platform/intl";
import { parseClock, type WeeklyRange } from "~/platform/slots";
import { LATIN_AMERICA_ZONES } from "~/schemas/vocabulary";

/** A meeting is booked until cancelled; a discovery call is a visitor's, an interview (later) a candidate's. */
export const MEETING_STATUSES = ["booked", "cancelled"] as const;

/** The zone a visitor without JavaScript starts in (most of the company's clients are on the US east coast). */
export const DEFAULT_VISITOR_ZONE = "America/New_York";

/** The zones the panel's select offers (any IANA zone is accepted; the browser's own is added when it is another). */
export const COMMON_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Toronto",
  "America/Vancouver",
  ...LATIN_AMERICA_ZONES,
  "Europe/London",
  "Europe/Madrid",
  "Europe/Berlin",
  "Asia/Kolkata",
  "Asia/Tokyo",
  "Australia/Sydney",
  "UTC",
] as const;

/**
 * How a zone is named beside times, in the page's language: its city and the zone's own name from Intl
 * ("New York (Eastern Time)", "Ciudad de México (hora estándar central)"). A zone outside the select's list (a
 * browser's own) is named by the city of its IANA name.
 */
export function zoneName(zone: string, language: Language): string {
  const cities: Record<string, string> = catalogue(language).booking.zones;
  const city = cities[zone] ?? zone.split("/").at(-1)!.replace(/_/g, " ");
  if (zone === "UTC") return city;
  const generic = dateTimeFormat(language === "es" ? "es-419" : "en-US", {
    timeZone: zone,
    timeZoneName: "longGeneric",
  })
    .formatToParts(Date.now())
    .find((part) => part.type === "timeZoneName")
    // "Pacific Time (Canada)" beside Vancouver: the city already says where.
    ?.value.replace(/\s*\(.*\)$/, "");
  return generic ? `${city} (${generic})` : city;
}

/** An ISO instant on a whole minute ("2026-03-09T13:00:00.000Z" or without milliseconds). */
const instant = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: message })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.000)?)?Z$/, message)
      .transform((v) => new Date(v))
      .refine((d) => !Number.isNaN(d.getTime()), message),
  );

const timeZoneField = (message: string) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string({ error: message }).refine(isTimeZone, message));

/** A visitor's booking, with the messages of one language. */
export const bookingSchemaFor = byLanguage(({ booking: { messages: m }, forms }) =>
  z.object({
    start: instant(m.start),
    timeZone: timeZoneField(m.timeZone),
    name: requiredText(2, 100, m.name, forms),
    company: requiredText(2, 150, m.company, forms),
    email: emailField(m.email),
    agenda: requiredText(5, 2000, m.agenda, forms),
  }),
);
export const bookingSchema = bookingSchemaFor("en");
export type BookingInput = z.infer<typeof bookingSchema>;

/** A new time for a meeting (the reschedule page and its PATCH). */
export const rescheduleSchemaFor = byLanguage(({ booking: { messages: m } }) => z.object({ start: instant(m.start) }));

/** GET /api/booking/slots and the panel's query: a window and the visitor's zone. */
export const slotQuerySchema = z.object({
  from: instant("from must be an ISO instant (2026-03-09T13:00:00Z)").optional(),
  to: instant("to must be an ISO instant (2026-03-09T13:00:00Z)").optional(),
  tz: timeZoneField("tz must be an IANA time zone (America/New_York)").default(DEFAULT_VISITOR_ZONE),
});

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "09:00-12:00, 13:00-17:00" → ranges for one weekday; null when any part is malformed. */
export function parseDayRanges(day: number, text: string): WeeklyRange[] | null {
  const ranges: WeeklyRange[] = [];
  for (const part of text
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/.exec(part);
    if (!m) return null;
    const [start, end] = [m[1]!.padStart(5, "0"), m[2]!.padStart(5, "0")];
    const a = parseClock(start);
    const b = parseClock(end);
    if (a === null || b === null || b <= a) return null;
    ranges.push({ day, start, end });
  }
  return ranges;
}

/** Ranges back to the form's text for one weekday. */
export const dayRangesText = (ranges: WeeklyRange[], day: number) =>
  ranges
    .filter((r) => r.day === day)
    .map((r) => `${r.start}-${r.end}`)
    .join(", ");

const intField = (min: number, max: number, label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be a whole number from ${min} to ${max}`)
    .max(max, `${label} must be a whole number from ${min} to ${max}`);

/** One weekday's ranges; blank (which conform reads as absent) is a day off. */
const dayField = (day: number) =>
  z
    .string()
    .max(200)
    .optional()
    .transform((text, ctx) => {
      const ranges = parseDayRanges(day, text ?? "");
      if (!ranges) {
        ctx.addIssue({ code: "custom", message: `${WEEKDAYS[day]}: write hours as 09:00-12:00, 13:00-17:00` });
        return z.NEVER;
      }
      return ranges;
    });

/** A host's settings as My account's form posts them (English: a staff screen). */
export const hostSettingsSchema = z.object({
  timeZone: timeZoneField("Time zone must be an IANA zone such as America/Bogota"),
  day0: dayField(0),
  day1: dayField(1),
  day2: dayField(2),
  day3: dayField(3),
  day4: dayField(4),
  day5: dayField(5),
  day6: dayField(6),
  meetingMinutes: intField(15, 120, "Meeting length"),
  bufferMinutes: intField(0, 120, "Buffer"),
  noticeHours: intField(0, 336, "Minimum notice"),
  horizonDays: intField(1, 90, "Horizon"),
  videoLink: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined),
    z
      .string()
      .max(500)
      .url("Video link must be an https:// address")
      .refine((u) => u.startsWith("https://"), "Video link must be an https:// address")
      .optional(),
  ),
});
export type HostSettingsInput = z.infer<typeof hostSettingsSchema>;
