// The hiring board (issue 30): its stages, in column order, the moves it posts (one card, a selection, an owner),
// and its filters as they come from a URL. The enquiry board (issue 31) uses the same board component with its own
// stage list; what is here is the applications' half.
import { z } from "~/platform/zod";
import { parseId } from "~/platform/params";
import { recordId } from "~/schemas/fields";
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from "~/schemas/vocabulary";

/**
 * The board's columns, in order. "pending" (the spec's default status for an application nobody has triaged; the
 * app itself never sets it) is shown in "new" and is not a place to move a card to (docs/decisions/0030).
 */
export const PIPELINE_STAGES = ["new", "reviewing", "interview", "hired", "rejected"] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const PIPELINE_STAGE_LABELS: Record<PipelineStage, string> = {
  new: APPLICATION_STATUS_LABELS.new,
  reviewing: APPLICATION_STATUS_LABELS.reviewing,
  interview: APPLICATION_STATUS_LABELS.interview,
  hired: APPLICATION_STATUS_LABELS.hired,
  rejected: APPLICATION_STATUS_LABELS.rejected,
};

/** The column an application's status shows in. */
export const stageOf = (status: ApplicationStatus): PipelineStage => (status === "pending" ? "new" : status);

/** What a list, dialog or card shows for an application whose personal data the retention sweep removed. */
export const ANONYMISED_APPLICANT = "Anonymised applicant";

/** The most cards one bulk move may name (one history entry and one audit entry each). */
export const MAX_BULK_MOVE = 200;

export const PIPELINE_MESSAGES = {
  stage: `stage must be one of ${PIPELINE_STAGES.join(", ")}`,
  ids: "ids: choose at least one application",
  tooMany: `ids: at most ${MAX_BULK_MOVE} applications at once`,
  ownerId: "ownerId must be a staff member's id, or empty for nobody",
  anonymised: "This application was anonymised under the retention policy; it can no longer be moved.",
  otherJob: "ids: every application must belong to this job",
} as const;

export const stageField = z.enum(PIPELINE_STAGES, { error: PIPELINE_MESSAGES.stage });

/** One card to a stage (the card's menu, a drop, a keyboard move). */
export const moveSchema = z.object({ id: recordId, stage: stageField });

/** Selected cards to a stage ("Reject" is a move to rejected). */
export const bulkMoveSchema = z.object({
  ids: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.preprocess((v) => parseId(v) ?? undefined, z.number({ error: PIPELINE_MESSAGES.ids })))
      .min(1, PIPELINE_MESSAGES.ids)
      .max(MAX_BULK_MOVE, PIPELINE_MESSAGES.tooMany),
  ),
  stage: stageField,
});

/**
 * An owner from a form (a select whose empty option is "nobody") or a JSON body (`null` clears it). The user's
 * existence is the model's check (a 400 naming `ownerId` too).
 */
export const ownerIdField = z.preprocess(
  (v) => (v === "" || v === null ? null : typeof v === "number" ? v : (parseId(v) ?? Number.NaN)),
  z
    .number({ error: PIPELINE_MESSAGES.ownerId })
    .int(PIPELINE_MESSAGES.ownerId)
    .positive(PIPELINE_MESSAGES.ownerId)
    .nullable(),
);

export const ownerSchema = z.object({ id: recordId, ownerId: ownerIdField });

/** PATCH /api/job-applications/{id}: the fields it may change (only the owner so far). */
export const applicationPatchSchema = z.object({ ownerId: ownerIdField }).strict();

/** The board's filters: text, has a CV, applied within the last N days, and an owner ("me" is the signed-in user). */
export type PipelineFilter = {
  q: string;
  cv: boolean;
  days: number | null;
  owner: number | "me" | null;
};

export const MAX_FILTER_DAYS = 3650;

/** The filters in a URL; a value that is not one (owner=abc, days=-1) is a 400 naming it (the `field` it returns). */
export function readPipelineFilter(
  params: URLSearchParams,
): { filter: PipelineFilter; invalid: null } | { filter: null; invalid: "owner" | "days" } {
  const ownerText = (params.get("owner") ?? "").trim();
  const owner = ownerText === "" ? null : ownerText === "me" ? "me" : parseId(ownerText);
  if (owner === null && ownerText !== "") return { filter: null, invalid: "owner" };
  const daysText = (params.get("days") ?? "").trim();
  const days = daysText === "" ? null : Number(daysText);
  if (days !== null && (!Number.isInteger(days) || days < 1 || days > MAX_FILTER_DAYS))
    return { filter: null, invalid: "days" };
  return {
    filter: { q: (params.get("q") ?? "").trim().slice(0, 200), cv: params.get("cv") === "1", days, owner },
    invalid: null,
  };
}
