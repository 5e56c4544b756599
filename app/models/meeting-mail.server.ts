// A meeting's e-mails, each with its ICS: to the visitor in their language (time in the zone they chose, links to move
// or cancel), to the host in English (time in the host's zone and the visitor's agenda). The visitor's message goes to
// whatever address was typed, so, like the enquiry auto-reply, it quotes nothing they wrote but a usable name.
import type { Meeting } from "~/db/schema";
import { settings, siteUrl } from "~/platform/env.server";
import { logError } from "~/platform/request-telemetry.server";
import { escapeHtml } from "~/platform/html";
import { dateTimeFormat } from "~/platform/intl";
import { icsCalendar, type IcsEvent } from "~/platform/ics";
import { site } from "~/platform/site";
import { catalogue, fill } from "~/i18n/catalogue";
import { localizedPath, type Language } from "~/i18n/languages";
import { recordPath } from "~/schemas/admin-screens";
import { zoneName } from "~/schemas/booking";
import type { OutboxKind } from "~/schemas/vocabulary";
import {
  buttonHtml,
  contactAlert,
  greeting,
  greetingName,
  headerAddress,
  headerText,
  layout,
  textFooter,
  type RenderedMail,
} from "~/models/mail-templates.server";
import { queueMessages, queueReplacing } from "~/models/outbox.server";
import { hostProfile, type HostProfile } from "~/models/booking-hosts.server";
import type { BookedMeeting } from "~/models/meeting-booking.server";
import { meetingToken } from "~/models/meeting-links.server";
import { claimDueReminders, releaseReminder } from "~/models/meeting-reminders.server";
import { staffToNotify } from "~/models/notification-preferences.server";

type Host = HostProfile & { timeZone: string };

/** A meeting's texts: an interview's (the candidate's e-mails) or a discovery call's, in the meeting's language. */
const emailTexts = (m: Meeting) =>
  m.kind === "interview" ? catalogue(m.language).interviews.emails : catalogue(m.language).booking.emails;
/** What the host's English e-mails call the meeting. */
const noun = (m: Meeting) => (m.kind === "interview" ? "interview" : "discovery call");
const Noun = (m: Meeting) => (m.kind === "interview" ? "Interview" : "Discovery call");

