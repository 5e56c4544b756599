// Newsletter subscribers: sign-up (without duplicates), signed unsubscribe links, and the admin list.
import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import { newsletterSubscribers, type Subscriber } from "~/db/schema";
import { db } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { contains } from "~/lib/list-query";
import { sign, verify } from "~/lib/signing.server";
import type { SubscribeInput } from "~/schemas/subscriber";
import { type ListQuery } from "~/lib/params";
import { type SubscriberStatus } from "~/lib/vocabulary";

/** Whether the address was new; the caller never learns more, and never tells a visitor even that. */
export type Subscription = { outcome: "created"; subscriber: Subscriber } | { outcome: "known" };

/**
 * Adds the e-mail to the list, once whatever its case. An address already on it is left exactly as it is:
 * one that unsubscribed is not signed up again by anyone who knows it (it must confirm, issue 21).
 */
export async function subscribe(input: SubscribeInput): Promise<Subscription> {
  const [row] = await db()
    .insert(newsletterSubscribers)
    .values({ email: input.email.toLowerCase(), name: input.name, status: "active" })
    .onConflictDoNothing()
    .returning();
  return row ? { outcome: "created", subscriber: row } : { outcome: "known" };
}

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
  return db()
    .select()
    .from(newsletterSubscribers)
    .where(subscriberFilter(query))
    .orderBy(desc(newsletterSubscribers.subscribedAt));
}

export async function findSubscriber(id: number): Promise<Subscriber | null> {
  const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1);
  return row ?? null;
}

export async function setSubscriberStatus(id: number, status: SubscriberStatus): Promise<Subscriber> {
  const [row] = await db()
    .update(newsletterSubscribers)
    .set({ status, updatedAt: new Date() })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  if (!row) throw notFound("Subscriber not found");
  return row;
}

export async function deleteSubscriber(id: number): Promise<void> {
  const [row] = await db()
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  if (!row) throw notFound("Subscriber not found");
}

const UNSUBSCRIBE = "newsletter-unsubscribe";

/** `/newsletter/unsubscribe?token=…` for this subscriber: the id and a signature over id and e-mail. */
export async function unsubscribePath(subscriber: Pick<Subscriber, "id" | "email">): Promise<string> {
  const signature = await sign(UNSUBSCRIBE, `${subscriber.id}:${subscriber.email.toLowerCase()}`);
  return `/newsletter/unsubscribe?token=${subscriber.id}.${signature}`;
}

/** The subscriber a token was made for, or null when the token is malformed, forged or stale. */
export async function subscriberFromToken(token: string | null): Promise<Subscriber | null> {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{20,100})$/.exec(token ?? "");
  if (!match) return null;
  const row = await findSubscriber(Number(match[1]));
  if (!row) return null;
  return (await verify(UNSUBSCRIBE, `${row.id}:${row.email.toLowerCase()}`, match[2]!)) ? row : null;
}
