// The contact form and /api/contact, and the Contact Messages screen and API.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "~/schemas/contact";
import { catalogue } from "~/i18n/catalogue";

const CONTACT_SENT = catalogue("en").contact.sent;
import { parse } from "../dom";
import { changedOutsideTheApp, cookieOf, get, page, postForm, sendJson, signedInStaff } from "../helpers";

const valid = {
  name: "Dana Whitfield",
  company: "Northwind Logistics",
  email: "dana@northwind.example",
  phone: "",
  interest: "staff-augmentation",
  message: "We need two senior React engineers for a six-month engagement.",
};

const stored = (email: string) =>
  env.DB.prepare("SELECT * FROM contacts WHERE email = ?")
    .bind(email)
    .all<{ id: number; status: string; phone: string | null; message: string }>();

const { admin, editor } = signedInStaff("admin", "editor");

describe("the contact page", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM marketing_materials").run();
  });

  it("shows the form, the contact card, the four social links and the materials", async () => {
    const { res, html } = await page("/contact");
    expect(res.status).toBe(200);
    const screen = parse(html);
    expect(screen.text()).toContain("Let's Connect");
    for (const field of ["name", "company", "email", "phone", "interest", "message"]) {
      expect(screen.document.querySelector(`[name="${field}"]`), field).not.toBeNull();
    }
    expect(screen.text()).toContain("Delivery & AI R&D Center");
    const social = screen
      .getAllByRole("link")
      .filter(
        (a) =>
          a.getAttribute("href") === "https://www.linkedin.com/company/cordillera-nearshore" &&
          a.getAttribute("target") === "_blank",
      );
    expect(social.length).toBeGreaterThanOrEqual(4);
    // Every icon is labelled with what it opens: the professional-network page, whatever network its icon shows.
    for (const link of social) expect(link.getAttribute("aria-label") ?? "").toMatch(/on LinkedIn/);
    expect(
      screen.document.querySelector('[aria-label*=" on X "], [aria-label*="Facebook"], [aria-label*="Instagram"]'),
    ).toBeNull();
    expect(screen.text()).toContain("Interested in our materials?");
    // With nothing active, the links say the files are coming soon.
    expect(screen.document.querySelector('[href="/api/download/brochure"]')).toBeNull();
    expect(screen.getAllByText(/Coming soon/)).toHaveLength(2);
    await env.DB.prepare(
      "INSERT INTO marketing_materials (type, title, file_url, file_name, active) VALUES ('brochure', 'B', 'https://files.example/b.pdf', 'b.pdf', 1)",
    ).run();
    await changedOutsideTheApp();
    const withBrochure = parse((await page("/contact")).html);
    expect(withBrochure.getByRole("link", { name: /Download Brochure/ }).getAttribute("href")).toBe(
      "/api/download/brochure",
    );
    expect(withBrochure.getAllByText(/Coming soon/)).toHaveLength(1);
  });

  it("stores a valid enquiry as new, then shows the success toast and what happens next after the redirect", async () => {
    const email = `dana+${Date.now()}@northwind.example`;
    const res = await postForm("/contact", { ...valid, email });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/contact?sent=1");
    const rows = (await stored(email)).results;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("new");
    expect(rows[0]!.phone).toBeNull();
    const next = await page("/contact?sent=1", { headers: { Cookie: cookieOf(res, "cn_toast")! } });
    expect(next.html).toContain(CONTACT_MESSAGES.successTitle);
    expect(next.html).toContain(CONTACT_MESSAGES.successText);
    // In place of an empty form: the confirmation, the next steps and a way to write again.
    const screen = parse(next.html);
    const sent = screen.document.querySelector("[data-testid=contact-sent]")!;
    expect(sent.getAttribute("role")).toBe("status");
    expect(sent.textContent).toContain(CONTACT_SENT.title);
    for (const step of CONTACT_SENT.steps) expect(sent.textContent).toContain(step);
    expect(screen.getByRole("link", { name: CONTACT_SENT.another }).getAttribute("href")).toBe("/contact");
    expect(screen.document.querySelector("#contact-form")).toBeNull();
  });

  it("counts a line break as one character, as the browser does, though forms send it as CRLF", async () => {
    const email = `lines+${Date.now()}@northwind.example`;
    // 5,000 characters as the text area and its counter see them: two paragraphs and a blank line.
    const message = `${"a".repeat(2500)}\r\n\r\n${"b".repeat(2498)}`;
    const res = await postForm("/contact", { ...valid, email, message });
    expect(res.status).toBe(302);
    expect((await stored(email)).results[0]!.message).toBe(`${"a".repeat(2500)}\n\n${"b".repeat(2498)}`);
  });

  it.each([
    [{ name: "A" }, CONTACT_MESSAGES.name],
    [{ company: "" }, CONTACT_MESSAGES.company],
    [{ company: " x " }, CONTACT_MESSAGES.company],
    [{ email: "not-an-email" }, CONTACT_MESSAGES.email],
    [{ interest: "" }, CONTACT_MESSAGES.interest],
    [{ interest: "world-domination" }, CONTACT_MESSAGES.interest],
    [{ message: "Too short" }, CONTACT_MESSAGES.message],
  ])("refuses %o with its message, storing nothing", async (change, message) => {
    const email = `bad+${Math.random()}@northwind.example`;
    const res = await postForm("/contact", { ...valid, email, ...change });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message.replace("'", "&#x27;"));
    expect((await stored((change as { email?: string }).email ?? email)).results).toHaveLength(0);
  });

  it("answers a filled honeypot like a person but stores nothing", async () => {
    const email = `bot+${Date.now()}@northwind.example`;
    const res = await postForm("/contact", { ...valid, email, website: "https://spam.example" });
    expect(res.status).toBe(302);
    expect((await stored(email)).results).toHaveLength(0);
  });
});