/** "Monday, March 9, 2026, 9:00 AM" in a zone and language (Intl: no date library reaches the zone rules). */
export function formatWhen(at: Date, zone: string, language: Language): string {
  return dateTimeFormat(language === "es" ? "es-419" : "en-US", {
    timeZone: zone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(at);
}

/** A meeting's start in a zone and language, with the zone named: "Monday, March 9, 2026 at 9:00 AM (New York (…))". */
export const whenIn = (m: Pick<Meeting, "startsAt">, zone: string, language: Language) =>
  `${formatWhen(m.startsAt, zone, language)} (${zoneName(zone, language)})`;

function calendarOf(m: Meeting, host: Host, method: IcsEvent["method"]): string {
  const t = emailTexts(m);
  const domain = new URL(settings().SITE_URL).hostname;
  return icsCalendar({
    method,
    uid: `meeting-${m.id}@${domain}`,
    sequence: m.sequence,
    start: m.startsAt,
    end: m.endsAt,
    stamp: new Date(),
    summary: t.summary,
    description: m.videoLink ? `${t.summary}\n${t.video}: ${m.videoLink}` : t.summary,
    location: m.videoLink,
    url: m.videoLink,
    organizer: { name: host.name, email: host.email },
    // None once the person's data was erased (the calendar finds the event by its UID).
    attendees: m.email ? [{ name: greetingName(m.name) ?? m.email, email: m.email }] : [],
  });
}

const attachment = (ics: string, method: IcsEvent["method"]) => ({
  filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
  type: `text/calendar; charset=utf-8; method=${method}`,
  content: ics,
});

type Row = [string, string];
const rowsText = (rows: Row[]) => rows.map(([l, v]) => `${l}: ${v}`).join("\n");
const rowsHtml = (rows: Row[]) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">${rows
    .map(
      ([l, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#64748b;font-size:14px;vertical-align:top">${escapeHtml(l)}</td><td style="padding:4px 0;font-size:14px">${escapeHtml(v)}</td></tr>`,
    )
    .join("")}</table>`;

/** The visitor's message about their meeting, in their language, with the ICS and (unless cancelled) both links. */
async function visitorMail(
  kind: OutboxKind,
  m: Meeting,
  host: Host,
  { subject, intro, method }: { subject: string; intro: string; method: IcsEvent["method"] },
): Promise<RenderedMail> {
  const language = m.language;
  const t = emailTexts(m);
  const base = settings().SITE_URL;
  const rows: Row[] = [
    [t.when, formatWhen(m.startsAt, m.timeZone, language)],
    [t.zone, zoneName(m.timeZone, language)],
    [t.host, host.name.split(/\s+/)[0]!],
    ...(m.videoLink && method === "REQUEST" ? ([[t.video, m.videoLink]] as Row[]) : []),
  ];
  const token = method === "REQUEST" ? await meetingToken(m) : null;
  const links = token
    ? {
        reschedule: siteUrl(localizedPath(language, `/meetings/${token}/reschedule`)),
        cancel: siteUrl(localizedPath(language, `/meetings/${token}/cancel`)),
      }
    : null;
  const hello = greeting(m.name, language);
  const linksText = links ? `\n\n${t.reschedule}: ${links.reschedule}\n${t.cancel}: ${links.cancel}` : "";
  return {
    kind,
    to: headerAddress(m.email),
    replyTo: site.email,
    subject: headerText(subject, 180),
    text: `${hello}\n\n${intro}\n\n${rowsText(rows)}${linksText}${textFooter(base, language)}`,
    html: layout({
      title: subject,
      siteUrl: base,
      language,
      body:
        `<p style="margin:0 0 12px">${escapeHtml(hello)}</p><p style="margin:0 0 12px">${escapeHtml(intro)}</p>${rowsHtml(rows)}` +
        (links
          ? buttonHtml(links.reschedule, t.reschedule) +
            `<p style="margin:0"><a href="${escapeHtml(links.cancel)}" style="color:#0f766e">${escapeHtml(t.cancel)}</a></p>`
          : ""),
    }),
    headers: { "Auto-Submitted": "auto-generated" },
    attachments: [attachment(calendarOf(m, host, method), method)],
  };
}

/**
 * The host's message, in English: the time in their zone and in the visitor's, who, and the agenda. Of a meeting
 * whose person was erased (a blank e-mail) only the time, the video link and the record's link are left.
 */
function hostMail(
  kind: OutboxKind,
  m: Meeting,
  host: Host,
  headline: string,
  method: IcsEvent["method"],
): RenderedMail {
  const base = settings().SITE_URL;
  const who = m.email ? `: ${headerText(m.name, 60)} (${headerText(m.company, 60)})` : "";
  const subject = headerText(`${headline}${who}, ${formatWhen(m.startsAt, host.timeZone, "en")}`, 200);
  const person: Row[] = m.email
    ? [
        ["Their time", whenIn(m, m.timeZone, "en")],
        ["Name", m.name],
        ["Company", m.company],
        ["Email", m.email],
      ]
    : [];
  const rows: Row[] = [
    ["When", whenIn(m, host.timeZone, "en")],
    ...person,
    ...(m.videoLink ? ([["Video link", m.videoLink]] as Row[]) : []),
  ];
  const link = m.contactId
    ? siteUrl(recordPath.contact(m.contactId))
    : m.applicationId
      ? siteUrl(recordPath.application(m.applicationId))
      : null;
  return {
    kind,
    to: headerAddress(host.email),
    replyTo: m.email ? headerAddress(m.email) : null,
    subject,
    text: `${headline}.\n\n${rowsText(rows)}${m.agenda ? `\n\nAgenda:\n${m.agenda}` : ""}${link ? `\n\nThe ${m.contactId ? "enquiry" : "application"}: ${link}` : ""}${textFooter(base)}`,
    html: layout({
      title: subject,
      siteUrl: base,
      body:
        `<p style="margin:0 0 8px">${escapeHtml(headline)}.</p>${rowsHtml(rows)}` +
        (m.agenda
          ? `<p style="margin:16px 0 4px;font-weight:600">Agenda</p><p style="margin:0;white-space:pre-wrap">${escapeHtml(m.agenda)}</p>`
          : "") +
        (link ? buttonHtml(link, m.contactId ? "Open the enquiry" : "Open the application") : ""),
    }),
    headers: {},
    attachments: [attachment(calendarOf(m, host, method), method)],
  };
}

/**
 * A booking's messages: the visitor's invitation, the host's, and the enquiry alert to the staff who want one (the
 * enquiry's auto-reply is left out on purpose: the invitation is the visitor's answer).
 */
export async function queueBookingMessages({ meeting, contact }: BookedMeeting): Promise<number[]> {
  const host = await hostProfile(meeting.hostId);
  const staff = (await staffToNotify("newEnquiries")).filter((to) => to !== host.email);
  const base = settings().SITE_URL;
  const link = siteUrl(recordPath.contact(contact.id));
  await queueMessages(
    contact.id,
    staff.map((to) => contactAlert(contact, to, { siteUrl: base, link })),
  );
  return queueInvitations(meeting, host);
}

/** A booked interview: the candidate's invitation and the interviewer's, each with the ICS (no enquiry alert). */
export async function queueInterviewMessages(meeting: Meeting): Promise<number[]> {
  return queueInvitations(meeting, await hostProfile(meeting.hostId));
}

/** A booked meeting's invitations: the visitor's, in their language, and the host's, each with the ICS. */
async function queueInvitations(meeting: Meeting, host: Host): Promise<number[]> {
  const t = emailTexts(meeting);
  const when = whenIn(meeting, meeting.timeZone, meeting.language);
  return queueMessages(meeting.id, [
    await visitorMail("meeting_booked", meeting, host, {
      subject: fill(t.bookedSubject, { when }),
      intro: t.bookedIntro,
      method: "REQUEST",
    }),
    hostMail("meeting_host_booked", meeting, host, `New ${noun(meeting)} booked`, "REQUEST"),
  ]);
}

/** A moved meeting: the updated invitation (same UID, next sequence) to both; replaces an earlier move's rows. */
export async function queueRescheduledMessages(meeting: Meeting): Promise<number[]> {
  const host = await hostProfile(meeting.hostId);
  const t = emailTexts(meeting);
  const when = whenIn(meeting, meeting.timeZone, meeting.language);
  const visitor = await visitorMail("meeting_rescheduled", meeting, host, {
    subject: fill(t.rescheduledSubject, { when }),
    intro: t.rescheduledIntro,
    method: "REQUEST",
  });
  return queueReplacing(
    meeting.id,
    visitor,
    hostMail("meeting_rescheduled", meeting, host, `${Noun(meeting)} moved`, "REQUEST"),
  );
}

/**
 * A cancelled meeting: METHOD:CANCEL to both; to the visitor alone when the host is the reason (their account is
 * being deleted), to the host alone when the visitor's data was erased. The host's subject says why (`hostSubject`;
 * by default the person in it cancelled).
 */
export async function queueCancelledMessages(
  meeting: Meeting,
  {
    toHost = true,
    toVisitor = true,
    hostSubject = `cancelled by the ${meeting.kind === "interview" ? "candidate" : "visitor"}`,
  }: { toHost?: boolean; toVisitor?: boolean; hostSubject?: string } = {},
): Promise<number[]> {
  const host = await hostProfile(meeting.hostId);
  const t = emailTexts(meeting);
  const when = whenIn(meeting, meeting.timeZone, meeting.language);
  return queueMessages(meeting.id, [
    ...(toVisitor
      ? [
          await visitorMail("meeting_cancelled", meeting, host, {
            subject: t.cancelledSubject,
            intro: fill(t.cancelledIntro, { when }),
            method: "CANCEL",
          }),
        ]
      : []),
    ...(toHost ? [hostMail("meeting_cancelled", meeting, host, `${Noun(meeting)} ${hostSubject}`, "CANCEL")] : []),
  ]);
}

/**
 * The cron's job: the 24 h and 1 h reminders now due, to both sides, each once (the claim is atomic). A reminder
 * whose mail cannot be queued is logged and given back for the next tick; the others still go.
 */
export async function sendMeetingReminders(now: Date): Promise<{ dayReminders: number; hourReminders: number }> {
  const { day, hour } = await claimDueReminders(now);
  const queued = { day: 0, hour: 0 };
  for (const [list, which] of [
    [day, "day"],
    [hour, "hour"],
  ] as const) {
    for (const meeting of list) {
      try {
        await queueReminder(meeting, which);
        queued[which]++;
      } catch (error) {
        logError(error, { what: "meeting reminder not queued; the next tick tries again", meetingId: meeting.id });
        await releaseReminder(meeting.id, which).catch((e: unknown) =>
          logError(e, { what: "meeting reminder lost", meetingId: meeting.id }),
        );
      }
    }
  }
  return { dayReminders: queued.day, hourReminders: queued.hour };
}

/**
 * One reminder to both sides, stored together; each replaces its earlier row, so a retry after a failure rewrites,
 * never adds, and never rewrites one side's reminder already sent.
 */
async function queueReminder(meeting: Meeting, which: "day" | "hour") {
  const kind = which === "day" ? "meeting_reminder_day" : "meeting_reminder_hour";
  const host = await hostProfile(meeting.hostId);
  const t = emailTexts(meeting);
  const subject = which === "day" ? t.reminderDaySubject : t.reminderHourSubject;
  await queueReplacing(
    meeting.id,
    await visitorMail(kind, meeting, host, { subject, intro: t.reminderIntro, method: "REQUEST" }),
    hostMail(
      kind,
      meeting,
      host,
      which === "day" ? `${Noun(meeting)} tomorrow` : `${Noun(meeting)} in one hour`,
      "REQUEST",
    ),
  );
}
