// The after-write hooks of the public writes that send e-mail (an enquiry, an application, a newsletter sign-up):
// which messages each causes, rendered and handed to the outbox (outbox.server.ts).
import { and, eq, gte, sql } from "drizzle-orm";
import { outbox, type Contact, type Application } from "~/db/schema";
import { db } from "~/db/client.server";
import { settings, siteUrl } from "~/platform/env.server";
import {
  applicationAlert,
  applicationConfirmation,
  applicationDuplicateNotice,
  contactAlert,
  contactAutoReply,
  headerAddress,
} from "~/models/mail-templates.server";
import { newsletterConfirmation } from "~/models/newsletter-mail.server";
import { queueMessages, queueReplacing } from "~/models/outbox.server";
import { staffToNotify } from "~/models/notification-preferences.server";
import { confirmationPath, type Subscription } from "~/models/subscribers.server";
import { statusPagePath } from "~/models/application-status-token.server";
import { daysBefore } from "~/platform/time";

/**
 * The messages a new enquiry causes: an alert to each staff user who wants enquiry alerts, and the auto-reply to
 * the enquirer. Stores them, then enqueues them. Returns the outbox ids.
 */
export async function queueContactMessages(contact: Contact): Promise<number[]> {
  const base = settings().SITE_URL;
  const link = siteUrl(`/admin/contacts?dialog=view&id=${contact.id}`);
  const [staff, replied] = await Promise.all([
    staffToNotify("newEnquiries"),
    autoRepliesSince(contact.email, daysBefore(new Date(), 1)),
  ]);
  return queueMessages(contact.id, [
    ...staff.map((to) => contactAlert(contact, to, { siteUrl: base, link })),
    // Staff hear of every enquiry; the address typed in hears from us a few times a day at most, so the form
    // cannot be used to flood someone else's inbox from the company's domain.
    ...(replied < MAX_AUTOREPLIES_PER_DAY ? [contactAutoReply(contact, { siteUrl: base })] : []),
  ]);
}

export const MAX_AUTOREPLIES_PER_DAY = 3;

/** How many enquiry auto-replies went (or are going) to the address since then. */
async function autoRepliesSince(address: string, since: Date): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)` })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, "contact_autoreply"),
        eq(outbox.recipient, headerAddress(address)),
        gte(outbox.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The messages a new job application causes: staff alerts and the applicant's confirmation. A repeat of an earlier
 * application causes only the notice to the applicant (once per application: the outbox keeps one of a kind).
 */
export async function queueApplicationMessages(
  application: Application & { duplicate?: true; statusToken?: string },
): Promise<number[]> {
  const base = settings().SITE_URL;
  if (application.duplicate)
    return queueMessages(application.id, [applicationDuplicateNotice(application, { siteUrl: base })]);
  const link = siteUrl(`/admin/applications?dialog=view&id=${application.id}`);
  const staff = await staffToNotify("newApplications");
  // The link to the candidate's status page: its token is in this e-mail only (the row keeps its hash).
  const { statusToken } = application;
  const statusLink = statusToken ? siteUrl(statusPagePath(application.language, statusToken)) : null;
  return queueMessages(application.id, [
    ...staff.map((to) => applicationAlert(application, to, { siteUrl: base, link })),
    applicationConfirmation(application, { siteUrl: base, statusLink }),
  ]);
}

/** A sign-up's confirmation e-mail, when the sign-up asked for one (never for an active or suppressed address). */
export async function queueNewsletterConfirmation({ confirm }: Subscription): Promise<number[]> {
  if (!confirm) return [];
  const link = siteUrl(await confirmationPath(confirm));
  return queueReplacing(confirm.id, newsletterConfirmation(confirm, { siteUrl: settings().SITE_URL, link }));
}
