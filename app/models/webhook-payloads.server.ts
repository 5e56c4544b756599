// What each webhook event says (docs/webhooks.md documents every one, version 1): a JSON envelope for signed
// endpoints, and a Slack Block Kit message (who, what, a link to the record in the back office; never a message body,
// a cover letter or a CV) for Slack endpoints. Personal fields only where a receiver needs them: a new enquiry or
// application (for a CRM or an ATS) and a subscriber's address (for a mailing tool); status changes carry none.
import type { Application, Contact, Job, Meeting, Post, Subscriber } from "~/db/schema";
import { siteUrl } from "~/platform/env.server";
import { localizedPath } from "~/i18n/languages";
import { recordPath } from "~/schemas/admin-screens";
import {
  APPLICATION_STATUS_LABELS,
  ENQUIRY_STAGE_LABELS,
  type ApplicationStatus,
  type EnquiryStage,
} from "~/schemas/vocabulary";
import { ENQUIRY_LOST_REASON_LABELS } from "~/schemas/enquiry-pipeline";
import { WEBHOOK_TEST_EVENT, type WebhookEvent } from "~/schemas/webhook";

/** The payloads' version: a receiver reads `version` and the event's documented shape for it. */
export const PAYLOAD_VERSION = 1;

/** One thing that happened, before it is addressed to an endpoint. */
export type WebhookEventMessage = {
  type: WebhookEvent | typeof WEBHOOK_TEST_EVENT;
  /** Identifies the occurrence: the same key twice is one event (a retried hook, an overlapping cron tick). */
  key: string;
  data: Record<string, unknown>;
  /** Slack: the headline (who and what), a few facts, and the back office's link. */
  slack: { text: string; facts: [string, string][]; link: string | null };
};

/** The signed endpoints' body. */
export function envelope(message: WebhookEventMessage, at: Date): string {
  return JSON.stringify({
    type: message.type,
    version: PAYLOAD_VERSION,
    timestamp: at.toISOString(),
    data: message.data,
  });
}

/** Slack's mrkdwn needs &, < and > escaped; nothing a visitor typed becomes a link or a mention. */
const mrkdwn = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A Slack incoming webhook's body: a text fallback (notifications) and Block Kit blocks. */
export function slackMessage(message: WebhookEventMessage): string {
  const { text, facts, link } = message.slack;
  const blocks: unknown[] = [{ type: "section", text: { type: "mrkdwn", text: mrkdwn(text) } }];
  if (facts.length)
    blocks.push({
      type: "section",
      fields: facts.map(([label, value]) => ({ type: "mrkdwn", text: `*${mrkdwn(label)}*\n${mrkdwn(value)}` })),
    });
  if (link)
    blocks.push({
      type: "actions",
      elements: [{ type: "button", text: { type: "plain_text", text: "Open in the back office" }, url: link }],
    });
  // The text is what a phone's notification shows, and Slack reads it as mrkdwn too.
  return JSON.stringify({ text: mrkdwn(text), blocks });
}

const adminUrl = (path: string) => siteUrl(path);
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** enquiry.created about this enquiry, once. */
const enquiryCreatedMessageKey = (id: number) => `contact:${id}`;

/** The enquiry.created delivery's key: its payload holds the enquirer's name, e-mail, phone and message. */
export const enquiryCreatedKey = (id: number) =>
  eventKeyOf({ type: "enquiry.created", key: enquiryCreatedMessageKey(id) });

export function enquiryCreated(contact: Contact): WebhookEventMessage {
  const link = adminUrl(recordPath.contact(contact.id));
  return {
    type: "enquiry.created",
    key: enquiryCreatedMessageKey(contact.id),
    data: {
      enquiry: {
        id: contact.id,
        name: contact.name,
        email: contact.email,
        company: contact.company,
        phone: contact.phone,
        interest: contact.interest,
        message: contact.message,
        language: contact.language,
        createdAt: iso(contact.createdAt),
        adminUrl: link,
      },
    },
    slack: {
      text: `New enquiry from ${contact.name} (${contact.company})`,
      facts: [
        ["Interest", contact.interest],
        ["Language", contact.language],
      ],
      link,
    },
  };
}

/** A delivery's event key: the same event about the same record is delivered once per endpoint. */
export const eventKeyOf = (message: Pick<WebhookEventMessage, "type" | "key">) => `${message.type}:${message.key}`;

/** application.created about this application, once. */
const applicationCreatedMessageKey = (id: number) => `application:${id}`;

/** The application.created delivery's key: its payload holds the candidate's name, e-mail and phone. */
export const applicationCreatedKey = (id: number) =>
  eventKeyOf({ type: "application.created", key: applicationCreatedMessageKey(id) });

export function applicationCreated(application: Application): WebhookEventMessage {
  const link = adminUrl(recordPath.application(application.id));
  return {
    type: "application.created",
    key: applicationCreatedMessageKey(application.id),
    data: {
      application: {
        id: application.id,
        jobId: application.jobId,
        position: application.position,
        fullName: application.fullName,
        email: application.email,
        phone: application.phone,
        language: application.language,
        // Whether a CV came as a file (staff download it from the back office) or as a link; never its contents.
        cv: application.resumeKey ? "file" : application.resume ? "link" : "none",
        createdAt: iso(application.createdAt),
        adminUrl: link,
      },
    },
    slack: {
      text: `New application from ${application.fullName} for ${application.position}`,
      facts: [["Language", application.language]],
      link,
    },
  };
}

