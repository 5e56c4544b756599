// Addresses never to be mailed again, kept after their subscriber is deleted (docs/decisions/0038;
// migrations/0030_email_suppressions.sql): a one-way hash of the address, why, and since when; nothing else.
// Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { SUPPRESSION_REASONS } from "../schemas/vocabulary";

export const emailSuppressions = sqliteTable(
  "email_suppressions",
  {
    /** SHA-256 of the normalized address (suppressionKey in app/models/email-suppressions.server.ts). */
    addressHash: text("address_hash").primaryKey(),
    reason: text("reason", { enum: SUPPRESSION_REASONS }).notNull(),
    /** When the bounce or complaint suppressed the address (not when its subscriber was deleted). */
    suppressedAt: integer("suppressed_at", { mode: "timestamp_ms" }).notNull(),
  },
  () => [
    check(
      "email_suppressions_reason_check",
      sql.raw(`reason in (${SUPPRESSION_REASONS.map((r) => `'${r}'`).join(", ")})`),
    ),
  ],
);
