// Double opt-in (issue 21): a sign-up is pending with its consent record and a confirmation e-mail; the signed link
// works once and for 7 days; the daily sweep forgets unconfirmed sign-ups; every public answer is the same whatever
// the address's state; an unsubscribed address must confirm again and no admin can re-activate it; the RFC 8058
// one-click POST unsubscribes at once.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CRONS } from "~/platform/crons";
import { confirmationPath, findSubscriber, unsubscribePath } from "~/models/subscribers.server";
import { CONFIRMATION_RESEND_AFTER_MS, CONFIRMATION_TTL_MS } from "~/models/opt-in.server";
import { NEWSLETTER_CONSENT, NEWSLETTER_MESSAGES } from "~/schemas/subscriber";
import { sign } from "~/platform/signing.server";
import { cookieOf, page, postForm, sendJson, staff, cronTick } from "../helpers";

type Row = {
  id: number;
  email: string;
  name: string | null;
  status: string;
  consented_at: number | null;
  consent_form: string | null;
  consent_text: string | null;
  confirmation_sent_at: number | null;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
  unsubscribe_reason: string | null;
};
const unique = (p = "optin") => `${p}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
const row = async (email: string) =>
  env.DB.prepare("SELECT * FROM newsletter_subscribers WHERE lower(email) = lower(?)").bind(email).first<Row>();
const setColumns = (id: number, sql: string, ...values: unknown[]) =>
  env.DB.prepare(`UPDATE newsletter_subscribers SET ${sql} WHERE id = ?`)
    .bind(...values, id)
    .run();

type OutboxRow = {
  id: number;
  status: string;
  subject: string;
  text_body: string;
  html_body: string;
  updated_at: number;
};
const confirmations = async (subscriberId: number) =>
  (
    await env.DB.prepare("SELECT * FROM outbox WHERE kind = 'newsletter_confirmation' AND related_id = ?")
      .bind(subscriberId)
      .all<OutboxRow>()
  ).results;
/** The confirmation e-mail the after-write hook stores (it runs after the response). */
const confirmationMail = (subscriberId: number) =>
  vi.waitFor(
    async () => {
      const [mail] = await confirmations(subscriberId);
      expect(mail).toBeDefined();
      return mail!;
    },
    { timeout: 10_000, interval: 100 },
  );
const linkIn = (text: string) => new URL(/(http:\/\/\S+\/newsletter\/confirm\?token=\S+)/.exec(text)![1]!);
const tokenOf = (url: URL) => url.searchParams.get("token")!;
const confirmVia = (url: URL) => postForm(`${url.pathname}${url.search}`, { token: tokenOf(url) });

/** The notice a sign-up page shows, without the form's per-request ids and nonces. */
const notice = (html: string) => html.match(/role="status" class="mt-4[^>]*>([\s\S]*?)<\/div>/)?.[1] ?? null;

let admin: { cookie: string; email: string };
beforeAll(async () => {
  admin = await staff("admin");
});

/** A subscriber who signed up through the API and followed the confirmation link, with their unsubscribe link. */
async function confirmedSubscriber(prefix: string) {
  const email = unique(prefix);
  await sendJson("/api/subscribers", "POST", { email });
  const { id } = (await row(email))!;
  await confirmVia(linkIn((await confirmationMail(id)).text_body));
  const unsubscribeUrl = new URL(await unsubscribePath({ id, email }), "http://localhost");
  return { email, id, unsubscribeUrl };
}

describe("signing up", () => {
  it("stores a footer sign-up as pending with its consent record, and e-mails a confirmation link", async () => {
    const email = unique();
    const before = Date.now();
    const res = await postForm("/newsletter", { email, name: "Ana", consentForm: "footer", returnTo: "/" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(NEWSLETTER_MESSAGES.successText);
    expect(html).toContain(NEWSLETTER_MESSAGES.checkInbox);
    const stored = (await row(email))!;
    expect(stored).toMatchObject({
      status: "pending",
      consent_form: "footer",
      consent_text: NEWSLETTER_CONSENT,
      confirmed_at: null,
    });
    expect(stored.consented_at).toBeGreaterThanOrEqual(before);
    // The wording stored is the wording the form shows.
    expect((await page("/")).html).toContain(NEWSLETTER_CONSENT);

    const mail = await confirmationMail(stored.id);
    expect(mail.subject).toMatch(/confirm your subscription/i);
    const link = linkIn(mail.text_body);
    expect(mail.html_body).toContain(`href="${link.href}"`);
    expect(mail.text_body).toMatch(/works once, for 7 days/);
  });

  it("records which form: the /newsletter page, and the API", async () => {
    const onPage = unique();
    await postForm("/newsletter", { email: onPage, consentForm: "newsletter-page" });
    expect((await row(onPage))!.consent_form).toBe("newsletter-page");
    const viaApi = unique();
    expect((await sendJson("/api/subscribers", "POST", { email: viaApi, consentForm: "footer" })).status).toBe(201);
    expect((await row(viaApi))!).toMatchObject({ consent_form: "api", status: "pending" });
    await confirmationMail((await row(viaApi))!.id);
  });
});

describe("the confirmation link", () => {
  async function pendingSignUp() {
    const email = unique();
    await sendJson("/api/subscribers", "POST", { email, name: "Confirming" });
    const { id } = (await row(email))!;
    return { email, id, link: linkIn((await confirmationMail(id)).text_body) };
  }

  it("asks first (GET writes nothing), confirms on the button, and works only once", async () => {
    const { email, id, link } = await pendingSignUp();
    const ask = await page(`${link.pathname}${link.search}`);
    expect(ask.res.status).toBe(200);
    expect(ask.html).toContain("Confirm your subscription");
    expect(ask.html).toContain(email);
    expect(ask.res.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await row(email))!.status).toBe("pending");

    const done = await confirmVia(link);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/newsletter/confirm?confirmed");
    const landed = await page("/newsletter/confirm?confirmed");
    expect(landed.res.status).toBe(200);
    expect(landed.html).toContain("You&#x27;re subscribed");
    const confirmed = (await row(email))!;
    expect(confirmed.status).toBe("active");
    expect(confirmed.confirmed_at).toBeGreaterThan(0);
    expect(confirmed.confirmation_sent_at).toBeNull();

    // Single use: the same link again is refused, by GET and by POST.
    expect((await confirmVia(link)).status).toBe(400);
    const again = await page(`${link.pathname}${link.search}`);
    expect(again.res.status).toBe(400);
    expect(again.html).toContain("This confirmation link is not valid");
    expect((await findSubscriber(id))!.status).toBe("active");
  });

  it("signs what links already sent were signed over, so they keep working", async () => {
    const a = await pendingSignUp();
    const sentAt = (await row(a.email))!.confirmation_sent_at!;
    const address = a.email.toLowerCase();
    expect(tokenOf(a.link)).toBe(`${a.id}.${await sign("newsletter-confirm", `${a.id}:${address}:${sentAt}`)}`);
    expect(await unsubscribePath({ id: a.id, email: a.email })).toBe(
      `/newsletter/unsubscribe?token=${a.id}.${await sign("newsletter-unsubscribe", `${a.id}:${address}`)}`,
    );
  });

  it("refuses a forged token, another subscriber's signature and a link older than 7 days", async () => {
    const a = await pendingSignUp();
    const b = await pendingSignUp();
    const [, sigA] = tokenOf(a.link).split(".");
    for (const bad of [`${b.id}.${sigA}`, `${a.id}.${sigA!.slice(0, -2)}xx`, "junk", ""]) {
      expect((await postForm("/newsletter/confirm", { token: bad })).status).toBe(400);
    }
    expect((await row(b.email))!.status).toBe("pending");

    const sentAt = (await row(a.email))!.confirmation_sent_at!;
    // Eight days older, and the link re-signed over that moment, as if sent then: expired.
    await setColumns(a.id, "confirmation_sent_at = ?", sentAt - CONFIRMATION_TTL_MS - 60_000);
    const old = new URL(await confirmationPath((await findSubscriber(a.id))!), "http://localhost");
    expect((await confirmVia(old)).status).toBe(400);
    expect((await row(a.email))!.status).toBe("pending");
  });

  it("the daily sweep forgets sign-ups left unconfirmed for 7 days, and nothing else", async () => {
    const stale = await pendingSignUp();
    const fresh = await pendingSignUp();
    const kept = await pendingSignUp();
    await confirmVia(kept.link);
    const eightDaysAgo = Date.now() - CONFIRMATION_TTL_MS - 86_400_000;
    await setColumns(stale.id, "confirmation_sent_at = ?, subscribed_at = ?", eightDaysAgo, eightDaysAgo);
    await setColumns(kept.id, "subscribed_at = ?", eightDaysAgo);
    // The frequent tick leaves them; the daily one sweeps.
    for (const cron of [CRONS.frequent, CRONS.daily]) {
      await cronTick(cron, Date.now());
      if (cron === CRONS.frequent) expect(await row(stale.email)).not.toBeNull();
    }
    expect(await row(stale.email)).toBeNull();
    expect((await row(fresh.email))!.status).toBe("pending");
    expect((await row(kept.email))!.status).toBe("active");
  });
});

describe("the public answer", () => {
  it("is the same for a new, a pending, an active and an unsubscribed address, page and API, with no stored data", async () => {
    const email = unique("same");
    const answers: { page: string | null; status: number; api: string; apiStatus: number }[] = [];
    const ask = async () => {
      const res = await postForm("/newsletter", { email, name: "Private Name" });
      const html = await res.text();
      const api = await sendJson("/api/subscribers", "POST", { email, name: "Private Name" });
      answers.push({ page: notice(html), status: res.status, api: await api.text(), apiStatus: api.status });
      expect(html).not.toContain("Private Name");
    };
    await ask(); // new
    const { id } = (await row(email))!;
    await ask(); // pending
    await setColumns(id, "status = 'active', confirmation_sent_at = NULL");
    await ask(); // active
    await setColumns(id, "status = 'unsubscribed'");
    await ask(); // unsubscribed
    expect(answers[0]!.page).not.toBeNull();
    for (const a of answers.slice(1)) expect(a).toEqual(answers[0]);
    expect(JSON.parse(answers[0]!.api)).toEqual({ message: NEWSLETTER_MESSAGES.successText });
  });
});

describe("signing up again", () => {
  it("while pending: no second e-mail within 10 minutes, then a new link that replaces the old one", async () => {
    const email = unique("again");
    await sendJson("/api/subscribers", "POST", { email });
    const { id } = (await row(email))!;
    const first = linkIn((await confirmationMail(id)).text_body);
    const firstSentAt = (await row(email))!.confirmation_sent_at!;
    await sendJson("/api/subscribers", "POST", { email });
    expect((await row(email))!.confirmation_sent_at).toBe(firstSentAt);

    await setColumns(id, "confirmation_sent_at = ?", firstSentAt - CONFIRMATION_RESEND_AFTER_MS - 1000);
    const backdated = new URL(await confirmationPath((await findSubscriber(id))!), "http://localhost");
    await sendJson("/api/subscribers", "POST", { email });
    const second = await vi.waitFor(
      async () => {
        const [mail] = await confirmations(id);
        const link = linkIn(mail!.text_body);
        expect(link.href).not.toBe(first.href);
        return link;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await confirmations(id)).length).toBe(1); // the outbox row is replaced, not duplicated
    expect((await confirmVia(backdated)).status).toBe(400);
    expect((await confirmVia(second)).status).toBe(302);
    expect((await row(email))!.status).toBe("active");
  });

  it("after unsubscribing: stays unsubscribed until the new confirmation link is followed", async () => {
    const { email, id, unsubscribeUrl } = await confirmedSubscriber("back");
    await postForm(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`, { token: tokenOf(unsubscribeUrl) });
    expect((await row(email))!).toMatchObject({ status: "unsubscribed", unsubscribe_reason: "link" });

    const before = (await confirmations(id))[0]!.updated_at;
    await postForm("/newsletter", { email });
    expect((await row(email))!.status).toBe("unsubscribed");
    const link = await vi.waitFor(
      async () => {
        const [mail] = await confirmations(id);
        expect(mail!.updated_at).toBeGreaterThan(before);
        return linkIn(mail!.text_body);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await confirmVia(link)).status).toBe(302);
    expect((await row(email))!).toMatchObject({ status: "active", unsubscribe_reason: null, unsubscribed_at: null });
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  it("a POST of List-Unsubscribe=One-Click to the link unsubscribes at once; the GET still asks", async () => {
    const { email, id, unsubscribeUrl: url } = await confirmedSubscriber("oneclick");
    const ask = await page(`${url.pathname}${url.search}`);
    expect(ask.html).toContain("Unsubscribe from our newsletter?");
    expect((await row(email))!.status).toBe("active");

    // What a mail client sends: the URL as given, the one field, no cookies, no Origin.
    const res = await postForm(`${url.pathname}${url.search}`, { "List-Unsubscribe": "One-Click" });
    expect(res.status).toBe(200);
    expect((await row(email))!).toMatchObject({ status: "unsubscribed", unsubscribe_reason: "one-click" });
    expect((await row(email))!.unsubscribed_at).toBeGreaterThan(0);

    const forged = await postForm(`/newsletter/unsubscribe?token=${id}.${"x".repeat(43)}`, {
      "List-Unsubscribe": "One-Click",
    });
    expect(forged.status).toBe(400);
  });
});

