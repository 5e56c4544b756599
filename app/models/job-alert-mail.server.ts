// The job alerts' e-mail, in the person's language (catalogue area `jobAlerts`): the double opt-in confirmation, one
// new opening, and the weekly digest. Every alert and digest carries the person's manage link and the RFC 8058
// one-click unsubscribe headers, as newsletter issues do (newsletter-mail.server.ts).
import type { JobAlert } from "~/db/job-alert-tables";
import { escapeHtml } from "~/platform/html";
import { site } from "~/platform/site";
import { catalogue, fill } from "~/i18n/catalogue";
import { buttonHtml, headerAddress, headerText, type RenderedMail } from "~/models/mail-templates.server";
import { AUTO_GENERATED, listIssueParts, oneClickHeaders, optInConfirmation } from "~/models/list-mail.server";

type Person = Pick<JobAlert, "email" | "language">;

/** To someone who asked for job alerts: the double opt-in link, which works once and for 7 days. */
export function jobAlertConfirmation(alert: Person, links: { siteUrl: string; link: string }): RenderedMail {
  const t = catalogue(alert.language).jobAlerts.emails.confirmation;
  return optInConfirmation("job_alert_confirmation", alert, t, links);
}

/** One opening as an alert shows it: its title, where, and the page to read it on (absolute). */
export type AlertedJob = { title: string; location: string; type: string; url: string };

type AlertLinks = { siteUrl: string; manageUrl: string; unsubscribeUrl: string; digest: boolean };

/**
 * One new opening (instant) or the week's openings (digest), to one person: the openings, their links, and at the
 * foot the person's own manage and unsubscribe links; List-Unsubscribe with List-Unsubscribe-Post (RFC 8058).
 */
export function jobAlertMessage(
  alert: Person,
  jobs: AlertedJob[],
  { siteUrl, manageUrl, unsubscribeUrl, digest }: AlertLinks,
): RenderedMail {
  const { language } = alert;
  const t = catalogue(language).jobAlerts.emails;
  const company = site.name;
  const subject = headerText(
    digest
      ? fill(jobs.length === 1 ? t.digest.subjectOne : t.digest.subject, { count: String(jobs.length), company })
      : fill(t.alert.subject, { title: jobs[0]!.title }),
    180,
  );
  const intro = digest ? t.digest.intro : t.alert.intro;
  const line = (j: AlertedJob) => [j.location, j.type].filter(Boolean).join(" · ");
  const items = jobs
    .map(
      (j) =>
        `<li style="margin:0 0 16px"><a href="${escapeHtml(j.url)}" style="color:#0f766e;font-weight:600">${escapeHtml(j.title)}</a>` +
        `<br><span style="color:#64748b;font-size:13px">${escapeHtml(line(j))}</span></li>`,
    )
    .join("");
  const { text, html } = listIssueParts(
    { subject, siteUrl, language },
    {
      text: `${intro}\n\n` + jobs.map((j) => `${j.title}\n${line(j)}\n${j.url}`).join("\n\n"),
      html:
        `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>` +
        `<ul style="margin:0 0 12px;padding-left:20px">${items}</ul>` +
        (digest ? "" : buttonHtml(jobs[0]!.url, t.alert.view)),
    },
    {
      why: fill(t.footer.why, { company }),
      links: [
        { url: manageUrl, label: t.footer.manage },
        { url: unsubscribeUrl, label: t.footer.unsubscribe },
      ],
    },
  );
  return {
    kind: digest ? "job_alert_digest" : "job_alert",
    to: headerAddress(alert.email),
    replyTo: null,
    subject,
    text,
    html,
    headers: { ...AUTO_GENERATED, ...oneClickHeaders(`<${unsubscribeUrl}>`) },
  };
}
