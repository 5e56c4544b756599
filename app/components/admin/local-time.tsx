// A moment in the back office, shown in the viewer's own time zone. The server knows only UTC (Workers run in it),
// so it renders the UTC text, which is what a visitor without JavaScript keeps; once hydrated, the browser rewrites
// it in its own zone, naming the zone so the reader is never unsure which one it is.
import { useEffect, useState } from "react";
import { dateTimeFormat } from "~/platform/intl";

const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/** 'Jan 5, 2024, 3:04 PM UTC' on the server; 'Jan 5, 2024, 10:04 AM GMT-5' in a browser in Bogotá. */
export function formatMoment(iso: string, timeZone?: string, seconds = false): string {
  const options = seconds ? { ...DATE_TIME, second: "2-digit" as const } : DATE_TIME;
  return dateTimeFormat("en-US", { ...options, timeZone }).format(new Date(iso));
}

/** `seconds`: to the second, where the order of close events matters (the Activity log). */
export function LocalTime({
  at,
  fallback = "N/A",
  seconds = false,
}: {
  at: string | null;
  fallback?: string;
  seconds?: boolean;
}) {
  const [text, setText] = useState(() => (at ? formatMoment(at, "UTC", seconds) : fallback));
  useEffect(() => {
    if (at) setText(formatMoment(at, undefined, seconds));
  }, [at, seconds]);
  return at ? <time dateTime={at}>{text}</time> : <>{fallback}</>;
}
