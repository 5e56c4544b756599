// The newsletter's e-mail, in the subscriber's language (catalogue area `newsletter`): the double opt-in
// confirmation, and the frame around a campaign issue (the issue itself is what staff wrote, left as it is).
import type { Subscriber } from "~/db/schema";
import { site } from "~/platform/site";
import { catalogue, fill } from "~/i18n/catalogue";
import type { Language } from "~/i18n/languages";
import { greeting, headerAddress, headerText, type RenderedMail } from "~/models/mail-templates.server";
import { listIssueParts, oneClickHeaders, optInConfirmation } from "~/models/list-mail.server";

/**
 * To someone who signed up, in the language they signed up in: the double opt-in link (under `/es` for a Spanish
 * subscriber: confirmationPath), which works once and for 7 days.
 */
export function newsletterConfirmation(
  subscriber: Pick<Subscriber, "email" | "name" | "language">,
  links: { siteUrl: string; link: string },
): RenderedMail {
  const { language } = subscriber;
  const { newsletter } = catalogue(language);
  // It goes to any typed address: a "name" that is really a link or a sentence is not repeated (greeting).
  const hello = subscriber.name ? greeting(subscriber.name, language) : undefined;
  const to = { email: subscriber.email, language, hello };
  return optInConfirmation("newsletter_confirmation", to, newsletter.emails.confirmation, links);
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
  const { text, html } = listIssueParts(
    { subject, siteUrl, language },
    { text: campaign.body.trim(), html: `<div>${absoluteLinks(campaign.html, siteUrl)}</div>` },
    {
      why: fill(t.why, { company }),
      whyText: fill(t.whyAt, { company, site: siteUrl }),
      links: [{ url: unsubscribeUrl, label: t.unsubscribe }],
    },
  );
  const listUnsubscribe = [`<${unsubscribeUrl}>`];
  if (mailto) listUnsubscribe.push(`<mailto:${headerAddress(mailto)}?subject=unsubscribe>`);
  return {
    subject,
    text,
    html,
    headers: oneClickHeaders(listUnsubscribe.join(", ")),
  };
}
