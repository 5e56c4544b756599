// Conversations on the back office (issue 29): the thread and composer on the application and enquiry dialogs,
// the template picker's templates, sending from the screen (audited with recipient and template, never the body),
// unread replies in the lists, the filter and the sidebar, and the Templates screen and API.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CRONS } from "~/platform/crons";
import { cronTick, get, page, postForm, postRefused, sendJson, staff, uniqueEmail } from "../helpers";
import { deliverInbound, plainReply } from "../inbound";

let admin: Awaited<ReturnType<typeof staff>>;

// The first sign-in also compiles the app from source: slow on a busy machine.
beforeAll(async () => {
  admin = await staff("admin");
}, 60_000);

const as = (cookie = admin.cookie) => ({ headers: { Cookie: cookie } });

async function newApplication() {
  const email = uniqueEmail("candidate");
  const row = await env.DB.prepare(
    `INSERT INTO job_applications (position, full_name, email, phone, cover_letter, resume, read_at)
     VALUES ('Senior React Developer', 'Valentina Cruz', ?, '1', 'Hello', 'https://example.com/cv', 1) RETURNING id`,
  )
    .bind(email)
    .first<{ id: number }>();
  return { id: row!.id, email };
}

async function newContact() {
  const email = uniqueEmail("lead");
  const row = await env.DB.prepare(
    `INSERT INTO contacts (name, email, company, interest, message, status) VALUES ('Dana Whitfield', ?, 'Northwind', 'other', 'Hi', 'read') RETURNING id`,
  )
    .bind(email)
    .first<{ id: number }>();
  return { id: row!.id, email };
}

const templateId = async (name: string) =>
  (await env.DB.prepare("SELECT id FROM reply_templates WHERE name = ?").bind(name).first<{ id: number }>())!.id;

describe("the application dialog", () => {
  it("shows the composer with the seeded templates filled for the candidate, and sends from a template", async () => {
    const app = await newApplication();
    const { html } = await page(`/admin/applications?dialog=view&id=${app.id}`, as());
    expect(html).toContain('data-testid="composer"');
    expect(html).toContain("Re: Your application for Senior React Developer");
    for (const name of ["Interview invitation", "Rejection after review", "Rejection after interview"])
      expect(html).toContain(name);
    expect(html).toContain("Email Candidate");

    const id = await templateId("Interview invitation");
    const res = await postForm(
      "/admin/applications",
      {
        intent: "message",
        id: String(app.id),
        templateId: String(id),
        subject: "Interview for Senior React Developer",
        body: "Hi Valentina, a **secret** body",
      },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toContain(`dialog=view&id=${app.id}`);
    const entry = await env.DB.prepare(
      "SELECT summary FROM audit_log WHERE entity = 'message' AND action = 'send' ORDER BY id DESC LIMIT 1",
    ).first<{ summary: string }>();
    expect(entry!.summary).toContain(`recipient: ${app.email}`);
    expect(entry!.summary).toContain("template: Interview invitation");
    expect(entry!.summary).not.toContain("secret");
    const after = await page(`/admin/applications?dialog=view&id=${app.id}`, as());
    expect(after.html).toContain("<strong>secret</strong>");
    expect(after.html).toContain('data-delivery="queued"');
  });

  it("answers a refused message in the composer (400), naming the field", async () => {
    const app = await newApplication();
    const res = await postForm(
      "/admin/applications",
      { intent: "message", id: String(app.id), subject: "Hi", body: "" },
      admin.cookie,
    );
    expect(res.status).toBe(400);
  });
});

describe("delivery in the thread", () => {
  it("says the delivery log expired, without Retry, once the outbox has pruned a message's row; failed only when it never had one", async () => {
    const app = await newApplication();
    const post = (subject: string) =>
      sendJson(`/api/job-applications/${app.id}/messages`, "POST", { subject, body: "Hi" }, admin.cookie);
    const [old, lost] = await Promise.all([post("Old message"), post("Never stored")]);
    const idOf = async (res: Response) => Number(((await res.json()) as { message: { id: string } }).message.id);
    const [oldId, lostId] = [await idOf(old), await idOf(lost)];
    // Sent 91 days ago: the daily tick's outbox retention deletes its row. The other never got one.
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE outbox SET status = 'sent', updated_at = ? WHERE id = (SELECT outbox_id FROM conversation_messages WHERE id = ?)",
      ).bind(Date.now() - 91 * 86_400_000, oldId),
      env.DB.prepare("DELETE FROM outbox WHERE id = (SELECT outbox_id FROM conversation_messages WHERE id = ?)").bind(
        lostId,
      ),
      env.DB.prepare("UPDATE conversation_messages SET outbox_id = NULL WHERE id = ?").bind(lostId),
    ]);
    await cronTick(CRONS.daily, Date.now());
    expect(
      await env.DB.prepare(
        "SELECT count(*) AS n FROM outbox o JOIN conversation_messages m ON m.outbox_id = o.id WHERE m.id = ?",
      )
        .bind(oldId)
        .first("n"),
    ).toBe(0);

    const res = await get(`/api/job-applications/${app.id}/messages`, as());
    const { messages } = (await res.json()) as { messages: { id: string; status: string | null }[] };
    expect(messages.find((m) => m.id === String(oldId))!.status).toBe("expired");
    expect(messages.find((m) => m.id === String(lostId))!.status).toBe("failed");

    const { html } = await page(`/admin/applications?dialog=view&id=${app.id}`, as());
    expect(html).toContain('data-delivery="expired"');
    expect(html).toContain("Delivery log expired");
    // One Retry: the message that never reached the outbox, none for the expired one.
    expect(html.match(/value="retry-message"/g)).toHaveLength(1);
  });
});

