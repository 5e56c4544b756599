// Job alerts (issue 30): sign-up with double opt-in (pending until the signed, single-use confirmation link is
// followed, as the newsletter's: subscribers.server.ts), the signed manage and unsubscribe links, changing the
// choices, the expiry sweep, and the admin list. Sending is in job-alert-sends.server.ts.
import { and, desc, eq, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { jobAlerts, type JobAlert, type JobAlertStatus } from "~/db/job-alert-tables";
import { db, pageWithTotal } from "~/db/client.server";
import { notFound } from "~/platform/errors.server";
import { contains } from "~/models/list-query.server";
import { rowFromToken, rowToken } from "~/platform/signing.server";
import type { ListQuery } from "~/platform/params";
import { settings, siteUrl } from "~/platform/env.server";
import { queueReplacing } from "~/models/outbox.server";
import { jobAlertConfirmation } from "~/models/job-alert-mail.server";
import { localizedPath, type Language } from "~/i18n/languages";
import {
  isJobAlertFrequency,
  jobAlertConsent,
  type JobAlertChoices,
  type JobAlertFrequency,
  type JobAlertInput,
} from "~/schemas/job-alert";
import { confirmationOpen, expiredBefore, mayResendConfirmation } from "~/models/opt-in.server";

/** A list of choices as stored: ",a,b," so that SQL can match one with LIKE; '' when none (any). */
export const encodeChoices = (list: readonly string[]) => (list.length ? `,${list.join(",")},` : "");
export const decodeChoices = (stored: string) => stored.split(",").filter(Boolean);

/** The alert as its pages, e-mails and the admin screen read it. */
export const alertChoices = (a: Pick<JobAlert, "categories" | "locations" | "frequency">) => ({
  categories: decodeChoices(a.categories),
  locations: decodeChoices(a.locations),
  frequency: (isJobAlertFrequency(a.frequency) ? a.frequency : "instant") as JobAlertFrequency,
});

/** What a sign-up did, for its after-write hook: the alert to send a confirmation to, or nobody (same answer). */
export type JobAlertSignUp = { confirm: JobAlert | null };

const storedChoices = (c: JobAlertChoices) => ({
  categories: encodeChoices(c.categories),
  locations: encodeChoices(c.locations),
  frequency: c.frequency,
});

/**
 * Records a sign-up in `language`: a new address is stored as pending with its choices and consent and gets a
 * confirmation e-mail. A pending or stopped alert takes the new choices and a new link (the old one stops
 * working), at most once per CONFIRMATION_RESEND_AFTER_MS; it stays as it is until the link is followed. An active
 * alert is left alone (its owner changes it from the link in any alert), so knowing an address changes nothing.
 */
export async function subscribeToJobAlerts(
  input: JobAlertInput,
  language: Language = "en",
  now = new Date(),
): Promise<JobAlertSignUp> {
  const email = input.email.toLowerCase();
  const fields = {
    ...storedChoices(input),
    language,
    consentedAt: now,
    consentText: jobAlertConsent(language),
    confirmationSentAt: now,
  };
  const d = db();
  const [created] = await d
    .insert(jobAlerts)
    .values({ email, status: "pending", ...fields })
    .onConflictDoNothing()
    .returning();
  if (created) return { confirm: created };
  const [existing] = await d
    .select()
    .from(jobAlerts)
    .where(sql`lower(${jobAlerts.email}) = ${email}`)
    .limit(1);
  if (!existing || existing.status === "active") return { confirm: null };
  if (!mayResendConfirmation(existing.confirmationSentAt, now)) return { confirm: null };
  const [renewed] = await d
    .update(jobAlerts)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(jobAlerts.id, existing.id), eq(jobAlerts.status, existing.status)))
    .returning();
  return { confirm: renewed ?? null };
}

