// The enquiry pipeline on Contact Messages (issue 31): what the dialog's Pipeline section shows (stage, owner, deal,
// follow-up, stage history, notes rendered by the sanitising renderer) and the intents it posts, one per change, which
// the board view posts to as well (`intent=stage` with `id`, `stage` and, for lost, `lostReason`). Each is audited by
// adminAction as an update of the contact; a stage move is also announced as `enquiry.stage_changed` by the model.
import type { Contact, StaffUser } from "~/db/schema";
import { renderMarkdown } from "~/platform/markdown.server";
import { withParams } from "~/platform/params";
import { dialogParams } from "~/platform/dialog";
import {
  addContactNote,
  changeStage,
  listOwners,
  pipelineActivity,
  setDeal,
  setFollowUp,
  setOwner,
} from "~/models/enquiry-pipeline.server";
import {
  contactNoteSchema,
  dealSchema,
  ENQUIRY_LOST_REASON_LABELS,
  followUpSchema,
  ownerChangeSchema,
  stageChangeSchema,
} from "~/schemas/enquiry-pipeline";
import { recordAction } from "~/schemas/fields";
import { ENQUIRY_STAGE_LABELS } from "~/schemas/vocabulary";
import { flash, intent } from "~/server/admin-action.server";

/** The Pipeline section's data for the open enquiry. */
export async function pipelineView(contact: Contact) {
  const [{ notes, changes }, owners] = await Promise.all([pipelineActivity(contact.id), listOwners()]);
  return {
    stage: contact.stage,
    lostReason: contact.lostReason,
    ownerId: contact.ownerId,
    owner: owners.find((o) => o.id === contact.ownerId)?.name ?? null,
    owners,
    followUpOn: contact.followUpOn,
    estimatedValue: contact.estimatedValue,
    teamSize: contact.teamSize,
    stageSince: (contact.stageChangedAt ?? contact.createdAt).toISOString(),
    history: changes.map((c) => ({
      id: c.id,
      from: ENQUIRY_STAGE_LABELS[c.fromStage],
      to: ENQUIRY_STAGE_LABELS[c.toStage],
      reason: c.lostReason ? ENQUIRY_LOST_REASON_LABELS[c.lostReason] : null,
      by: c.changedByName,
      when: c.createdAt.toISOString(),
    })),
    // Notes are Markdown, rendered here by the sanitising renderer (no script, no handlers, no javascript: links).
    notes: notes.map((n) => ({
      id: n.id,
      author: n.authorName,
      when: n.createdAt.toISOString(),
      html: renderMarkdown(n.body),
    })),
  };
}

export type PipelineView = Awaited<ReturnType<typeof pipelineView>>;

/** The Pipeline section's intents, for the contacts screen's action (and the board's posts). */
export function pipelineIntents(user: StaffUser) {
  const reopen = (back: string, id: number) => withParams(back, dialogParams("view", id));
  const saved = (title: string, description: string, back: string, id: number) =>
    flash({ type: "success", title, description }, reopen(back, id));
  return {
    stage: intent({
      schema: recordAction.and(stageChangeSchema),
      dialog: {},
      run: async ({ id, stage, lostReason }, { back }) => {
        await changeStage(id, stage, user, { lostReason: lostReason ?? null });
        return saved("Stage updated", `Enquiry moved to ${ENQUIRY_STAGE_LABELS[stage]}.`, back, id);
      },
      failed: () => ({ title: "Error", text: "Failed to update the stage. Please try again." }),
    }),
    owner: intent({
      schema: recordAction.and(ownerChangeSchema),
      dialog: {},
      run: async ({ id, ownerId }, { back }) => {
        await setOwner(id, ownerId);
        return saved(
          "Owner updated",
          ownerId ? "The enquiry has a new owner." : "The enquiry has no owner now.",
          back,
          id,
        );
      },
    }),
    followUp: intent({
      schema: recordAction.and(followUpSchema),
      dialog: {},
      run: async ({ id, followUpOn }, { back }) => {
        await setFollowUp(id, followUpOn);
        return saved("Follow-up saved", followUpOn ? `Follow up on ${followUpOn}.` : "Follow-up cleared.", back, id);
      },
    }),
    deal: intent({
      schema: recordAction.and(dealSchema),
      dialog: {},
      run: async ({ id, estimatedValue, teamSize }, { back }) => {
        await setDeal(id, { estimatedValue, teamSize });
        return saved("Deal saved", "Estimated value and team size saved.", back, id);
      },
    }),
    note: intent({
      schema: recordAction.and(contactNoteSchema),
      dialog: {},
      run: async ({ id, note }, { back }) => {
        await addContactNote(id, note, user);
        return saved("Note added", "The note has been saved.", back, id);
      },
      failed: () => ({ title: "Error", text: "Failed to save the note. Please try again." }),
    }),
  };
}
