// The e-mail administrators get when a webhook endpoint has failed for three days and was switched off (English:
// staff mail). Queued through the outbox like every message (kind `webhook_disabled`).
import type { WebhookEndpoint } from "~/db/schema";
import { settings } from "~/platform/env.server";
import { escapeHtml } from "~/platform/html";
import { buttonHtml, headerText, layout, textFooter, type RenderedMail } from "~/models/mail-templates.server";

export function endpointDisabledMail(
  endpoint: Pick<WebhookEndpoint, "id" | "url" | "description">,
  failingSince: Date,
  to: string,
  link: string,
): RenderedMail {
  const siteUrl = settings().SITE_URL;
  // Never the whole URL: a Slack or Zapier URL's path is the credential that posts into the channel.
  const host = new URL(endpoint.url).host;
  const name = headerText(endpoint.description || host, 80);
  const subject = headerText(`Webhook endpoint switched off: ${name}`, 180);
  const since = failingSince.toISOString().replace("T", " ").slice(0, 16);
  const lines = [
    `Every delivery to ${endpoint.description ? `${name} (${host})` : host} has failed since ${since} UTC, so the endpoint was switched off and gets no more events.`,
    "Check the receiver, then switch the endpoint on again in Integrations (its Deliveries show each attempt's answer).",
  ];
  const html = layout({
    title: subject,
    siteUrl,
    body:
      lines.map((l) => `<p style="margin:0 0 12px">${escapeHtml(l)}</p>`).join("") +
      buttonHtml(link, "Open the endpoint's deliveries"),
  });
  return {
    kind: "webhook_disabled",
    to,
    replyTo: null,
    subject,
    text: `${lines.join("\n\n")}\n\n${link}${textFooter(siteUrl)}`,
    html,
    headers: {},
  };
}
