// Newsletter subscribers: double opt-in sign-up (pending until the signed, single-use confirmation link is followed),
// signed unsubscribe links, unsubscribing with a reason, the expiry sweep, and the admin list.
import { and, count, desc, eq, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { newsletterSubscribers, type Subscriber } from "~/db/schema";
import { db, pageWithTotal } from "~/db/client.server";
import { conflict, notFound } from "~/platform/errors.server";
import { contains, exportRows } from "~/models/list-query.server";
import { announceSubscriberConfirmed, announceSubscriberLeft } from "~/models/webhook-events.server";
import { rowFromToken, rowToken } from "~/platform/signing.server";
import { NEWSLETTER_MESSAGES, newsletterConsent, type SubscribeInput } from "~/schemas/subscriber";
import { localizedPath, type Language } from "~/i18n/languages";
import type { ListQuery } from "~/platform/params";
import {
  SUBSCRIBER_STATUSES,
  SUPPRESSION_REASONS,
  type ConsentForm,
  type SubscriberStatus,
  type SuppressionReason,
  type UnsubscribeReason,
} from "~/schemas/vocabulary";
import { confirmationOpen, expiredBefore, mayResendConfirmation } from "~/models/opt-in.server";
import { isAddressSuppressed, keepSuppression, suppressionKey } from "~/models/email-suppressions.server";

/** Whether a reason means the address must never be mailed again, not even a confirmation. */
const suppresses = (reason: UnsubscribeReason | null): reason is SuppressionReason =>
  reason !== null && (SUPPRESSION_REASONS as readonly UnsubscribeReason[]).includes(reason);
export const isSuppressed = (s: Pick<Subscriber, "unsubscribeReason">) => suppresses(s.unsubscribeReason);

/**
 * What a sign-up did, for its after-write hook: the subscriber to send a confirmation e-mail, or nobody. The
 * visitor never learns which: every sign-up gets the same answer.
 */
export type Subscription = { confirm: Subscriber | null };

export type SignUp = SubscribeInput & { consentForm: ConsentForm };

/**
 * Records the sign-up, made in `language` (the page's, or the API body's): a new address is stored as `pending` with
 * its consent record (the wording the form showed, in that language) and gets a confirmation e-mail in it.
 * A pending address, or one that unsubscribed, gets a fresh consent record, the sign-up's language and a new
 * confirmation link (the old one stops working), at most once per CONFIRMATION_RESEND_AFTER_MS; it stays as it is
 * until the link is followed, so nobody who merely knows an address can put it back on the list. An active address,
 * or one that bounced or complained, is left alone, its language included; an address that bounced or complained
 * and whose subscriber was deleted is not stored again (docs/decisions/0038).
 */
export async function subscribe(input: SignUp, language: Language = "en", now = new Date()): Promise<Subscription> {
  const email = input.email.toLowerCase();
  if (await isAddressSuppressed(email)) return { confirm: null };
  const consent = {
    consentedAt: now,
    consentForm: input.consentForm,
    consentText: newsletterConsent(language),
    language,
  };
  const d = db();
  const [created] = await d
    .insert(newsletterSubscribers)
    .values({ email, name: input.name, status: "pending", ...consent, confirmationSentAt: now })
    .onConflictDoNothing()
    .returning();
  if (created) return { confirm: created };

  const existing = await findSubscriberByEmail(email);
  if (!existing || existing.status === "active" || isSuppressed(existing)) return { confirm: null };
  if (!mayResendConfirmation(existing.confirmationSentAt, now)) return { confirm: null };
  const [renewed] = await d
    .update(newsletterSubscribers)
    .set({ ...consent, confirmationSentAt: now, updatedAt: now })
    .where(and(eq(newsletterSubscribers.id, existing.id), eq(newsletterSubscribers.status, existing.status)))
    .returning();
  return { confirm: renewed ?? null };
}

async function findSubscriberByEmail(email: string): Promise<Subscriber | null> {
  const [row] = await db()
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Confirmation links: `/newsletter/confirm?token=<id>.<signature>` (under `/es` for a Spanish subscriber), the
// signature over the id, the address and the moment the confirmation was sent. Confirming clears that moment, so a link works once; a newer confirmation
// changes it, so only the latest link works; after CONFIRMATION_TTL_MS it has expired.

const CONFIRM = "newsletter-confirm";

export async function confirmationPath(subscriber: Subscriber): Promise<string> {
  if (!subscriber.confirmationSentAt) throw new Error("no confirmation pending for this subscriber");
  const token = await rowToken(CONFIRM, subscriber, subscriber.confirmationSentAt);
  return localizedPath(subscriber.language, `/newsletter/confirm?token=${token}`);
}

/** The subscriber a confirmation token is for, while the link is still good (unused, latest, not expired). */
export async function subscriberFromConfirmationToken(token: string | null, now = new Date()) {
  const row = await rowFromToken(CONFIRM, token, findSubscriber, (s) => s.confirmationSentAt);
  if (!row || row.status === "active" || isSuppressed(row)) return null;
  return confirmationOpen(row.confirmationSentAt, now) ? row : null;
}

/** Makes the subscriber active, once: the update only matches while the link's confirmation is still pending. */
export async function confirmSubscriber(subscriber: Subscriber, now = new Date()): Promise<Subscriber | null> {
  if (!subscriber.confirmationSentAt) return null;
  const [row] = await db()
    .update(newsletterSubscribers)
    .set({
      status: "active",
      confirmedAt: now,
      confirmationSentAt: null,
      unsubscribedAt: null,
      unsubscribeReason: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(newsletterSubscribers.id, subscriber.id),
        eq(newsletterSubscribers.confirmationSentAt, subscriber.confirmationSentAt),
        ne(newsletterSubscribers.status, "active"),
      ),
    )
    .returning();
  if (row) void announceSubscriberConfirmed(row);
  return row ?? null;
}

/**
 * An admin's "Resend confirmation" for a pending or unsubscribed address: a new link (the old one stops working),
 * returned for the outbox. Refused for an active address and for one that bounced or complained.
 */
export async function renewConfirmation(id: number, now = new Date()): Promise<Subscriber> {
  const subscriber = await findSubscriber(id);
  if (!subscriber) throw notFound("Subscriber not found");
  if (subscriber.status === "active") throw conflict(NEWSLETTER_MESSAGES.alreadyActive);
  if (isSuppressed(subscriber)) throw conflict(NEWSLETTER_MESSAGES.suppressed);
  const [row] = await db()
    .update(newsletterSubscribers)
    .set({ confirmationSentAt: now, updatedAt: now })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row!;
}

/** The daily sweep: sign-ups never confirmed within their link's life (CONFIRMATION_TTL_MS) are forgotten. */
export async function removeExpiredPending(now = new Date()): Promise<{ removed: number }> {
  const cutoff = expiredBefore(now);
  const removed = await db()
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, "pending"),
        lt(sql`coalesce(${newsletterSubscribers.confirmationSentAt}, ${newsletterSubscribers.subscribedAt})`, cutoff),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return { removed: removed.length };
}

// ---------------------------------------------------------------------------------------------------------
// Leaving the list.

/**
 * Unsubscribes, recording why and when. A bounce or complaint also overrides an earlier reason, so the address is
 * never mailed again, not even a confirmation; any pending confirmation link stops working.
 */
export async function unsubscribe(id: number, reason: UnsubscribeReason, now = new Date()): Promise<Subscriber> {
  const suppressing = suppresses(reason);
  const [row] = await db()
    .update(newsletterSubscribers)
    .set({
      status: "unsubscribed",
      unsubscribedAt: now,
      unsubscribeReason: reason,
      confirmationSentAt: null,
      updatedAt: now,
    })
    .where(
      and(eq(newsletterSubscribers.id, id), suppressing ? undefined : ne(newsletterSubscribers.status, "unsubscribed")),
    )
    .returning();
  if (row) {
    void announceSubscriberLeft(row);
    return row;
  }
  const current = await findSubscriber(id);
  if (!current) throw notFound("Subscriber not found");
  return current;
}

/**
 * The provider's bounce or complaint for an address: unsubscribes it for good. Null when it is not on the list (its
 * subscriber deleted since the message went out): then only the suppression record is kept (docs/decisions/0038).
 */
export async function suppressAddress(
  email: string,
  reason: SuppressionReason,
  now = new Date(),
): Promise<Subscriber | null> {
  const subscriber = await findSubscriberByEmail(email);
  if (subscriber) return unsubscribe(subscriber.id, reason, now);
  await keepSuppression(await suppressionKey(email), reason, now);
  return null;
}

/**
 * The admin's status change (page and API): unsubscribing only. An address becomes active when its owner follows
 * a confirmation link, never by an admin's hand (they can resend the confirmation).
 */
export async function setSubscriberStatus(id: number, status: SubscriberStatus): Promise<Subscriber> {
  if (status !== "unsubscribed") {
    if (!(await findSubscriber(id))) throw notFound("Subscriber not found");
    throw conflict(NEWSLETTER_MESSAGES.noActivation);
  }
  return unsubscribe(id, "admin");
}

// ---------------------------------------------------------------------------------------------------------
// The admin list.

function subscriberFilter(query: { q: string; status?: SubscriberStatus | null }): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q)
    conditions.push(or(contains(newsletterSubscribers.email, query.q), contains(newsletterSubscribers.name, query.q)));
  if (query.status) conditions.push(eq(newsletterSubscribers.status, query.status));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listSubscribers(query: ListQuery & { status?: SubscriberStatus | null }) {
  const d = db();
  const where = subscriberFilter(query);
  const ordered = d
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id));
  const { rows, total } = await pageWithTotal(d, ordered, newsletterSubscribers, where, query);
  return { subscribers: rows, total };
}

