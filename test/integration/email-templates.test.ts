// The e-mails' templates (visitor input never becomes HTML or a header) and the Email log screen: who may see it,
// its list, filters and search, and its answers to bad input.
import { beforeAll, describe, expect, it } from "vitest";
import {
  applicationAlert,
  applicationConfirmation,
  applicationDuplicateNotice,
  contactAlert,
  contactAutoReply,
  headerText,
} from "~/models/mail-templates.server";
import { newsletterConfirmation } from "~/models/newsletter-mail.server";
import { site } from "~/platform/site";
import { get, page, postForm, signedInPrimary, signedInStaff, uniqueEmail } from "../helpers";
import { validContact } from "../fixtures";
import { CONTACT_KINDS, contactId, outboxRow, storedMessage, waitUntilSent } from "../fixtures/email";
import { contactRecord } from "../fixtures/enquiries";

let primary: { cookie: string };
// An editor with no notification choice of their own.
const { editor: editorDefault } = signedInStaff("editor");

beforeAll(async () => {
  primary = await signedInPrimary();
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

  it("link their footer to the home page in the message's language", () => {
    const spanish = contactAutoReply({ ...hostile, language: "es" }, links);
    expect(spanish.html).toContain('href="https://www.cordillera.example/es"');
    expect(spanish.text).toContain("https://www.cordillera.example/es");
    const english = contactAutoReply(hostile, links);
    expect(english.html).toContain('href="https://www.cordillera.example"');
    expect(english.text.trimEnd().endsWith("https://www.cordillera.example")).toBe(true);
  });

  it("carry nothing of the applicant's choosing to the typed address: no link for a name, no words for a file", () => {
    // An application's e-mails go to whatever address was typed, like the enquiry's auto-reply.
    const relay = {
      ...application,
      fullName: "Claim your bonus at evil.example/pay",
      resumeFileName: "Urgent - call +1 555 0100 or visit evil.example now.pdf",
    };
    for (const mail of [applicationConfirmation(relay, links), applicationDuplicateNotice(relay, links)]) {
      expect(mail.text, mail.kind).not.toContain("evil.example");
      expect(mail.html, mail.kind).not.toContain("evil.example");
      expect(mail.text, mail.kind).toContain("Hello,");
    }
    const plain = { ...application, fullName: "Valentina Cruz", resumeFileName: "Valentina_Cruz CV (2026).pdf" };
    expect(applicationConfirmation(plain, links).text).toContain("Hello Valentina Cruz,");
    expect(applicationConfirmation(plain, links).text).toContain("Valentina_Cruz CV (2026).pdf (121 KB)");
    expect(applicationDuplicateNotice(plain, links).text).toContain("Hello Valentina Cruz,");
    expect(applicationConfirmation(relay, links).text).toContain("Your CV, your PDF file (121 KB), is stored");
  });

  it("greet a newsletter sign-up by a name only when it is a name, in the subscriber's language", () => {
    // The confirmation goes to whatever address was typed on the footer form or POST /api/subscribers.
    const confirm = (name: string, language: "en" | "es" = "en") =>
      newsletterConfirmation({ email: "victim@example.com", name, language }, links);
    for (const language of ["en", "es"] as const) {
      const mail = confirm("Your account is locked, visit evil.example now", language);
      expect(mail.text, language).not.toContain("evil.example");
      expect(mail.html, language).not.toContain("evil.example");
    }
    expect(confirm("Your account is locked, visit evil.example now").text).toContain("Hello,");
    expect(confirm("Valentina Cruz").text).toContain("Hello Valentina Cruz,");
    expect(confirm("Valentina Cruz", "es").text).toContain("Valentina Cruz");
  });

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
