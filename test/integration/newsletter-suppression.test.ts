// Suppressed addresses outlive their subscriber (docs/decisions/0038): a subscriber who bounced or complained, once
// deleted on the admin screen or through the API, leaves a record of a hash of the address, the reason and the date,
// so signing the address up again answers as for anyone and mails nothing. Anyone else deleted is forgotten.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { suppressionKey } from "~/models/email-suppressions.server";
import { NEWSLETTER_MESSAGES } from "~/schemas/subscriber";
import { postForm, sendJson } from "../helpers";
import { newsletterSetUp, signedEvent } from "../fixtures/newsletter";

const { admin } = newsletterSetUp();

const unique = (p: string) => `${p}-${Date.now()}-${Math.random().toString(36).slice(2)}@readers.example`;

const subscriberId = async (email: string) =>
  (
    await env.DB.prepare("SELECT id FROM newsletter_subscribers WHERE lower(email) = lower(?)")
      .bind(email)
      .first<{ id: number }>()
  )?.id ?? null;

/** An active subscriber the provider then reports as bounced or complained (the signed webhook). */
async function reported(prefix: string, event: "bounce" | "complaint") {
  const email = unique(prefix);
  await env.DB.prepare("INSERT INTO newsletter_subscribers (email, status, confirmed_at) VALUES (?, 'active', 1)")
    .bind(email)
    .run();
  expect((await signedEvent({ type: event, email })).status).toBe(200);
  return { email, id: (await subscriberId(email))! };
}

const confirmationsTo = async (email: string) =>
  (await env.DB.prepare(
    "SELECT count(*) AS n FROM outbox WHERE kind = 'newsletter_confirmation' AND lower(recipient) = lower(?)",
  )
    .bind(email)
    .first<{ n: number }>())!.n;

/**
 * Signs `email` up on the footer form and through the API, and checks both answers are a new address's. The
 * confirmation goes out after the response, so a new address signed up after them is waited for: once its mail is
 * stored, theirs would have been.
 */
async function signUpAgain(email: string) {
  const res = await postForm("/newsletter", { email, consentForm: "footer", returnTo: "/" });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain(NEWSLETTER_MESSAGES.successText);
  expect(html).toContain(NEWSLETTER_MESSAGES.checkInbox);
  const api = await sendJson("/api/subscribers", "POST", { email });
  expect(api.status).toBe(201);
  expect(await api.json()).toEqual({ message: NEWSLETTER_MESSAGES.successText });
  const control = unique("control");
  await sendJson("/api/subscribers", "POST", { email: control });
  await vi.waitFor(async () => expect(await confirmationsTo(control)).toBe(1), { timeout: 10_000, interval: 100 });
}

const deleteOnScreen = (id: number) =>
  postForm("/admin/subscribers", { intent: "delete", id: String(id) }, admin.cookie);
const deleteThroughApi = (id: number) => sendJson(`/api/subscribers/${id}`, "DELETE", undefined, admin.cookie);

describe("a subscriber who complained or bounced, deleted", () => {
  it("on the admin screen: signing the address up again answers as always and mails no confirmation", async () => {
    const { email, id } = await reported("complained-screen", "complaint");
    expect((await deleteOnScreen(id)).status).toBe(302);
    expect(await subscriberId(email)).toBeNull();

    await signUpAgain(email);
    expect(await confirmationsTo(email)).toBe(0);
    // Nothing about the person is stored again either.
    expect(await subscriberId(email)).toBeNull();
  });

  it("through DELETE /api/subscribers/{id}: the same, whatever the address's case", async () => {
    const complained = await reported("complained-api", "complaint");
    const bounced = await reported("bounced-api", "bounce");
    for (const { id } of [complained, bounced]) expect((await deleteThroughApi(id)).status).toBe(200);

    await signUpAgain(complained.email.toUpperCase());
    await signUpAgain(bounced.email);
    expect(await confirmationsTo(complained.email)).toBe(0);
    expect(await confirmationsTo(bounced.email)).toBe(0);
  });

  it("keeps only a hash of the address, the reason and when it was suppressed", async () => {
    const { email, id } = await reported("kept", "complaint");
    const { unsubscribed_at } = (await env.DB.prepare("SELECT unsubscribed_at FROM newsletter_subscribers WHERE id = ?")
      .bind(id)
      .first<{ unsubscribed_at: number }>())!;
    await deleteThroughApi(id);
    const key = await suppressionKey(email);
    const row = await env.DB.prepare("SELECT * FROM email_suppressions WHERE address_hash = ?").bind(key).first();
    expect(row).toEqual({ address_hash: key, reason: "complaint", suppressed_at: unsubscribed_at });
    // The hash is one-way: a SHA-256 in hex, nothing of the address in it.
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("a bounce or complaint for an address no longer on the list", () => {
  it("is kept as a suppression record, so a later sign-up mails nothing", async () => {
    const email = unique("gone");
    const res = await signedEvent({ RecordType: "SpamComplaint", Email: email });
    expect(await res.json()).toEqual({ message: "Event received", unsubscribed: false });
    await signUpAgain(email);
    expect(await confirmationsTo(email)).toBe(0);
  });
});

describe("a subscriber who unsubscribed, or never confirmed, deleted", () => {
  it("is forgotten: signing the address up again is a new sign-up with a confirmation", async () => {
    const left = unique("left");
    await sendJson("/api/subscribers", "POST", { email: left });
    const id = (await subscriberId(left))!;
    await vi.waitFor(async () => expect(await confirmationsTo(left)).toBe(1), { timeout: 10_000, interval: 100 });
    await sendJson(`/api/subscribers/${id}/status`, "PATCH", { status: "unsubscribed" }, admin.cookie);
    const pending = unique("pending");
    await sendJson("/api/subscribers", "POST", { email: pending });
    for (const email of [left, pending])
      expect((await deleteThroughApi((await subscriberId(email))!)).status).toBe(200);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM email_suppressions WHERE address_hash IN (?, ?)")
      .bind(await suppressionKey(left), await suppressionKey(pending))
      .first<{ n: number }>())!;
    expect(n).toBe(0);

    // The outbox keeps one confirmation per subscriber: the new subscriber's is a new row.
    await sendJson("/api/subscribers", "POST", { email: left });
    expect((await subscriberId(left))!).not.toBe(id);
    await vi.waitFor(async () => expect(await confirmationsTo(left)).toBe(2), { timeout: 10_000, interval: 100 });
  });
});
