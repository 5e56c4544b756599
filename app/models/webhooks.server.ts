// Webhook endpoints (Integrations): where events go, which ones, and the secret that signs them. The URL passes the
// SSRF guard (app/platform/outbound-url.ts) on every save; the secret is made here and shown once, and a rotation
// keeps the old one signing beside the new for 24 hours. Delivery lives in webhook-deliveries.server.ts.
import { desc, eq, sql } from "drizzle-orm";
import { webhookEndpoints, type WebhookEndpoint } from "~/db/schema";
import { db, findById, found } from "~/db/client.server";
import { settings } from "~/platform/env.server";
import { notFound, validationFailed } from "~/platform/errors.server";
import { outboundUrlProblem } from "~/platform/outbound-url";
import { newWebhookSecret } from "~/platform/webhook-signing.server";
import { WEBHOOK_MESSAGES, type WebhookEndpointInput, type WebhookEvent } from "~/schemas/webhook";
import { DAY_MS } from "~/platform/time";

/** How long the secret before a rotation still signs deliveries. */
export const ROTATION_OVERLAP_MS = DAY_MS;

const SLACK_HOST = "hooks.slack.com";

/** The URL's refusal (400 on `url`), or nothing. Slack endpoints must be Slack's (except localhost in development). */
function checkUrl(url: string, kind: WebhookEndpointInput["kind"]): void {
  const allowLocalhost = settings().WEBHOOKS_ALLOW_LOCALHOST;
  const problem = outboundUrlProblem(url, { allowLocalhost });
  if (problem) throw validationFailed({ url: [problem] });
  if (kind === "slack") {
    const host = new URL(url).hostname;
    const local = allowLocalhost && ["localhost", "127.0.0.1", "[::1]"].includes(host);
    if (host !== SLACK_HOST && !local) throw validationFailed({ url: [WEBHOOK_MESSAGES.slackUrl] });
  }
}

export async function listWebhookEndpoints(): Promise<WebhookEndpoint[]> {
  return db().select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export const findWebhookEndpoint = (id: number): Promise<WebhookEndpoint | null> => findById(webhookEndpoints, id);

export async function getWebhookEndpoint(id: number): Promise<WebhookEndpoint> {
  return found(await findWebhookEndpoint(id), WEBHOOK_MESSAGES.notFound);
}

/** Adds an endpoint with a new secret; the caller shows `secret` once. */
export async function createWebhookEndpoint(input: WebhookEndpointInput, now = new Date()): Promise<WebhookEndpoint> {
  checkUrl(input.url, input.kind);
  const [row] = await db()
    .insert(webhookEndpoints)
    .values({ ...input, url: new URL(input.url).href, secret: newWebhookSecret(), createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/**
 * Switching an endpoint on again (it was off) starts afresh: no failure streak, no reason it was switched off. A save
 * of an endpoint that is already on keeps its streak, so the three-day clock is not reset by an edit.
 */
const switchedOn = {
  disabledReason: sql`CASE WHEN ${webhookEndpoints.enabled} THEN ${webhookEndpoints.disabledReason} END`,
  failingSince: sql`CASE WHEN ${webhookEndpoints.enabled} THEN ${webhookEndpoints.failingSince} END`,
};

/** Saves URL, kind, description, events and the switch; switching on again forgets the failure streak. */
export async function updateWebhookEndpoint(
  id: number,
  input: WebhookEndpointInput,
  now = new Date(),
): Promise<WebhookEndpoint> {
  checkUrl(input.url, input.kind);
  const [row] = await db()
    .update(webhookEndpoints)
    .set({
      ...input,
      url: new URL(input.url).href,
      updatedAt: now,
      ...(input.enabled ? switchedOn : {}),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return found(row, WEBHOOK_MESSAGES.notFound);
}

export async function setWebhookEndpointEnabled(id: number, enabled: boolean, now = new Date()) {
  const [row] = await db()
    .update(webhookEndpoints)
    .set({ enabled, updatedAt: now, ...(enabled ? switchedOn : {}) })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return found(row, WEBHOOK_MESSAGES.notFound);
}

export async function deleteWebhookEndpoint(id: number): Promise<void> {
  const [row] = await db()
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
}

/**
 * A new secret; the current one keeps signing beside it for 24 hours, so a receiver can switch over without losing
 * a delivery. Returns the endpoint with its new secret (shown once).
 */
export async function rotateWebhookSecret(id: number, now = new Date()): Promise<WebhookEndpoint> {
  const current = await getWebhookEndpoint(id);
  const [row] = await db()
    .update(webhookEndpoints)
    .set({
      secret: newWebhookSecret(),
      previousSecret: current.secret,
      previousSecretUntil: new Date(now.getTime() + ROTATION_OVERLAP_MS),
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return found(row, WEBHOOK_MESSAGES.notFound);
}

/** The secrets that sign a delivery at `now`: the current one, and the previous one during the overlap. */
export function signingSecrets(endpoint: WebhookEndpoint, now = new Date()): string[] {
  const overlap =
    endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil.getTime() > now.getTime();
  return overlap ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/** The enabled endpoints that subscribed to an event. */
export async function endpointsFor(event: WebhookEvent): Promise<WebhookEndpoint[]> {
  const rows = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.enabled, true));
  return rows.filter((e) => e.events.includes(event));
}
