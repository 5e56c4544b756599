// Outbound webhooks (issue 32) against a real receiver on a loopback port (test/webhook-receiver.mjs, in Node):
// an enquiry reaches it through the Queue, signed so the reference algorithm verifies; the retry schedule (500 twice
// then 200, a slow receiver, 4xx, 429 with Retry-After, a redirect, the 24-hour window); secret rotation's overlap;
// the auto-disable after 3 days with the admins' e-mail; the SSRF guard and field errors through /api/webhooks.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createWebhookEndpoint, rotateWebhookSecret } from "~/models/webhooks.server";
import { storeDeliveries } from "~/models/webhook-emit.server";
import { attemptDelivery, DISABLE_AFTER_MS, webhookRetryDelaySeconds } from "~/models/webhook-deliveries.server";
import { enquiryCreated } from "~/models/webhook-payloads.server";
import { verifyWebhook } from "~/platform/webhook-signing.server";
import { OUTBOUND_URL_MESSAGES } from "~/platform/outbound-url";
import type { Contact } from "~/db/schema";
import type { WebhookEvent } from "~/schemas/webhook";
import { primaryAdmin, queueThroughWorker, sendJson, staff } from "../helpers";
import { validContact } from "../fixtures";

const receiver = inject("webhookReceiver");

type Received = { method: string; path: string; headers: Record<string, string>; body: string };

let named = 0;
/** A receiver path of the test's own, answering as `query` says. */
function hook(query = "") {
  named += 1;
  const name = `t${Date.now().toString(36)}-${named}`;
  return { name, url: `${receiver}/hook/${name}${query ? `?${query}` : ""}` };
}

const receivedBy = async (name: string): Promise<Received[]> =>
  (await fetch(`${receiver}/log/${name}`)).json<Received[]>();

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const endpoint = (url: string, events: WebhookEvent[] = ["enquiry.created"]) =>
  createWebhookEndpoint({ url, kind: "webhook", description: null, events, enabled: true });

/** A stored delivery that no queue message announces: the test makes each attempt itself, at the time it says. */
async function delivery(url: string, now = new Date()) {
  const e = await endpoint(url);
  const contact = { id: 9000 + named, name: "Ana", email: "ana@example.com", company: "Acme" } as Contact;
  const [id] = await storeDeliveries([e], enquiryCreated(contact), now);
  return { endpoint: e, id: id! };
}

const attemptsOf = async (deliveryId: number) =>
  (
    await env.DB.prepare(
      "SELECT status, duration_ms, response, error FROM webhook_attempts WHERE delivery_id = ? ORDER BY id",
    )
      .bind(deliveryId)
      .all<{ status: number | null; duration_ms: number; response: string; error: string | null }>()
  ).results;
const deliveryRow = (id: number) =>
  env.DB.prepare("SELECT * FROM webhook_deliveries WHERE id = ?")
    .bind(id)
    .first<{ status: string; attempts: number; last_status: number | null; last_error: string | null }>();

afterEach(async () => {
  // Endpoints of one test must not receive the next test's events.
  await env.DB.prepare("DELETE FROM webhook_endpoints").run();
});

describe("a receiver gets enquiry.created", () => {
  it("within seconds of an enquiry, through the Queue, signed so the Standard Webhooks algorithm verifies", async () => {
    const admin = await staff("admin");
    const { name, url } = hook();
    const created = await sendJson(
      "/api/webhooks",
      "POST",
      { url, events: ["enquiry.created"], description: "CRM" },
      admin.cookie,
    );
    expect(created.status).toBe(201);
    const { webhook, secret } = await created.json<{ webhook: { id: number }; secret: string }>();
    expect(secret).toMatch(/^whsec_/);

    const contact = validContact();
    const sent = await sendJson("/api/contact", "POST", contact);
    expect(sent.status).toBe(201);

    const [request] = await waitFor(
      () => receivedBy(name),
      (r) => r.length > 0,
    );
    expect(request, "the receiver got nothing within 10 s").toBeDefined();
    const body = JSON.parse(request!.body) as { type: string; version: number; data: { enquiry: Contact } };
    expect(body.type).toBe("enquiry.created");
    expect(body.version).toBe(1);
    expect(body.data.enquiry.email).toBe(contact.email);
    expect(request!.headers["webhook-id"]).toMatch(/^msg_/);
    const headers = {
      id: request!.headers["webhook-id"]!,
      timestamp: request!.headers["webhook-timestamp"]!,
      signature: request!.headers["webhook-signature"]!,
    };
    expect(await verifyWebhook(secret, headers, request!.body)).toBe(true);
    expect(await verifyWebhook(secret, headers, request!.body.replace("enquiry", "enquirY"))).toBe(false);

    // The attempt is logged in the endpoint's deliveries.
    const log = await waitFor(
      async () =>
        (
          await (
            await sendJson(`/api/webhooks/${webhook.id}/deliveries`, "GET", undefined, admin.cookie)
          ).json<{
            deliveries: { status: string; webhookId: string; log: { status: number }[] }[];
          }>()
        ).deliveries,
      (d) => d[0]?.status === "delivered",
    );
    expect(log[0]).toMatchObject({ status: "delivered", webhookId: headers.id, log: [{ status: 200 }] });
  });
});

