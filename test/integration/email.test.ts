// Outbound e-mail: what an enquiry or application puts in the outbox and on the queue, the consumer sending
// through the real EMAIL binding, retries and the failed (dead-letter) state, the cron sweep, notification
// preferences, the templates' escaping, and the Email log, My account and User Management screens.
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  applicationAlert,
  applicationConfirmation,
  contactAlert,
  contactAutoReply,
  headerText,
} from "~/models/mail-templates.server";
import { PUBLIC_WRITE_LIMIT } from "~/platform/rate-limit.server";
import { site } from "~/platform/site";
import { MAX_ATTEMPTS, retryDelaySeconds, storeOutboxMessages, SWEEP_AFTER_MS } from "~/models/outbox.server";
import { deliverOutboxBatch, deliverOutboxMessage } from "~/models/outbox-delivery.server";
import {
  cronTick,
  get,
  page,
  postForm,
  PRIMARY_ADMIN_EMAIL,
  queueThroughWorker,
  sendJson,
  signedInPrimary,
  staff,
  uniqueEmail,
  visitorAddress,
} from "../helpers";
import { validApplication, validContact } from "../fixtures";
import { contactRecord } from "../fixtures/enquiries";

const QUEUE = "cordillera-nearshore-mail";

/** Whether the page's checkbox of this name is ticked. */
const ticked = (html: string, name: string) => {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  if (!input) throw new Error(`no ${name} checkbox`);
  return /\schecked(=""|\s|\/|>)/.test(input);
};

type OutboxRow = {
  id: number;
  kind: string;
  related_id: number;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string | null;
  due_at: number;
  sent_at: number | null;
};

const outboxFor = async (kinds: string[], relatedId: number) =>
  (
    await env.DB.prepare(
      `SELECT * FROM outbox WHERE related_id = ? AND kind IN (${kinds.map(() => "?").join(", ")}) ORDER BY id`,
    )
      .bind(relatedId, ...kinds)
      .all<OutboxRow>()
  ).results;
const outboxRow = async (id: number) =>
  (await env.DB.prepare("SELECT * FROM outbox WHERE id = ?").bind(id).first<OutboxRow>())!;
const outboxTo = async (recipient: string) =>
  (await env.DB.prepare("SELECT * FROM outbox WHERE recipient = ? ORDER BY id").bind(recipient).all<OutboxRow>())
    .results;
const contactId = async (email: string) =>
  (await env.DB.prepare("SELECT id FROM contacts WHERE email = ?").bind(email).first<{ id: number }>())?.id;
const applicationId = async (email: string) =>
  (await env.DB.prepare("SELECT id FROM job_applications WHERE email = ?").bind(email).first<{ id: number }>())?.id;

const CONTACT_KINDS = ["contact_alert", "contact_autoreply"];
const APPLICATION_KINDS = ["application_alert", "application_confirmation"];

/**
 * Waits until the enquiry's or application's messages (stored in one batch, so all at once) are all sent by the
 * real queue consumer, and returns them.
 */
async function waitUntilSent(kinds: string[], relatedId: number) {
  return vi.waitFor(
    async () => {
      const rows = await outboxFor(kinds, relatedId);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.status)).toEqual(rows.map(() => "sent"));
      return rows;
    },
    { timeout: 15_000, interval: 200 },
  );
}

/** A fake queue message for an outbox row, as the queue would deliver it. */
const job = (outboxId: number, attempts = 1) => ({
  id: `msg-${outboxId}-${attempts}-${Math.random()}`,
  timestamp: new Date(),
  attempts,
  body: { outboxId },
});

/** Stores one message without enqueueing it, so only the test's own consumer call sends it. */
async function storedMessage(to: string, relatedId = Math.floor(Math.random() * 1e9)) {
  const contact = contactRecord({
    id: relatedId,
    name: "Queue Test",
    email: to,
    company: "Queue Co",
    phone: null,
    message: "Testing the queue consumer.",
  });
  const [id] = await storeOutboxMessages(relatedId, [contactAutoReply(contact, { siteUrl: "http://localhost" })]);
  return id!;
}

