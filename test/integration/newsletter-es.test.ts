// The newsletter in Spanish (issue 27): /es/newsletter and the footer of every Spanish page sign up with Spanish
// texts and rules, the subscriber keeps the language (and the consent wording the form showed in it), the
// confirmation e-mail is Spanish and links to /es/newsletter/confirm, the confirm and unsubscribe pages speak Spanish,
// a campaign's foot line is Spanish for a Spanish subscriber, and the English pages keep the spec's texts.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { catalogue } from "~/i18n/catalogue";
import { deliverCampaignJob } from "~/models/campaign-sending.server";
import { unsubscribePath } from "~/models/subscribers.server";
import { newsletterConsent } from "~/schemas/subscriber";
import type { NewsletterTransport, CampaignEmail } from "~/platform/newsletter-transport.server";
import { parse } from "../dom";
import { get, ORIGIN, page, postForm, sendJson } from "../helpers";

const es = catalogue("es").newsletter;
const en = catalogue("en").newsletter;

const unique = (p = "lector") => `${p}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

type Row = { id: number; status: string; language: string; consent_text: string; consent_form: string };
const row = (email: string) =>
  env.DB.prepare("SELECT * FROM newsletter_subscribers WHERE email = ?").bind(email).first<Row>();

type Mail = { subject: string; text_body: string; html_body: string; updated_at: number };
const confirmation = (id: number, after = 0) =>
  vi.waitFor(
    async () => {
      const mail = await env.DB.prepare(
        "SELECT subject, text_body, html_body, updated_at FROM outbox WHERE kind = 'newsletter_confirmation' AND related_id = ?",
      )
        .bind(id)
        .first<Mail>();
      expect(mail?.updated_at ?? 0).toBeGreaterThan(after);
      return mail!;
    },
    { timeout: 10_000, interval: 100 },
  );
const linkIn = (text: string) => new URL(/(http:\/\/\S+\/newsletter\/confirm\?token=\S+)/.exec(text)![1]!);

/** Every text of the English side of the area, but those the Spanish side shares word for word. */
function englishTexts(tree: unknown, spanish: unknown): string[] {
  if (typeof tree === "string") return tree === spanish ? [] : [tree];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    englishTexts(value, (spanish as Record<string, unknown>)[key]),
  );
}
const ENGLISH = englishTexts(en, es);

/** What a reader gets from a page: its text, and the texts in attributes (labels, placeholders, the script's). */
function readable(html: string): string {
  const screen = parse(html);
  const attributes = [...screen.document.querySelectorAll("*")].flatMap((el) =>
    ["placeholder", "aria-label", "content", "data-rules", "data-busy-text", "data-answers"].map(
      (name) => el.getAttribute(name) ?? "",
    ),
  );
  return [screen.text(), screen.document.title, ...attributes].join("\n");
}

/** The notice the form shows in its answer region after a sign-up without JavaScript. */
const answerIn = (html: string, formId: string) =>
  parse(html).document.querySelector(`form#${formId} [data-answer]`)?.textContent ?? "";

