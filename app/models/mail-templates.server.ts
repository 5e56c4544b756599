// The product's e-mail: one function per message kind, each giving a plain-text and an HTML body. Company identity
// comes from ~/platform/site, links from SITE_URL (passed in), and every piece of visitor input is escaped in the HTML
// and stripped of line breaks wherever it reaches a header (subject, display names).
// The newsletter's messages are in newsletter-mail.server.ts, built on the frame and helpers exported here.
import type { Contact, Application, MailAttachment } from "~/db/schema";
import { formatBytes, formatDateTime } from "~/platform/format.server";
import { escapeHtml } from "~/platform/html";
import { site } from "~/platform/site";
import { interestLabel } from "~/schemas/contact";
import { catalogue, fill } from "~/i18n/catalogue";
import { formatDateTimeIn } from "~/i18n/dates.server";
import { LANGUAGE_INFO, localizedPath, type Language } from "~/i18n/languages";
import { type OutboxKind } from "~/schemas/vocabulary";

export type RenderedMail = {
  kind: OutboxKind;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Files sent with it (a meeting's ICS); stored on the outbox row and attached when it is sent. */
  attachments?: MailAttachment[];
};

/** Marks a message as sent by a machine in answer to someone (RFC 3834), so auto-responders do not answer it. */
export const AUTO_REPLIED = { "Auto-Submitted": "auto-replied" } as const;

/**
 * Text that goes into a header (subject, a name shown in one): no CR, LF or other control characters, so it can
 * never end the header and start another; runs of whitespace become one space; at most `max` characters.
 */
export function headerText(value: string, max = 150): string {
  const flat = value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** An address for a header: the stored, validated e-mail with anything but its own characters removed. */
export function headerAddress(value: string): string {
  return value.replace(/[\s<>,;"\p{Cc}]/gu, "");
}

/** Multi-line visitor text as HTML: escaped, line breaks kept. */
const paragraphHtml = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>");

export type Row = { label: string; value: string };

export const rowsText = (rows: Row[]) => rows.map((r) => `${r.label}: ${r.value}`).join("\n");

export const rowsHtml = (rows: Row[]) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;margin:16px 0">${rows
    .map(
      (r) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#64748b;font-size:14px;vertical-align:top;white-space:nowrap">${escapeHtml(r.label)}</td>` +
        `<td style="padding:6px 0;color:#0f172a;font-size:14px;vertical-align:top">${escapeHtml(r.value)}</td></tr>`,
    )
    .join("")}</table>`;

const quoteHtml = (value: string) =>
  `<div style="margin:8px 0 16px;padding:12px 16px;background:#f8fafc;border-left:3px solid #0f766e;color:#0f172a;font-size:14px;line-height:1.6">${paragraphHtml(value)}</div>`;

export const buttonHtml = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:6px">${escapeHtml(label)}</a></p>`;

/** The frame every HTML message shares: the company's name on top, its address and site at the foot. */
export function layout({
  title,
  body,
  siteUrl,
  language = "en",
}: {
  title: string;
  body: string;
  siteUrl: string;
  language?: Language;
}): string {
  const tagline = catalogue(language).common.footer.tagline;
  const home = homeIn(siteUrl, language);
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e2e8f0;font-size:18px;font-weight:700;color:#134e4a">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:24px 28px;color:#0f172a;font-size:15px;line-height:1.6">${body}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;color:#64748b;font-size:12px;line-height:1.5">${escapeHtml(site.name)} · ${escapeHtml(tagline)}<br><a href="mailto:${escapeHtml(site.email)}" style="color:#0f766e">${escapeHtml(site.email)}</a> · <a href="${escapeHtml(home)}" style="color:#0f766e">${escapeHtml(home.replace(/^https?:\/\//, "").replace(/\/$/, ""))}</a></td></tr>
</table></td></tr></table>
</body></html>`;
}

/** The site's home page in the message's language: the address as set for English, `…/es` for Spanish. */
const homeIn = (siteUrl: string, language: Language) =>
  language === "en" ? siteUrl : `${siteUrl.replace(/\/$/, "")}${localizedPath(language, "/")}`;

/** The plain-text part's signature: the company, its tagline in the message's language, its address and site. */
export const textFooter = (siteUrl: string, language: Language = "en") =>
  `\n\n--\n${site.name}\n${catalogue(language).common.footer.tagline}\n${site.email} · ${homeIn(siteUrl, language)}`;

type Links = { siteUrl: string; link: string };

/** "Hello Ana," or, when the name cannot be used (greetingName), "Hello,", in the person's language. */
export function greeting(name: string, language: Language): string {
  const usable = greetingName(name);
  const t = catalogue(language).emails;
  return usable ? fill(t.hello, { name: usable }) : t.helloAnonymous;
}

/**
 * An automatic reply to someone who wrote (RFC 3834): to their address, answered by the company's inbox, in their
 * language. After the message comes where to write (`ask` opens that sentence) and the note that this reply needs
 * no answer.
 */
export function autoReply(
  kind: OutboxKind,
  to: string,
  language: Language,
  { subject, siteUrl, ask, text, html }: { subject: string; siteUrl: string; ask: string; text: string; html: string },
): RenderedMail {
  const t = catalogue(language).emails;
  const mailLink = `<a href="mailto:${escapeHtml(site.email)}" style="color:#0f766e">${escapeHtml(site.email)}</a>`;
  return {
    kind,
    to: headerAddress(to),
    replyTo: site.email,
    subject,
    text: `${text}\n\n${fill(t.writeToUs, { ask, email: site.email })}\n\n${t.autoReplyNote}${textFooter(siteUrl, language)}`,
    html: layout({
      title: subject,
      siteUrl,
      language,
      body:
        html +
        `<p style="margin:0 0 12px">${fill(escapeHtml(t.writeToUs), { ask: escapeHtml(ask), email: mailLink })}</p>` +
        `<p style="margin:0;color:#64748b;font-size:13px">${escapeHtml(t.autoReplyNote)}</p>`,
    }),
    headers: { ...AUTO_REPLIED },
  };
}

/** To a staff user: a new enquiry, with everything in it and a link straight to it in the back office. */
export function contactAlert(contact: Contact, to: string, { siteUrl, link }: Links): RenderedMail {
  const subject = headerText(
    `New enquiry from ${headerText(contact.name, 60)} (${headerText(contact.company, 60)})`,
    180,
  );
  const rows: Row[] = [
    { label: "Name", value: contact.name },
    { label: "Company", value: contact.company },
    { label: "Email", value: contact.email },
    { label: "Phone", value: contact.phone ?? "Not provided" },
    { label: "Interest", value: interestLabel(contact.interest) },
    { label: "Language", value: LANGUAGE_INFO[contact.language].staffName },
    { label: "Received", value: formatDateTime(contact.createdAt) },
  ];
  const text = `A new enquiry came in through the website.\n\n${rowsText(rows)}\n\nMessage:\n${contact.message}\n\nOpen it in the back office: ${link}\nReply to this e-mail to answer ${headerText(contact.name, 60)} directly.${textFooter(siteUrl)}`;
  const html = layout({
    title: subject,
    siteUrl,
    body:
      `<p style="margin:0 0 8px">A new enquiry came in through the website.</p>${rowsHtml(rows)}` +
      `<p style="margin:16px 0 0;font-weight:600">Message</p>${quoteHtml(contact.message)}` +
      buttonHtml(link, "Open the enquiry") +
      `<p style="margin:0;color:#64748b;font-size:13px">Reply to this e-mail to answer ${escapeHtml(headerText(contact.name, 60))} directly.</p>`,
  });
  return { kind: "contact_alert", to, replyTo: headerAddress(contact.email), subject, text, html, headers: {} };
}

/**
 * The name to greet someone by in an automatic reply, or null. A reply goes to whatever address was typed, so it
 * carries nothing a stranger could use to send their own words from our domain: a name that looks like a link or
 * an address, or is longer than a name, is left out.
 */
export function greetingName(name: string): string | null {
  const plain = headerText(name, 200).trim();
  return /^[\p{L}\p{M}][\p{L}\p{M} .'’-]{0,59}$/u.test(plain) && !/\.\p{L}{2,}/u.test(plain) ? plain : null;
}

/**
 * To the enquirer: thanks, and where to write when it cannot wait. It does not quote the enquiry: it goes to any
 * typed address, so quoting turned the form into a relay of anyone's text from the company's domain.
 */
export function contactAutoReply(contact: Contact, { siteUrl }: Pick<Links, "siteUrl">): RenderedMail {
  const { emails, contact: page } = catalogue(contact.language);
  const t = emails.contact;
  const subject = fill(t.subject, { company: site.name });
  const hello = greeting(contact.name, contact.language);
  const interest = page.interests[contact.interest as keyof typeof page.interests] ?? interestLabel(contact.interest);
  const about = contact.interest === "other" ? t.aboutOther : fill(t.about, { interest });
  const body = fill(t.body, { company: site.name, about });
  return autoReply("contact_autoreply", contact.email, contact.language, {
    subject,
    siteUrl,
    ask: t.ask,
    text: `${hello}\n\n${body}`,
    html: `<p style="margin:0 0 12px">${escapeHtml(hello)}</p><p style="margin:0 0 12px">${escapeHtml(body)}</p>`,
  });
}

/** The uploaded CV as a message names it: 'cv.pdf (230 KB)'; null when the candidate gave a link instead. */
const cvLabel = (a: Pick<Application, "resumeKey" | "resumeFileName" | "resumeFileSize">) =>
  a.resumeKey ? `${headerText(a.resumeFileName ?? "CV", 120)} (${formatBytes(a.resumeFileSize)})` : null;

/**
 * The CV as the applicant's own e-mail names it: its file name when that is a plain one ('Valentina Cruz CV.pdf
 * (230 KB)'), else its kind ('your PDF file (230 KB)'). Like greetingName: the message goes to whatever address was
 * typed, so a file name that carries a link, an address or a phone number is not repeated from our domain.
 */
function cvForApplicant(a: Application): string | null {
  if (!a.resumeKey) return null;
  const name = headerText(a.resumeFileName ?? "", 120);
  const plain = /^[\p{L}\p{M}\p{N} _()'’-]{1,60}\.(?:pdf|docx?)$/iu.test(name);
  const kind = a.resumeContentType === "application/pdf" ? "PDF" : "Word";
  const shown = plain ? name : fill(catalogue(a.language).application.emails.confirmation.cvFile, { kind });
  return `${shown} (${formatBytes(a.resumeFileSize)})`;
}

/** To a staff user: a new job application, and links to it (and to its CV) in Job Applications. */
export function applicationAlert(application: Application, to: string, { siteUrl, link }: Links): RenderedMail {
  const subject = headerText(
    `New application: ${headerText(application.fullName, 60)} for ${headerText(application.position, 80)}`,
    180,
  );
  const cv = cvLabel(application);
  const rows: Row[] = [
    { label: "Applicant", value: application.fullName },
    { label: "Position", value: application.position },
    { label: "Email", value: application.email },
    { label: "Phone", value: application.phone },
    ...(cv ? [{ label: "CV", value: cv }] : []),
    ...(application.resume ? [{ label: "Resume", value: application.resume }] : []),
    { label: "Language", value: LANGUAGE_INFO[application.language].staffName },
    { label: "Received", value: formatDateTime(application.createdAt) },
  ];
  // The CV itself is never attached: it stays in private storage, behind the back office's sign-in.
  const cvLink = cv ? `${siteUrl.replace(/\/$/, "")}/admin/applications/${application.id}/cv` : null;
  const text = `A new application came in through the careers page.\n\n${rowsText(rows)}\n\nCover letter:\n${application.coverLetter}\n\nOpen it in the back office: ${link}${cvLink ? `\nDownload the CV (sign-in required): ${cvLink}` : ""}${textFooter(siteUrl)}`;
  const html = layout({
    title: subject,
    siteUrl,
    body:
      `<p style="margin:0 0 8px">A new application came in through the careers page.</p>${rowsHtml(rows)}` +
      `<p style="margin:16px 0 0;font-weight:600">Cover letter</p>${quoteHtml(application.coverLetter)}` +
      buttonHtml(link, "Open the application") +
      (cvLink
        ? `<p style="margin:0 0 12px"><a href="${escapeHtml(cvLink)}" style="color:#0f766e">Download the CV</a> (sign-in required)</p>`
        : ""),
  });
  return { kind: "application_alert", to, replyTo: headerAddress(application.email), subject, text, html, headers: {} };
}

/**
 * To the applicant, in the language they applied in: the application for this position arrived, and (`statusLink`)
 * where to follow it (the candidate status page, docs/decisions/0033).
 */
export function applicationConfirmation(
  application: Application,
  { siteUrl, statusLink }: Pick<Links, "siteUrl"> & { statusLink?: string | null },
): RenderedMail {
  const t = catalogue(application.language).application.emails.confirmation;
  const position = headerText(application.position, 100);
  const subject = headerText(fill(t.subject, { position, company: site.name }), 180);
  const hello = greeting(application.fullName, application.language);
  const cv = cvForApplicant(application);
  const cvSentence = cv ? fill(t.cv, { cv }) : "";
  const thanks = fill(t.thanks, { position, company: site.name });
  const thanksHtml = fill(escapeHtml(t.thanks), {
    position: `<strong>${escapeHtml(position)}</strong>`,
    company: escapeHtml(site.name),
  });
  const follow = catalogue(application.language).applicationStatus.emails;
  return autoReply("application_confirmation", application.email, application.language, {
    subject,
    siteUrl,
    ask: t.ask,
    text: `${hello}\n\n${thanks} ${t.next}${cv ? `\n\n${cvSentence}` : ""}${statusLink ? `\n\n${follow.follow}\n${statusLink}` : ""}`,
    html:
      `<p style="margin:0 0 12px">${escapeHtml(hello)}</p>` +
      `<p style="margin:0 0 12px">${thanksHtml} ${escapeHtml(t.next)}</p>` +
      (cv ? `<p style="margin:0 0 12px">${escapeHtml(cvSentence)}</p>` : "") +
      (statusLink
        ? `<p style="margin:0 0 4px">${escapeHtml(follow.follow)}</p>${buttonHtml(statusLink, follow.button)}`
        : ""),
  });
}

/**
 * To an applicant who applied again for the same position within 30 days, in the language of that new submission:
 * nothing new was stored, and the earlier application stands. The answer on the page was the same as for a first
 * application, so only the inbox of the address learns that it had applied.
 */
export function applicationDuplicateNotice(
  application: Application,
  { siteUrl }: Pick<Links, "siteUrl">,
): RenderedMail {
  const { language } = application;
  const t = catalogue(language).application.emails.duplicate;
  const position = headerText(application.position, 100);
  const subject = headerText(fill(t.subject, { position, company: site.name }), 180);
  const hello = greeting(application.fullName, language);
  const body = fill(t.body, { position, date: formatDateTimeIn(language, application.createdAt) });
  return autoReply("application_duplicate", application.email, language, {
    subject,
    siteUrl,
    ask: t.ask,
    text: `${hello}\n\n${body}`,
    html: `<p style="margin:0 0 12px">${escapeHtml(hello)}</p><p style="margin:0 0 12px">${escapeHtml(body)}</p>`,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Staff accounts: the single-use links and the notice that a password changed. Links carry a token; nothing
// else in them comes from the person who asked.

type AccountLink = { siteUrl: string; link: string };

const ignoreText = "If you did not ask for this, you can ignore this e-mail: nothing changes until the link is used.";

/** To a staff user who asked: a link to choose a new password, valid for one hour and once. */
export function passwordResetMail(to: string, { siteUrl, link }: AccountLink): RenderedMail {
  const subject = `Reset your ${site.name} admin password`;
  const text =
    `Someone (we hope you) asked to reset the password of the ${site.name} back-office account for ${headerAddress(to)}.\n\n` +
    `Choose a new password here (the link works once, for one hour):\n${link}\n\n${ignoreText}${textFooter(siteUrl)}`;
  const html = layout({
    title: subject,
    siteUrl,
    body:
      `<p style="margin:0 0 12px">Someone (we hope you) asked to reset the password of the ${escapeHtml(site.name)} back-office account for <strong>${escapeHtml(headerAddress(to))}</strong>.</p>` +
      buttonHtml(link, "Choose a new password") +
      `<p style="margin:0 0 12px;color:#64748b;font-size:13px">The link works once, for one hour. If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>` +
      `<p style="margin:0;color:#64748b;font-size:13px">${escapeHtml(ignoreText)}</p>`,
  });
  return { kind: "password_reset", to: headerAddress(to), replyTo: null, subject, text, html, headers: {} };
}

/** To a staff user: the password changed (reset or changed on My account), and what to do if it was not them. */
export function passwordChangedMail(
  to: string,
  { siteUrl, when, resetLink }: { siteUrl: string; when: Date; resetLink: string },
): RenderedMail {
  const subject = `Your ${site.name} admin password was changed`;
  const at = formatDateTime(when);
  const text =
    `The password of the ${site.name} back-office account for ${headerAddress(to)} was changed on ${at}. ` +
    `Every other signed-in session of the account has been signed out.\n\n` +
    `If this was you, there is nothing to do. If it was not, reset the password now and tell an administrator:\n${resetLink}${textFooter(siteUrl)}`;
  const html = layout({
    title: subject,
    siteUrl,
    body:
      `<p style="margin:0 0 12px">The password of the ${escapeHtml(site.name)} back-office account for <strong>${escapeHtml(headerAddress(to))}</strong> was changed on ${escapeHtml(at)}. Every other signed-in session of the account has been signed out.</p>` +
      `<p style="margin:0 0 12px">If this was you, there is nothing to do. If it was not, reset the password now and tell an administrator.</p>` +
      buttonHtml(resetLink, "Reset the password"),
  });
  return { kind: "password_changed", to: headerAddress(to), replyTo: null, subject, text, html, headers: {} };
}

/** To a new colleague: an administrator invited them; the link (valid seven days, once) sets their password. */
export function invitationMail(
  to: string,
  { siteUrl, link, role, invitedBy }: AccountLink & { role: string; invitedBy: string },
): RenderedMail {
  const subject = `You are invited to the ${site.name} back office`;
  const by = headerText(invitedBy, 100);
  const text =
    `${by} invited you to the ${site.name} back office as ${role}.\n\n` +
    `Choose your password here to accept (the link works once, for seven days):\n${link}\n\n` +
    `You will sign in with this e-mail address, ${headerAddress(to)}.${textFooter(siteUrl)}`;
  const html = layout({
    title: subject,
    siteUrl,
    body:
      `<p style="margin:0 0 12px">${escapeHtml(by)} invited you to the ${escapeHtml(site.name)} back office as <strong>${escapeHtml(role)}</strong>.</p>` +
      buttonHtml(link, "Choose your password") +
      `<p style="margin:0 0 12px;color:#64748b;font-size:13px">The link works once, for seven days. If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>` +
      `<p style="margin:0;color:#64748b;font-size:13px">You will sign in with this e-mail address, ${escapeHtml(headerAddress(to))}.</p>`,
  });
  return { kind: "invitation", to: headerAddress(to), replyTo: null, subject, text, html, headers: {} };
}
