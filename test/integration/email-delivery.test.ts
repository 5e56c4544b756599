// Sending the outbox: the Worker's queue consumer through the real EMAIL binding, never twice, retries with backoff
// and the failed (dead-letter) state with Resend, and the cron sweep of rows the queue never got.
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RenderedMail } from "~/models/mail-templates.server";
import {
  CLAIM_LEASE_MS,
  MAX_ATTEMPTS,
  QUEUE_BATCH,
  queueReplacing,
  retryDelaySeconds,
  SWEEP_AFTER_MS,
} from "~/models/outbox.server";
import { deliverOutboxBatch, deliverOutboxMessage, sweepOutbox } from "~/models/outbox-delivery.server";
import { cronTick, failD1Once, page, postForm, queueThroughWorker, signedInPrimary, uniqueEmail } from "../helpers";
import { validContact } from "../fixtures";
import {
  CONTACT_KINDS,
  contactId,
  job,
  outboxFor,
  outboxRow,
  QUEUE,
  storedMessage,
  waitUntilSent,
} from "../fixtures/email";

let primary: { cookie: string };

beforeAll(async () => {
  primary = await signedInPrimary();
});

/** The real EMAIL binding. */
const realEmail = () => ({ send: (m: EmailMessageBuilder) => env.EMAIL.send(m) }) as Pick<SendEmail, "send">;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the queue consumer", () => {
  it("the Worker's queue() handler sends each row through EMAIL, marks it sent and acks it", async () => {
    const to = uniqueEmail("consumer");
    const id = await storedMessage(to);
    const message = job(id);
    const result = await queueThroughWorker(QUEUE, [message]);
    expect(result.explicitAcks).toEqual([message.id]);
    expect(result.retryMessages).toEqual([]);
    const row = await outboxRow(id);
    expect(row.status).toBe("sent");
    expect(row.message_id).toMatch(/^<.+>$/);
    expect(row.sent_at).toBeGreaterThan(0);
  });

  it("never mails anyone twice: a duplicate in the batch, a retried batch, two consumers at once", async () => {
    let sends = 0;
    const counting = { send: (m: EmailMessageBuilder) => (sends++, env.EMAIL.send(m)) } as Pick<SendEmail, "send">;
    const id = await storedMessage(uniqueEmail("once"));
    const batch = createMessageBatch(QUEUE, [job(id), job(id)]);
    const ctx = createExecutionContext();
    await deliverOutboxBatch(batch, counting);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(2);
    await deliverOutboxBatch(createMessageBatch(QUEUE, [job(id, 2)]), counting);
    expect(sends).toBe(1);

    const other = await storedMessage(uniqueEmail("race"));
    sends = 0;
    await Promise.all([
      deliverOutboxMessage(other, counting),
      deliverOutboxMessage(other, counting),
      deliverOutboxMessage(other, counting),
    ]);
    expect(sends).toBe(1);
    expect((await outboxRow(other)).status).toBe("sent");
  });

  it("a send whose `sent` write failed is no refusal: not retried, only swept once its lease runs out (0007)", async () => {
    let sends = 0;
    const counting = { send: (m: EmailMessageBuilder) => (sends++, env.EMAIL.send(m)) } as Pick<SendEmail, "send">;
    const id = await storedMessage(uniqueEmail("unrecorded"));
    // The provider accepts the message, then D1 fails the write that marks the row sent.
    const failing = failD1Once(/^update "outbox" set .*"message_id" = \?/);
    const batch = createMessageBatch(QUEUE, [job(id)]);
    const ctx = createExecutionContext();
    await deliverOutboxBatch(batch, counting);
    failing.mockRestore();
    // A duplicate or retried message while the claim holds sends nothing.
    await deliverOutboxMessage(id, counting);
    expect(sends).toBe(1);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual([batch.messages[0]!.id]);
    expect(await outboxRow(id)).toMatchObject({ status: "queued", attempts: 1, last_error: null });
    // When the lease has run out, the sweep enqueues it again: the at-least-once case decision 0007 accepts.
    const sendBatch = vi.spyOn(env.MAIL_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    await sweepOutbox(new Date(Date.now() + CLAIM_LEASE_MS + SWEEP_AFTER_MS));
    const swept = sendBatch.mock.calls.flatMap(([m]) => [...m].map((x) => (x.body as { outboxId: number }).outboxId));
    expect(swept).toContain(id);
  });

  it("a message replaced while it is being sent is sent again with its new content, not marked sent", async () => {
    const to = uniqueEmail("replaced");
    const relatedId = Math.floor(Math.random() * 1e9);
    const mail = (subject: string): RenderedMail => ({
      kind: "meeting_rescheduled",
      to,
      replyTo: null,
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
      headers: {},
    });
    const [id] = await queueReplacing(relatedId, mail("Moved to Tuesday 10:00"));
    let release!: () => void;
    const sent: string[] = [];
    const slow = {
      send: async (m: { subject: string }) => {
        sent.push(m.subject);
        await new Promise<void>((resolve) => (release = resolve));
        return { messageId: "<slow@test>" };
      },
    } as unknown as Pick<SendEmail, "send">;
    const sending = deliverOutboxMessage(id!, slow);
    await vi.waitUntil(() => sent.length === 1);
    // The meeting moves again while the first version is on its way.
    expect(await queueReplacing(relatedId, mail("Moved to Wednesday 15:00"))).toEqual([id]);
    release();
    await sending;
    expect(await outboxRow(id!)).toMatchObject({
      status: "queued",
      subject: "Moved to Wednesday 15:00",
      sent_at: null,
    });
    await deliverOutboxMessage(id!, realEmail());
    expect(await outboxRow(id!)).toMatchObject({ status: "sent", subject: "Moved to Wednesday 15:00" });
  });

  it("a refused send is retried with backoff, then marked failed after the last attempt; Resend sends it again", async () => {
    const to = uniqueEmail("bounce");
    const id = await storedMessage(to);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const batch = createMessageBatch(QUEUE, [job(id, attempt)]);
      const retry = vi.spyOn(batch.messages[0]!, "retry");
      const ctx = createExecutionContext();
      // The real binding, configured to refuse this recipient (vitest.config.ts).
      await deliverOutboxBatch(batch, env.EMAIL_REFUSING);
      const result = await getQueueResult(batch, ctx);
      const row = await outboxRow(id);
      expect(row.attempts).toBe(attempt);
      expect(row.last_error).toBe(`email to ${to} not allowed`);
      expect(row.message_id).toBeNull();
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe("queued");
        expect(result.retryMessages).toEqual([{ msgId: batch.messages[0]!.id }]);
        expect(retry).toHaveBeenCalledWith({ delaySeconds: retryDelaySeconds(attempt) });
        expect(row.due_at).toBeGreaterThan(Date.now() + retryDelaySeconds(attempt) * 1000 - 5000);
      } else {
        expect(row.status).toBe("failed");
        expect(result.retryMessages).toEqual([]);
        expect(retry).not.toHaveBeenCalled();
        expect(result.explicitAcks).toEqual([batch.messages[0]!.id]);
      }
    }
    expect([10, 30, 90, 270].map((_, i) => retryDelaySeconds(i + 1))).toEqual([10, 30, 90, 270]);
    // A late duplicate finds the row failed and sends nothing.
    await deliverOutboxBatch(createMessageBatch(QUEUE, [job(id, 6)]), env.EMAIL_REFUSING);
    expect((await outboxRow(id)).attempts).toBe(MAX_ATTEMPTS);

    // The Email log lists it as failed, with its error, and offers Resend.
    const log = (await page("/admin/outbox?status=failed", { headers: { Cookie: primary.cookie } })).html;
    expect(log).toContain(to);
    expect(log).toContain(`Resend e-mail to ${to}`);
    expect(log).toContain(`email to ${to} not allowed`);

    // Resend puts it back on the real queue; the real consumer and binding send it.
    const res = await postForm("/admin/outbox", { intent: "resend", id: String(id) }, primary.cookie);
    expect(res.status).toBe(302);
    await vi.waitFor(async () => expect((await outboxRow(id)).status).toBe("sent"), { timeout: 15_000, interval: 200 });
    expect((await outboxRow(id)).attempts).toBe(1);
  });

  it("acks a malformed message instead of retrying it forever", async () => {
    const result = await queueThroughWorker(QUEUE, [
      { id: "junk", timestamp: new Date(), attempts: 1, body: { outboxId: "1; DROP TABLE outbox" } },
    ]);
    expect(result.explicitAcks).toEqual(["junk"]);
  });
});

