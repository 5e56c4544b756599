// Interviews (issue 31): the recruiter's "send a scheduling link" form (the application and the interviewers picked).
import { z } from "~/platform/zod";
import { recordAction } from "~/schemas/fields";

const PICK = "Pick one or more interviewers";

/** One checked box arrives as a string, several as a list: both become a list of ids. */
export const interviewLinkSchema = recordAction.extend({
  interviewerIds: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.coerce.number({ error: PICK }).int(PICK).positive(PICK), { error: PICK })
      .min(1, PICK)
      .max(10, "Pick at most 10 interviewers"),
  ),
});