describe("retries", () => {
  it("a receiver answering 500 twice then 200 gets three attempts, one success, the same webhook-id each time", async () => {
    const { name, url } = hook("answers=500,500,200");
    const start = new Date();
    const { id } = await delivery(url, start);
    const first = await attemptDelivery(id, { now: start });
    expect(first).toEqual({ done: false, retryInSeconds: webhookRetryDelaySeconds(1) });
    // A duplicate message before the retry is due does nothing: the backoff holds, and no second chain starts.
    expect(await attemptDelivery(id, { now: new Date(start.getTime() + 10_000) })).toEqual({ done: true });
    expect(await deliveryRow(id)).toMatchObject({ status: "pending", attempts: 1 });
    const second = await attemptDelivery(id, { now: new Date(start.getTime() + 30_000) });
    expect(second).toEqual({ done: false, retryInSeconds: webhookRetryDelaySeconds(2) });
    expect(await attemptDelivery(id, { now: new Date(start.getTime() + 120_000) })).toEqual({ done: true });

    expect((await attemptsOf(id)).map((a) => a.status)).toEqual([500, 500, 200]);
    expect(await deliveryRow(id)).toMatchObject({ status: "delivered", attempts: 3, last_status: 200 });
    const received = await receivedBy(name);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.headers["webhook-id"])).size).toBe(1);
    // Only the first 2 KB of each answer is kept.
    expect((await attemptsOf(id))[0]!.response.length).toBe(2048);
    // The schedule backs off exponentially.
    expect([1, 2, 3, 4].map(webhookRetryDelaySeconds)).toEqual([30, 90, 270, 810]);
  });

  it("sends a batch's deliveries side by side through the Worker's queue(): a slow receiver holds up no other", async () => {
    const slow = await delivery(hook("delay=1500").url);
    const fast = await delivery(hook("answers=500").url);
    const result = await queueThroughWorker("cordillera-nearshore-webhooks", [
      { id: "a", timestamp: new Date(), attempts: 1, body: { deliveryId: slow.id } },
      { id: "b", timestamp: new Date(), attempts: 1, body: { deliveryId: fast.id } },
      { id: "c", timestamp: new Date(), attempts: 1, body: { nonsense: true } },
    ]);
    expect(result.explicitAcks.sort()).toEqual(["a", "c"]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["b"]);
    // The fast one was tried while the slow one was still waiting for its answer: side by side, not in turn.
    const started = async (id: number) =>
      (await env.DB.prepare("SELECT at, duration_ms FROM webhook_attempts WHERE delivery_id = ?")
        .bind(id)
        .first<{ at: number; duration_ms: number }>())!;
    const [s1, f1] = [await started(slow.id), await started(fast.id)];
    expect(s1.duration_ms).toBeGreaterThanOrEqual(1400);
    expect(f1.at).toBeLessThan(s1.at + s1.duration_ms);
  });

  it("a slow receiver times out and is retried", async () => {
    const { url } = hook("delay=2000&slow=1");
    const { id } = await delivery(url);
    const outcome = await attemptDelivery(id, { timeoutMs: 300 });
    expect(outcome.done).toBe(false);
    const [attempt] = await attemptsOf(id);
    expect(attempt).toMatchObject({ status: null, error: "Timed out after 0.3 s" });
    expect(attempt!.duration_ms).toBeLessThan(1500);
    expect(await deliveryRow(id)).toMatchObject({ status: "pending", last_error: "Timed out after 0.3 s" });
    // The next attempt (answered at once) delivers it.
    expect(await attemptDelivery(id, { now: new Date(Date.now() + 31_000), timeoutMs: 300 })).toEqual({ done: true });
    expect(await deliveryRow(id)).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("does not retry a 4xx, nor a redirect (which it does not follow)", async () => {
    const gone = await delivery(hook("answers=410").url);
    expect(await attemptDelivery(gone.id)).toEqual({ done: true });
    expect(await deliveryRow(gone.id)).toMatchObject({ status: "failed", attempts: 1, last_error: "HTTP 410" });

    const moved = hook("redirect=1");
    const redirected = await delivery(moved.url);
    expect(await attemptDelivery(redirected.id)).toEqual({ done: true });
    expect(await deliveryRow(redirected.id)).toMatchObject({
      status: "failed",
      last_error: "Redirect (302) not followed",
    });
    expect(await receivedBy(`${moved.name}-redirected`)).toEqual([]);
  });

  it("retries a 429 no sooner than its Retry-After says", async () => {
    const { id } = await delivery(hook("answers=429&retryAfter=600").url);
    expect(await attemptDelivery(id)).toEqual({ done: false, retryInSeconds: 600 });
  });

  it("stops retrying 24 hours after the first try", async () => {
    const start = new Date();
    const { id } = await delivery(hook("answers=503").url, start);
    // The next try (30 s on) would fall after the window: the delivery fails now.
    const outcome = await attemptDelivery(id, { now: new Date(start.getTime() + 24 * 3600_000 - 10_000) });
    expect(outcome).toEqual({ done: true });
    expect(await deliveryRow(id)).toMatchObject({ status: "failed", last_status: 503 });
  });
});