describe("the Spanish sign-up page", () => {
  it("renders in Spanish, with Spanish rules and answers for the browser, and no English text of the newsletter", async () => {
    const { html } = await page("/es/newsletter");
    const screen = parse(html);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(es.page.heading);
    const form = screen.document.querySelector<HTMLFormElement>("form#newsletter-page")!;
    expect(form.getAttribute("action")).toBe("/es/newsletter");
    expect(form.getAttribute("data-rules")).toContain(es.messages.email);
    expect(form.getAttribute("data-busy-text")).toBe(es.form.busy);
    expect(form.getAttribute("data-api")).toBe("/api/subscribers");
    const answers = JSON.parse(form.getAttribute("data-answers")!) as Record<string, { title: string; text: string }>;
    expect(answers[201]).toMatchObject({
      title: es.messages.successTitle,
      text: `${es.messages.successText} ${es.messages.checkInbox}`,
    });
    expect(answers[429]!.text).toBe(catalogue("es").forms.rateLimited.text);
    expect(screen.getAllByText(es.form.consent).length).toBe(2); // the page's form and the footer's
    expect(screen.getAllByRole("button", { name: es.form.submit }).length).toBe(2);

    const text = readable(html);
    for (const english of ENGLISH) expect(text, english).not.toContain(english);
  });

  it("puts the footer form of every Spanish page in Spanish, posting to /es/newsletter", async () => {
    for (const path of ["/es", "/es/contact", "/es/no-such-page"]) {
      const { html } = await page(path);
      const footer = parse(html).document.querySelector("footer form#newsletter-form")!;
      expect(footer.getAttribute("action"), path).toBe("/es/newsletter");
      expect(footer.textContent, path).toContain(es.form.consent);
      const text = readable(html);
      for (const english of ENGLISH) expect(text, `${path}: ${english}`).not.toContain(english);
    }
  });

  it("refuses a bad address without JavaScript with the Spanish message", async () => {
    const res = await postForm("/es/newsletter", { email: "nope", returnTo: "/es/blog" });
    expect(res.status).toBe(400);
    const html = await res.text();
    const field = parse(html).document.querySelector("form#newsletter-page input[name=email]")!;
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const error = parse(html).document.getElementById(field.getAttribute("aria-describedby")!.split(" ")[0]!);
    expect(error?.textContent).toBe(es.messages.email);
    expect(html).not.toContain(en.messages.email);
  });
});

