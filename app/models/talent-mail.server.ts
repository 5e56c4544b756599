// The talent network's e-mails (issue 30): the member's confirmation and invitation to apply, in their language, and
// the staff alert for a new profile (English, as every staff alert), built on the frame in mail-templates.server.ts.
import type { TalentProfile } from "~/db/schema";
import { formatBytes, formatDateTime } from "~/platform/format.server";
import { escapeHtml } from "~/platform/html";
import { site } from "~/platform/site";
import { catalogue, fill } from "~/i18n/catalogue";
import { LANGUAGE_INFO } from "~/i18n/languages";
import { skillLabel } from "~/content";
import {
  autoReply,
  buttonHtml,
  greeting,
  headerAddress,
  headerText,
  layout,
  rowsHtml,
  rowsText,
  textFooter,
  type RenderedMail,
} from "~/models/mail-templates.server";

type Links = { siteUrl: string; link: string };

/** To the new member, in the language of the page they used: they are in the network, with the skills they gave. */
export function talentConfirmation(profile: TalentProfile, skills: string[], siteUrl: string): RenderedMail {
  const t = catalogue(profile.language).talent.emails.confirmation;
  const subject = headerText(fill(t.subject, { company: site.name }), 180);
  const hello = greeting(profile.fullName, profile.language);
  const body = fill(t.body, { company: site.name });
  const skillsLine = fill(t.skills, { skills: skills.map((s) => skillLabel(s, profile.language)).join(", ") });
  return autoReply("talent_confirmation", profile.email, profile.language, {
    subject,
    siteUrl,
    ask: t.ask,
    text: `${hello}\n\n${body}\n\n${skillsLine}`,
    html:
      `<p style="margin:0 0 12px">${escapeHtml(hello)}</p><p style="margin:0 0 12px">${escapeHtml(body)}</p>` +
      `<p style="margin:0 0 12px">${escapeHtml(skillsLine)}</p>`,
  });
}

/** To a member a recruiter invited, in their language: the position and the link to it. */
export function talentInvitationMail(profile: TalentProfile, position: string, { siteUrl, link }: Links): RenderedMail {
  const t = catalogue(profile.language).talent.emails.invitation;
  const title = headerText(position, 100);
  const subject = headerText(fill(t.subject, { company: site.name, position: title }), 180);
  const hello = greeting(profile.fullName, profile.language);
  const body = fill(t.body, { position: title });
  return autoReply("talent_invitation", profile.email, profile.language, {
    subject,
    siteUrl,
    ask: t.ask,
    text: `${hello}\n\n${body}\n${link}`,
    html:
      `<p style="margin:0 0 12px">${escapeHtml(hello)}</p><p style="margin:0 0 12px">${escapeHtml(body)}</p>` +
      buttonHtml(link, t.button),
  });
}

/** To a staff user with application alerts on: a new talent network profile and the link to it. */
export function talentAlert(profile: TalentProfile, skills: string[], to: string, { siteUrl, link }: Links) {
  const subject = headerText(`New talent network profile: ${headerText(profile.fullName, 80)}`, 180);
  const rows = [
    { label: "Name", value: profile.fullName },
    { label: "Email", value: profile.email },
    { label: "Phone", value: profile.phone },
    { label: "Country", value: profile.country },
    { label: "Seniority", value: profile.seniority },
    { label: "English", value: profile.englishLevel },
    { label: "Skills", value: skills.join(", ") },
    ...(profile.profileUrl ? [{ label: "Profile", value: profile.profileUrl }] : []),
    ...(profile.resumeKey
      ? [{ label: "CV", value: `${profile.resumeFileName ?? "cv"} (${formatBytes(profile.resumeFileSize ?? 0)})` }]
      : []),
    { label: "Language", value: LANGUAGE_INFO[profile.language].staffName },
    { label: "Received", value: formatDateTime(profile.createdAt) },
  ];
  const text = `Someone joined the talent network.\n\n${rowsText(rows)}\n\nOpen it in the back office: ${link}${textFooter(siteUrl)}`;
  const html = layout({
    title: subject,
    siteUrl,
    body:
      `<p style="margin:0 0 8px">Someone joined the talent network.</p>${rowsHtml(rows)}` +
      buttonHtml(link, "Open the profile"),
  });
  return {
    kind: "talent_alert",
    to,
    replyTo: headerAddress(profile.email),
    subject,
    text,
    html,
    headers: {},
  } satisfies RenderedMail;
}
