// The newsletter's e-mail, in the subscriber's language (catalogue area `newsletter`): the double opt-in
// confirmation, and the frame around a campaign issue (the issue itself is what staff wrote, left as it is).
import type { Subscriber } from "~/db/schema";
import { escapeHtml } from "~/platform/html";
import { site } from "~/platform/site";
import { catalogue, fill } from "~/i18n/catalogue";
import type { Language } from "~/i18n/languages";
import {
  buttonHtml,
  headerAddress,
  headerText,
  layout,
  textFooter,
  type RenderedMail,
} from "~/models/mail-templates.server";

/** Marks a message no person wrote and nobody should answer automatically (RFC 3834). */
const AUTO_GENERATED = { "Auto-Submitted": "auto-generated" } as const;

/**
 * To someone who signed up, in the language they signed up in: the double opt-in link (under `/es` for a Spanish
 * subscriber: confirmationPath), which works once and for 7 days.
 */
export function newsletterConfirmation(
  subscriber: Pick<Subscriber, "email" | "name" | "language">,
  { siteUrl, link }: { siteUrl: string; link: string },
): RenderedMail {
  const { language } = subscriber;
  const { emails, newsletter } = catalogue(language);
  const t = newsletter.emails.confirmation;
  const company = site.name;
  const subject = fill(t.subject, { company });
  const hello = subscriber.name
    ? fill(emails.hello, { name: headerText(subscriber.name, 100) })
    : emails.helloAnonymous;
  const asked = fill(t.asked, { company });
  const text = `${hello}\n\n${asked} ${t.openLink}\n\n${link}\n\n${t.validity}${textFooter(siteUrl, language)}`;
  const html = layout({
    title: subject,
    siteUrl,
    language,
    body:
      `<p style="margin:0 0 12px">${escapeHtml(hello)}</p>` +
      `<p style="margin:0 0 12px">${escapeHtml(asked)}</p>` +
      buttonHtml(link, t.button) +
      `<p style="margin:0 0 12px;color:#64748b;font-size:13px">${escapeHtml(t.validity)}</p>`,
  });
  return {
    kind: "newsletter_confirmation",
    to: headerAddress(subscriber.email),
    replyTo: site.email,
    subject,
    text,
    html,
    headers: { ...AUTO_GENERATED },
  };
}

/** Root-relative links and images in the rendered Markdown made absolute on SITE_URL: e-mail has no page URL. */
const absoluteLinks = (html: string, siteUrl: string) =>
  html.replace(/\s(href|src)="\/(?!\/)/g, (_, attribute: string) => ` ${attribute}="${siteUrl.replace(/\/$/, "")}/`);

export type CampaignContent = { subject: string; body: string; html: string };

/**
 * A campaign issue for one recipient: the body (Markdown as the text part, the sanitised rendering as the HTML
 * part), the recipient's own unsubscribe link at the foot, and the RFC 8058 one-click headers (plus a mailto: when
 * one is configured), so mail clients offer their own Unsubscribe button. The line at the foot and the frame are in
 * the recipient's language; the body is as staff wrote it.
 */
export function campaignMessage(
  campaign: CampaignContent,
  {
    siteUrl,
    unsubscribeUrl,
    mailto,
    language = "en",
  }: { siteUrl: string; unsubscribeUrl: string; mailto?: string | null; language?: Language },
): { subject: string; text: string; html: string; headers: Record<string, string> } {
  const t = catalogue(language).newsletter.emails.campaign;
  const company = site.name;
  const subject = headerText(campaign.subject, 180);
  const text =
    `${campaign.body.trim()}\n\n--\n${fill(t.whyAt, { company, site: siteUrl })}\n` +
    `${t.unsubscribe}: ${unsubscribeUrl}${textFooter(siteUrl, language)}`;
  const html = layout({
    title: subject,
    siteUrl,
    language,
    body:
      `<div>${absoluteLinks(campaign.html, siteUrl)}</div>` +
      `<p style="margin:24px 0 0;color:#64748b;font-size:12px">${escapeHtml(fill(t.why, { company }))} ` +
      `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#0f766e">${escapeHtml(t.unsubscribe)}</a></p>`,
  });
  const listUnsubscribe = [`<${unsubscribeUrl}>`];
  if (mailto) listUnsubscribe.push(`<mailto:${headerAddress(mailto)}?subject=unsubscribe>`);
  return {
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": listUnsubscribe.join(", "),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