describe("secret rotation", () => {
  it("signs with the new and the old secret for 24 hours, then with the new one only", async () => {
    const { name, url } = hook();
    const now = new Date();
    const { endpoint: e, id } = await delivery(url, now);
    const rotated = await rotateWebhookSecret(e.id, now);
    expect(rotated.secret).not.toBe(e.secret);
    await attemptDelivery(id, { now });
    const [during] = await receivedBy(name);
    const headersOf = (r: Received) => ({
      id: r.headers["webhook-id"]!,
      timestamp: r.headers["webhook-timestamp"]!,
      signature: r.headers["webhook-signature"]!,
    });
    expect(headersOf(during!).signature.split(" ")).toHaveLength(2);
    expect(await verifyWebhook(rotated.secret, headersOf(during!), during!.body, now)).toBe(true);
    expect(await verifyWebhook(e.secret, headersOf(during!), during!.body, now)).toBe(true);

    const later = new Date(now.getTime() + 24 * 3600_000 + 60_000);
    const [next] = await storeDeliveries([rotated], enquiryCreated({ id: 7777 } as Contact), later);
    await attemptDelivery(next!, { now: later });
    const after = (await receivedBy(name))[1]!;
    expect(headersOf(after).signature.split(" ")).toHaveLength(1);
    expect(await verifyWebhook(rotated.secret, headersOf(after), after.body, later)).toBe(true);
    expect(await verifyWebhook(e.secret, headersOf(after), after.body, later)).toBe(false);
  });
});