describe("a sign-up from a Spanish page", () => {
  it("stores Spanish with the Spanish wording, answers in Spanish, and mails a Spanish link to /es/newsletter/confirm", async () => {
    const email = unique();
    const res = await postForm("/es/newsletter", { email, name: "Ana", consentForm: "footer", returnTo: "/es/blog" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(answerIn(html, "newsletter-page")).toBe(
      `${es.messages.successTitle}${es.messages.successText} ${es.messages.checkInbox}`,
    );
    expect(parse(html).getByRole("link", { name: es.page.back }).getAttribute("href")).toBe("/es/blog");
    const stored = (await row(email))!;
    expect(stored).toMatchObject({ status: "pending", language: "es", consent_form: "footer" });
    expect(stored.consent_text).toBe(es.form.consent);
    expect(stored.consent_text).toBe(newsletterConsent("es"));

    const mail = await confirmation(stored.id);
    expect(mail.subject).toBe("Confirma tu suscripción al boletín de Cordillera Nearshore");
    expect(mail.text_body).toMatch(/^Hola, Ana:\n\n/);
    expect(mail.text_body).toContain(es.emails.confirmation.validity);
    expect(mail.text_body).toContain(catalogue("es").common.footer.tagline);
    const link = linkIn(mail.text_body);
    expect(link.pathname).toBe("/es/newsletter/confirm");
    expect(mail.html_body).toContain('<html lang="es">');
    expect(mail.html_body).toContain(`href="${link.href}"`);
    expect(mail.html_body).toContain(es.emails.confirmation.button);
    for (const english of englishTexts(en.emails, es.emails)) expect(mail.text_body).not.toContain(english);

    // The confirmation page asks in Spanish; its button confirms and lands on the Spanish "done" page.
    const ask = await page(`${link.pathname}${link.search}`);
    const screen = parse(ask.html);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(es.confirm.states.confirm.title);
    expect(screen.document.title).toContain(es.confirm.title);
    expect(screen.getByRole("button", { name: es.confirm.submit })).toBeTruthy();
    expect(screen.getByRole("link", { name: catalogue("es").common.errors.backHome }).getAttribute("href")).toBe("/es");
    const text = readable(ask.html);
    for (const english of ENGLISH) expect(text, english).not.toContain(english);

    const done = await postForm(`${link.pathname}${link.search}`, { token: link.searchParams.get("token")! });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/es/newsletter/confirm?confirmed");
    const landed = await page(done.headers.get("Location")!);
    expect(parse(landed.html).getByRole("heading", { level: 1 }).textContent).toBe(es.confirm.states.done.title);
    expect((await row(email))!.status).toBe("active");

    // A used link is refused in Spanish.
    const again = await page(`${link.pathname}${link.search}`);
    expect(again.res.status).toBe(400);
    expect(parse(again.html).getByRole("heading", { level: 1 }).textContent).toBe(es.confirm.states.invalid.title);
  });

  it("changes the language of an English sign-up it renews, with the wording and the e-mail", async () => {
    const email = unique("renewed");
    await postForm("/newsletter", { email });
    const first = (await row(email))!;
    expect(first).toMatchObject({ language: "en", consent_text: en.form.consent });
    const english = await confirmation(first.id);
    expect(linkIn(english.text_body).pathname).toBe("/newsletter/confirm");
    // Past the wait between two confirmation e-mails.
    await env.DB.prepare("UPDATE newsletter_subscribers SET confirmation_sent_at = ? WHERE id = ?")
      .bind(Date.now() - 3_600_000, first.id)
      .run();

    await postForm("/es/newsletter", { email });
    expect((await row(email))!).toMatchObject({ status: "pending", language: "es", consent_text: es.form.consent });
    const spanish = await confirmation(first.id, english.updated_at);
    expect(spanish.subject).toBe("Confirma tu suscripción al boletín de Cordillera Nearshore");
    expect(linkIn(spanish.text_body).pathname).toBe("/es/newsletter/confirm");
  });
});

/** A JSON POST as the behaviour script sends it: from a page of the site, so the browser names it as the Origin. */
const sendJsonFrom = (path: string, body: unknown) =>
  get(path, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
  });

describe("POST /api/subscribers from a page's script", () => {
  it("keeps the language and, from the site's own page, the form; its answer stays the spec's English", async () => {
    const fromPage = unique("script");
    const res = await sendJsonFrom("/api/subscribers", {
      email: fromPage,
      name: "",
      website: "",
      consentForm: "footer",
      returnTo: "/es",
      language: "es",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: en.messages.successText });
    expect((await row(fromPage))!).toMatchObject({
      language: "es",
      consent_form: "footer",
      consent_text: es.form.consent,
    });

    // Another caller (no Origin: a server, a script elsewhere) saw no form: "api", whatever it says.
    const other = unique("client");
    await sendJson("/api/subscribers", "POST", { email: other, consentForm: "newsletter-page", language: "es" });
    expect((await row(other))!).toMatchObject({ language: "es", consent_form: "api" });

    const bad = await sendJsonFrom("/api/subscribers", { email: "x@", language: "es" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { email: [en.messages.email] } });
  });
});

describe("a Spanish subscriber's unsubscribe link and campaign e-mail", () => {
  async function spanishSubscriber() {
    const email = unique("activo");
    const { id } = (await env.DB.prepare(
      "INSERT INTO newsletter_subscribers (email, status, language, confirmed_at) VALUES (?, 'active', 'es', 1) RETURNING id",
    )
      .bind(email)
      .first<{ id: number }>())!;
    return { id, email };
  }

  it("opens the Spanish unsubscribe page, which asks and unsubscribes in Spanish", async () => {
    const subscriber = await spanishSubscriber();
    const url = new URL(await unsubscribePath({ ...subscriber, language: "es" }), ORIGIN);
    expect(url.pathname).toBe("/es/newsletter/unsubscribe");
    const ask = await page(`${url.pathname}${url.search}`);
    const screen = parse(ask.html);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(es.unsubscribe.states.confirm.title);
    expect(screen.getByRole("button", { name: es.unsubscribe.submit })).toBeTruthy();
    const text = readable(ask.html);
    for (const english of ENGLISH) expect(text, english).not.toContain(english);

    const done = await postForm(`${url.pathname}${url.search}`, { token: url.searchParams.get("token")! });
    expect(parse(await done.text()).getByRole("heading", { level: 1 }).textContent).toBe(
      es.unsubscribe.states.done.title,
    );
    expect((await row(subscriber.email))!.status).toBe("unsubscribed");
    const again = await page(`${url.pathname}${url.search}`);
    expect(parse(again.html).getByRole("heading", { level: 1 }).textContent).toBe(es.unsubscribe.states.already.title);
  });

  it("sends a campaign with the body as written and the foot line and links in each recipient's language", async () => {
    await env.DB.prepare("UPDATE newsletter_subscribers SET status = 'unsubscribed'").run();
    const spanish = await spanishSubscriber();
    const english = unique("active-en");
    await env.DB.prepare("INSERT INTO newsletter_subscribers (email, status, confirmed_at) VALUES (?, 'active', 1)")
      .bind(english)
      .run();
    const { id: campaignId } = (await env.DB.prepare(
      "INSERT INTO newsletter_campaigns (subject, body, html, status) VALUES ('Insights', 'Hello **readers**.', '<p>Hello <strong>readers</strong>.</p>', 'sending') RETURNING id",
    ).first<{ id: number }>())!;
    await env.DB.prepare(
      "INSERT INTO newsletter_deliveries (campaign_id, subscriber_id, email) SELECT ?, id, email FROM newsletter_subscribers WHERE status = 'active'",
    )
      .bind(campaignId)
      .run();
    const sent: CampaignEmail[] = [];
    const transport: NewsletterTransport = {
      async send(m) {
        sent.push(m);
        return { messageId: `<${sent.length}@test>` };
      },
    };
    await deliverCampaignJob({ campaignId, fromId: 1, toId: 1_000_000 }, transport);
    expect(sent).toHaveLength(2);

    const toSpanish = sent.find((m) => m.to === spanish.email)!;
    const link = /^<(http:\/\/\S+)>/.exec(toSpanish.headers["List-Unsubscribe"]!)![1]!;
    expect(new URL(link).pathname).toBe("/es/newsletter/unsubscribe");
    expect(toSpanish.text).toContain("Hello **readers**.");
    expect(toSpanish.text).toContain(
      "Recibes este correo porque te suscribiste al boletín de Cordillera Nearshore en http://localhost:8787.",
    );
    expect(toSpanish.text).toContain(`${es.emails.campaign.unsubscribe}: ${link}`);
    expect(toSpanish.html).toContain("<p>Hello <strong>readers</strong>.</p>");
    expect(toSpanish.html).toContain(`>${es.emails.campaign.unsubscribe}</a>`);
    for (const english of englishTexts(en.emails.campaign, es.emails.campaign)) {
      expect(toSpanish.text).not.toContain(english.replace(/\{\w+\}.*$/, ""));
    }

    const toEnglish = sent.find((m) => m.to === english)!;
    expect(new URL(/^<(http:\/\/\S+)>/.exec(toEnglish.headers["List-Unsubscribe"]!)![1]!).pathname).toBe(
      "/newsletter/unsubscribe",
    );
    expect(toEnglish.text).toContain(
      "You receive this because you subscribed to Cordillera Nearshore's newsletter at http://localhost:8787.",
    );
  });
});

describe("the English pages", () => {
  it("keep the spec's texts word for word", async () => {
    const { html } = await page("/newsletter");
    const screen = parse(html);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Nearshore insights, once a month");
    expect(screen.document.title).toContain("Newsletter");
    const form = screen.document.querySelector("form#newsletter-page")!;
    expect(form.getAttribute("action")).toBe("/newsletter");
    expect(form.textContent).toContain(
      "We will e-mail you a link to confirm your address. Nearshore insights about once a month; unsubscribe at any time with the link in every issue.",
    );
    expect(screen.getAllByRole("button", { name: "Subscribe" }).length).toBe(2);
    expect(form.getAttribute("data-rules")).toContain("Please enter a valid email address");
    expect(JSON.parse(form.getAttribute("data-answers")!)[201]).toMatchObject({
      title: "Success!",
      text: "Thank you for subscribing to our newsletter. Please check your inbox and follow the link we sent to confirm your address.",
    });

    const email = unique("english");
    const res = await postForm("/newsletter", { email, returnTo: "/blog" });
    expect(answerIn(await res.text(), "newsletter-page")).toBe(
      "Success!Thank you for subscribing to our newsletter. Please check your inbox and follow the link we sent to confirm your address.",
    );
    expect((await row(email))!.language).toBe("en");
    const mail = await confirmation((await row(email))!.id);
    expect(mail.subject).toBe("Please confirm your subscription to Cordillera Nearshore's newsletter");
    expect(mail.text_body).toContain(
      "Someone, hopefully you, asked to receive Nearshore insights from Cordillera Nearshore at this address. To confirm, open this link:",
    );
  });
});
