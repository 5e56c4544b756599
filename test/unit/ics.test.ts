// ICS invitations (app/platform/ics.ts): the fields calendars read, UTC times, escaping, folding at 75 octets.
import { describe, expect, it } from "vitest";
import { foldLine, icsCalendar, icsDate, icsText, parseIcs, type IcsEvent } from "~/platform/ics";

const event = (over: Partial<IcsEvent> = {}): IcsEvent => ({
  method: "REQUEST",
  uid: "meeting-7@cordillera.example",
  sequence: 0,
  start: new Date("2026-11-02T14:00:00Z"),
  end: new Date("2026-11-02T14:30:00Z"),
  stamp: new Date("2026-11-01T10:00:00Z"),
  summary: "Discovery call with Cordillera Nearshore",
  description: "Discovery call\nVideo link: https://meet.example/x",
  location: "https://meet.example/x",
  url: "https://meet.example/x",
  organizer: { name: "Elena Ruiz", email: "elena@cordillera.example" },
  attendees: [{ name: "Sam Carter", email: "sam@acme.example" }],
  ...over,
});

describe("icsCalendar", () => {
  it("writes a METHOD:REQUEST with UTC times, the sequence, organizer and attendee, CRLF line endings", () => {
    const text = icsCalendar(event());
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const ics = parseIcs(text);
    expect(ics).toMatchObject({
      METHOD: "REQUEST",
      UID: "meeting-7@cordillera.example",
      SEQUENCE: "0",
      DTSTAMP: "20261101T100000Z",
      DTSTART: "20261102T140000Z",
      DTEND: "20261102T143000Z",
      LOCATION: "https://meet.example/x",
      URL: "https://meet.example/x",
      ORGANIZER: "mailto:elena@cordillera.example",
      ATTENDEE: "mailto:sam@acme.example",
      STATUS: "CONFIRMED",
    });
    expect(text).toContain('ORGANIZER;CN="Elena Ruiz":mailto:elena@cordillera.example');
    expect(parseIcs(text).DESCRIPTION).toBe("Discovery call\\nVideo link: https://meet.example/x");
  });

  it("a cancellation keeps the UID, raises the sequence and says CANCELLED", () => {
    const ics = parseIcs(icsCalendar(event({ method: "CANCEL", sequence: 2 })));
    expect(ics).toMatchObject({
      METHOD: "CANCEL",
      SEQUENCE: "2",
      STATUS: "CANCELLED",
      UID: "meeting-7@cordillera.example",
    });
  });

  it("escapes text and keeps names and addresses from ending a line", () => {
    expect(icsText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    const text = icsCalendar(
      event({ attendees: [{ name: 'Evil"\r\nATTENDEE:mailto:x@y', email: "sam@acme.example\r\nX-INJECT:1" }] }),
    );
    expect(text).not.toMatch(/\r\nX-INJECT/);
    expect(text).not.toMatch(/\r\nATTENDEE:mailto:x@y/);
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const line = `SUMMARY:${"Llamada de descubrimiento con Cordillera Nearshore — ñandú ".repeat(3)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(icsDate(new Date("2027-03-14T07:00:00.000Z"))).toBe("20270314T070000Z");
  });
});
