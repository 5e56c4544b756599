// The enquiry pipeline's vocabulary and input rules (issue 31, docs/decisions/0034): why a lead was lost, the staff
// time zones the follow-up digest knows, and one zod schema per change, shared by the contacts screen's intents,
// PATCH /api/contacts/{id} and the account's digest settings. Back-office texts: English only.
import { z } from "~/platform/zod";
import { isTimeZone } from "~/platform/intl";
import { parseId } from "~/platform/params";
import { enumField, requiredText } from "~/schemas/fields";
import { CONTACT_STATUSES, ENQUIRY_STAGES, LATIN_AMERICA_ZONES, orList } from "~/schemas/vocabulary";

/** Why a lead was lost: a short fixed list, asked when the stage becomes "lost". Checked in code (0017). */
export const ENQUIRY_LOST_REASON_LABELS = {
  budget: "Budget",
  timing: "Timing",
  chose_another_vendor: "Chose another vendor",
  no_response: "No response",
  not_a_fit: "Not a fit",
  other: "Other",
};
export const ENQUIRY_LOST_REASONS = Object.keys(ENQUIRY_LOST_REASON_LABELS) as [
  EnquiryLostReason,
  ...EnquiryLostReason[],
];
export type EnquiryLostReason = keyof typeof ENQUIRY_LOST_REASON_LABELS;

/** A staff member's zone when they chose none (the company's clients are mostly on US Eastern time). */
export const DEFAULT_TIME_ZONE = "America/New_York";

/** The zones My account offers: the US, the delivery centres, and a few more; any IANA zone is accepted. */
export const COMMON_TIME_ZONES = [
  "America/Los_Angeles",
  "America/Denver",
  "America/Phoenix",
  "America/Chicago",
  "America/New_York",
  ...LATIN_AMERICA_ZONES,
  "UTC",
  "Europe/London",
  "Europe/Madrid",
  "Asia/Kolkata",
  "Asia/Tokyo",
  "Australia/Sydney",
  "Pacific/Auckland",
] as const;

export const PIPELINE_MESSAGES = {
  stage: `Stage must be ${orList(ENQUIRY_STAGES)}`,
  status: `Status must be ${orList(CONTACT_STATUSES)}`,
  lostReason: `Lost reason must be ${orList(ENQUIRY_LOST_REASONS)}`,
  lostReasonRequired: "Choose why the enquiry was lost",
  lostReasonOnlyWhenLost: "A lost reason goes only with the stage lost",
  owner: "Owner must be a staff member",
  followUpOn: "Follow-up date must be a date (YYYY-MM-DD)",
  estimatedValue: "Estimated value must be a whole number of US dollars from 0 to 1,000,000,000",
  teamSize: "Team size must be a whole number from 1 to 10,000",
  note: "Note is required",
  noteRepeated: "That note was just added",
  timeZone: "Time zone must be an IANA time zone, such as America/New_York",
} as const;

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v;

/** A whole number in a range, from a form's text or JSON's number; blank or null clears it. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => {
      const b = blankToNull(v);
      if (typeof b === "string") return /^\s*\d+\s*$/.test(b.replace(/,/g, "")) ? Number(b.replace(/,/g, "")) : b;
      return b;
    },
    z.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );

/** A calendar day, YYYY-MM-DD, that exists; blank or null clears it. */
export const dayField = z.preprocess(
  blankToNull,
  z
    .string({ error: PIPELINE_MESSAGES.followUpOn })
    .regex(/^\d{4}-\d{2}-\d{2}$/, PIPELINE_MESSAGES.followUpOn)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, PIPELINE_MESSAGES.followUpOn)
    .nullable(),
);

/** A staff user's id, or null (blank) for nobody; whether the user exists is the model's check. */
export const ownerField = z.preprocess(
  (v) => {
    const b = blankToNull(v);
    return b === null ? null : (parseId(b) ?? b);
  },
  z
    .number({ error: PIPELINE_MESSAGES.owner })
    .int(PIPELINE_MESSAGES.owner)
    .positive(PIPELINE_MESSAGES.owner)
    .nullable(),
);

export const stageField = enumField(ENQUIRY_STAGES, PIPELINE_MESSAGES.stage);
export const lostReasonField = z.preprocess(
  blankToNull,
  enumField(ENQUIRY_LOST_REASONS, PIPELINE_MESSAGES.lostReason).nullable(),
);
export const estimatedValueField = wholeNumber(0, 1_000_000_000, PIPELINE_MESSAGES.estimatedValue);
export const teamSizeField = wholeNumber(1, 10_000, PIPELINE_MESSAGES.teamSize);

/** "lost" needs a reason; any other stage takes none. */
function checkLostReason(
  input: { stage?: string; lostReason?: string | null },
  ctx: z.RefinementCtx,
  { stageNamed }: { stageNamed: boolean },
) {
  if (input.stage === "lost" && !input.lostReason)
    ctx.addIssue({ code: "custom", path: ["lostReason"], message: PIPELINE_MESSAGES.lostReasonRequired });
  if (stageNamed && input.stage !== "lost" && input.lostReason)
    ctx.addIssue({ code: "custom", path: ["lostReason"], message: PIPELINE_MESSAGES.lostReasonOnlyWhenLost });
}

/**
 * The screen's stage change (`intent=stage`): the stage and, for "lost", why. The dialog's reason select still
 * shows a lost enquiry's reason when another stage is picked, so a reason beside any other stage is dropped here
 * (the API, which names only what it means, refuses it).
 */
export const stageChangeSchema = z
  .object({ stage: stageField, lostReason: lostReasonField.optional() })
  .superRefine((v, ctx) => checkLostReason(v, ctx, { stageNamed: false }))
  .transform((v) => (v.stage === "lost" ? v : { ...v, lostReason: null }));

export const ownerChangeSchema = z.object({ ownerId: ownerField });
export const followUpSchema = z.object({ followUpOn: dayField });
export const dealSchema = z.object({ estimatedValue: estimatedValueField, teamSize: teamSizeField });
export const contactNoteSchema = z.object({ note: requiredText(1, 5000, PIPELINE_MESSAGES.note) });

/**
 * PATCH /api/contacts/{id}: any of the spec's `status` and the pipeline's fields; a field not named keeps its value.
 * `lostReason` alone is refused unless the stage (named or stored) is lost: the model checks against the stored one.
 */
export const contactPatchSchema = z
  .object({
    status: enumField(CONTACT_STATUSES, PIPELINE_MESSAGES.status).optional(),
    stage: stageField.optional(),
    lostReason: lostReasonField.optional(),
    ownerId: ownerField.optional(),
    followUpOn: dayField.optional(),
    estimatedValue: estimatedValueField.optional(),
    teamSize: teamSizeField.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.stage !== undefined) checkLostReason(v, ctx, { stageNamed: true });
  });
export type ContactPatch = z.infer<typeof contactPatchSchema>;

/** My account's follow-up digest section. */
export const followUpSettingsSchema = z.object({
  timeZone: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ error: PIPELINE_MESSAGES.timeZone }).refine(isTimeZone, PIPELINE_MESSAGES.timeZone),
  ),
  digest: z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean()),
});
export type FollowUpSettings = z.infer<typeof followUpSettingsSchema>;
