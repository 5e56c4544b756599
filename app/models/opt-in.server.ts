// The double opt-in the newsletter and job alerts share: a sign-up stays pending until the signed, single-use link in
// its confirmation e-mail is followed. Each link is signed over the moment its e-mail was sent (rowToken), so only
// the latest one works; these are its clocks.
import { DAY_MS } from "~/platform/time";

/** A confirmation link works for this long; a sign-up still pending after it is removed by the daily sweep. */
export const CONFIRMATION_TTL_MS = 7 * DAY_MS;

/**
 * Signing up again while a confirmation is on its way sends another only after this long, so nobody can use a
 * public form to flood an inbox with confirmation e-mail.
 */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60_000;

/** Whether a confirmation sent at `sentAt` can still be followed at `now` (none pending: no). */
export const confirmationOpen = (sentAt: Date | null, now: Date) =>
  sentAt !== null && now.getTime() - sentAt.getTime() <= CONFIRMATION_TTL_MS;

/** Whether another confirmation may go out at `now`, the last having gone at `lastSentAt` (none: yes). */
export const mayResendConfirmation = (lastSentAt: Date | null, now: Date) =>
  now.getTime() - (lastSentAt?.getTime() ?? 0) >= CONFIRMATION_RESEND_AFTER_MS;

/** The daily sweep's cutoff (ms): a sign-up pending since before it has outlived its link. */
export const expiredBefore = (now: Date) => now.getTime() - CONFIRMATION_TTL_MS;
