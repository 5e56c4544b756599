// iCalendar (RFC 5545) invitations for meetings: a METHOD:REQUEST (new or moved, SEQUENCE counts the changes) or
// METHOD:CANCEL with one VEVENT, times in UTC, lines folded at 75 octets, text escaped. Pure: the mail templates
// attach what it writes.

export type IcsEvent = {
  method: "REQUEST" | "CANCEL";
  /** Stable per meeting: the same UID and a higher SEQUENCE update or cancel the invitation already accepted. */
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
};

/** 20261108T150000Z */
export const icsDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** TEXT value escaping: backslash, semicolon, comma, newline. */
export const icsText = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** A parameter value (CN): quoted, without the characters a quoted parameter may not hold. */
const paramText = (value: string) => `"${value.replace(/["\p{Cc}]/gu, "")}"`;
/** A mailto: address, with nothing that could end the line. */
const mailto = (email: string) => `mailto:${email.replace(/[\s<>,;"\p{Cc}]/gu, "")}`;

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (continuations start with a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const n = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + n > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The calendar object, CRLF line endings. */
export function icsCalendar(event: IcsEvent): string {
  const cancelled = event.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Cordillera Nearshore//Booking//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDate(event.stamp)}`,
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url.replace(/[\s\p{Cc}]/gu, "")}`] : []),
    `ORGANIZER;CN=${paramText(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...event.attendees.map(
      (a) =>
        `ATTENDEE;CN=${paramText(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? "DECLINED" : "NEEDS-ACTION"};RSVP=${cancelled ? "FALSE" : "TRUE"}:${mailto(a.email)}`,
    ),
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** Reads a calendar's properties back (unfolded, first VEVENT): for tests and for anyone checking an invitation. */
export function parseIcs(text: string): Record<string, string> {
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  const props: Record<string, string> = {};
  for (const line of unfolded.split(/\r\n/)) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(";")[0]!;
    if (!(name in props)) props[name] = line.slice(colon + 1);
    else if (name === "ATTENDEE") props[name] += `\n${line.slice(colon + 1)}`;
  }
  return props;
}
