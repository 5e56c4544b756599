// The daily follow-up digest a staff member gets (issue 31; English: staff mail): their follow-ups due by their local
// today and the enquiries still "new" after one business day, each with a link to the enquiry. Queued through the
// outbox (kind `follow_up_digest`) by models/follow-ups.server.ts. Every value is escaped in the HTML.
import { settings } from "~/platform/env.server";
import { escapeHtml } from "~/platform/html";
import { buttonHtml, headerText, layout, textFooter, type RenderedMail } from "~/models/mail-templates.server";

export type DigestItem = { label: string; detail: string; link: string };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function section(title: string, items: DigestItem[], max: number, listLink: string | null) {
  const shown = items.slice(0, max);
  const more = items.length - shown.length;
  const moreText = more > 0 ? `…and ${more} more${listLink ? `: ${listLink}` : ""}` : "";
  const text = [
    `${title} (${items.length})`,
    ...shown.map((i) => `- ${i.label}: ${i.detail}\n  ${i.link}`),
    ...(moreText ? [moreText] : []),
  ].join("\n");
  const html =
    `<h2 style="margin:20px 0 8px;font-size:16px">${escapeHtml(`${title} (${items.length})`)}</h2>` +
    `<ul style="margin:0;padding-left:20px">${shown
      .map(
        (i) =>
          `<li style="margin:0 0 6px"><a href="${escapeHtml(i.link)}" style="color:#0f766e">${escapeHtml(i.label)}</a> · ${escapeHtml(i.detail)}</li>`,
      )
      .join("")}</ul>` +
    (more > 0
      ? `<p style="margin:8px 0 0">${escapeHtml(`…and ${more} more`)}${listLink ? ` · <a href="${escapeHtml(listLink)}" style="color:#0f766e">open the list</a>` : ""}</p>`
      : "");
  return { text, html };
}

export function followUpDigestMail({
  to,
  day,
  timeZone,
  followUps,
  stale,
  max,
  listLink,
}: {
  to: string;
  day: string;
  timeZone: string;
  followUps: DigestItem[];
  stale: DigestItem[];
  max: number;
  listLink: string;
}): RenderedMail {
  const siteUrl = settings().SITE_URL;
  const subject = headerText(
    `Your follow-ups for ${day}: ${plural(followUps.length, "follow-up")}, ${plural(stale.length, "enquiry", "enquiries")} still new`,
    180,
  );
  const intro = `Good morning. This is your daily digest for ${day} (${timeZone}).`;
  const parts = [
    ...(followUps.length ? [section("Follow-ups due", followUps, max, null)] : []),
    ...(stale.length ? [section("Still new after one business day", stale, max, listLink)] : []),
  ];
  const settingsLink = `${siteUrl.replace(/\/$/, "")}/admin/account`;
  const outro = "You get this e-mail because the daily follow-up digest is on in My account.";
  const html = layout({
    title: subject,
    siteUrl,
    body:
      `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>` +
      parts.map((p) => p.html).join("") +
      buttonHtml(`${siteUrl.replace(/\/$/, "")}/admin/contacts`, "Open Contact Messages") +
      `<p style="margin:0;color:#64748b;font-size:13px">${escapeHtml(outro)} <a href="${escapeHtml(settingsLink)}" style="color:#0f766e">Change it</a></p>`,
  });
  return {
    kind: "follow_up_digest",
    to,
    replyTo: null,
    subject,
    text: `${intro}\n\n${parts.map((p) => p.text).join("\n\n")}\n\n${outro} ${settingsLink}${textFooter(siteUrl)}`,
    html,
    headers: {},
  };
}
