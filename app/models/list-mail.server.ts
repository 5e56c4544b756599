// What the mailing lists' e-mails share (the newsletter, job alerts): the double opt-in confirmation, and the foot of
// every issue with the person's own links and the RFC 8058 one-click unsubscribe headers.
import { escapeHtml } from "~/platform/html";
import { site } from "~/platform/site";
import { catalogue, fill } from "~/i18n/catalogue";
import type { Language } from "~/i18n/languages";
import type { OutboxKind } from "~/schemas/vocabulary";
import { buttonHtml, headerAddress, layout, textFooter, type RenderedMail } from "~/models/mail-templates.server";

/** Marks a message no person wrote and nobody should answer automatically (RFC 3834). */
export const AUTO_GENERATED = { "Auto-Submitted": "auto-generated" } as const;

type ConfirmationTexts = { subject: string; asked: string; openLink: string; button: string; validity: string };

/** The double opt-in link, which works once and for 7 days, to the address that asked, in its language. */
export function optInConfirmation(
  kind: OutboxKind,
  to: { email: string; language: Language; hello?: string },
  t: ConfirmationTexts,
  { siteUrl, link }: { siteUrl: string; link: string },
): RenderedMail {
  const { language } = to;
  const hello = to.hello ?? catalogue(language).emails.helloAnonymous;
  const company = site.name;
  const subject = fill(t.subject, { company });
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
    kind,
    to: headerAddress(to.email),
    replyTo: site.email,
    subject,
    text,
    html,
    headers: { ...AUTO_GENERATED },
  };
}

type ListLink = { url: string; label: string };

/** The small print under an issue: why the person gets it, then their links (manage, unsubscribe), one line. */
function listFootHtml(why: string, links: ListLink[]): string {
  const anchors = links.map((l) => `<a href="${escapeHtml(l.url)}" style="color:#0f766e">${escapeHtml(l.label)}</a>`);
  return `<p style="margin:24px 0 0;color:#64748b;font-size:12px">${escapeHtml(why)} ${anchors.join(" · ")}</p>`;
}

/**
 * An issue's text and HTML parts: its body, then the foot with why the person gets it and their own links (one a
 * line in the text part, one line in the HTML part), then the site's footer. `whyText`: the text part's own wording.
 */
export function listIssueParts(
  { subject, siteUrl, language }: { subject: string; siteUrl: string; language: Language },
  body: { text: string; html: string },
  foot: { why: string; whyText?: string; links: ListLink[] },
): { text: string; html: string } {
  const links = foot.links.map((l) => `${l.label}: ${l.url}`).join("\n");
  return {
    text: `${body.text}\n\n--\n${foot.whyText ?? foot.why}\n${links}${textFooter(siteUrl, language)}`,
    html: layout({ title: subject, siteUrl, language, body: body.html + listFootHtml(foot.why, foot.links) }),
  };
}

/** RFC 8058: mail clients offer their own Unsubscribe button, which POSTs to the first of these addresses. */
export const oneClickHeaders = (listUnsubscribe: string) => ({
  "List-Unsubscribe": listUnsubscribe,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
