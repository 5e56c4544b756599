// Newsletter campaigns (issue 21): composing on the Newsletter screen, a test to oneself, sending to every active
// subscriber through NEWSLETTER_QUEUE in batches with one delivery row per recipient, idempotency under duplicate,
// concurrent and forced retries, the RFC 8058 headers on every message, cancel, skip, progress, the cron's repairs,
// the Postmark adapter, and the signed bounce/complaint webhook.
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CRONS } from "~/platform/crons";
import {
  postmarkTransport,
  type CampaignEmail,
  type NewsletterTransport,
} from "~/platform/newsletter-transport.server";
import { webhookSignature } from "~/platform/signing.server";
import {
  CAMPAIGN_BATCH,
  MAX_DELIVERY_ATTEMPTS,
  STALE_CLAIM_MS,
  STALLED_MS,
  deliverCampaignBatch,
  deliverCampaignJob,
  type CampaignJob,
} from "~/models/campaigns.server";
import { NEWSLETTER_MESSAGES } from "~/schemas/subscriber";
import { cookieOf, cronTick, get, page, postForm, queueThroughWorker, sendJson, signedInStaff } from "../helpers";

const QUEUE = "cordillera-nearshore-newsletter";
const WEBHOOK_SECRET = "test-newsletter-webhook-secret-0123456789";

const { admin, editor } = signedInStaff("admin", "editor");

