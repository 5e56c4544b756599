// The conversations' e-mail (issue 29): a message staff wrote, as the candidate or enquirer receives it (their text,
// then a signature and a note on replying in the person's language, Reply-To the thread's own address), and the
// alert a reply sends to staff (English, like every staff alert). Built on the frame in mail-templates.server.ts.
import { escapeHtml } from "~/platform/html";
import { renderMarkdown } from "~/platform/markdown.server";
import { site } from "~/platform/site";
import { catalogue, fill } from "~/i18n/catalogue";
import type { Language } from "~/i18n/languages";
import { headerAddress, headerText, layout, textFooter, type RenderedMail } from "~/models/mail-templates.server";
import type { OutboxKind } from "~/schemas/vocabulary";

export type OutgoingMessage = {
  kind: Extract<OutboxKind, "application_message" | "contact_message">;
  to: string;
  replyTo: string;
  subject: string;
  /** The staff member's Markdown: the plain-text part as written, the HTML part through the sanitising renderer. */
  body: string;
  senderName: string;
  language: Language;
  siteUrl: string;
};

/** A staff member's message to a candidate or enquirer, answered (Reply-To) to the thread's reply address. */
export function conversationMessageMail(m: OutgoingMessage): RenderedMail {
  const t = catalogue(m.language).conversations;
  const signature = fill(t.signature, { name: headerText(m.senderName, 100), company: site.name });
  const note = fill(t.replyNote, { company: site.name });
  const subject = headerText(m.subject, 200);
  return {
    kind: m.kind,
    to: headerAddress(m.to),
    replyTo: headerAddress(m.replyTo),
    subject,
    text: `${m.body.trim()}\n\n${signature}\n\n${note}${textFooter(m.siteUrl, m.language)}`,
    html: layout({
      title: subject,
      siteUrl: m.siteUrl,
      language: m.language,
      body:
        `<div style="margin:0 0 16px">${renderMarkdown(m.body)}</div>` +
        `<p style="margin:0 0 12px;color:#0f172a">${escapeHtml(signature)}</p>` +
        `<p style="margin:0;color:#64748b;font-size:13px">${escapeHtml(note)}</p>`,
    }),
    headers: {},
  };
}

export type ReplyAlert = {
  to: string;
  /** "candidate" or "enquirer", and their name as stored. */
  who: string;
  name: string;
  subject: string;
  text: string;
  attachments: number;
  link: string;
  siteUrl: string;
};

/** To a staff user: a reply came in on a thread, with its new text (as text, never as the sender's HTML). */
export function replyAlertMail(a: ReplyAlert): RenderedMail {
  const name = headerText(a.name, 60) || "someone";
  const subject = headerText(`New reply from ${name}: ${a.subject}`, 200);
  const files = a.attachments ? `\n\n${a.attachments} attachment${a.attachments === 1 ? "" : "s"} kept.` : "";
  const excerpt = a.text.length > 2000 ? `${a.text.slice(0, 2000)}…` : a.text;
  return {
    kind: "reply_alert",
    to: headerAddress(a.to),
    replyTo: null,
    subject,
    text: `The ${a.who} ${name} replied:\n\n${excerpt}${files}\n\nOpen the conversation: ${a.link}${textFooter(a.siteUrl)}`,
    html: layout({
      title: subject,
      siteUrl: a.siteUrl,
      body:
        `<p style="margin:0 0 12px">The ${escapeHtml(a.who)} ${escapeHtml(name)} replied:</p>` +
        `<div style="margin:8px 0 16px;padding:12px 16px;background:#f8fafc;border-left:3px solid #0f766e;white-space:pre-wrap">${escapeHtml(excerpt)}</div>` +
        (a.attachments ? `<p style="margin:0 0 12px">${escapeHtml(files.trim())}</p>` : "") +
        `<p style="margin:0"><a href="${escapeHtml(a.link)}" style="color:#0f766e">Open the conversation</a></p>`,
    }),
    headers: {},
  };
}