export function applicationStatusChanged(
  application: Application,
  change: { id: number; from: ApplicationStatus; by: string },
): WebhookEventMessage {
  const link = adminUrl(recordPath.application(application.id));
  const to = application.status;
  return {
    type: "application.status_changed",
    key: `application-status:${change.id}`,
    data: {
      application: {
        id: application.id,
        jobId: application.jobId,
        position: application.position,
        status: to,
        previousStatus: change.from,
        changedBy: change.by,
        changedAt: iso(application.updatedAt),
        adminUrl: link,
      },
    },
    slack: {
      text: `Application #${application.id} for ${application.position}: ${APPLICATION_STATUS_LABELS[change.from]} → ${APPLICATION_STATUS_LABELS[to]} (by ${change.by})`,
      facts: [],
      link,
    },
  };
}

export function subscriberConfirmed(subscriber: Subscriber): WebhookEventMessage {
  return {
    type: "subscriber.confirmed",
    key: `subscriber-confirmed:${subscriber.id}:${subscriber.confirmedAt?.getTime() ?? 0}`,
    data: {
      subscriber: {
        id: subscriber.id,
        email: subscriber.email,
        language: subscriber.language,
        confirmedAt: iso(subscriber.confirmedAt),
      },
    },
    slack: { text: "A newsletter subscription was confirmed", facts: [], link: adminUrl("/admin/subscribers") },
  };
}

export function subscriberUnsubscribed(subscriber: Subscriber): WebhookEventMessage {
  return {
    type: "subscriber.unsubscribed",
    key: `subscriber-unsubscribed:${subscriber.id}:${subscriber.unsubscribedAt?.getTime() ?? 0}`,
    data: {
      subscriber: {
        id: subscriber.id,
        email: subscriber.email,
        reason: subscriber.unsubscribeReason,
        unsubscribedAt: iso(subscriber.unsubscribedAt),
      },
    },
    slack: {
      text: `A newsletter subscriber left (${subscriber.unsubscribeReason ?? "unsubscribed"})`,
      facts: [],
      link: adminUrl("/admin/subscribers"),
    },
  };
}

export function postPublished(post: Post): WebhookEventMessage {
  const url = siteUrl(localizedPath(post.language, `/blog/${post.slug}`));
  return {
    type: "post.published",
    key: `post:${post.id}:${post.publishedAt?.getTime() ?? 0}`,
    data: {
      post: {
        id: post.id,
        title: post.title,
        slug: post.slug,
        author: post.author,
        language: post.language,
        url,
        publishedAt: iso(post.publishedAt),
      },
    },
    slack: { text: `Published on the blog: ${post.title}`, facts: [["Author", post.author]], link: url },
  };
}

export function jobPublished(job: Job): WebhookEventMessage {
  const url = siteUrl(localizedPath(job.language, `/jobs/${job.id}`));
  return {
    type: "job.published",
    key: `job:${job.id}:${job.publishedAt?.getTime() ?? 0}`,
    data: {
      job: {
        id: job.id,
        title: job.title,
        department: job.department,
        location: job.location,
        type: job.type,
        language: job.language,
        url,
        publishedAt: iso(job.publishedAt),
        closesAt: iso(job.closesAt),
      },
    },
    slack: {
      text: `New job listing: ${job.title}`,
      facts: [
        ["Location", job.location || "—"],
        ["Type", job.type],
      ],
      link: url,
    },
  };
}

export function testEvent(endpointId: number, now: Date): WebhookEventMessage {
  return {
    type: WEBHOOK_TEST_EVENT,
    key: `test:${endpointId}:${now.getTime()}:${crypto.randomUUID()}`,
    data: { message: "A test event from the Cordillera Nearshore back office.", endpointId },
    slack: { text: "A test event from the Cordillera Nearshore back office", facts: [], link: null },
  };
}

/** The enquiry pipeline (issue 31): a real stage move, keyed by its history row. No personal fields. */
export function enquiryStageChanged(
  contact: Contact,
  change: { id: number; from: EnquiryStage; by: string },
): WebhookEventMessage {
  const link = adminUrl(recordPath.contact(contact.id));
  return {
    type: "enquiry.stage_changed",
    key: `enquiry-stage:${change.id}`,
    data: {
      enquiry: {
        id: contact.id,
        stage: contact.stage,
        previousStage: change.from,
        lostReason: contact.lostReason,
        changedBy: change.by,
        changedAt: iso(contact.stageChangedAt ?? contact.updatedAt),
        adminUrl: link,
      },
    },
    slack: {
      text: `Enquiry #${contact.id}: ${ENQUIRY_STAGE_LABELS[change.from]} → ${ENQUIRY_STAGE_LABELS[contact.stage]} (by ${change.by})`,
      facts: contact.lostReason ? [["Lost reason", ENQUIRY_LOST_REASON_LABELS[contact.lostReason]]] : [],
      link,
    },
  };
}

/** A visitor booked a discovery call (issue 31): who, when (UTC), the host's first name and the enquiry it made. */
export function meetingBooked(meeting: Meeting, hostFirstName: string): WebhookEventMessage {
  const link = meeting.contactId ? adminUrl(recordPath.contact(meeting.contactId)) : null;
  return {
    type: "meeting.booked",
    key: `meeting:${meeting.id}`,
    data: {
      meeting: {
        id: meeting.id,
        startsAt: iso(meeting.startsAt),
        endsAt: iso(meeting.endsAt),
        timeZone: meeting.timeZone,
        host: hostFirstName,
        name: meeting.name,
        email: meeting.email,
        company: meeting.company,
        language: meeting.language,
        enquiryId: meeting.contactId,
        adminUrl: link,
      },
    },
    slack: {
      text: `Discovery call booked by ${meeting.name} (${meeting.company})`,
      facts: [
        ["When (UTC)", meeting.startsAt.toISOString().slice(0, 16).replace("T", " ")],
        ["Host", hostFirstName],
      ],
      link,
    },
  };
}
