// Newsletter campaigns as staff write them: drafts (written, edited, deleted), a test to oneself, and the list with
// each campaign's progress. Sending one to every active subscriber, and what keeps it moving, is in
// campaign-sending.server.ts.
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { newsletterCampaigns as C, newsletterDeliveries as D, type Campaign } from "~/db/schema";
import { db, findById, found } from "~/db/client.server";
import { settings, siteUrl } from "~/platform/env.server";
import { conflict } from "~/platform/errors.server";
import { headerAddress } from "~/models/mail-templates.server";
import { campaignMessage } from "~/models/newsletter-mail.server";
import { renderMarkdown } from "~/platform/markdown.server";
import { type DeliveryStatus } from "~/schemas/vocabulary";
import { queueReplacing } from "~/models/outbox.server";
import type { CampaignInput } from "~/schemas/campaign";
import type { Language } from "~/i18n/languages";

export const CAMPAIGN_MESSAGES = {
  notDraft: "Only a draft can be changed or sent.",
  notSending: "Only a campaign that is sending can be cancelled.",
  noRecipients: "There are no active subscribers to send to.",
} as const;

export async function listCampaigns(limit = 50) {
  const d = db();
  const campaigns = await d.select().from(C).orderBy(desc(C.createdAt), desc(C.id)).limit(limit);
  const progress = await progressOf(campaigns.map((c) => c.id));
  return campaigns.map((c) => ({ ...c, progress: progress.get(c.id) ?? emptyProgress() }));
}

export const findCampaign = (id: number): Promise<Campaign | null> => findById(C, id);

export const getCampaign = async (id: number): Promise<Campaign> => found(await findCampaign(id), "Campaign not found");

export async function createCampaign(input: CampaignInput, createdBy: number): Promise<Campaign> {
  const [row] = await db()
    .insert(C)
    .values({ subject: input.subject, body: input.body, postId: input.postId ?? null, createdBy })
    .returning();
  return row!;
}

export async function updateCampaign(id: number, input: CampaignInput): Promise<Campaign> {
  const [row] = await db()
    .update(C)
    .set({ subject: input.subject, body: input.body, updatedAt: new Date() })
    .where(and(eq(C.id, id), eq(C.status, "draft")))
    .returning();
  if (row) return row;
  await getCampaign(id);
  throw conflict(CAMPAIGN_MESSAGES.notDraft);
}

export async function deleteCampaign(id: number): Promise<void> {
  const [row] = await db()
    .delete(C)
    .where(and(eq(C.id, id), eq(C.status, "draft")))
    .returning({ id: C.id });
  if (row) return;
  await getCampaign(id);
  throw conflict(CAMPAIGN_MESSAGES.notDraft);
}

/** The campaign's content as e-mail: the subject, the Markdown, and its rendering by the blog's sanitiser. */
export const campaignContent = (c: Pick<Campaign, "subject" | "body" | "html">) => ({
  subject: c.subject,
  body: c.body,
  html: c.html ?? renderMarkdown(c.body),
});

/** How an issue is framed for one recipient (campaignMessage): their unsubscribe link and language. */
export const campaignMessageOptions = (unsubscribeUrl: string, language: Language = "en") => ({
  siteUrl: settings().SITE_URL,
  unsubscribeUrl,
  mailto: settings().NEWSLETTER_UNSUBSCRIBE_MAILTO,
  language,
});

/**
 * "Send a test to myself": the campaign as a subscriber would get it, through the outbox to the admin's address.
 * Its unsubscribe link is the page without a token (an admin is no subscriber). A newer test replaces the last.
 */
export async function sendCampaignTest(id: number, to: string): Promise<void> {
  const campaign = await getCampaign(id);
  const m = campaignMessage(campaignContent(campaign), campaignMessageOptions(siteUrl("/newsletter/unsubscribe")));
  await queueReplacing(campaign.id, {
    kind: "newsletter_test",
    to: headerAddress(to),
    replyTo: null,
    ...m,
    subject: `[Test] ${m.subject}`,
  });
}

/** How many of a campaign's deliveries are in each state, and how many are still to go. */
type Progress = Record<DeliveryStatus, number> & { remaining: number };
const emptyProgress = (): Progress => ({
  queued: 0,
  sending: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
  cancelled: 0,
  remaining: 0,
});

async function progressOf(ids: number[]): Promise<Map<number, Progress>> {
  const result = new Map<number, Progress>();
  if (ids.length === 0) return result;
  const rows = await db()
    .select({ campaignId: D.campaignId, status: D.status, n: count() })
    .from(D)
    .where(inArray(D.campaignId, ids))
    .groupBy(D.campaignId, D.status);
  for (const r of rows) {
    const p = result.get(r.campaignId) ?? emptyProgress();
    p[r.status] = r.n;
    p.remaining = p.queued + p.sending;
    result.set(r.campaignId, p);
  }
  return result;
}
