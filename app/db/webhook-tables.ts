// The outbound webhooks' tables (Integrations, issue 32; migrations/0019_webhooks.sql): endpoints, one delivery per
// event and endpoint, and every attempt of a delivery. Re-exported by schema.ts. Kinds and events are open-ended and
// checked in code (app/schemas/webhook-vocabulary.ts); a delivery's status is a closed set with a CHECK (docs/decisions/0017).
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { WEBHOOK_DELIVERY_STATUSES, type WebhookEvent, type WebhookKind } from "../schemas/webhook-vocabulary";

const now = sql`(unixepoch('subsec') * 1000)`;
const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").$type<WebhookKind>().notNull().default("webhook"),
    url: text("url").notNull(),
    description: text("description"),
    /** The events it subscribed to, as a JSON array. */
    events: text("events", { mode: "json" }).$type<WebhookEvent[]>().notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    /** Signs every delivery (`whsec_…`); shown once, when made or rotated. */
    secret: text("secret").notNull(),
    /** The secret before the last rotation: it signs too, beside the new one, until previousSecretUntil. */
    previousSecret: text("previous_secret"),
    previousSecretUntil: timestamp("previous_secret_until"),
    /** The first failed attempt since the last success; three days of it disables the endpoint. */
    failingSince: timestamp("failing_since"),
    /** Why the endpoint was switched off automatically (null when on, or switched off by a person). */
    disabledReason: text("disabled_reason"),
    createdAt: timestamp("created_at").notNull().default(now),
    updatedAt: timestamp("updated_at").notNull().default(now),
  },
  (t) => [index("webhook_endpoints_created_at_idx").on(t.createdAt)],
);

export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    /** `webhook-id`: the same on every attempt and redelivery, so a receiver can de-duplicate. */
    messageId: text("message_id").notNull(),
    /** What happened, once: the same event about the same record is delivered once per endpoint. */
    eventKey: text("event_key").notNull(),
    /** The exact body sent (signed as it is). */
    payload: text("payload").notNull(),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    /** When the next attempt is due: the cron sweep re-enqueues pending deliveries long past it. */
    nextAttemptAt: timestamp("next_attempt_at").notNull().default(now),
    /** Set while one consumer is sending it, so a duplicate queue message never sends twice at once. */
    claimedAt: timestamp("claimed_at"),
    /** Retries stop after this (24 h after the first try, or after a redelivery). */
    retryUntil: timestamp("retry_until").notNull(),
    createdAt: timestamp("created_at").notNull().default(now),
    updatedAt: timestamp("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_endpoint_event_unique").on(t.endpointId, t.eventKey),
    index("webhook_deliveries_endpoint_created_idx").on(t.endpointId, t.createdAt),
    index("webhook_deliveries_status_due_idx").on(t.status, t.nextAttemptAt),
    check(
      "webhook_deliveries_status_check",
      sql.raw(`status in (${WEBHOOK_DELIVERY_STATUSES.map((s) => `'${s}'`).join(", ")})`),
    ),
  ],
);

export const webhookAttempts = sqliteTable(
  "webhook_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    at: timestamp("at").notNull().default(now),
    /** The HTTP status, or null when no answer came. */
    status: integer("status"),
    durationMs: integer("duration_ms").notNull(),
    /** The first 2 KB of the answer. */
    response: text("response").notNull().default(""),
    error: text("error"),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.at)],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type WebhookAttempt = typeof webhookAttempts.$inferSelect;
