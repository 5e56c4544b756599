// Webhook events fired by the existing after-write hooks (issue 32): each write stores one delivery per subscribed
// endpoint with the documented payload; a scheduled post is announced by the cron when its time comes, once; a
// Slack endpoint gets a Block Kit message without message bodies; a webhook that cannot be queued never fails the
// write, and the cron sweep sends it later.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { createWebhookEndpoint } from "~/models/webhooks.server";
import { sweepWebhookDeliveries } from "~/models/webhook-deliveries.server";
import { confirmSubscriber, findSubscriber } from "~/models/subscribers.server";
import { CRONS } from "~/platform/crons";
import { WEBHOOK_EVENTS } from "~/schemas/webhook";
import { cronTick, sendJson, staff } from "../helpers";
import { validApplication, validContact, validSubscriber } from "../fixtures";

const receiver = inject("webhookReceiver");

type Json = Record<string, unknown>;
type Row = { id: number; event: string; payload: string; status: string; event_key: string };

let admin: { cookie: string };
beforeAll(async () => {
  admin = await staff("admin");
}, 60_000);

afterEach(async () => {
  vi.restoreAllMocks();
  await env.DB.prepare("DELETE FROM webhook_endpoints").run();
});

let n = 0;
/** An endpoint of this kind subscribed to every event, on a receiver path of its own. */
async function everything(kind: "webhook" | "slack" = "webhook") {
  n += 1;
  const name = `events-${Date.now().toString(36)}-${n}`;
  const e = await createWebhookEndpoint({
    url: `${receiver}/hook/${name}`,
    kind,
    description: null,
    events: [...WEBHOOK_EVENTS],
    enabled: true,
  });
  return { id: e.id, name };
}

const deliveries = async (endpointId: number) =>
  (
    await env.DB.prepare("SELECT * FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY id")
      .bind(endpointId)
      .all<Row>()
  ).results;