/** How many addresses are in each status (every status present, zero when none). */
export async function subscriberCounts(): Promise<Record<SubscriberStatus, number>> {
  const rows = await db()
    .select({ status: newsletterSubscribers.status, n: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((s) => [s, 0])) as Record<SubscriberStatus, number>;
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

/** The subscribers the list shows, in its order, for its CSV export. */
export const exportSubscribers = (query: { q: string; status?: SubscriberStatus | null }) =>
  exportRows(newsletterSubscribers, subscriberFilter(query), "subscribedAt");

/** The language each of these subscribers signed up in (a campaign batch's recipients: at most CAMPAIGN_BATCH). */
export async function subscriberLanguages(ids: number[]): Promise<Map<number, Language>> {
  if (ids.length === 0) return new Map();
  const rows = await db()
    .select({ id: newsletterSubscribers.id, language: newsletterSubscribers.language })
    .from(newsletterSubscribers)
    .where(inArray(newsletterSubscribers.id, ids));
  return new Map(rows.map((r) => [r.id, r.language]));
}

export async function findSubscriber(id: number): Promise<Subscriber | null> {
  const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1);
  return row ?? null;
}

/**
 * Deletes a subscriber (admin page and API). One that bounced or complained leaves its suppression record behind, in
 * the same batch, so the address is never mailed again; anyone else is forgotten (docs/decisions/0038).
 */
export async function deleteSubscriber(id: number): Promise<void> {
  const subscriber = await findSubscriber(id);
  if (!subscriber) throw notFound("Subscriber not found");
  const d = db();
  const remove = d.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  const reason = subscriber.unsubscribeReason;
  if (!suppresses(reason)) {
    await remove;
    return;
  }
  const at = subscriber.unsubscribedAt ?? new Date();
  await d.batch([keepSuppression(await suppressionKey(subscriber.email), reason, at), remove]);
}

// ---------------------------------------------------------------------------------------------------------
// Unsubscribe links: `/newsletter/unsubscribe?token=<id>.<signature>`, in every newsletter message; a Spanish
// subscriber's is under `/es` (the token is the same: it signs the id and the address, not the page).

const UNSUBSCRIBE = "newsletter-unsubscribe";

/** `/newsletter/unsubscribe?token=…` in the subscriber's language: the id and a signature over id and e-mail. */
export async function unsubscribePath(
  subscriber: Pick<Subscriber, "id" | "email"> & { language?: Language },
): Promise<string> {
  const token = await rowToken(UNSUBSCRIBE, subscriber);
  return localizedPath(subscriber.language ?? "en", `/newsletter/unsubscribe?token=${token}`);
}

/** The subscriber a token was made for, or null when the token is malformed, forged or stale. */
export async function subscriberFromToken(token: string | null): Promise<Subscriber | null> {
  return rowFromToken(UNSUBSCRIBE, token, findSubscriber);
}
