// A day as a span of time, and the moment some days before or after another: for windows ("in the last 30 days"),
// expiries and retention cutoffs. A day here is 24 hours, as the Worker counts in UTC; days on a person's calendar
// (their time zone, DST) are app/platform/slots.ts's and app/platform/intl.ts's.
export const MINUTE_MS = 60 * 1000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** The moment `days` days (of 24 hours) before `moment`. */
export const daysBefore = (moment: Date, days: number) => new Date(moment.getTime() - days * DAY_MS);

/** The moment `days` days (of 24 hours) after `moment`. */
export const daysAfter = (moment: Date, days: number) => new Date(moment.getTime() + days * DAY_MS);