/** The deliveries of that event, once they are stored (the hooks run after the response). */
async function deliveriesOf(endpointId: number, event: string, count = 1): Promise<Row[]> {
  const until = Date.now() + 10_000;
  for (;;) {
    const rows = (await deliveries(endpointId)).filter((r) => r.event === event);
    if (rows.length >= count || Date.now() > until) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The deliveries of that event once the hooks had time to run: for counting what must not be there. */
async function settled(endpointId: number, event: string): Promise<Row[]> {
  await new Promise((r) => setTimeout(r, 500));
  return (await deliveries(endpointId)).filter((r) => r.event === event);
}

const data = (row: Row | undefined) => (JSON.parse(row!.payload) as { data: Json }).data;

/** A job listing with this title and an application to it from the public API; returns the job's id. */
async function applyToNewJob(title: string) {
  const job = await sendJson(
    "/api/job-listings",
    "POST",
    { title, location: "Remote", description: "x", category: "Engineering" },
    admin.cookie,
  );
  const jobId = ((await job.json<Json>()).jobListing as Json).id as number;
  const applied = await sendJson("/api/job-applications", "POST", { ...validApplication(), jobId: String(jobId) });
  expect(applied.status).toBe(201);
  return jobId;
}

describe("events from the after-write hooks", () => {
  it("application.created from the public form, then application.status_changed from the API, without personal fields", async () => {
    const e = await everything();
    const jobId = await applyToNewJob("Hooked Engineer");
    const [created] = await deliveriesOf(e.id, "application.created");
    const application = data(created).application as Json;
    expect(application).toMatchObject({ jobId, position: "Hooked Engineer", fullName: "Valentina Cruz", cv: "link" });
    expect(created!.payload).not.toContain("six years of experience"); // the cover letter stays in the back office

    const moved = await sendJson(
      `/api/job-applications/${application.id as number}/status`,
      "PATCH",
      { status: "interview" },
      admin.cookie,
    );
    expect(moved.status).toBe(200);
    const [changed] = await deliveriesOf(e.id, "application.status_changed");
    expect(data(changed).application).toMatchObject({ status: "interview", previousStatus: "new" });
    expect(changed!.payload).not.toContain("Valentina");
    // The same status again is no change, and no event.
    await sendJson(
      `/api/job-applications/${application.id as number}/status`,
      "PATCH",
      { status: "interview" },
      admin.cookie,
    );
    expect(await settled(e.id, "application.status_changed")).toHaveLength(1);
  });

  it("subscriber.confirmed and subscriber.unsubscribed", async () => {
    const e = await everything();
    const signUp = validSubscriber();
    expect((await sendJson("/api/subscribers", "POST", signUp)).status).toBe(201);
    const row = await env.DB.prepare("SELECT id FROM newsletter_subscribers WHERE email = ?")
      .bind(signUp.email)
      .first<{ id: number }>();
    const subscriber = await findSubscriber(row!.id);
    expect(await confirmSubscriber(subscriber!)).not.toBeNull();
    const [confirmed] = await deliveriesOf(e.id, "subscriber.confirmed");
    expect(data(confirmed).subscriber).toMatchObject({ id: row!.id, email: signUp.email });

    const left = await sendJson(
      `/api/subscribers/${row!.id}/status`,
      "PATCH",
      { status: "unsubscribed" },
      admin.cookie,
    );
    expect(left.status).toBe(200);
    const [unsubscribed] = await deliveriesOf(e.id, "subscriber.unsubscribed");
    expect(data(unsubscribed).subscriber).toMatchObject({ email: signUp.email, reason: "admin" });
  });

  it("post.published when a post goes live now, and by the cron when a scheduled one's time comes, once", async () => {
    const e = await everything();
    const now = await sendJson(
      "/api/blog-posts",
      "POST",
      { title: "Live at once", content: "Body.", author: "Ana", published: true },
      admin.cookie,
    );
    expect(now.status).toBe(201);
    const [live] = await deliveriesOf(e.id, "post.published");
    expect(data(live).post).toMatchObject({
      title: "Live at once",
      url: expect.stringMatching(/\/blog\/live-at-once$/),
    });

    const at = Date.now() + 60 * 60_000;
    const scheduled = await sendJson(
      "/api/blog-posts",
      "POST",
      { title: "Later on", content: "Body.", author: "Ana", published: true, publishedAt: new Date(at).toISOString() },
      admin.cookie,
    );
    expect(scheduled.status).toBe(201);
    expect(await settled(e.id, "post.published")).toHaveLength(1);
    await cronTick(CRONS.frequent, at + 60_000);
    await cronTick(CRONS.frequent, at + 120_000); // a tick that overlaps: nothing twice
    const both = await deliveriesOf(e.id, "post.published", 2);
    expect(both.map((r) => (data(r).post as Json).title)).toEqual(["Live at once", "Later on"]);

    // A tick that never ran: the next one still announces the post that went live in it.
    const missed = Date.now() + 3 * 60 * 60_000;
    const late = await sendJson(
      "/api/blog-posts",
      "POST",
      {
        title: "Missed tick",
        content: "Body.",
        author: "Ana",
        published: true,
        publishedAt: new Date(missed).toISOString(),
      },
      admin.cookie,
    );
    expect(late.status).toBe(201);
    await cronTick(CRONS.frequent, missed + 10 * 60_000);
    const three = await deliveriesOf(e.id, "post.published", 3);
    expect(three.map((r) => (data(r).post as Json).title)).toEqual(["Live at once", "Later on", "Missed tick"]);
  });

  it("job.published when a listing is published, and again when it is published anew", async () => {
    const e = await everything();
    const created = await sendJson(
      "/api/job-listings",
      "POST",
      { title: "Published Role", location: "Remote", description: "x", category: "Engineering", published: false },
      admin.cookie,
    );
    const id = ((await created.json<Json>()).jobListing as Json).id as number;
    expect(await settled(e.id, "job.published")).toHaveLength(0);
    expect((await sendJson(`/api/job-listings/${id}`, "PATCH", { published: true }, admin.cookie)).status).toBe(200);
    const [published] = await deliveriesOf(e.id, "job.published");
    expect(data(published).job).toMatchObject({
      id,
      title: "Published Role",
      url: expect.stringMatching(`/jobs/${id}$`),
    });
    // A save of a listing already published is not a new publication.
    await sendJson(`/api/job-listings/${id}`, "PATCH", { title: "Published Role (edited)" }, admin.cookie);
    expect(await settled(e.id, "job.published")).toHaveLength(1);
  });
});

describe("deleting the record", () => {
  it("deletes its enquiry.created and application.created deliveries, so nothing sends the person again", async () => {
    const e = await everything();
    expect((await sendJson("/api/contact", "POST", validContact())).status).toBe(201);
    await applyToNewJob("Deleted Engineer");
    const [enquiry] = await deliveriesOf(e.id, "enquiry.created");
    const [application] = await deliveriesOf(e.id, "application.created");
    const contactId = (data(enquiry).enquiry as Json).id as number;
    const applicationId = (data(application).application as Json).id as number;

    expect((await sendJson(`/api/contacts/${contactId}`, "DELETE", undefined, admin.cookie)).status).toBe(200);
    expect((await sendJson(`/api/job-applications/${applicationId}`, "DELETE", undefined, admin.cookie)).status).toBe(
      200,
    );
    const left = await deliveries(e.id);
    expect(left.filter((r) => r.id === enquiry!.id || r.id === application!.id)).toEqual([]);
    for (const row of [enquiry!, application!]) {
      const redeliver = `/api/webhooks/${e.id}/deliveries/${row.id}/redeliver`;
      expect((await sendJson(redeliver, "POST", {}, admin.cookie)).status).toBe(404);
    }
  });
});

describe("Slack endpoints", () => {
  it("get a Block Kit message: who, what and the back-office link, never the message itself", async () => {
    const slack = await everything("slack");
    // What a visitor types never becomes a mention or a link, in the notification's text as in the blocks.
    const contact = { ...validContact(), name: "Eve <!channel>", company: "<https://evil.example|Invoice> & Co" };
    expect((await sendJson("/api/contact", "POST", contact)).status).toBe(201);
    const until = Date.now() + 10_000;
    let received: { body: string; headers: Record<string, string> }[] = [];
    while (received.length === 0 && Date.now() < until) {
      received = await (await fetch(`${receiver}/log/${slack.name}`)).json();
      if (received.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    const [request] = received;
    expect(request, "Slack's receiver got nothing").toBeDefined();
    const message = JSON.parse(request!.body) as { text: string; blocks: { type: string }[] };
    expect(message.text).toBe("New enquiry from Eve &lt;!channel&gt; (&lt;https://evil.example|Invoice&gt; &amp; Co)");
    expect(request!.body).not.toContain("<!channel>");
    expect(request!.body).not.toContain("<https://evil.example");
    expect(message.blocks.map((b) => b.type)).toEqual(["section", "section", "actions"]);
    expect(request!.body).toContain("/admin/contacts?dialog=view");
    expect(request!.body).not.toContain(contact.message);
    expect(request!.body).not.toContain(contact.email);
    expect(request!.headers["webhook-signature"]).toBeUndefined();
  });
});

describe("a webhook never fails the write", () => {
  it("answers the enquiry when the queue refuses, and the cron sweep sends the delivery later", async () => {
    const e = await everything();
    vi.spyOn(env.WEBHOOK_QUEUE, "sendBatch").mockRejectedValue(new Error("queue unavailable"));
    expect((await sendJson("/api/contact", "POST", validContact())).status).toBe(201);
    const [stored] = await deliveriesOf(e.id, "enquiry.created");
    expect(stored!.status).toBe("pending");
    vi.restoreAllMocks();
    const sent = vi.spyOn(env.WEBHOOK_QUEUE, "sendBatch");
    await cronTick(CRONS.frequent, Date.now() + 10 * 60_000);
    expect(sent).toHaveBeenCalledWith([{ body: { deliveryId: stored!.id } }]);
  });

  it("the sweep sends on a lost batch of over a hundred deliveries in one tick", async () => {
    const e = await everything();
    const now = Date.now();
    const stuck = Array.from({ length: 150 }, (_, i) =>
      env.DB.prepare(
        `INSERT INTO webhook_deliveries (endpoint_id, event, message_id, event_key, payload, next_attempt_at, retry_until)
         VALUES (?, 'enquiry.created', ?, ?, '{}', ?, ?)`,
      ).bind(e.id, `msg_lost_${i}`, `lost-${i}`, now - 60 * 60_000, now + 86_400_000),
    );
    await env.DB.batch(stuck);
    const sent = vi.spyOn(env.WEBHOOK_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    expect(await sweepWebhookDeliveries(new Date(now))).toEqual({ webhooksRequeued: 150 });
    expect(sent.mock.calls.flatMap(([messages]) => [...messages]).length).toBe(150);
  });
});
