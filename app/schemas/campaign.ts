// A newsletter campaign as the Newsletter screen's compose form sends it.
import { z } from "~/platform/zod";
import { recordId, requiredText } from "~/schemas/fields";

export const CAMPAIGN_FIELD_MESSAGES = {
  subject: "Subject is required",
  body: "Write the message",
} as const;

export const campaignSchema = z.object({
  subject: requiredText(1, 200, CAMPAIGN_FIELD_MESSAGES.subject),
  body: requiredText(1, 100_000, CAMPAIGN_FIELD_MESSAGES.body),
  /** The published post it was started from, if any. */
  postId: recordId.optional(),
});

export type CampaignInput = z.infer<typeof campaignSchema>;
