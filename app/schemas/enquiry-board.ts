// The enquiry board's input (issue 31, docs/decisions/0034): its filters in the URL, one card's move and a
// selection's move. "Lost" without a reason is the model's refusal (a 400 naming `lostReason`), not the schema's,
// so the board answers it in place and the card rolls back. Back-office texts: English only.
import { z } from "~/platform/zod";
import { parseId } from "~/platform/params";
import { recordId } from "~/schemas/fields";
import { lostReasonField, stageField } from "~/schemas/enquiry-pipeline";

/** The most cards one move of a selection takes. */
export const MAX_ENQUIRY_BULK_MOVE = 200;

export const ENQUIRY_BOARD_MESSAGES = {
  ids: "ids must list the enquiries to move",
  tooMany: `ids: at most ${MAX_ENQUIRY_BULK_MOVE} enquiries at once`,
} as const;

/** One card to a stage (its menu, a drop, a keyboard move); `lostReason` goes with "lost" and is dropped otherwise. */
export const enquiryMoveSchema = z.object({ id: recordId, stage: stageField, lostReason: lostReasonField.optional() });

/** Selected cards to one stage (with the reason, for "lost"). */
export const enquiryBulkMoveSchema = z.object({
  ids: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.preprocess((v) => parseId(v) ?? undefined, z.number({ error: ENQUIRY_BOARD_MESSAGES.ids })))
      .min(1, ENQUIRY_BOARD_MESSAGES.ids)
      .max(MAX_ENQUIRY_BULK_MOVE, ENQUIRY_BOARD_MESSAGES.tooMany),
  ),
  stage: stageField,
  lostReason: lostReasonField.optional(),
});

/** The board's filters: text, an owner ("me" is the signed-in user), and whether archived enquiries show too. */
export type EnquiryBoardFilter = { q: string; owner: number | "me" | null; archived: boolean };

/** The filters in a URL; an owner that is not one (owner=abc) is a 400 naming it. */
export function readEnquiryBoardFilter(
  params: URLSearchParams,
): { filter: EnquiryBoardFilter; invalid: null } | { filter: null; invalid: "owner" } {
  const ownerText = (params.get("owner") ?? "").trim();
  const owner = ownerText === "" ? null : ownerText === "me" ? "me" : parseId(ownerText);
  if (owner === null && ownerText !== "") return { filter: null, invalid: "owner" };
  return {
    filter: { q: (params.get("q") ?? "").trim().slice(0, 200), owner, archived: params.get("archived") === "1" },
    invalid: null,
  };
}