describe("unread replies", () => {
  it("mark the record in the list and the sidebar, filter it, and are read once the record is opened", async () => {
    // Another record's thread first, so this thread's id differs from the contact's (a list column once compared
    // the thread's own id with the contact's id, and passed whenever the two happened to be equal).
    const other = await newApplication();
    await sendJson(`/api/job-applications/${other.id}/messages`, "POST", { subject: "Hi", body: "Hi" }, admin.cookie);
    const contact = await newContact();
    const sent = await sendJson(
      `/api/contacts/${contact.id}/messages`,
      "POST",
      { subject: "Hello", body: "Hi Dana" },
      admin.cookie,
    );
    expect(sent.status).toBe(201);
    const replyTo = (await env.DB.prepare(
      "SELECT reply_to FROM outbox WHERE kind = 'contact_message' AND recipient = ?",
    )
      .bind(contact.email)
      .first<{ reply_to: string }>())!.reply_to;
    await deliverInbound(
      plainReply({ from: contact.email, to: replyTo, messageId: `<r-${Date.now()}@example.com>`, text: "<b>Sure</b>" }),
      { from: contact.email, to: replyTo },
    );

    const list = await page("/admin/contacts?unread=reply", as());
    expect(list.html).toContain(contact.email);
    expect(list.html).toContain("data-unread-reply");
    expect(list.html).toMatch(/data-count="contactReplies"[^>]*>\d+/);
    // The reply is shown as text, never as HTML.
    const dialog = await page(`/admin/contacts?dialog=view&id=${contact.id}`, as());
    expect(dialog.html).toContain("&lt;b&gt;Sure&lt;/b&gt;");

    // Opening it (the dialog's open POST) marks the conversation read.
    const opened = await postForm("/admin/contacts", { intent: "open", id: String(contact.id) }, admin.cookie);
    expect(opened.status).toBe(302);
    const again = await page("/admin/contacts?unread=reply", as());
    expect(again.html).not.toContain("data-unread-reply");
  });
});

describe("templates", () => {
  it("refuse an unknown placeholder on save, in the screen and the API, naming the field", async () => {
    await postRefused(
      "/admin/reply-templates",
      { intent: "create", name: "Bad", subject: "Hi {{firstName}}", body: "Dear {{candidateName}}" },
      admin.cookie,
    );
    const api = await sendJson(
      "/api/reply-templates",
      "POST",
      { name: "Bad", subject: "Hi {{nope}}", body: "x" },
      admin.cookie,
    );
    expect(api.status).toBe(400);
    expect(((await api.json()) as { errors: Record<string, string[]> }).errors.subject![0]).toContain("{{nope}}");
  });

  it("are created, read, updated and deleted through the API by admins only", async () => {
    const name = `Offer ${Date.now()}`;
    const created = await sendJson(
      "/api/reply-templates",
      "POST",
      {
        name,
        subject: "Offer for {{jobTitle}}",
        body: "Hi {{firstName}}, from {{senderName}} at {{companyName}}",
      },
      admin.cookie,
    );
    expect(created.status).toBe(201);
    const { template } = (await created.json()) as { template: { id: number } };
    const patched = await sendJson(
      `/api/reply-templates/${template.id}`,
      "PATCH",
      { subject: "New offer" },
      admin.cookie,
    );
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { template: { subject: string } }).template.subject).toBe("New offer");
    // The update's entry quotes the template's name, never its subject or body.
    const entry = await env.DB.prepare(
      "SELECT summary FROM audit_log WHERE entity = 'template' AND action = 'update' AND entity_id = ?",
    )
      .bind(String(template.id))
      .first<{ summary: string }>();
    expect(entry?.summary).toBe(`name: ${name}`);
    const list = (await (await get("/api/reply-templates", as())).json()) as { templates: { id: number }[] };
    expect(list.templates.some((t) => t.id === template.id)).toBe(true);
    const editor = await staff("editor");
    expect((await get("/api/reply-templates", as(editor.cookie))).status).toBe(403);
    expect((await sendJson(`/api/reply-templates/${template.id}`, "DELETE", undefined, admin.cookie)).status).toBe(200);
    expect((await get(`/api/reply-templates/${template.id}`, as())).status).toBe(404);
  });

  it("list on the Templates screen", async () => {
    const { res, html } = await page("/admin/reply-templates", as());
    expect(res.status).toBe(200);
    expect(html).toContain("Enquiry next steps");
  });
});
