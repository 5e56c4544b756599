// How campaign messages leave: the EMAIL binding (the default, simulated locally), or one HTTP bulk provider,
// Postmark's broadcast message stream, called with fetch. Cloudflare Email Service is meant for transactional
// mail, so production broadcasts can go through a provider whose stream is built for them (README, "Newsletter").
import { bindings, settings } from "~/platform/env.server";

export type CampaignEmail = {
  to: string;
  from: string | EmailAddress;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

export type NewsletterTransport = { send(message: CampaignEmail): Promise<{ messageId: string }> };

const POSTMARK_URL = "https://api.postmarkapp.com/email";

const fromHeader = (from: CampaignEmail["from"]) =>
  typeof from === "string" ? from : `"${from.name.replace(/["\\]/g, "")}" <${from.email}>`;

/** Postmark's single-message API on the configured message stream; a refusal throws with Postmark's message. */
export function postmarkTransport(token: string, stream: string, fetcher: typeof fetch): NewsletterTransport {
  return {
    async send(m) {
      const res = await fetcher(POSTMARK_URL, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json", "X-Postmark-Server-Token": token },
        body: JSON.stringify({
          From: fromHeader(m.from),
          To: m.to,
          Subject: m.subject,
          TextBody: m.text,
          HtmlBody: m.html,
          MessageStream: stream,
          Headers: Object.entries(m.headers).map(([Name, Value]) => ({ Name, Value })),
        }),
      });
      const body = (await res.json().catch(() => ({}))) as { MessageID?: string; Message?: string; ErrorCode?: number };
      if (!res.ok || body.ErrorCode || !body.MessageID)
        throw new Error(`Postmark refused the message (${res.status}): ${body.Message ?? "no answer"}`);
      return { messageId: body.MessageID };
    },
  };
}

/** The transport the settings choose. `fetcher` is for tests that stand in for the provider. */
export function newsletterTransport(fetcher: typeof fetch = fetch): NewsletterTransport {
  const s = settings();
  if (s.NEWSLETTER_TRANSPORT === "postmark") {
    if (!s.POSTMARK_SERVER_TOKEN)
      throw new Error("NEWSLETTER_TRANSPORT is postmark but POSTMARK_SERVER_TOKEN is not set");
    return postmarkTransport(s.POSTMARK_SERVER_TOKEN, s.POSTMARK_MESSAGE_STREAM, fetcher);
  }
  const email = bindings().EMAIL;
  return { send: (m) => email.send(m) };
}