describe("POST /api/contact", () => {
  it("stores a valid enquiry and answers 201", async () => {
    const email = `api+${Date.now()}@northwind.example`;
    const res = await sendJson("/api/contact", "POST", { ...valid, email, phone: "+1 555 0100" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: CONTACT_MESSAGES.successText });
    expect((await stored(email)).results).toHaveLength(1);
  });

  it("answers bad input with 400 and the spec's messages", async () => {
    const res = await sendJson("/api/contact", "POST", { name: "A", email: "x", interest: null, message: ["a"] });
    expect(res.status).toBe(400);
    const body = await res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe("Validation failed");
    expect(body.errors.name).toEqual([CONTACT_MESSAGES.name]);
    expect(body.errors.company).toEqual([CONTACT_MESSAGES.company]);
    expect(body.errors.email).toEqual([CONTACT_MESSAGES.email]);
    expect(body.errors.interest).toEqual([CONTACT_MESSAGES.interest]);
    expect(body.errors.message).toEqual([CONTACT_MESSAGES.message]);
  });

  it("stores nothing for a filled honeypot", async () => {
    const email = `apibot+${Date.now()}@northwind.example`;
    expect((await sendJson("/api/contact", "POST", { ...valid, email, website: "x" })).status).toBe(201);
    expect((await stored(email)).results).toHaveLength(0);
  });
});