describe("admins", () => {
  it("cannot re-activate an address, page or API, but can resend its confirmation", async () => {
    const email = unique("admin");
    await sendJson("/api/subscribers", "POST", { email });
    const { id } = (await row(email))!;
    await confirmationMail(id);
    for (const status of ["active", "pending"]) {
      const res = await sendJson(`/api/subscribers/${id}/status`, "PATCH", { status }, admin.cookie);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ message: NEWSLETTER_MESSAGES.noActivation });
    }
    const viaPage = await postForm(
      "/admin/subscribers",
      { intent: "status", id: String(id), status: "active" },
      admin.cookie,
    );
    const after = await page("/admin/subscribers", {
      headers: { Cookie: `${admin.cookie}; ${cookieOf(viaPage, "cn_toast")}` },
    });
    expect(after.html).toContain(NEWSLETTER_MESSAGES.noActivation);
    expect((await row(email))!.status).toBe("pending");

    await sendJson(`/api/subscribers/${id}/status`, "PATCH", { status: "unsubscribed" }, admin.cookie);
    expect((await row(email))!).toMatchObject({ status: "unsubscribed", unsubscribe_reason: "admin" });
    const before = (await confirmations(id))[0]!.updated_at;
    const resend = await postForm("/admin/subscribers", { intent: "confirm", id: String(id) }, admin.cookie);
    expect(resend.status).toBe(302);
    const link = linkIn((await confirmations(id))[0]!.text_body);
    expect((await confirmations(id))[0]!.updated_at).toBeGreaterThan(before);
    expect((await row(email))!.status).toBe("unsubscribed");
    expect((await confirmVia(link)).status).toBe(302);
    expect((await row(email))!.status).toBe("active");
    // An active address needs no confirmation.
    const refused = await postForm("/admin/subscribers", { intent: "confirm", id: String(id) }, admin.cookie);
    const toast = await page("/admin/subscribers", {
      headers: { Cookie: `${admin.cookie}; ${cookieOf(refused, "cn_toast")}` },
    });
    expect(toast.html).toContain(NEWSLETTER_MESSAGES.alreadyActive);
  });

  it("see the counts per status, the pending filter, and each subscriber's consent and confirmation record", async () => {
    const email = unique("detail");
    await postForm("/newsletter", { email, name: "Detail Person", consentForm: "newsletter-page" });
    const { id } = (await row(email))!;
    const list = await page(`/admin/subscribers?status=pending&q=${encodeURIComponent(email)}`, {
      headers: { Cookie: admin.cookie },
    });
    expect(list.html).toContain(email);
    expect(list.html).toMatch(/data-count="pending">\d+/);
    expect(list.html).toContain(`Resend confirmation to ${email}`);
    // Each row's buttons say whom they act on, so a screen reader's list of buttons is not ten "Unsubscribe".
    expect(list.html).toContain(`aria-label="Unsubscribe ${email}"`);
    const detail = await page(`/admin/subscribers?dialog=view&id=${id}`, { headers: { Cookie: admin.cookie } });
    expect(detail.html).toContain("Consent given");
    expect(detail.html).toContain("newsletter-page");
    expect(detail.html).toContain(NEWSLETTER_CONSENT);
    expect(detail.html).toContain("Not confirmed");
    const csv = (await page(`/admin/subscribers/export?status=pending`, { headers: { Cookie: admin.cookie } })).html;
    expect(csv).toContain(`${email},Detail Person,pending,`);
  });
});