let run = 0;
/** `n` active subscribers of this test alone: everyone else already on the list is unsubscribed first. */
async function activeSubscribers(n: number) {
  run += 1;
  await env.DB.prepare(
    "UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE status != 'unsubscribed'",
  ).run();
  await env.DB.prepare(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
     INSERT INTO newsletter_subscribers (email, status, confirmed_at) SELECT 'r' || ? || '-' || i || '@readers.example', 'active', 1 FROM k`,
  )
    .bind(n, run)
    .run();
  return `@readers.example`;
}

/** The queue messages a send produces, captured instead of delivered, so each test delivers them itself. */
let enqueued: CampaignJob[] = [];
beforeEach(() => {
  enqueued = [];
  vi.spyOn(env.NEWSLETTER_QUEUE, "sendBatch").mockImplementation(async (messages) => {
    enqueued.push(...[...messages].map((m) => m.body as CampaignJob));
    return undefined as never;
  });
});
afterEach(() => vi.restoreAllMocks());

/** A transport that records what it sends and can refuse chosen addresses. */
function recorder(refuse: (to: string) => boolean = () => false) {
  const sent: CampaignEmail[] = [];
  const transport: NewsletterTransport = {
    async send(m) {
      if (refuse(m.to)) throw new Error(`refused ${m.to}`);
      sent.push(m);
      return { messageId: `<${sent.length}@test>` };
    },
  };
  return { sent, transport };
}

async function createDraft(subject = "November insights", body = "Hello **readers**.\n\n[Our services](/services)") {
  const res = await postForm("/admin/newsletter", { intent: "create", subject, body }, admin.cookie);
  expect(res.status).toBe(302);
  const id = Number(/id=(\d+)/.exec(res.headers.get("Location")!)![1]);
  return id;
}
const campaign = (id: number) =>
  env.DB.prepare("SELECT * FROM newsletter_campaigns WHERE id = ?")
    .bind(id)
    .first<{ status: string; recipients: number; html: string; finished_at: number | null }>();
const deliveries = async (id: number) =>
  (
    await env.DB.prepare("SELECT * FROM newsletter_deliveries WHERE campaign_id = ? ORDER BY id").bind(id).all<{
      id: number;
      email: string;
      status: string;
      attempts: number;
      error: string | null;
      subscriber_id: number;
    }>()
  ).results;
const statusCounts = async (id: number) =>
  Object.fromEntries(
    (
      await env.DB.prepare(
        "SELECT status, count(*) AS n FROM newsletter_deliveries WHERE campaign_id = ? GROUP BY status",
      )
        .bind(id)
        .all<{ status: string; n: number }>()
    ).results.map((r) => [r.status, r.n]),
  );
const send = (id: number) => postForm("/admin/newsletter", { intent: "send", id: String(id) }, admin.cookie);

describe("sending a campaign", () => {
  it("snapshots the active subscribers, enqueues one message per 50, and every batch mails each recipient once", async () => {
    await activeSubscribers(120);
    await env.DB.prepare(
      "INSERT INTO newsletter_subscribers (email, status) VALUES ('p@pending.example', 'pending')",
    ).run();
    const id = await createDraft();
    expect((await send(id)).status).toBe(302);
    expect(await campaign(id)).toMatchObject({ status: "sending", recipients: 120 });
    expect((await deliveries(id)).every((d) => d.status === "queued")).toBe(true);
    expect(enqueued).toHaveLength(Math.ceil(120 / CAMPAIGN_BATCH));
    expect(enqueued.every((j) => j.campaignId === id && j.toId - j.fromId < CAMPAIGN_BATCH)).toBe(true);

    const { sent, transport } = recorder();
    for (const job of enqueued) expect(await deliverCampaignJob(job, transport)).toBeNull();
    expect(sent).toHaveLength(120);
    expect(new Set(sent.map((m) => m.to)).size).toBe(120);
    expect(sent.some((m) => m.to === "p@pending.example")).toBe(false);
    const done = (await campaign(id))!;
    expect(done.status).toBe("sent");
    expect(done.finished_at).toBeGreaterThan(0);
    expect(await statusCounts(id)).toEqual({ sent: 120 });

    // Every message: the RFC 8058 headers with the recipient's own signed link, the link in the body, absolute links.
    for (const m of sent) {
      const link =
        /^<(http:\/\/localhost:8787\/newsletter\/unsubscribe\?token=\d+\.[\w-]+)>, <mailto:unsubscribe@cordillera\.example\?subject=unsubscribe>$/.exec(
          m.headers["List-Unsubscribe"]!,
        )?.[1];
      expect(link, m.headers["List-Unsubscribe"]).toBeDefined();
      expect(m.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(m.text).toContain(link);
      expect(m.html).toContain(link!.replaceAll("&", "&amp;"));
    }
    expect(sent[0]!.html).toContain("<strong>readers</strong>");
    expect(sent[0]!.html).toContain('href="http://localhost:8787/services"');
    expect(sent[0]!.subject).toBe("November insights");

    // The one-click POST to a message's link unsubscribes that recipient, and only them.
    const url = new URL(/<([^>]+)>/.exec(sent[7]!.headers["List-Unsubscribe"]!)![1]!);
    const res = await postForm(`${url.pathname}${url.search}`, { "List-Unsubscribe": "One-Click" });
    expect(res.status).toBe(200);
    const left = await env.DB.prepare("SELECT status, unsubscribe_reason FROM newsletter_subscribers WHERE email = ?")
      .bind(sent[7]!.to)
      .first();
    expect(left).toEqual({ status: "unsubscribed", unsubscribe_reason: "one-click" });
  });

  it("never mails anyone twice: a duplicate message, two consumers at once, and a forced retry after a refusal", async () => {
    await activeSubscribers(60);
    const id = await createDraft("Retry safety");
    await send(id);
    const [first, second] = enqueued;
    const refused = new Set<string>();
    const { sent, transport } = recorder((to) => refused.has(to));

    // Two consumers deliver the same batch at the same moment, and a third gets it again afterwards.
    await Promise.all([deliverCampaignJob(first!, transport), deliverCampaignJob(first!, transport)]);
    await deliverCampaignJob(first!, transport);
    expect(sent).toHaveLength(CAMPAIGN_BATCH);

    // The second batch: one address is refused, so the batch asks to be retried; the retry sends only that one.
    const rows = await deliveries(id);
    const unlucky = rows[CAMPAIGN_BATCH + 3]!.email;
    refused.add(unlucky);
    const batch = createMessageBatch(QUEUE, [{ id: "m1", timestamp: new Date(), attempts: 1, body: second }]);
    const retried = vi.spyOn(batch.messages[0]!, "retry");
    const ctx = createExecutionContext();
    await deliverCampaignBatch(batch, transport);
    const result = await getQueueResult(batch, ctx);
    expect(result.retryMessages).toEqual([{ msgId: "m1" }]);
    expect(retried).toHaveBeenCalledWith({ delaySeconds: 30 });
    expect(sent).toHaveLength(59);
    expect(await statusCounts(id)).toEqual({ sent: 59, queued: 1 });
    expect((await campaign(id))!.status).toBe("sending");

    refused.clear();
    const retry = createMessageBatch(QUEUE, [{ id: "m1", timestamp: new Date(), attempts: 2, body: second }]);
    await deliverCampaignBatch(retry, transport);
    expect((await getQueueResult(retry, createExecutionContext())).explicitAcks).toEqual(["m1"]);
    expect(sent).toHaveLength(60);
    expect(sent.filter((m) => m.to === unlucky)).toHaveLength(1);
    expect(new Set(sent.map((m) => m.to)).size).toBe(60);
    expect((await campaign(id))!.status).toBe("sent");
  });

  it("gives up on an address after the last refused attempt, and finishes the campaign", async () => {
    await activeSubscribers(3);
    const id = await createDraft("Refusals");
    await send(id);
    const rows = await deliveries(id);
    const { sent, transport } = recorder((to) => to === rows[1]!.email);
    for (let i = 1; i <= MAX_DELIVERY_ATTEMPTS; i++) {
      const outcome = await deliverCampaignJob(enqueued[0]!, transport);
      expect(outcome).toEqual(i < MAX_DELIVERY_ATTEMPTS ? { retryInSeconds: 30 } : null);
    }
    expect(sent).toHaveLength(2);
    const failed = (await deliveries(id))[1]!;
    expect(failed).toMatchObject({
      status: "failed",
      attempts: MAX_DELIVERY_ATTEMPTS,
      error: `refused ${rows[1]!.email}`,
    });
    expect((await campaign(id))!.status).toBe("sent");
  });

  it("can be cancelled mid-way: the batches after it send nothing", async () => {
    await activeSubscribers(150);
    const id = await createDraft("Cancel me");
    await send(id);
    const { sent, transport } = recorder();
    await deliverCampaignJob(enqueued[0]!, transport);
    const res = await postForm("/admin/newsletter", { intent: "cancel", id: String(id) }, admin.cookie);
    expect(res.status).toBe(302);
    for (const job of enqueued.slice(1)) await deliverCampaignJob(job, transport);
    expect(sent).toHaveLength(CAMPAIGN_BATCH);
    expect((await campaign(id))!.status).toBe("cancelled");
    expect(await statusCounts(id)).toEqual({ sent: CAMPAIGN_BATCH, cancelled: 100 });
    // The screen shows it, with its figures.
    const view = await page(`/admin/newsletter?dialog=view&id=${id}`, { headers: { Cookie: admin.cookie } });
    expect(view.html).toContain("Cancelled");
    expect(view.html).toMatch(/Not sent \(cancelled\)[\s\S]*?100/);
    // A cancelled campaign cannot be cancelled or sent again.
    const again = await postForm("/admin/newsletter", { intent: "send", id: String(id) }, admin.cookie);
    const toast = await page("/admin/newsletter", {
      headers: { Cookie: `${admin.cookie}; ${cookieOf(again, "cn_toast")}` },
    });
    expect(toast.html).toContain("Only a draft can be changed or sent.");
  });

  it("skips whoever unsubscribed after the campaign started", async () => {
    await activeSubscribers(4);
    const id = await createDraft("Skip");
    await send(id);
    const rows = await deliveries(id);
    await env.DB.prepare("UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE id = ?")
      .bind(rows[2]!.subscriber_id)
      .run();
    const { sent, transport } = recorder();
    await deliverCampaignJob(enqueued[0]!, transport);
    expect(sent.map((m) => m.to)).not.toContain(rows[2]!.email);
    expect(await statusCounts(id)).toEqual({ sent: 3, skipped: 1 });
    expect((await campaign(id))!.status).toBe("sent");
  });

  it("refuses to send with nobody active, and a draft can be edited and deleted, a sent one not", async () => {
    await env.DB.prepare("UPDATE newsletter_subscribers SET status = 'unsubscribed'").run();
    const id = await createDraft("Nobody");
    const res = await send(id);
    const toast = await page("/admin/newsletter", {
      headers: { Cookie: `${admin.cookie}; ${cookieOf(res, "cn_toast")}` },
    });
    expect(toast.html).toContain("There are no active subscribers to send to.");
    expect((await campaign(id))!.status).toBe("draft");
    await postForm(
      "/admin/newsletter",
      { intent: "update", id: String(id), subject: "Renamed", body: "x" },
      admin.cookie,
    );
    expect(await env.DB.prepare("SELECT subject FROM newsletter_campaigns WHERE id = ?").bind(id).first()).toEqual({
      subject: "Renamed",
    });
    await postForm("/admin/newsletter", { intent: "delete", id: String(id) }, admin.cookie);
    expect(await campaign(id)).toBeNull();
  });
});

describe("the Newsletter screen", () => {
  it("composes with validation, starts from a published post, previews, and sends a test to the admin", async () => {
    const invalid = await postForm("/admin/newsletter", { intent: "create", subject: " ", body: "" }, admin.cookie);
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Subject is required");

    await env.DB.prepare(
      "INSERT INTO blog_posts (title, slug, excerpt, content, author, published, published_at) VALUES ('Hiring in Bogotá', 'hiring-in-bogota', 'The excerpt.', 'The **article**.', 'Ana', 1, ?)",
    )
      .bind(Date.now() - 60_000)
      .run();
    const { id: postId } = (await env.DB.prepare("SELECT id FROM blog_posts WHERE slug = 'hiring-in-bogota'").first<{
      id: number;
    }>())!;
    const compose = await page(`/admin/newsletter?dialog=new&from=${postId}`, { headers: { Cookie: admin.cookie } });
    expect(compose.html).toContain('value="Hiring in Bogotá"');
    expect(compose.html).toContain("[Read it on our blog](/blog/hiring-in-bogota)");

    const id = await createDraft("Test me", "# Title\n\n<script>alert(1)</script>Body");
    const view = await page(`/admin/newsletter?dialog=view&id=${id}`, { headers: { Cookie: admin.cookie } });
    expect(view.html).toContain("<h1");
    expect(view.html).not.toContain("<script>alert(1)</script>");
    expect(view.html).toContain("Send a test to me");

    const res = await postForm("/admin/newsletter", { intent: "test", id: String(id) }, admin.cookie);
    expect(res.status).toBe(302);
    const mail = await env.DB.prepare("SELECT * FROM outbox WHERE kind = 'newsletter_test' AND related_id = ?")
      .bind(id)
      .first<{ recipient: string; subject: string; headers: string; html_body: string }>();
    expect(mail).toMatchObject({ recipient: admin.email, subject: "[Test] Test me" });
    expect(JSON.parse(mail!.headers)).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail!.html_body).not.toContain("<script>");
  });

  it("is for admins only", async () => {
    expect((await get("/admin/newsletter")).headers.get("Location")).toContain("/admin/login");
    expect((await get("/admin/newsletter", { headers: { Cookie: editor.cookie } })).headers.get("Location")).toBe(
      "/admin/blog",
    );
    const post = await postForm("/admin/newsletter", { intent: "create", subject: "x", body: "y" }, editor.cookie);
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toBe("/admin/blog");
  });
});

describe("through the real queue and EMAIL binding", () => {
  it("the Worker's queue() handler sends a batch through EMAIL and records each message id", async () => {
    vi.restoreAllMocks();
    await activeSubscribers(5);
    const id = await createDraft("Real binding");
    const spy = vi.spyOn(env.NEWSLETTER_QUEUE, "sendBatch").mockImplementation(async (messages) => {
      enqueued.push(...[...messages].map((m) => m.body as CampaignJob));
      return undefined as never;
    });
    await send(id);
    expect(spy).toHaveBeenCalled();
    const result = await queueThroughWorker(QUEUE, [
      { id: "real", timestamp: new Date(), attempts: 1, body: enqueued[0] },
    ]);
    expect(result.explicitAcks).toEqual(["real"]);
    const rows = await env.DB.prepare("SELECT status, message_id FROM newsletter_deliveries WHERE campaign_id = ?")
      .bind(id)
      .all<{ status: string; message_id: string }>();
    expect(rows.results).toHaveLength(5);
    for (const r of rows.results) {
      expect(r.status).toBe("sent");
      expect(r.message_id).toMatch(/^<.+>$/);
    }
    expect((await campaign(id))!.status).toBe("sent");
  });
});

describe("the frequent cron", () => {
  it("gives up claims that never reported (without re-sending), and re-enqueues a campaign that stopped moving", async () => {
    await activeSubscribers(70);
    const id = await createDraft("Stalled");
    await send(id);
    const long = Date.now() - Math.max(STALE_CLAIM_MS, STALLED_MS) - 60_000;
    const rows = await deliveries(id);
    await env.DB.prepare("UPDATE newsletter_deliveries SET status = 'sending', claimed_at = ? WHERE id = ?")
      .bind(long, rows[0]!.id)
      .run();
    await env.DB.prepare("UPDATE newsletter_campaigns SET progressed_at = ? WHERE id = ?").bind(long, id).run();
    enqueued = [];
    await cronTick(CRONS.frequent, Date.now());
    expect((await deliveries(id))[0]).toMatchObject({ status: "failed" });
    expect(enqueued.length).toBe(2);
    const { sent, transport } = recorder();
    for (const job of enqueued) await deliverCampaignJob(job, transport);
    expect(sent).toHaveLength(69);
    expect(sent.map((m) => m.to)).not.toContain(rows[0]!.email);
    expect((await campaign(id))!.status).toBe("sent");
  });
});

describe("the Postmark adapter", () => {
  it("posts each message to the broadcast stream with its headers, and throws on a refusal", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (answer: Response) =>
      (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return answer;
      }) as unknown as typeof fetch;
    const message: CampaignEmail = {
      to: "reader@readers.example",
      from: { name: "Cordillera Nearshore", email: "news@cordillera.example" },
      subject: "Hi",
      text: "t",
      html: "<p>h</p>",
      headers: { "List-Unsubscribe": "<https://x/u>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
    const ok = postmarkTransport("token-1", "broadcast", fake(Response.json({ MessageID: "pm-1", ErrorCode: 0 })));
    expect(await ok.send(message)).toEqual({ messageId: "pm-1" });
    expect(calls[0]!.url).toBe("https://api.postmarkapp.com/email");
    expect(new Headers(calls[0]!.init.headers).get("X-Postmark-Server-Token")).toBe("token-1");
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      From: '"Cordillera Nearshore" <news@cordillera.example>',
      To: "reader@readers.example",
      Subject: "Hi",
      TextBody: "t",
      HtmlBody: "<p>h</p>",
      MessageStream: "broadcast",
      Headers: [
        { Name: "List-Unsubscribe", Value: "<https://x/u>" },
        { Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" },
      ],
    });
    const refused = postmarkTransport(
      "token-1",
      "broadcast",
      fake(Response.json({ ErrorCode: 406, Message: "Inactive recipient" }, { status: 422 })),
    );
    await expect(refused.send(message)).rejects.toThrow("Postmark refused the message (422): Inactive recipient");
  });
});

describe("the bounce and complaint webhook", () => {
  const signed = async (body: unknown, { secret = WEBHOOK_SECRET, at = Math.floor(Date.now() / 1000) } = {}) => {
    const text = JSON.stringify(body);
    return get("/api/newsletter/events", {
      method: "POST",
      body: text,
      headers: { "Content-Type": "application/json", "Webhook-Signature": await webhookSignature(secret, at, text) },
    });
  };
  const subscriber = async (email: string) =>
    env.DB.prepare("SELECT status, unsubscribe_reason FROM newsletter_subscribers WHERE email = ?").bind(email).first();

  it("refuses a missing, wrong, tampered or stale signature, and changes nothing", async () => {
    const email = `bounce-${Date.now()}@readers.example`;
    await env.DB.prepare("INSERT INTO newsletter_subscribers (email, status) VALUES (?, 'active')").bind(email).run();
    const event = { RecordType: "Bounce", Type: "HardBounce", Email: email };
    const unsigned = await sendJson("/api/newsletter/events", "POST", event);
    expect(unsigned.status).toBe(401);
    expect((await signed(event, { secret: "another-secret-of-enough-length" })).status).toBe(401);
    expect((await signed(event, { at: Math.floor(Date.now() / 1000) - 600 })).status).toBe(401);
    const text = JSON.stringify(event);
    const tampered = await get("/api/newsletter/events", {
      method: "POST",
      body: text.replace("HardBounce", "SoftBounce"),
      headers: { "Webhook-Signature": await webhookSignature(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), text) },
    });
    expect(tampered.status).toBe(401);
    expect(await subscriber(email)).toEqual({ status: "active", unsubscribe_reason: null });
    expect((await get("/api/newsletter/events")).status).toBe(405);
  });

  it("a hard bounce or a complaint unsubscribes for good; a soft bounce does not; a new sign-up mails nothing", async () => {
    const bounced = `hard-${Date.now()}@readers.example`;
    const complained = `spam-${Date.now()}@readers.example`;
    const soft = `soft-${Date.now()}@readers.example`;
    for (const email of [bounced, complained, soft])
      await env.DB.prepare("INSERT INTO newsletter_subscribers (email, status) VALUES (?, 'active')").bind(email).run();

    const hard = await signed({ RecordType: "Bounce", Type: "HardBounce", Email: bounced.toUpperCase() });
    expect(hard.status).toBe(200);
    expect(await hard.json()).toEqual({ message: "Event received", unsubscribed: true });
    expect(await subscriber(bounced)).toEqual({ status: "unsubscribed", unsubscribe_reason: "bounce" });
    expect((await signed({ type: "complaint", email: complained })).status).toBe(200);
    expect(await subscriber(complained)).toEqual({ status: "unsubscribed", unsubscribe_reason: "complaint" });
    const softly = await signed({ RecordType: "Bounce", Type: "SoftBounce", Email: soft });
    expect(await softly.json()).toEqual({ message: "Event received", unsubscribed: false });
    expect(await subscriber(soft)).toEqual({ status: "active", unsubscribe_reason: null });
    expect((await signed({ RecordType: "Delivery", Email: soft })).status).toBe(400);

    // Signing up again answers as always, but sends no confirmation, and no admin can send one either.
    const res = await sendJson("/api/subscribers", "POST", { email: bounced });
    expect(res.status).toBe(201);
    const { id } = (await env.DB.prepare("SELECT id FROM newsletter_subscribers WHERE email = ?").bind(bounced).first<{
      id: number;
    }>())!;
    await new Promise((r) => setTimeout(r, 300));
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'newsletter_confirmation' AND related_id = ?")
        .bind(id)
        .first(),
    ).toEqual({ n: 0 });
    const resend = await postForm("/admin/subscribers", { intent: "confirm", id: String(id) }, admin.cookie);
    const toast = await page("/admin/subscribers", {
      headers: { Cookie: `${admin.cookie}; ${cookieOf(resend, "cn_toast")}` },
    });
    expect(toast.html).toContain(NEWSLETTER_MESSAGES.suppressed);
    // And a campaign never reaches it.
    await activeSubscribers(1);
    const campaignId = await createDraft("After the bounce");
    await send(campaignId);
    expect((await deliveries(campaignId)).map((d) => d.email)).not.toContain(bounced);
  });
});