describe("Contact Messages", () => {
  async function newContact(extra: Partial<typeof valid> = {}) {
    const email = `triage+${Date.now()}${Math.random()}@northwind.example`;
    await sendJson("/api/contact", "POST", { ...valid, email, ...extra });
    return (await stored(email)).results[0]!.id;
  }

  it("lists, highlights new messages and searches on the server", async () => {
    await newContact({ company: "Quetzal Analytics 100% Ltd" });
    const { html } = await page("/admin/contacts?q=" + encodeURIComponent("100%"), {
      headers: { Cookie: admin.cookie },
    });
    expect(html).toContain("Quetzal Analytics 100% Ltd");
    expect(html).not.toContain("Northwind Logistics");
    expect(html).toContain('data-status="new"');
    const none = await page("/admin/contacts?q=zzzz-nothing", { headers: { Cookie: admin.cookie } });
    expect(none.html).toContain("No contact submissions found");
  });

  it("marks a new message read when it is opened, and archives it", async () => {
    const id = await newContact();
    const open = await postForm(
      "/admin/contacts",
      { intent: "open", id: String(id), returnTo: "?q=northwind" },
      admin.cookie,
    );
    expect(open.status).toBe(302);
    expect(open.headers.get("Location")).toBe(`/admin/contacts?q=northwind&dialog=view&id=${id}`);
    const row = () => env.DB.prepare("SELECT status FROM contacts WHERE id = ?").bind(id).first<{ status: string }>();
    expect((await row())!.status).toBe("read");
    const view = await page(`/admin/contacts?dialog=view&id=${id}`, { headers: { Cookie: admin.cookie } });
    expect(view.html).toContain("Reply via Email");
    expect(view.html).toContain("Archive Message");

    const archive = await postForm(
      "/admin/contacts",
      { intent: "status", id: String(id), status: "archived" },
      admin.cookie,
    );
    expect(archive.status).toBe(302);
    expect((await row())!.status).toBe("archived");
    const toast = await page("/admin/contacts", {
      headers: { Cookie: `${admin.cookie}; ${cookieOf(archive, "cn_toast")}` },
    });
    expect(toast.html).toContain("Message archived.");

    // Opening an archived message leaves it archived.
    await postForm("/admin/contacts", { intent: "open", id: String(id) }, admin.cookie);
    expect((await row())!.status).toBe("archived");
  });

  it("exports the list as CSV, neutralising spreadsheet formulas", async () => {
    await newContact({ name: "=HYPERLINK(1)", company: "Formula Co" });
    const res = await get("/admin/contacts/export?q=Formula", { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    const text = await res.text();
    expect(text).toContain("id,status,name,email");
    expect(text).toContain("'=HYPERLINK(1)");
  });

  it("exports phone numbers as they are and interests by their labels", async () => {
    await newContact({ company: "Phone Export Co", phone: "+57 300 123 4567", interest: "custom-development" });
    const text = await (
      await get("/admin/contacts/export?q=Phone+Export", { headers: { Cookie: admin.cookie } })
    ).text();
    expect(text).toContain(",+57 300 123 4567,");
    expect(text).not.toContain("'+57");
    expect(text).toContain(",Custom Software Development,");
    expect(text).not.toContain(",custom-development,");
  });

  it("keeps editors and anonymous visitors out of the screen, the export and the API", async () => {
    for (const path of ["/admin/contacts", "/admin/contacts/export"]) {
      expect((await get(path)).headers.get("Location")).toContain("/admin/login");
      expect((await get(path, { headers: { Cookie: editor.cookie } })).headers.get("Location")).toBe("/admin/blog");
    }
    const id = await newContact();
    for (const [method, path, body] of [
      ["GET", "/api/contacts", undefined],
      ["GET", `/api/contacts/${id}`, undefined],
      ["PATCH", `/api/contacts/${id}/status`, { status: "read" }],
      ["DELETE", `/api/contacts/${id}`, undefined],
    ] as const) {
      expect((await sendJson(path, method, body)).status).toBe(401);
      expect((await sendJson(path, method, body, editor.cookie)).status).toBe(403);
    }
  });

  it("serves the admin API: list with search, status change, delete", async () => {
    const id = await newContact({ company: "Api Search Target" });
    const list = await get("/api/contacts?q=Api%20Search%20Target", { headers: { Cookie: admin.cookie } });
    const body = await list.json<{ contacts: { id: number; status: string }[]; total: number }>();
    expect(body.total).toBe(1);
    expect(body.contacts[0]).toMatchObject({ id, status: "new" });

    const patched = await sendJson(`/api/contacts/${id}/status`, "PATCH", { status: "archived" }, admin.cookie);
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ contact: { id, status: "archived" } });
    expect((await sendJson(`/api/contacts/${id}/status`, "PATCH", { status: "spam" }, admin.cookie)).status).toBe(400);

    expect((await sendJson(`/api/contacts/${id}`, "DELETE", undefined, admin.cookie)).status).toBe(200);
    expect((await sendJson(`/api/contacts/${id}`, "DELETE", undefined, admin.cookie)).status).toBe(404);
    expect((await get(`/api/contacts/${id}`, { headers: { Cookie: admin.cookie } })).status).toBe(404);
  });
});
