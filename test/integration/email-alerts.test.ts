// E-mail about a public write: notification preferences on My account and in User Management, the alerts to staff
// and the replies an enquiry or application puts through the queue, and the refused submissions that mail no one.
// The consumer, the sweep and the Email log: email-delivery.test.ts and email-templates.test.ts.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PUBLIC_WRITE_LIMIT } from "~/platform/rate-limit.server";
import { site } from "~/platform/site";
import {
  get,
  page,
  postForm,
  PRIMARY_ADMIN_EMAIL,
  sendJson,
  signedInPrimary,
  staff,
  startOfAWindow,
  uniqueEmail,
  visitorAddress,
} from "../helpers";
import { validApplication, validContact } from "../fixtures";
import { APPLICATION_KINDS, applicationId, CONTACT_KINDS, contactId, outboxTo, waitUntilSent } from "../fixtures/email";

/** Whether the page's checkbox of this name is ticked. */
const ticked = (html: string, name: string) => {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  if (!input) throw new Error(`no ${name} checkbox`);
  return /\schecked(=""|\s|\/|>)/.test(input);
};

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

  // Room for startOfAWindow's wait (up to 20 s) on top of the burst.
  it("throttled", { timeout: 60_000 }, async () => {
    await startOfAWindow();
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
