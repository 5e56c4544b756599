// The newsletter's mail provider (issue 21): the Postmark adapter's requests and refusals, and the signed
// bounce/complaint webhook that unsubscribes for good. Sending campaigns: newsletter-campaigns.test.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { postmarkTransport, type CampaignEmail } from "~/platform/newsletter-transport.server";
import { webhookSignature } from "~/platform/signing.server";
import { NEWSLETTER_MESSAGES } from "~/schemas/subscriber";
import { cookieOf, get, page, postForm, sendJson } from "../helpers";
import {
  activeSubscribers,
  createDraft,
  deliveries,
  newsletterSetUp,
  send,
  signedEvent,
  WEBHOOK_SECRET,
} from "../fixtures/newsletter";

const { admin } = newsletterSetUp();

describe("the Postmark adapter", () => {
  it("posts each message to the broadcast stream with its headers, and throws on a refusal", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (answer: Response) =>
      (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return answer;
      }) as unknown as typeof fetch;
    const message: CampaignEmail = {
      to: "reader@readers.example",
      from: { name: "Cordillera Nearshore", email: "news@cordillera.example" },
      subject: "Hi",
      text: "t",
      html: "<p>h</p>",
      headers: { "List-Unsubscribe": "<https://x/u>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
    const ok = postmarkTransport("token-1", "broadcast", fake(Response.json({ MessageID: "pm-1", ErrorCode: 0 })));
    expect(await ok.send(message)).toEqual({ messageId: "pm-1" });
    expect(calls[0]!.url).toBe("https://api.postmarkapp.com/email");
    expect(new Headers(calls[0]!.init.headers).get("X-Postmark-Server-Token")).toBe("token-1");
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      From: '"Cordillera Nearshore" <news@cordillera.example>',
      To: "reader@readers.example",
      Subject: "Hi",
      TextBody: "t",
      HtmlBody: "<p>h</p>",
      MessageStream: "broadcast",
      Headers: [
        { Name: "List-Unsubscribe", Value: "<https://x/u>" },
        { Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" },
      ],
    });
    const refused = postmarkTransport(
      "token-1",
      "broadcast",
      fake(Response.json({ ErrorCode: 406, Message: "Inactive recipient" }, { status: 422 })),
    );
    await expect(refused.send(message)).rejects.toThrow("Postmark refused the message (422): Inactive recipient");
  });
});

describe("the bounce and complaint webhook", () => {
  const signed = signedEvent;
  const subscriber = async (email: string) =>
    env.DB.prepare("SELECT status, unsubscribe_reason FROM newsletter_subscribers WHERE email = ?").bind(email).first();

  it("refuses a missing, wrong, tampered or stale signature, and changes nothing", async () => {
    const email = `bounce-${Date.now()}@readers.example`;
    await env.DB.prepare("INSERT INTO newsletter_subscribers (email, status) VALUES (?, 'active')").bind(email).run();
    const event = { RecordType: "Bounce", Type: "HardBounce", Email: email };
    const unsigned = await sendJson("/api/newsletter/events", "POST", event);
    expect(unsigned.status).toBe(401);
    expect((await signed(event, { secret: "another-secret-of-enough-length" })).status).toBe(401);
    expect((await signed(event, { at: Math.floor(Date.now() / 1000) - 600 })).status).toBe(401);
    const text = JSON.stringify(event);
    const tampered = await get("/api/newsletter/events", {
      method: "POST",
      body: text.replace("HardBounce", "SoftBounce"),
      headers: { "Webhook-Signature": await webhookSignature(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), text) },
    });
    expect(tampered.status).toBe(401);
    expect(await subscriber(email)).toEqual({ status: "active", unsubscribe_reason: null });
    expect((await get("/api/newsletter/events")).status).toBe(405);
  });

  it("a hard bounce or a complaint unsubscribes for good; a soft bounce does not; a new sign-up mails nothing", async () => {
    const bounced = `hard-${Date.now()}@readers.example`;
    const complained = `spam-${Date.now()}@readers.example`;
    const soft = `soft-${Date.now()}@readers.example`;
    for (const email of [bounced, complained, soft])
      await env.DB.prepare("INSERT INTO newsletter_subscribers (email, status) VALUES (?, 'active')").bind(email).run();

    const hard = await signed({ RecordType: "Bounce", Type: "HardBounce", Email: bounced.toUpperCase() });
    expect(hard.status).toBe(200);
    expect(await hard.json()).toEqual({ message: "Event received", unsubscribed: true });
    expect(await subscriber(bounced)).toEqual({ status: "unsubscribed", unsubscribe_reason: "bounce" });
    expect((await signed({ type: "complaint", email: complained })).status).toBe(200);
    expect(await subscriber(complained)).toEqual({ status: "unsubscribed", unsubscribe_reason: "complaint" });
    const softly = await signed({ RecordType: "Bounce", Type: "SoftBounce", Email: soft });
    expect(await softly.json()).toEqual({ message: "Event received", unsubscribed: false });
    expect(await subscriber(soft)).toEqual({ status: "active", unsubscribe_reason: null });
    expect((await signed({ RecordType: "Delivery", Email: soft })).status).toBe(400);

    // Signing up again answers as always, but sends no confirmation, and no admin can send one either.
    const res = await sendJson("/api/subscribers", "POST", { email: bounced });
    expect(res.status).toBe(201);
    const { id } = (await env.DB.prepare("SELECT id FROM newsletter_subscribers WHERE email = ?").bind(bounced).first<{
      id: number;
    }>())!;
    await new Promise((r) => setTimeout(r, 300));
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'newsletter_confirmation' AND related_id = ?")
        .bind(id)
        .first(),
    ).toEqual({ n: 0 });
    const resend = await postForm("/admin/subscribers", { intent: "confirm", id: String(id) }, admin.cookie);
    const toast = await page("/admin/subscribers", {
      headers: { Cookie: `${admin.cookie}; ${cookieOf(resend, "cn_toast")}` },
    });
    expect(toast.html).toContain(NEWSLETTER_MESSAGES.suppressed);
    // And a campaign never reaches it.
    await activeSubscribers(1);
    const campaignId = await createDraft("After the bounce");
    await send(campaignId);
    expect((await deliveries(campaignId)).map((d) => d.email)).not.toContain(bounced);
  });
});
