// Newsletter subscribers: sign-up (without duplicates), signed unsubscribe links, and the admin list.
import { and, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { newsletterSubscribers, SUBSCRIBER_STATUSES, type NewsletterSubscriber } from "~/db/schema";
import { db } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { contains, type ListQuery } from "~/lib/list-query";
import { sign, verify } from "~/lib/signing.server";
import type { SubscribeInput } from "~/schemas/subscriber";

export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export type SubscribeOutcome = "created" | "known";

/**
 * Adds the e-mail to the list. An address already on it, whatever its case and status, is left exactly as it
 * is: a stranger can type anyone's address, so a sign-up never changes a stored record, and an unsubscribed
 * address is only re-activated by its owner's confirmation. Callers answer both outcomes the same way.
 */
export async function subscribe(input: SubscribeInput): Promise<{ outcome: SubscribeOutcome }> {
  const email = input.email.toLowerCase();
  const [row] = await db()
    .insert(newsletterSubscribers)
    .values({ email, name: input.name, status: "active" })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return { outcome: row ? "created" : "known" };
}

function subscriberFilter(query: { q: string; status?: SubscriberStatus | null }): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(or(contains(newsletterSubscribers.email, query.q), contains(newsletterSubscribers.name, query.q)));
  if (query.status) conditions.push(eq(newsletterSubscribers.status, query.status));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listSubscribers(query: ListQuery & { status?: SubscriberStatus | null }) {
  const d = db();
  const where = subscriberFilter(query);
  const [rows, [total]] = await d.batch([
    d
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
      .limit(query.limit)
      .offset(query.offset),
    d.select({ n: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { subscribers: rows, total: total?.n ?? 0 };
}

export async function exportSubscribers(query: { q: string; status?: SubscriberStatus | null }) {
  return db().select().from(newsletterSubscribers).where(subscriberFilter(query)).orderBy(desc(newsletterSubscribers.subscribedAt));
}

export async function getSubscriber(id: number): Promise<NewsletterSubscriber> {
  const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1);
  if (!row) throw notFound("Subscriber not found");
  return row;
}

export async function setSubscriberStatus(id: number, status: SubscriberStatus): Promise<NewsletterSubscriber> {
  const [row] = await db()
    .update(newsletterSubscribers)
    .set({ status, updatedAt: new Date() })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  if (!row) throw notFound("Subscriber not found");
  return row;
}

export async function deleteSubscriber(id: number): Promise<void> {
  const [row] = await db().delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning({ id: newsletterSubscribers.id });
  if (!row) throw notFound("Subscriber not found");
}

const UNSUBSCRIBE = "newsletter-unsubscribe";

/** `/newsletter/unsubscribe?token=…` for this subscriber: the id and a signature over id and e-mail. */
export async function unsubscribePath(subscriber: Pick<NewsletterSubscriber, "id" | "email">): Promise<string> {
  const signature = await sign(UNSUBSCRIBE, `${subscriber.id}:${subscriber.email.toLowerCase()}`);
  return `/newsletter/unsubscribe?token=${subscriber.id}.${signature}`;
}

/** The subscriber a token was made for, or null when the token is malformed, forged or stale. */
export async function subscriberFromToken(token: string | null): Promise<NewsletterSubscriber | null> {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{20,100})$/.exec(token ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1);
  if (!row) return null;
  return (await verify(UNSUBSCRIBE, `${row.id}:${row.email.toLowerCase()}`, match[2]!)) ? row : null;
}

export function toApiSubscriber(s: NewsletterSubscriber) {
  return {
    id: s.id,
    email: s.email,
    name: s.name,
    status: s.status,
    subscribed_at: s.subscribedAt.toISOString(),
  };
}