export async function findJobAlert(id: number): Promise<JobAlert | null> {
  const [row] = await db().select().from(jobAlerts).where(eq(jobAlerts.id, id)).limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Confirmation links: `/jobs/alerts/confirm?token=<id>.<signature>` (under /es for a Spanish alert), signed over the
// id, the address and the moment the confirmation was sent: it works once, only the latest works, and for 7 days.

const CONFIRM = "job-alert-confirm";

export async function jobAlertConfirmationPath(alert: JobAlert): Promise<string> {
  if (!alert.confirmationSentAt) throw new Error("no confirmation pending for this job alert");
  const token = await rowToken(CONFIRM, alert, alert.confirmationSentAt);
  return localizedPath(alert.language, `/jobs/alerts/confirm?token=${token}`);
}

/** A sign-up's confirmation e-mail, when it asked for one (a new link replaces the last). */
export async function queueJobAlertConfirmation({ confirm }: JobAlertSignUp): Promise<number[]> {
  if (!confirm) return [];
  const link = siteUrl(await jobAlertConfirmationPath(confirm));
  return queueReplacing(confirm.id, jobAlertConfirmation(confirm, { siteUrl: settings().SITE_URL, link }));
}

/** The alert a confirmation token is for, while the link is still good (unused, latest, not expired). */
export async function jobAlertFromConfirmationToken(token: string | null, now = new Date()): Promise<JobAlert | null> {
  const row = await rowFromToken(CONFIRM, token, findJobAlert, (a) => a.confirmationSentAt);
  if (!row || row.status === "active") return null;
  return confirmationOpen(row.confirmationSentAt, now) ? row : null;
}

/** Makes the alert active, once: the update only matches while the link's confirmation is still pending. */
export async function confirmJobAlert(alert: JobAlert, now = new Date()): Promise<JobAlert | null> {
  if (!alert.confirmationSentAt) return null;
  const [row] = await db()
    .update(jobAlerts)
    .set({ status: "active", confirmedAt: now, confirmationSentAt: null, unsubscribedAt: null, updatedAt: now })
    .where(
      and(
        eq(jobAlerts.id, alert.id),
        eq(jobAlerts.confirmationSentAt, alert.confirmationSentAt),
        ne(jobAlerts.status, "active"),
      ),
    )
    .returning();
  return row ?? null;
}

/** The daily sweep: sign-ups never confirmed within the link's life are forgotten. */
export async function removeExpiredJobAlerts(now = new Date()): Promise<{ jobAlertsExpired: number }> {
  const cutoff = expiredBefore(now);
  const removed = await db()
    .delete(jobAlerts)
    .where(
      and(
        eq(jobAlerts.status, "pending"),
        lt(sql`coalesce(${jobAlerts.confirmationSentAt}, ${jobAlerts.createdAt})`, cutoff),
      ),
    )
    .returning({ id: jobAlerts.id });
  return { jobAlertsExpired: removed.length };
}

// ---------------------------------------------------------------------------------------------------------
// The link in every alert: `/jobs/alerts/manage?token=…` and `/jobs/alerts/unsubscribe?token=…` (the List-Unsubscribe
// URL), one token signed over the id and the address, in the alert's language.

const MANAGE = "job-alert-manage";

export async function jobAlertLinks(alert: Pick<JobAlert, "id" | "email" | "language">) {
  const token = await rowToken(MANAGE, alert);
  return {
    manage: localizedPath(alert.language, `/jobs/alerts/manage?token=${token}`),
    unsubscribe: localizedPath(alert.language, `/jobs/alerts/unsubscribe?token=${token}`),
  };
}

/** The alert a manage or unsubscribe token was made for, or null when it is malformed, forged or stale. */
export async function jobAlertFromToken(token: string | null): Promise<JobAlert | null> {
  return rowFromToken(MANAGE, token, findJobAlert);
}

/** The manage page's save: the alert's new choices (its status stays as it is). */
export async function updateJobAlertChoices(id: number, choices: JobAlertChoices, now = new Date()): Promise<JobAlert> {
  const [row] = await db()
    .update(jobAlerts)
    .set({ ...storedChoices(choices), updatedAt: now })
    .where(eq(jobAlerts.id, id))
    .returning();
  if (!row) throw notFound("Job alert not found");
  return row;
}

/** Stops the alert (the unsubscribe page, and a mail client's one-click POST); an alert already stopped stays so. */
export async function unsubscribeJobAlert(id: number, now = new Date()): Promise<JobAlert> {
  const [row] = await db()
    .update(jobAlerts)
    .set({ status: "unsubscribed", unsubscribedAt: now, confirmationSentAt: null, updatedAt: now })
    .where(and(eq(jobAlerts.id, id), ne(jobAlerts.status, "unsubscribed")))
    .returning();
  if (row) return row;
  const current = await findJobAlert(id);
  if (!current) throw notFound("Job alert not found");
  return current;
}

// ---------------------------------------------------------------------------------------------------------
// The admin screen.

export type JobAlertListQuery = ListQuery & { status?: JobAlertStatus | null };

function alertFilter(query: { q: string; status?: JobAlertStatus | null }): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(or(contains(jobAlerts.email, query.q)));
  if (query.status) conditions.push(eq(jobAlerts.status, query.status));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listJobAlerts(query: JobAlertListQuery) {
  const d = db();
  const where = alertFilter(query);
  const ordered = d.select().from(jobAlerts).where(where).orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
  const { rows, total } = await pageWithTotal(d, ordered, jobAlerts, where, query);
  return { alerts: rows, total };
}

export async function deleteJobAlert(id: number): Promise<void> {
  const [row] = await db().delete(jobAlerts).where(eq(jobAlerts.id, id)).returning({ id: jobAlerts.id });
  if (!row) throw notFound("Job alert not found");
}
