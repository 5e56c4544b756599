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
  const date = dateTimeFormat(language === "es" ? "es-419" : "en-US", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(invitation.expiresAt);
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
