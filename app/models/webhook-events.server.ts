// The webhook events, one function each, called by the after-write hooks of the writes that cause them (public
// forms, the models of applications, subscribers, posts and jobs, and the cron for scheduled posts). Each runs after
// the response and never fails the write (webhook-emit.server.ts `announce`). `enquiry.stage_changed` is announced by
// the enquiry pipeline's model (enquiry-pipeline.server.ts); `meeting.booked` by booking (meeting-booking.server.ts).
import type { Application, Contact, Job, Meeting, Post, Subscriber } from "~/db/schema";
import type { ApplicationStatus } from "~/schemas/vocabulary";
import { announce, emitWebhookEvent } from "~/models/webhook-emit.server";
import * as payloads from "~/models/webhook-payloads.server";

/** Public forms' after-write hooks (app/server/public-forms.server.ts), which already run after the response. */
export const announceEnquiry = (contact: Contact) => emitWebhookEvent(payloads.enquiryCreated(contact));

/** A repeat of an earlier application is not a new one. */
export async function announceApplication(application: Application & { duplicate?: true }): Promise<void> {
  if (application.duplicate) return;
  await emitWebhookEvent(payloads.applicationCreated(application));
}

export const announceApplicationStatus = (
  application: Application,
  change: { id: number; from: ApplicationStatus; by: string },
) => announce(() => payloads.applicationStatusChanged(application, change));

export const announceSubscriberConfirmed = (subscriber: Subscriber) =>
  announce(() => payloads.subscriberConfirmed(subscriber));

export const announceSubscriberLeft = (subscriber: Subscriber) =>
  announce(() => payloads.subscriberUnsubscribed(subscriber));

/** A post that is live now and was not before (a scheduled one is announced by the cron when its time comes). */
export async function announcePostIfLive(post: Post, wasLive: boolean, now = new Date()): Promise<void> {
  if (wasLive || !post.published || !post.publishedAt || post.publishedAt.getTime() > now.getTime()) return;
  await announce(() => payloads.postPublished(post));
}

/** A listing that is published now and was not before. */
export async function announceJobIfPublished(job: Job, wasPublished: boolean): Promise<void> {
  if (wasPublished || !job.published) return;
  await announce(() => payloads.jobPublished(job));
}

/**
 * The cron's part: the posts whose scheduled moment came in the last tick (blog-posts.server.ts finds them). A post
 * published at once was announced when it was saved; its event key (id and moment) is the same, so the overlap
 * delivers nothing twice, and neither does a tick that runs again. Answers how many deliveries it stored.
 */
export async function announceWentLive(posts: Post[], now: Date): Promise<number> {
  let announced = 0;
  for (const post of posts) announced += (await emitWebhookEvent(payloads.postPublished(post), now)).length;
  return announced;
}

/** A booking's after-write hook: the enquiry it made, then the meeting (the booking form's `after`). */
export async function announceBooking(booked: { meeting: Meeting; contact: Contact; hostFirstName: string }) {
  await emitWebhookEvent(payloads.enquiryCreated(booked.contact));
  await emitWebhookEvent(payloads.meetingBooked(booked.meeting, booked.hostFirstName));
}
