// The enquiry in Spanish: /es/contact judges with the same rules in Spanish, stores the enquiry's language, and the
// auto-reply is written in it; staff hear in English which language the person used. /api/contact takes a
// `language` and refuses one the site does not speak.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "~/i18n/catalogue";
import { validContact } from "../fixtures";
import { page, postForm, primaryAdmin, sendJson, uniqueEmail } from "../helpers";
import { outboxAbout } from "../fixtures/outbox";
import { parse } from "../dom";

const es = catalogue("es").contact;
const en = catalogue("en").contact;

const outboxOf = (email: string, expected: number) => outboxAbout("contacts", email, expected);

beforeAll(async () => {
  await primaryAdmin();
});

describe("the Spanish contact page", () => {
  it("renders the form in Spanish with Spanish rules for the browser's validator", async () => {
    const { html } = await page("/es/contact");
    const screen = parse(html);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(es.heading);
    expect(screen.getByLabelText(new RegExp(es.fields.company)).getAttribute("name")).toBe("company");
    const form = screen.getByRole("button", { name: es.submit }).closest("form")!;
    expect(form.getAttribute("action")).toBe("/es/contact");
    expect(form.getAttribute("data-rules")).toContain(es.messages.company);
    expect(form.getAttribute("data-rules")).not.toContain(en.messages.company);
    expect(form.getAttribute("data-busy-text")).toBe(es.busy);
  });

  it("answers a bad enquiry without JavaScript with Spanish errors, then stores a good one as Spanish", async () => {
    const email = uniqueEmail("es-contact");
    const bad = await postForm("/es/contact", { ...validContact(), email, company: "", message: "corto" });
    expect(bad.status).toBe(400);
    const text = parse(await bad.text()).text();
    expect(text).toContain(es.messages.company);
    expect(text).toContain(es.messages.message);
    expect(text).not.toContain(en.messages.company);

    const good = await postForm("/es/contact", { ...validContact(), email, name: "Ana Rojas" });
    expect(good.status).toBe(302);
    expect(good.headers.get("Location")).toBe("/es/contact?sent=1");
    const row = await env.DB.prepare("SELECT language FROM contacts WHERE email = ?").bind(email).first();
    expect(row).toEqual({ language: "es" });

    const mails = await outboxOf(email, 2);
    const reply = mails.find((m) => m.kind === "contact_autoreply")!;
    expect(reply.subject).toBe("Gracias por escribir a Cordillera Nearshore");
    expect(reply.text_body).toMatch(/^Hola, Ana Rojas:\n/);
    expect(reply.text_body).toContain("Recibimos tu consulta sobre Staff Augmentation.");
    expect(reply.html_body).toContain('<html lang="es">');
    const alert = mails.find((m) => m.kind === "contact_alert")!;
    expect(alert.text_body).toContain("Language: Spanish");
    expect(alert.text_body).toContain("A new enquiry came in through the website.");
  });

  it("shows the confirmation and the toast in Spanish after the redirect", async () => {
    const { html } = await page("/es/contact?sent=1");
    const screen = parse(html);
    expect(screen.document.querySelector("[data-testid=contact-sent]")!.textContent).toContain(es.sent.title);
    expect(screen.getByRole("link", { name: es.sent.another }).getAttribute("href")).toBe("/es/contact");
  });
});

describe("POST /api/contact with a language", () => {
  it("stores the language it is given and writes the auto-reply in it", async () => {
    const email = uniqueEmail("api-es");
    const res = await sendJson("/api/contact", "POST", { ...validContact(), email, language: "es" });
    expect(res.status).toBe(201);
    const mails = await outboxOf(email, 2);
    expect(mails.find((m) => m.kind === "contact_autoreply")!.subject).toBe(
      "Gracias por escribir a Cordillera Nearshore",
    );
  });

  it("refuses a language the site does not speak with a 400 naming the field, and stores nothing", async () => {
    const email = uniqueEmail("api-fr");
    const res = await sendJson("/api/contact", "POST", { ...validContact(), email, language: "fr" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Validation failed",
      errors: { language: ["Language must be en or es"] },
    });
    const row = await env.DB.prepare("SELECT count(*) AS n FROM contacts WHERE email = ?").bind(email).first();
    expect(row).toEqual({ n: 0 });
  });
});
