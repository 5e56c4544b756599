// The interview scheduling link's e-mail (issue 31): to the candidate, in the application's language, with the
// single-use link to /jobs/interview/{token}. Related to the application (the retention sweep deletes it with the
// application's other mail); a resent link replaces the last one's message, whose link no longer matters.
import { settings, siteUrl } from "~/platform/env.server";
import { escapeHtml } from "~/platform/html";
import { dateTimeFormat } from "~/platform/intl";
import { catalogue, fill } from "~/i18n/catalogue";
import { localizedPath } from "~/i18n/languages";
import { autoReply, buttonHtml, greeting, headerText, type RenderedMail } from "~/models/mail-templates.server";
import { queueReplacing } from "~/models/outbox.server";
import type { sendInterviewLink } from "~/models/interviews.server";

type Sent = Awaited<ReturnType<typeof sendInterviewLink>>;

export function interviewInvitationMail({ token, invitation, application }: Sent): RenderedMail {
  const language = application.language;
  const t = catalogue(language).interviews.invitation;
  const position = headerText(application.position, 100);
  const link = siteUrl(localizedPath(language, `/jobs/interview/${token}`));
  // The candidate's zone is unknown, so the day named is one the link works through in every zone (UTC−12 to
  // UTC+14): a link that stops at 01:00 UTC on the 10th is 20:00 on the 9th in New York, so it says the 8th.
  const date = dateTimeFormat(language === "es" ? "es-419" : "en-US", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(invitation.expiresAt.getTime() - 36 * 3_600_000));
  const hello = greeting(application.fullName, language);
  const intro = fill(t.intro, { position });
  const expires = fill(t.expires, { date });
  return autoReply("interview_invitation", application.email, language, {
    subject: headerText(fill(t.subject, { position }), 180),
    siteUrl: settings().SITE_URL,
    ask: t.ask,
    text: `${hello}\n\n${intro}\n\n${link}\n\n${expires}`,
    html:
      `<p style="margin:0 0 12px">${escapeHtml(hello)}</p><p style="margin:0 0 12px">${escapeHtml(intro)}</p>` +
      buttonHtml(link, t.button) +
      `<p style="margin:0 0 12px;color:#64748b;font-size:13px">${escapeHtml(expires)}</p>`,
  });
}

export async function queueInterviewInvitation(sent: Sent): Promise<number[]> {
  return queueReplacing(sent.application.id, interviewInvitationMail(sent));
}
