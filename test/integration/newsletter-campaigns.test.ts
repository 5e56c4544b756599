// Newsletter campaigns (issue 21): composing on the Newsletter screen, a test to oneself, sending to every active
// subscriber through NEWSLETTER_QUEUE in batches with one delivery row per recipient, idempotency under duplicate,
// concurrent and forced retries, the RFC 8058 headers on every message, cancel, skip, progress, and the cron's
// repairs. The Postmark adapter and the bounce/complaint webhook: newsletter-provider.test.ts.
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { CRONS } from "~/platform/crons";
import type { CampaignEmail, NewsletterTransport } from "~/platform/newsletter-transport.server";
import {
  CAMPAIGN_BATCH,
  cancelCampaign,
  MAX_DELIVERY_ATTEMPTS,
  STALE_CLAIM_MS,
  STALLED_MS,
  deliverCampaignBatch,
  deliverCampaignJob,
  sweepCampaigns,
  type CampaignJob,
} from "~/models/campaign-sending.server";
import { cookieOf, cronTick, failD1Once, get, page, postForm, queueThroughWorker } from "../helpers";
import {
  activeSubscribers,
  campaign,
  createDraft,
  deliveries,
  enqueued,
  newsletterSetUp,
  send,
  statusCounts,
} from "../fixtures/newsletter";

const QUEUE = "cordillera-nearshore-newsletter";

const { admin, editor } = newsletterSetUp();

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

  it("never mails anyone twice when a send went out but recording it failed: the cron gives that row up", async () => {
    await activeSubscribers(3);
    const id = await createDraft("Unrecorded send");
    await send(id);
    const { sent, transport } = recorder();
    // The provider accepts the first message, then D1 fails the write that marks its row sent.
    const failing = failD1Once(/^update "newsletter_deliveries" set .*"message_id" = \?/);
    const outcome = await deliverCampaignJob(enqueued[0]!, transport);
    failing.mockRestore();
    // A duplicate or retried message finds nothing to send; the batch does not even ask for a retry.
    await deliverCampaignJob(enqueued[0]!, transport);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((m) => m.to)).size).toBe(3);
    expect(outcome).toBeNull();
    expect(await statusCounts(id)).toEqual({ sent: 2, sending: 1 });
    // Past STALE_CLAIM_MS the cron marks the unrecorded row failed, sends nothing, and the campaign is done.
    await sweepCampaigns(new Date(Date.now() + STALE_CLAIM_MS + 60_000));
    expect(sent).toHaveLength(3);
    expect(await statusCounts(id)).toEqual({ sent: 2, failed: 1 });
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

  it("a send refused in a batch that was cancelled meanwhile is cancelled, not left queued for ever", async () => {
    await activeSubscribers(3);
    const id = await createDraft("Cancelled mid-batch");
    await send(id);
    const rows = await deliveries(id);
    // The admin cancels while the batch is sending; then the second recipient's send is refused.
    const transport: NewsletterTransport = {
      async send(m) {
        if (m.to !== rows[1]!.email) return { messageId: `<${m.to}>` };
        await cancelCampaign(id);
        throw new Error("refused");
      },
    };
    await deliverCampaignJob(enqueued[0]!, transport);
    expect((await campaign(id))!.status).toBe("cancelled");
    expect(await statusCounts(id)).toEqual({ sent: 2, cancelled: 1 });
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
    enqueued.length = 0;
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