describe("the cron sweep", () => {
  it("re-enqueues rows the queue never got, and a request whose queue send failed still stores everything", async () => {
    // The queue is unavailable for this one enquiry: the visitor still gets the success answer.
    const sendBatch = vi.spyOn(env.MAIL_QUEUE, "sendBatch").mockRejectedValueOnce(new Error("Queue unavailable"));
    const email = uniqueEmail("lost");
    expect((await postForm("/contact", { ...validContact(), email })).status).toBe(302);
    const id = (await contactId(email))!;
    await vi.waitFor(async () => expect(sendBatch).toHaveBeenCalledTimes(1));
    const rows = await vi.waitFor(async () => {
      const found = await outboxFor(CONTACT_KINDS, id);
      expect(found.some((r) => r.kind === "contact_autoreply")).toBe(true);
      return found;
    });
    expect(rows.every((r) => r.status === "queued" && r.attempts === 0)).toBe(true);

    // Not yet overdue: the sweep leaves them.
    await cronTick("*/5 * * * *", Date.now());
    expect(sendBatch).toHaveBeenCalledTimes(1);

    // Overdue: the sweep sends their ids to the queue, and the consumer sends them.
    await env.DB.prepare(
      "UPDATE outbox SET due_at = ? WHERE related_id = ? AND kind IN ('contact_alert', 'contact_autoreply')",
    )
      .bind(Date.now() - SWEEP_AFTER_MS - 1000, id)
      .run();
    await cronTick("*/5 * * * *", Date.now());
    const swept = sendBatch.mock.calls
      .slice(1)
      .flatMap(([messages]) => [...messages].map((m) => (m.body as { outboxId: number }).outboxId));
    expect(swept).toEqual(expect.arrayContaining(rows.map((r) => r.id)));
    await waitUntilSent(CONTACT_KINDS, id);
  });

  it("re-enqueues a lost fan-out larger than one queue batch in a single sweep", async () => {
    const backlog = QUEUE_BATCH * 2 + 50;
    const overdue = Date.now() - SWEEP_AFTER_MS - 1000;
    const { results } = await env.DB.prepare(
      `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
       INSERT INTO outbox (kind, recipient, subject, text_body, html_body, created_at, updated_at, due_at)
       SELECT 'contact_autoreply', 'r' || i || '@backlog.example', 'Backlog', 'x', '<p>x</p>', ?, ?, ? FROM k
       RETURNING id`,
    )
      .bind(backlog, overdue, overdue, overdue)
      .all<{ id: number }>();
    const sendBatch = vi.spyOn(env.MAIL_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    const { requeued } = await sweepOutbox();
    const swept = sendBatch.mock.calls.flatMap(([m]) => [...m].map((x) => (x.body as { outboxId: number }).outboxId));
    expect(requeued).toBeGreaterThanOrEqual(backlog);
    expect(swept).toEqual(expect.arrayContaining(results.map((r) => r.id)));
  });

  it("marks a row that used up its attempts without an answer as failed", async () => {
    const id = await storedMessage(uniqueEmail("stuck"));
    await env.DB.prepare("UPDATE outbox SET attempts = ?, due_at = ?, claimed_at = ? WHERE id = ?")
      .bind(MAX_ATTEMPTS, Date.now() - SWEEP_AFTER_MS - 1000, Date.now() - 60 * 60_000, id)
      .run();
    await cronTick("*/5 * * * *", Date.now());
    const row = await outboxRow(id);
    expect(row.status).toBe("failed");
    expect(row.last_error).toBe("No answer after the last attempt");
  });
});