let jobId: number;
let primary: { cookie: string };
let adminOff: { id: number; email: string; cookie: string };
let editorOn: { id: number; email: string; cookie: string };
let editorDefault: { id: number; email: string; cookie: string };

beforeAll(async () => {
  primary = await signedInPrimary();
  adminOff = await staff("admin");
  editorOn = await staff("editor");
  editorDefault = await staff("editor");
  const row = await env.DB.prepare(
    "INSERT INTO jobs (title, department, location, type, category, description, published) VALUES ('Mail Platform Engineer', 'Engineering', 'Remote', 'Full-time', 'Engineering', 'x', 1) RETURNING id",
  ).first<{ id: number }>();
  jobId = row!.id;
  // adminOff switched both alerts off, editorOn switched enquiry alerts on; editorDefault made no choice.
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO notification_preferences (user_id, new_enquiries, new_applications) VALUES (?, 0, 0)",
    ).bind(adminOff.id),
    env.DB.prepare("INSERT INTO notification_preferences (user_id, new_enquiries) VALUES (?, 1)").bind(editorOn.id),
  ]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("notification preferences", () => {
  it("My account shows the role's defaults and saves the user's own choice", async () => {
    const editor = await staff("editor");
    const before = await page("/admin/account", { headers: { Cookie: editor.cookie } });
    expect(before.res.status).toBe(200);
    expect(before.html).toContain("My Account");
    expect(ticked(before.html, "newEnquiries")).toBe(false);
    expect(ticked(before.html, "newApplications")).toBe(false);
    const saved = await postForm("/admin/account", { intent: "notifications", newEnquiries: "on" }, editor.cookie);
    expect(saved.status).toBe(302);
    const after = (await page("/admin/account", { headers: { Cookie: editor.cookie } })).html;
    expect(ticked(after, "newEnquiries")).toBe(true);
    expect(ticked(after, "newApplications")).toBe(false);

    const admin = (await page("/admin/account", { headers: { Cookie: (await staff("admin")).cookie } })).html;
    expect(ticked(admin, "newEnquiries")).toBe(true);
    expect(ticked(admin, "newApplications")).toBe(true);
  });

  it("an administrator changes another user's notifications in User Management", async () => {
    const other = await staff("admin");
    const form = {
      intent: "update",
      id: String(other.id),
      email: other.email,
      name: "",
      role: "admin",
      password: "",
      confirmPassword: "",
    };
    // A form that did not show the boxes leaves them alone.
    expect((await postForm("/admin/users", form, primary.cookie)).status).toBe(302);
    expect(ticked((await page("/admin/account", { headers: { Cookie: other.cookie } })).html, "newEnquiries")).toBe(
      true,
    );
    // The edit dialog shows them; sent without ticks, both are off.
    const dialog = (await page(`/admin/users?dialog=edit&id=${other.id}`, { headers: { Cookie: primary.cookie } }))
      .html;
    expect(dialog).toContain('name="notifications" value="shown"');
    expect(ticked(dialog, "newApplications")).toBe(true);
    expect(
      (await postForm("/admin/users", { ...form, notifications: "shown", newApplications: "on" }, primary.cookie))
        .status,
    ).toBe(302);
    const html = (await page("/admin/account", { headers: { Cookie: other.cookie } })).html;
    expect(ticked(html, "newEnquiries")).toBe(false);
    expect(ticked(html, "newApplications")).toBe(true);
  });

  it("refuses an unknown intent on My account with a 400", async () => {
    expect((await postForm("/admin/account", { intent: "promote-me" }, primary.cookie)).status).toBe(400);
  });
});

