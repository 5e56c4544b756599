// Conversations (issue 29): staff write to a candidate or an enquirer from the record, through the outbox and the
// queue with Reply-To the thread's signed address; replies come back through the Worker's email() handler (postal-mime
// running in workerd) onto the right thread, or into Unmatched mail, never onto another record.
import { env } from "cloudflare:workers";
import { createMessageBatch, createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "@worker";
import { beforeAll, describe, expect, it } from "vitest";
import gmailReply from "../fixtures/mail/gmail-reply.eml?raw";
import outlookReply from "../fixtures/mail/outlook-reply.eml?raw";
import appleReply from "../fixtures/mail/apple-mail-reply.eml?raw";
import { cronTick, get, sendJson, staff, uniqueEmail } from "../helpers";
import { deliverInbound, fillMail, pdfBase64, plainReply } from "../inbound";

type Admin = Awaited<ReturnType<typeof staff>>;
let admin: Admin;

// The first sign-in also compiles the app from source: slow on a busy machine.
beforeAll(async () => {
  admin = await staff("admin");
}, 60_000);

async function newApplication(email = uniqueEmail("candidate"), language = "en") {
  const row = await env.DB.prepare(
    `INSERT INTO job_applications (position, full_name, email, phone, cover_letter, resume, language)
     VALUES ('Senior React Developer', 'Valentina Cruz', ?, '+506 8888 1234', 'Hello', 'https://example.com/cv', ?) RETURNING id`,
  )
    .bind(email, language)
    .first<{ id: number }>();
  return { id: row!.id, email };
}

async function newContact(email = uniqueEmail("lead")) {
  const row = await env.DB.prepare(
    `INSERT INTO contacts (name, email, company, interest, message) VALUES ('Dana Whitfield', ?, 'Northwind', 'other', 'Hi') RETURNING id`,
  )
    .bind(email)
    .first<{ id: number }>();
  return { id: row!.id, email };
}

const base = (kind: "application" | "contact", id: number) =>
  kind === "application" ? `/api/job-applications/${id}/messages` : `/api/contacts/${id}/messages`;

async function send(kind: "application" | "contact", id: number, body: unknown, cookie = admin.cookie) {
  return sendJson(base(kind, id), "POST", body, cookie);
}

/** The outbox row of a sent conversation message. */
const outboxOf = (messageId: number) =>
  env.DB.prepare(`SELECT o.* FROM outbox o JOIN conversation_messages m ON m.outbox_id = o.id WHERE m.id = ?`)
    .bind(messageId)
    .first<{
      id: number;
      recipient: string;
      reply_to: string;
      subject: string;
      text_body: string;
      html_body: string;
      kind: string;
      status: string;
    }>();

async function thread(kind: "application" | "contact", id: number) {
  const res = await get(base(kind, id), { headers: { Cookie: admin.cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    messages: {
      id: string;
      direction: string;
      source: string;
      from: string;
      subject: string;
      text: string;
      status: string | null;
      autoReply: boolean;
      attachments: { id: number; name: string; kept: boolean; refused: string | null; url: string | null }[];
    }[];
  };
}

/** Sends a message and returns its reply address. */
async function startThread(kind: "application" | "contact", id: number) {
  const res = await send(kind, id, { subject: "Interview for Senior React Developer", body: "Hi **Valentina**" });
  expect(res.status).toBe(201);
  const { message } = (await res.json()) as { message: { id: string } };
  const row = await outboxOf(Number(message.id));
  return { messageId: Number(message.id), replyTo: row!.reply_to, row: row! };
}

/**
 * Starts a thread with the record and delivers the person's answer: the mail `template` filled with the thread's reply
 * address, the record's e-mail and `values`. Returns the thread's start and what delivery answered.
 */
async function answerThread(
  kind: "application" | "contact",
  record: { id: number; email: string },
  template: string,
  values: Record<string, string>,
) {
  const started = await startThread(kind, record.id);
  const raw = fillMail(template, { TO: started.replyTo, FROM: record.email, ...values });
  return { ...started, delivered: await deliverInbound(raw, { from: record.email, to: started.replyTo }) };
}

/** The first message that came in on the record's thread. */
const firstReply = async (kind: "application" | "contact", id: number) =>
  (await thread(kind, id)).messages.find((m) => m.direction === "in")!;

const unread = async (kind: "application" | "contact", id: number) =>
  (await env.DB.prepare(
    `SELECT unread_at FROM conversations WHERE ${kind === "application" ? "application_id" : "contact_id"} = ?`,
  )
    .bind(id)
    .first<{ unread_at: number | null }>())!.unread_at;

const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

describe("sending from the record", () => {
  it("stores the message, renders it into the outbox with the signed reply address and sends it through the queue", async () => {
    const app = await newApplication();
    const { row, replyTo, messageId } = await startThread("application", app.id);
    expect(row.kind).toBe("application_message");
    expect(row.recipient).toBe(app.email);
    expect(replyTo).toMatch(/^reply\+\d+-[0-9a-f]{24}@cordillera\.example$/);
    expect(row.html_body).toContain("<strong>Valentina</strong>");
    expect(row.text_body).toContain("You can reply to this e-mail directly");

    const ctx = createExecutionContext();
    await worker.queue!(
      createMessageBatch("cordillera-nearshore-mail", [
        { id: "m1", timestamp: new Date(), attempts: 1, body: { outboxId: row.id } },
      ]),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const { messages } = await thread("application", app.id);
    const mine = messages.find((m) => m.id === String(messageId))!;
    expect(mine).toMatchObject({ direction: "out", source: "staff", status: "sent" });

    const audit = await env.DB.prepare(
      "SELECT summary, entity, action FROM audit_log WHERE entity = 'message' ORDER BY id DESC LIMIT 1",
    ).first<{ summary: string; entity: string; action: string }>();
    expect(audit).toMatchObject({ entity: "message", action: "send" });
    expect(audit!.summary).toContain(app.email);
    expect(audit!.summary).not.toContain("Valentina**");
  });

  it("writes the wrapper in the record's language", async () => {
    const app = await newApplication(uniqueEmail("candidata"), "es");
    const { row } = await startThread("application", app.id);
    expect(row.text_body).toContain("Puedes responder directamente a este correo");
  });

  it("shows the automatic e-mails already sent about the record in the thread", async () => {
    const contact = await newContact();
    await env.DB.prepare(
      `INSERT INTO outbox (kind, related_id, recipient, subject, text_body, html_body) VALUES ('contact_autoreply', ?, ?, 'Thanks for contacting Cordillera Nearshore', 'We received your enquiry.', '<p>x</p>')`,
    )
      .bind(contact.id, contact.email)
      .run();
    const { messages } = await thread("contact", contact.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      source: "automatic",
      direction: "out",
      subject: "Thanks for contacting Cordillera Nearshore",
    });
  });

  it("refuses bad input with 400 naming the field", async () => {
    const app = await newApplication();
    const cases: [unknown, string][] = [
      [{ subject: "Hi", body: "" }, "body"],
      [{ subject: "Hi", body: "   " }, "body"],
      [{ subject: "Hi", body: "x".repeat(20_001) }, "body"],
      [{ subject: "Hi", body: "evil \u202Etxt.exe" }, "body"],
      [{ subject: "Hi", body: "bell \u0007" }, "body"],
      [{ subject: "Hi\r\nBcc: victim@example.com", body: "Hello" }, "subject"],
      [{ subject: "Hi\nX", body: "Hello" }, "subject"],
      [{ subject: "", body: "Hello" }, "subject"],
      [{ subject: "Hi", body: "Hello", templateId: 999999 }, "templateId"],
      [{ subject: "Hi", body: "Hello", templateId: "abc" }, "templateId"],
    ];
    for (const [body, field] of cases) {
      const res = await send("application", app.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = (await res.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(answer.errors)).toContain(field);
    }
    expect(
      await count("SELECT count(*) AS n FROM outbox WHERE kind = 'application_message' AND recipient = ?", app.email),
    ).toBe(0);
    // A body of exactly 20,000 characters is taken.
    expect((await send("application", app.id, { subject: "Hi", body: "y".repeat(20_000) })).status).toBe(201);
  });

  it("answers 404 for a record that does not exist and 401/403 for anyone but an admin", async () => {
    expect((await send("contact", 999999, { subject: "Hi", body: "x" })).status).toBe(404);
    expect((await get(base("contact", 999999), { headers: { Cookie: admin.cookie } })).status).toBe(404);
    const app = await newApplication();
    expect((await send("application", app.id, { subject: "Hi", body: "x" }, "")).status).toBe(401);
    const editor = await staff("editor");
    expect((await send("application", app.id, { subject: "Hi", body: "x" }, editor.cookie)).status).toBe(403);
  });
});

describe("replies coming back in", () => {
  it("parses a real Gmail reply with postal-mime, strips the quoted history and keeps the PDF privately", async () => {
    const app = await newApplication();
    const { delivered } = await answerThread("application", app, gmailReply, {
      MESSAGE_ID: `<CAF${Date.now()}gmail@mail.gmail.com>`,
      PDF: pdfBase64(),
    });
    expect(delivered).toEqual({ rejected: null });
    const reply = await firstReply("application", app.id);
    expect(reply.text).toContain("Tuesday at 10:00 or Thursday at 15:00");
    expect(reply.text).toContain("Valentina");
    expect(reply.text).not.toContain("wrote:");
    expect(reply.text).not.toContain("> Hi Valentina");
    expect(reply.attachments).toHaveLength(1);
    expect(reply.attachments[0]).toMatchObject({ name: "Valentina_Cruz_CV.pdf", kept: true, refused: null });
    expect(await unread("application", app.id)).not.toBeNull();

    // Staff download it as an attachment; nobody else does.
    const url = reply.attachments[0]!.url!;
    const file = await get(url, { headers: { Cookie: admin.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect((await get(url)).status).toBe(302);

    // An alert went to the admins (their "New applications" alert is on by default), not to the candidate.
    const alerts = await count(
      "SELECT count(*) AS n FROM outbox WHERE kind = 'reply_alert' AND related_id = ?",
      Number(reply.id),
    );
    expect(alerts).toBeGreaterThan(0);
  });

  it("strips Outlook's and Apple Mail's quoted history too", async () => {
    const contact = await newContact();
    await answerThread("contact", contact, outlookReply, { MESSAGE_ID: `<SN7PR${Date.now()}@outlook.com>` });
    const reply = await firstReply("contact", contact.id);
    expect(reply.text).toContain("Thursday at 11am Eastern works for us.");
    expect(reply.text).toContain("Head of Engineering, Northwind Logistics");
    expect(reply.text).not.toContain("From: Cordillera Nearshore");
    expect(reply.text).not.toContain("Could you share a couple");

    const app = await newApplication();
    await answerThread("application", app, appleReply, { MESSAGE_ID: `<A1B2${Date.now()}@icloud.com>` });
    const answer = await firstReply("application", app.id);
    expect(answer.text).toContain("Sure, Monday at 9:00 works.");
    expect(answer.text).toContain("Mateo");
    expect(answer.text).not.toContain("wrote:");
    expect(answer.text).not.toContain("Thank you for applying");
  });

  it("keeps a forged token, a token replayed onto another thread and another sender out of every thread", async () => {
    const a = await newApplication();
    const b = await newApplication();
    const threadA = await startThread("application", a.id);
    const threadB = await startThread("application", b.id);
    const idB = /^reply\+(\d+)-/.exec(threadB.replyTo)![1];
    const sigA = /-([0-9a-f]{24})@/.exec(threadA.replyTo)![1];

    const forged = `reply+${idB}-${"0".repeat(24)}@cordillera.example`;
    const replayed = `reply+${idB}-${sigA}@cordillera.example`;
    const deliveries = [
      { to: forged, from: b.email, id: "forged" },
      { to: replayed, from: a.email, id: "replayed" },
      { to: threadA.replyTo, from: b.email, id: "other-sender" },
      { to: "hello@cordillera.example", from: a.email, id: "no-token" },
    ];
    for (const d of deliveries) {
      const raw = plainReply({ from: d.from, to: d.to, messageId: `<${d.id}-${Date.now()}@example.com>` });
      expect(await deliverInbound(raw, { from: d.from, to: d.to })).toEqual({ rejected: null });
    }
    for (const id of [a.id, b.id]) {
      const { messages } = await thread("application", id);
      expect(messages.filter((m) => m.direction === "in")).toEqual([]);
    }
    const reasons = await env.DB.prepare("SELECT reason FROM unmatched_mail ORDER BY id DESC LIMIT 4").all<{
      reason: string;
    }>();
    expect(reasons.results.map((r) => r.reason).sort()).toEqual(
      [
        "No reply token in the address",
        "The reply token is forged or damaged",
        "The reply token is forged or damaged",
        "The sender is not the conversation's person",
      ].sort(),
    );
    // Admins read them on Unmatched mail.
    const screen = await get("/admin/unmatched-mail", { headers: { Cookie: admin.cookie } });
    expect(screen.status).toBe(200);
    expect(await screen.text()).toContain("The sender is not the conversation");
  });

  it("stores the same Message-ID once", async () => {
    const app = await newApplication();
    const { replyTo } = await startThread("application", app.id);
    const raw = plainReply({ from: app.email, to: replyTo, messageId: `<twice-${Date.now()}@example.com>` });
    await deliverInbound(raw, { from: app.email, to: replyTo });
    await deliverInbound(raw, { from: app.email, to: replyTo });
    const { messages } = await thread("application", app.id);
    expect(messages.filter((m) => m.direction === "in")).toHaveLength(1);
  });

  it("answers a failure of ours with a temporary error and keeps nothing half-written, so the retry stores it all", async () => {
    const app = await newApplication();
    const { replyTo } = await startThread("application", app.id);
    const raw = plainReply({
      from: app.email,
      to: replyTo,
      messageId: `<retried-${Date.now()}@example.com>`,
      attachment: { name: "cv.pdf", type: "application/pdf", base64: pdfBase64() },
    });
    const files = async () => (await env.FILES.list({ prefix: "conversations/" })).objects.length;
    const before = await files();
    // D1 refuses the attachment rows' batch, after the message row and the file were written.
    const batch = env.DB.batch;
    env.DB.batch = () => Promise.reject(new Error("D1 is overloaded"));
    try {
      // An exception from email() is Email Routing's temporary SMTP error; setReject would be a permanent bounce.
      await expect(deliverInbound(raw, { from: app.email, to: replyTo })).rejects.toThrow("D1 is overloaded");
    } finally {
      env.DB.batch = batch;
    }
    expect((await thread("application", app.id)).messages.filter((m) => m.direction === "in")).toEqual([]);
    expect(await files()).toBe(before);
    expect(await unread("application", app.id)).toBeNull();

    // The sending server tries again: the whole message is stored, once.
    expect(await deliverInbound(raw, { from: app.email, to: replyTo })).toEqual({ rejected: null });
    const replies = (await thread("application", app.id)).messages.filter((m) => m.direction === "in");
    expect(replies).toHaveLength(1);
    expect(replies[0]!.attachments).toMatchObject([{ name: "cv.pdf", kept: true }]);
    expect(await unread("application", app.id)).not.toBeNull();
  });

  it("stores an auto-reply without alerting anyone or marking the record unread", async () => {
    const app = await newApplication();
    const { replyTo } = await startThread("application", app.id);
    const raw = plainReply({
      from: app.email,
      to: replyTo,
      messageId: `<ooo-${Date.now()}@example.com>`,
      subject: "Out of Office: Interview",
      text: "I am away until Monday.",
      headers: { "Auto-Submitted": "auto-replied" },
    });
    await deliverInbound(raw, { from: app.email, to: replyTo });
    const reply = (await thread("application", app.id)).messages.find((m) => m.direction === "in")!;
    expect(reply.autoReply).toBe(true);
    expect(await unread("application", app.id)).toBeNull();
    expect(
      await count("SELECT count(*) AS n FROM outbox WHERE kind = 'reply_alert' AND related_id = ?", Number(reply.id)),
    ).toBe(0);
  });

  it("refuses a wrong-type or oversized attachment and rejects a message over 10 MB", async () => {
    const app = await newApplication();
    const { replyTo } = await startThread("application", app.id);
    const exe = plainReply({
      from: app.email,
      to: replyTo,
      messageId: `<exe-${Date.now()}@example.com>`,
      attachment: { name: "cv.pdf", type: "application/pdf", base64: btoa("MZ\x90\x00 not a pdf at all") },
    });
    await deliverInbound(exe, { from: app.email, to: replyTo });
    const big = plainReply({
      from: app.email,
      to: replyTo,
      messageId: `<big-${Date.now()}@example.com>`,
      attachment: { name: "cv.pdf", type: "application/pdf", base64: pdfBase64(5 * 1024 * 1024 + 10) },
    });
    await deliverInbound(big, { from: app.email, to: replyTo });
    const replies = (await thread("application", app.id)).messages.filter((m) => m.direction === "in");
    expect(replies.map((r) => r.attachments[0])).toEqual([
      expect.objectContaining({ kept: false, refused: "Not a PDF, DOC or DOCX file", url: null }),
      expect.objectContaining({ kept: false, refused: "Larger than 5 MB", url: null }),
    ]);
    const huge = await deliverInbound(plainReply({ from: app.email, to: replyTo, messageId: "<huge@example.com>" }), {
      from: app.email,
      to: replyTo,
      rawSize: 10 * 1024 * 1024 + 1,
    });
    expect(huge.rejected).toMatch(/10 MB/);
  });

  // Found in review: every PDF part was kept, one R2 write each, so a message of thousands of tiny PDFs made more
  // writes than one invocation may and was refused for its sender to retry for days.
  it("keeps at most ten files of one message and lists at most twenty-five attachments", async () => {
    const app = await newApplication();
    const { replyTo } = await startThread("application", app.id);
    const pdf = pdfBase64();
    const many = plainReply({
      from: app.email,
      to: replyTo,
      messageId: `<many-${Date.now()}@example.com>`,
      attachments: Array.from({ length: 40 }, (_, i) => ({
        name: `cv-${i}.pdf`,
        type: "application/pdf",
        base64: pdf,
      })),
    });
    await deliverInbound(many, { from: app.email, to: replyTo });
    const [reply] = (await thread("application", app.id)).messages.filter((m) => m.direction === "in");
    expect(reply!.attachments).toHaveLength(25);
    expect(reply!.attachments.filter((a) => a.kept)).toHaveLength(10);
    expect(reply!.attachments[10]).toEqual(
      expect.objectContaining({ kept: false, refused: "More than 10 files in one message", url: null }),
    );
  });
});

describe("retention", () => {
  it("counts a staff message and a reply as changes, so the sweep keeps an active thread and its attachment", async () => {
    const app = await newApplication();
    const almostDue = () =>
      env.DB.prepare("UPDATE job_applications SET status = 'rejected', updated_at = ? WHERE id = ?")
        .bind(Date.now() - 179.9 * 86_400_000, app.id)
        .run();
    const updatedAt = async () =>
      (await env.DB.prepare("SELECT updated_at AS at FROM job_applications WHERE id = ?")
        .bind(app.id)
        .first<{ at: number }>())!.at;
    await almostDue();
    const started = await startThread("application", app.id);
    expect(await updatedAt()).toBeGreaterThan(Date.now() - 60_000);

    // The clock runs again; then the candidate answers with a CV, and the daily sweep runs a few hours later.
    await almostDue();
    const raw = fillMail(gmailReply, {
      TO: started.replyTo,
      FROM: app.email,
      MESSAGE_ID: `<alive-${Date.now()}@mail.gmail.com>`,
      PDF: pdfBase64(),
    });
    expect((await deliverInbound(raw, { from: app.email, to: started.replyTo })).rejected).toBeNull();
    await cronTick("17 3 * * *", Date.now() + 3 * 3_600_000);
    expect(
      await count("SELECT count(*) AS n FROM job_applications WHERE id = ? AND anonymized_at IS NULL", app.id),
    ).toBe(1);
    const reply = await firstReply("application", app.id);
    expect(reply.text).toContain("Thanks");
    const key = (await env.DB.prepare("SELECT r2_key FROM conversation_attachments WHERE id = ?")
      .bind(reply.attachments[0]!.id)
      .first<{ r2_key: string }>())!.r2_key;
    expect(await env.FILES.head(key)).not.toBeNull();
  });

  it("deletes the thread, its R2 attachments and its outbox rows with the application", async () => {
    const app = await newApplication();
    const { row } = await answerThread("application", app, gmailReply, {
      MESSAGE_ID: `<ret-${Date.now()}@mail.gmail.com>`,
      PDF: pdfBase64(),
    });
    const key = (await env.DB.prepare(
      `SELECT a.r2_key FROM conversation_attachments a JOIN conversation_messages m ON m.id = a.message_id
       JOIN conversations c ON c.id = m.conversation_id WHERE c.application_id = ?`,
    )
      .bind(app.id)
      .first<{ r2_key: string }>())!.r2_key;
    expect(await env.FILES.head(key)).not.toBeNull();
    const replyId = Number((await thread("application", app.id)).messages.find((m) => m.direction === "in")!.id);
    const alerts = "SELECT count(*) AS n FROM outbox WHERE kind = 'reply_alert' AND related_id = ?";
    expect(await count(alerts, replyId)).toBeGreaterThan(0);

    // A year and a day later, the daily cron's retention sweep.
    await env.DB.prepare("UPDATE job_applications SET updated_at = ? WHERE id = ?")
      .bind(Date.now() - 400 * 86_400_000, app.id)
      .run();
    await cronTick("17 3 * * *", Date.now());
    expect(await env.FILES.head(key)).toBeNull();
    expect(await count("SELECT count(*) AS n FROM conversations WHERE application_id = ?", app.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM outbox WHERE id = ?", row.id)).toBe(0);
    expect(await count(alerts, replyId)).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM conversation_messages m LEFT JOIN conversations c ON c.id = m.conversation_id WHERE c.id IS NULL",
      ),
    ).toBe(0);
  });
});
