// Addresses the product must never mail again: a hard bounce or a spam complaint (docs/decisions/0016). While the
// subscriber is listed its row says so; once it is deleted, a record of the address's SHA-256, the reason and the
// date says so instead (docs/decisions/0038). Every sign-up asks isAddressSuppressed, the one rule over both.
import { sql } from "drizzle-orm";
import { emailSuppressions, newsletterSubscribers } from "~/db/schema";
import { db } from "~/db/client.server";
import { hashSessionId } from "~/models/sessions.server";
import { normalizeEmail } from "~/platform/site";
import { SUPPRESSION_REASONS, type SuppressionReason } from "~/schemas/vocabulary";

/**
 * What the record keeps instead of the address: SHA-256 of the normalized address under this table's own prefix.
 * Unkeyed on purpose: a key from SESSION_SECRET would stop matching once a rotated-out secret is dropped, silently
 * un-suppressing every address recorded under it (docs/decisions/0038).
 */
export const suppressionKey = (email: string) => hashSessionId(`email-suppression:${normalizeEmail(email)}`);

/**
 * Whether an address bounced or complained: its subscriber's row says so, or a record kept when that subscriber was
 * deleted (or when the event came for an address not on the list). One query.
 */
export async function isAddressSuppressed(email: string): Promise<boolean> {
  const reasons = sql.join(
    SUPPRESSION_REASONS.map((r) => sql`${r}`),
    sql`, `,
  );
  const row = await db().get<{ suppressed: number }>(sql`
    select exists(select 1 from ${emailSuppressions} where ${emailSuppressions.addressHash} = ${await suppressionKey(email)})
      or exists(select 1 from ${newsletterSubscribers} where lower(${newsletterSubscribers.email}) = ${normalizeEmail(email)}
        and ${newsletterSubscribers.unsubscribeReason} in (${reasons})) as suppressed`);
  return row?.suppressed === 1;
}

/**
 * The record that keeps an address suppressed once its subscriber is gone: an insert to run on its own or in the
 * delete's batch. The first reason and date stay (a later event for the same address changes nothing).
 */
export const keepSuppression = (addressHash: string, reason: SuppressionReason, suppressedAt: Date) =>
  db().insert(emailSuppressions).values({ addressHash, reason, suppressedAt }).onConflictDoNothing();