describe("an enquiry", () => {
  it("on the form: stored, answered at once, then an alert per opted-in staff user and an auto-reply go through the queue and are sent", async () => {
    const queued = vi.spyOn(env.MAIL_QUEUE, "sendBatch");
    const email = uniqueEmail("lead");
    const res = await postForm("/contact", {
      ...validContact(),
      email,
      phone: "+1 555 0100",
      company: "Northwind Logistics",
    });
    expect(res.status).toBe(302);
    const id = (await contactId(email))!;
    expect(id).toBeGreaterThan(0);

    const rows = await waitUntilSent(CONTACT_KINDS, id);
    const alerts = rows.filter((r) => r.kind === "contact_alert");
    const alerted = alerts.map((r) => r.recipient);
    expect(alerted).toEqual(expect.arrayContaining([PRIMARY_ADMIN_EMAIL, editorOn.email]));
    expect(alerted).not.toContain(adminOff.email);
    expect(alerted).not.toContain(editorDefault.email);
    expect(new Set(alerted).size).toBe(alerted.length);
    expect(rows).toHaveLength(alerts.length + 1);
    for (const alert of alerts) {
      expect(alert.subject).toBe("New enquiry from Dana Whitfield (Northwind Logistics)");
      expect(alert.reply_to).toBe(email);
      expect(alert.text_body).toContain("Staff Augmentation");
      expect(alert.text_body).toContain("+1 555 0100");
      expect(alert.text_body).toContain("We need two senior React engineers");
      expect(alert.text_body).toContain(`http://localhost:8787/admin/contacts?dialog=view&id=${id}`);
      expect(alert.html_body).toContain(`href="http://localhost:8787/admin/contacts?dialog=view&amp;id=${id}"`);
      expect(alert.message_id).toMatch(/^<.+@cordillera\.example>$/);
      expect(alert.attempts).toBe(1);
    }
    const [reply] = rows.filter((r) => r.kind === "contact_autoreply");
    expect(reply!.recipient).toBe(email);
    expect(reply!.subject).toBe(`Thanks for contacting ${site.name}`);
    expect(JSON.parse(reply!.headers)).toEqual({ "Auto-Submitted": "auto-replied" });
    expect(reply!.text_body).toContain(site.email);
    // The enquiry is not quoted back: the reply goes to any typed address (issue 35 F5).
    expect(reply!.text_body).not.toContain("We need two senior React engineers");
    expect(reply!.text_body).toContain("We received your enquiry about Staff Augmentation.");
    expect(reply!.html_body).toContain(site.email);

    // What went on the queue: the ids of exactly these rows, nothing else.
    const sentIds = queued.mock.calls.flatMap(([messages]) =>
      [...messages].map((m) => (m.body as { outboxId: number }).outboxId),
    );
    expect(sentIds.sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it("through /api/contact: the same messages", async () => {
    const email = uniqueEmail("api-lead");
    const res = await sendJson("/api/contact", "POST", { ...validContact(), email });
    expect(res.status).toBe(201);
    const rows = await waitUntilSent(CONTACT_KINDS, (await contactId(email))!);
    expect(rows.filter((r) => r.kind === "contact_autoreply").map((r) => r.recipient)).toEqual([email]);
  });

  it("the alert's link opens that enquiry in Contact Messages", async () => {
    const email = uniqueEmail("linked");
    await sendJson("/api/contact", "POST", { ...validContact(), email, name: "Linked Person" });
    const id = (await contactId(email))!;
    const { res, html } = await page(`/admin/contacts?dialog=view&id=${id}`, { headers: { Cookie: primary.cookie } });
    expect(res.status).toBe(200);
    expect(html).toContain("Message from Linked Person");
    expect(html).toContain(email);
  });

  it("a link from an alert sent before the one dialog spelling (?view=) still opens the enquiry", async () => {
    const email = uniqueEmail("older-link");
    await sendJson("/api/contact", "POST", { ...validContact(), email, name: "Older Link" });
    const id = (await contactId(email))!;
    const res = await get(`/admin/contacts?view=${id}`, { headers: { Cookie: primary.cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/admin/contacts?dialog=view&id=${id}`);
    const { html } = await page(res.headers.get("Location")!, { headers: { Cookie: primary.cookie } });
    expect(html).toContain("Message from Older Link");
  });
});

describe("a job application", () => {
  it("on the form and through the API: alerts to staff with new applications on, and the applicant's confirmation naming the position", async () => {
    const email = uniqueEmail("applicant");
    const res = await postForm(`/jobs/${jobId}/apply`, { ...validApplication(), email });
    expect(res.status).toBe(302);
    const id = (await applicationId(email))!;
    const rows = await waitUntilSent(APPLICATION_KINDS, id);
    // adminOff turned both off in User Management, editorOn only has enquiries, editors are off by default.
    const alerts = rows.filter((r) => r.kind === "application_alert");
    const alerted = alerts.map((r) => r.recipient);
    expect(alerted).toContain(PRIMARY_ADMIN_EMAIL);
    for (const off of [adminOff.email, editorOn.email, editorDefault.email]) expect(alerted).not.toContain(off);
    const alert = alerts.find((r) => r.recipient === PRIMARY_ADMIN_EMAIL)!;
    expect(alert.subject).toBe("New application: Valentina Cruz for Mail Platform Engineer");
    expect(alert.reply_to).toBe(email);
    expect(alert.text_body).toContain(`http://localhost:8787/admin/applications?dialog=view&id=${id}`);
    const [confirmation] = rows.filter((r) => r.kind === "application_confirmation");
    expect(confirmation!.recipient).toBe(email);
    expect(confirmation!.subject).toBe(`Your application for Mail Platform Engineer at ${site.name}`);
    expect(JSON.parse(confirmation!.headers)).toEqual({ "Auto-Submitted": "auto-replied" });

    const apiEmail = uniqueEmail("api-applicant");
    expect(
      (await sendJson("/api/job-applications", "POST", { ...validApplication(), email: apiEmail, jobId })).status,
    ).toBe(201);
    await waitUntilSent(APPLICATION_KINDS, (await applicationId(apiEmail))!);
  });

  it("the alert's link opens that application in Job Applications", async () => {
    const email = uniqueEmail("applicant-link");
    await sendJson("/api/job-applications", "POST", {
      ...validApplication(),
      email,
      fullName: "Linked Applicant",
      jobId,
    });
    const id = (await applicationId(email))!;
    const { res, html } = await page(`/admin/applications?dialog=view&id=${id}`, {
      headers: { Cookie: primary.cookie },
    });
    expect(res.status).toBe(200);
    expect(html).toContain("Linked Applicant");
  });
});

describe("a refused submission mails no one", () => {
  /** Sends a good enquiry and waits for its messages, so anything the refused one had queued would be there too. */
  async function settle() {
    const email = uniqueEmail("after");
    await sendJson("/api/contact", "POST", { ...validContact(), email });
    await waitUntilSent(CONTACT_KINDS, (await contactId(email))!);
  }

  it("invalid, honeypot: on the forms and the API", async () => {
    const emails = Array.from({ length: 6 }, () => uniqueEmail("refused"));
    expect((await postForm("/contact", { ...validContact(), email: emails[0]!, message: "short" })).status).toBe(400);
    expect(
      (await sendJson("/api/contact", "POST", { ...validContact(), email: emails[1]!, interest: "bogus" })).status,
    ).toBe(400);
    expect(
      (await postForm("/contact", { ...validContact(), email: emails[2]!, website: "https://spam.example" })).status,
    ).toBe(302);
    expect(
      (
        await sendJson("/api/contact", "POST", {
          ...validContact(),
          email: emails[3]!,
          website: "https://spam.example",
        })
      ).status,
    ).toBe(201);
    expect(
      (await postForm(`/jobs/${jobId}/apply`, { ...validApplication(), email: emails[4]!, coverLetter: "too short" }))
        .status,
    ).toBe(400);
    expect(
      (
        await sendJson("/api/job-applications", "POST", {
          ...validApplication(),
          email: emails[5]!,
          jobId,
          website: "x",
        })
      ).status,
    ).toBe(201);
    await settle();
    for (const email of emails) {
      expect(await outboxTo(email), email).toEqual([]);
      expect(await contactId(email)).toBeUndefined();
      expect(await applicationId(email)).toBeUndefined();
    }
  });

  it("throttled", async () => {
    const address = visitorAddress();
    const headers = { "CF-Connecting-IP": address, "Content-Type": "application/json" };
    for (let i = 0; i < PUBLIC_WRITE_LIMIT.limit; i++) {
      await get("/api/contact", {
        method: "POST",
        headers,
        body: JSON.stringify({ ...validContact(), email: uniqueEmail("burst") }),
      });
    }
    const email = uniqueEmail("throttled");
    const refused = await get("/api/contact", {
      method: "POST",
      headers,
      body: JSON.stringify({ ...validContact(), email }),
    });
    expect(refused.status).toBe(429);
    const page429 = await get("/contact", {
      method: "POST",
      headers: { "CF-Connecting-IP": address, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...validContact(), email }),
    });
    expect(page429.status).toBe(429);
    await settle();
    expect(await outboxTo(email)).toEqual([]);
  });
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

describe("templates", () => {
  const hostile = contactRecord({
    id: 7,
    name: `<script>alert("n")</script>\r\nBcc: victim@example.com`,
    email: "eve@example.com",
    company: `<img src=x onerror=alert(1)>\nInc`,
    phone: `"><b>`,
    message: `Hi <a href="javascript:alert(1)">click</a> & <style>body{}</style>\n</td></tr></table><script>x()</script>`,
  });
  const application = {
    id: 9,
    jobId: 1,
    position: "Engineer\r\nBcc: all@example.com",
    fullName: `<svg onload=alert(1)>`,
    email: "mallory@example.com",
    phone: "<i>1</i>",
    coverLetter: `<iframe src="https://evil.example"></iframe>`.repeat(3),
    resume: `javascript:alert(1)`,
    resumeKey: "cvs/00000000-0000-4000-8000-000000000000",
    resumeFileName: `<img src=x onerror=alert(1)>.pdf`,
    resumeFileSize: 123_456,
    resumeContentType: "application/pdf",
    consentAt: new Date(),
    anonymizedAt: null,
    readAt: null,
    status: "new" as const,
    language: "en" as const,
    ownerId: null,
    statusChangedAt: null,
    statusTokenHash: null,
    withdrawnAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
  const links = {
    siteUrl: "https://www.cordillera.example",
    link: "https://www.cordillera.example/admin/contacts?dialog=view&id=7",
  };
  const all = [
    contactAlert(hostile, "staff@cordillera.example", links),
    contactAutoReply(hostile, links),
    applicationAlert(application, "staff@cordillera.example", links),
    applicationConfirmation(application, links),
  ];

  it("never let visitor input become HTML", () => {
    for (const mail of all) {
      for (const tag of ["<script", "<img", "<svg", "<iframe", "<style", "<b>", "<i>", '<a href="javascript']) {
        expect(mail.html, `${mail.kind}: ${tag}`).not.toContain(tag);
      }
      expect(mail.html).not.toMatch(/href="javascript:/i);
      expect(mail.html).toContain(site.name);
      expect(mail.text).toContain(site.email);
    }
    expect(all[0]!.html).toContain("&lt;script&gt;alert(&quot;n&quot;)&lt;/script&gt;");
    expect(all[0]!.html).toContain("&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;");
    // The plain text keeps what the visitor wrote, as text.
    expect(all[0]!.text).toContain(hostile.message);
  });

  it("never let a line break reach a header", () => {
    for (const mail of all) {
      expect(mail.subject, mail.kind).not.toMatch(/[\r\n]/);
      expect(mail.replyTo ?? "").not.toMatch(/[\r\n]/);
      expect(mail.to).not.toMatch(/[\r\n\s]/);
      for (const [k, v] of Object.entries(mail.headers)) expect(`${k}: ${v}`).not.toMatch(/[\r\n]/);
    }
    expect(all[0]!.subject).toBe(
      `New enquiry from <script>alert("n")</script> Bcc: victim@example.com (<img src=x onerror=alert(1)> Inc)`,
    );
    expect(all[3]!.subject).toBe(`Your application for Engineer Bcc: all@example.com at ${site.name}`);
    expect(headerText("a\u2028b\u0000c\td")).toBe("a b c d");
  });

  it("a hostile enquiry through the form is stored escaped and shown escaped in the Email log", async () => {
    const email = uniqueEmail("hostile");
    await postForm("/contact", {
      ...validContact(),
      email,
      name: "<script>alert(1)</script>",
      message: "<img src=x onerror=alert(2)> hello there",
    });
    const id = (await contactId(email))!;
    const rows = await waitUntilSent(CONTACT_KINDS, id);
    const alert = rows.find((r) => r.kind === "contact_alert")!;
    expect(alert.html_body).not.toContain("<script>alert(1)");
    expect(alert.html_body).toContain("&lt;img src=x onerror=alert(2)&gt;");
    const { html } = await page(`/admin/outbox?dialog=view&id=${alert.id}`, { headers: { Cookie: primary.cookie } });
    expect(html).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(html).toMatch(/<iframe[^>]*srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;!doctype html&gt;/i);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x onerror");
  });
});

describe("the Email log", () => {
  it("is for administrators only", async () => {
    const res = await get("/admin/outbox", { headers: { Cookie: editorDefault.cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/blog");
    const anonymous = await get("/admin/outbox");
    expect(anonymous.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Foutbox");
    expect((await postForm("/admin/outbox", { intent: "resend", id: "1" }, editorDefault.cookie)).status).toBe(302);
  });

  it("lists, filters by status, searches and pages in SQL", async () => {
    const to = uniqueEmail("findme");
    await storedMessage(to);
    const all = await page("/admin/outbox", { headers: { Cookie: primary.cookie } });
    expect(all.res.status).toBe(200);
    expect(all.html).toContain("Email Log");
    for (const heading of ["Status", "Recipient and subject", "Kind", "Attempts", "Last error", "Time"])
      expect(all.html).toContain(`>${heading}</th>`);
    const found = (await page(`/admin/outbox?q=${encodeURIComponent(to)}`, { headers: { Cookie: primary.cookie } }))
      .html;
    expect(found).toContain(to);
    expect(found).toContain("Showing 1–1 of 1 e-mails");
    const queuedOnly = (
      await page(`/admin/outbox?status=sent&q=${encodeURIComponent(to)}`, { headers: { Cookie: primary.cookie } })
    ).html;
    expect(queuedOnly).toContain("No e-mails found");
    const short = (await page(`/admin/outbox?q=fi`, { headers: { Cookie: primary.cookie } })).res;
    expect(short.status).toBe(200);
    const paged = (await page(`/admin/outbox?limit=1&page=2`, { headers: { Cookie: primary.cookie } })).html;
    expect(paged).toMatch(/Showing 2–2 of \d+ e-mails/);
  });

  it("answers bad input with a 4xx or a plain list, never a 500", async () => {
    const cookie = primary.cookie;
    for (const path of [
      "/admin/outbox?dialog=view&id=abc",
      "/admin/outbox?dialog=view&id=99999999",
      "/admin/outbox?status=bogus",
      "/admin/outbox?page=-1&q=%22%27%3C",
    ]) {
      expect((await get(path, { headers: { Cookie: cookie } })).status, path).toBe(200);
    }
    expect((await postForm("/admin/outbox", { intent: "bogus", id: "1" }, cookie)).status).toBe(400);
    expect((await postForm("/admin/outbox", { intent: "resend", id: "abc" }, cookie)).status).toBe(400);
    const missing = await postForm("/admin/outbox", { intent: "resend", id: "99999999" }, cookie);
    expect(missing.status).toBe(302);
    // Only a failed message can be resent.
    const id = await storedMessage(uniqueEmail("queued"));
    const notFailed = await postForm("/admin/outbox", { intent: "resend", id: String(id) }, cookie);
    expect(notFailed.status).toBe(302);
    expect((await outboxRow(id)).attempts).toBe(0);
  });
});