describe("auto-disable", () => {
  it("switches off an endpoint failing for 3 days and e-mails the administrators, once", async () => {
    await primaryAdmin();
    const now = new Date();
    const { endpoint: e, id } = await delivery(hook("answers=500").url, now);
    await env.DB.prepare("UPDATE webhook_endpoints SET failing_since = ? WHERE id = ?")
      .bind(now.getTime() - DISABLE_AFTER_MS + 60_000, e.id)
      .run();
    // Not yet 3 days: still on.
    await attemptDelivery(id, { now });
    const on = await env.DB.prepare("SELECT enabled FROM webhook_endpoints WHERE id = ?")
      .bind(e.id)
      .first<{ enabled: number }>();
    expect(on!.enabled).toBe(1);
    // An edit of an endpoint that is on keeps its failure streak: the three-day clock does not start again.
    const editor = await staff("admin");
    await sendJson(`/api/webhooks/${e.id}`, "PATCH", { description: "CRM" }, editor.cookie);
    await sendJson(`/api/webhooks/${e.id}`, "PATCH", { enabled: true }, editor.cookie);
    const streak = await env.DB.prepare("SELECT failing_since AS since FROM webhook_endpoints WHERE id = ?")
      .bind(e.id)
      .first<{ since: number | null }>();
    expect(streak!.since).toBe(now.getTime() - DISABLE_AFTER_MS + 60_000);

    const later = new Date(now.getTime() + 120_000);
    expect(await attemptDelivery(id, { now: later })).toEqual({ done: true });
    const off = await env.DB.prepare("SELECT enabled, disabled_reason FROM webhook_endpoints WHERE id = ?")
      .bind(e.id)
      .first<{ enabled: number; disabled_reason: string }>();
    expect(off!.enabled).toBe(0);
    expect(off!.disabled_reason).toMatch(/^Failing since /);
    expect(await deliveryRow(id)).toMatchObject({ status: "failed" });
    const mails = await env.DB.prepare(
      "SELECT recipient, subject, text_body, html_body FROM outbox WHERE kind = 'webhook_disabled' AND related_id = ?",
    )
      .bind(e.id)
      .all<{ recipient: string; subject: string; text_body: string; html_body: string }>();
    expect(mails.results.length).toBeGreaterThan(0);
    expect(mails.results[0]!.subject).toMatch(/switched off/);
    // A receiver's URL can be its secret (Slack, Zapier): the mail names the endpoint and its host only.
    const { pathname, host } = new URL(e.url);
    expect(mails.results[0]!.text_body).toContain(`CRM (${host})`);
    expect(mails.results[0]!.text_body).not.toContain(pathname);
    expect(mails.results[0]!.html_body).not.toContain(pathname);

    // Switching it on again forgets the streak.
    const admin = await staff("admin");
    const res = await sendJson(`/api/webhooks/${e.id}`, "PATCH", { enabled: true }, admin.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ webhook: { enabled: true, failingSince: null, disabledReason: null } });
  });

  // Found in review: the streak was cleared only by a success, so an endpoint whose last delivery ended in a final
  // failure and then had no event for days was switched off by the next single failure, a 503 that a retry would pass.
  it("starts the streak again after a quiet spell: one failure days later does not switch the endpoint off", async () => {
    await primaryAdmin();
    const start = new Date(Date.now() - 4 * 24 * 3_600_000);
    const { endpoint: e, id: first } = await delivery(hook("answers=410").url, start);
    expect(await attemptDelivery(first, { now: start })).toEqual({ done: true });
    expect(await deliveryRow(first)).toMatchObject({ status: "failed" });
    const contact = { id: 9500 + named, name: "Ana", email: "ana@example.com", company: "Acme" } as Contact;
    const unavailable = hook("answers=503").url;
    await env.DB.prepare("UPDATE webhook_endpoints SET url = ? WHERE id = ?").bind(unavailable, e.id).run();
    const now = new Date();
    const [second] = await storeDeliveries([{ ...e, url: unavailable }], enquiryCreated(contact), now);
    expect(await attemptDelivery(second!, { now })).toMatchObject({ done: false });
    const row = await env.DB.prepare("SELECT enabled, failing_since AS since FROM webhook_endpoints WHERE id = ?")
      .bind(e.id)
      .first<{ enabled: number; since: number }>();
    expect(row).toEqual({ enabled: 1, since: now.getTime() });
    expect(await deliveryRow(second!)).toMatchObject({ status: "pending" });
  });
});

describe("/api/webhooks", () => {
  it("refuses blocked addresses, other ports, credentials and unknown events with 400 naming the field", async () => {
    const admin = await staff("admin");
    const refused = async (body: unknown) => {
      const res = await sendJson("/api/webhooks", "POST", body, admin.cookie);
      expect(res.status).toBe(400);
      return (await res.json<{ errors: Record<string, string[]> }>()).errors;
    };
    const events = ["enquiry.created"];
    expect(await refused({ url: "https://169.254.169.254/latest/meta-data/", events })).toEqual({
      url: [OUTBOUND_URL_MESSAGES.blocked],
    });
    expect(await refused({ url: "https://10.1.2.3/hook", events })).toEqual({ url: [OUTBOUND_URL_MESSAGES.blocked] });
    expect(await refused({ url: "https://hooks.example.com:8443/", events })).toEqual({
      url: [OUTBOUND_URL_MESSAGES.port],
    });
    expect(await refused({ url: "https://u:p@hooks.example.com/", events })).toEqual({
      url: [OUTBOUND_URL_MESSAGES.credentials],
    });
    expect(await refused({ url: "http://hooks.example.com/", events })).toEqual({ url: [OUTBOUND_URL_MESSAGES.https] });
    expect(await refused({ url: "not a url", events })).toEqual({ url: [OUTBOUND_URL_MESSAGES.invalid] });
    expect(Object.keys(await refused({ url: "https://hooks.example.com/", events: ["lead.won"] }))).toEqual(["events"]);
    expect(Object.keys(await refused({ url: "https://hooks.example.com/", events: [] }))).toEqual(["events"]);
    expect(Object.keys(await refused({ url: "https://example.com/", kind: "slack", events }))).toEqual(["url"]);
  });

  it("is for administrators only, never shows the secret again, and audits every write", async () => {
    const editor = await staff("editor");
    expect((await sendJson("/api/webhooks", "GET", undefined, editor.cookie)).status).toBe(403);
    expect((await sendJson("/api/webhooks", "GET", undefined)).status).toBe(401);

    const admin = await staff("admin");
    const created = await sendJson(
      "/api/webhooks",
      "POST",
      { url: "https://hooks.zapier.com/hooks/catch/1/abc/", events: ["job.published", "post.published"] },
      admin.cookie,
    );
    const { webhook, secret } = await created.json<{ webhook: { id: number }; secret: string }>();
    const listed = await (await sendJson("/api/webhooks", "GET", undefined, admin.cookie)).text();
    expect(listed).not.toContain(secret);
    const one = await (await sendJson(`/api/webhooks/${webhook.id}`, "GET", undefined, admin.cookie)).text();
    expect(one).not.toContain(secret);

    const rotated = await sendJson(`/api/webhooks/${webhook.id}/rotate-secret`, "POST", undefined, admin.cookie);
    expect(rotated.status).toBe(200);
    const rotation = await rotated.json<{ secret: string; webhook: { previousSecretValidUntil: string } }>();
    expect(rotation.secret).not.toBe(secret);
    expect(rotation.webhook.previousSecretValidUntil).toBeTruthy();

    // PATCH keeps what it does not name; its entry quotes the endpoint's kind, nothing else.
    const patched = await sendJson(`/api/webhooks/${webhook.id}`, "PATCH", { description: "Our CRM" }, admin.cookie);
    expect(patched.status).toBe(200);
    const after = (await patched.json<{ webhook: { description: string; events: string[]; kind: string } }>()).webhook;
    expect(after).toMatchObject({ description: "Our CRM", events: ["job.published", "post.published"] });

    // The switch alone is the screen's switch: an activation, as on the Integrations screen.
    const off = await sendJson(`/api/webhooks/${webhook.id}`, "PATCH", { enabled: false }, admin.cookie);
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ webhook: { enabled: false, description: "Our CRM" } });
    const refused = await sendJson(`/api/webhooks/${webhook.id}`, "PATCH", { enabled: "maybe" }, admin.cookie);
    expect(refused.status).toBe(400);

    expect((await sendJson(`/api/webhooks/${webhook.id}/test`, "POST", undefined, admin.cookie)).status).toBe(202);
    expect((await sendJson(`/api/webhooks/${webhook.id}`, "DELETE", undefined, admin.cookie)).status).toBe(200);
    expect((await sendJson(`/api/webhooks/${webhook.id}`, "GET", undefined, admin.cookie)).status).toBe(404);

    const audit = await env.DB.prepare(
      "SELECT action, summary FROM audit_log WHERE entity = 'webhook' AND entity_id = ? ORDER BY id",
    )
      .bind(String(webhook.id))
      .all<{ action: string; summary: string }>();
    expect(audit.results.map((r) => r.action)).toEqual(["create", "update", "update", "activation", "send", "delete"]);
    expect(audit.results[2]!.summary).toBe(`type: ${after.kind}`);
    expect(audit.results[3]!.summary).toBe("deactivated");
  });
});
