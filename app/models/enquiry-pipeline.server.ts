// The enquiry pipeline (issue 31, docs/decisions/0034): an enquiry's sales stage (with its history and, when lost,
// why), its owner, its deal size, its follow-up date and staff's notes. The spec's new/read/archived status is the
// inbox's and stays in contacts.server.ts; the two are independent. Every change here is written by an admin action
// or /api write, which audits it; a real stage move is announced as `enquiry.stage_changed`.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { contacts, users, type Contact, type StaffUser } from "~/db/schema";
import { contactNotes, contactStageChanges } from "~/db/pipeline-schema";
import { db } from "~/db/client.server";
import { notFound, validationFailed } from "~/platform/errors.server";
import { setContactStatus } from "~/models/contacts.server";
import { announce } from "~/models/webhook-emit.server";
import { enquiryStageChanged } from "~/models/webhook-payloads.server";
import { PIPELINE_MESSAGES, type ContactPatch, type EnquiryLostReason } from "~/schemas/enquiry-pipeline";
import type { EnquiryStage } from "~/schemas/vocabulary";

/** Who made a change, as the notes and the stage history remember them. */
export type Actor = Pick<StaffUser, "id" | "email" | "name">;
export const actorName = (by: Actor) => by.name?.trim() || by.email;

type PipelineFields = Partial<Pick<Contact, "ownerId" | "followUpOn" | "estimatedValue" | "teamSize" | "lostReason">>;

/** The staff user exists (any role: a booking's host may be an editor); 400 naming `ownerId` otherwise. */
async function checkOwner(ownerId: number | null | undefined): Promise<void> {
  if (ownerId === null || ownerId === undefined) return;
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.id, ownerId)).limit(1);
  if (!row) throw validationFailed({ ownerId: [PIPELINE_MESSAGES.owner] });
}

/** Sets pipeline fields (no stage move) on one enquiry; 404 when there is none. */
async function setFields(id: number, fields: PipelineFields, now: Date): Promise<Contact> {
  const [row] = await db()
    .update(contacts)
    .set({ ...fields, updatedAt: now })
    .where(eq(contacts.id, id))
    .returning();
  if (!row) throw notFound("Contact not found");
  return row;
}

/**
 * Moves an enquiry to `stage` and records the move (from, to, lost reason, who, when) in the same atomic batch, with
 * any other pipeline fields the same write sets. The same stage again records nothing (a lost one may change its
 * reason). "lost" requires a reason (400 naming `lostReason`); any other stage clears it.
 */
export async function changeStage(
  id: number,
  stage: EnquiryStage,
  by: Actor,
  {
    lostReason = null,
    also = {},
    now = new Date(),
  }: { lostReason?: EnquiryLostReason | null; also?: PipelineFields; now?: Date } = {},
): Promise<Contact> {
  if (stage === "lost" && !lostReason) throw validationFailed({ lostReason: [PIPELINE_MESSAGES.lostReasonRequired] });
  const reason = stage === "lost" ? lostReason : null;
  const d = db();
  const target = eq(contacts.id, id);
  const [[change], [row]] = await d.batch([
    // The history row reads the stage before the update below (a batch runs in order, atomically).
    d
      .insert(contactStageChanges)
      .select(
        d
          .select({
            // Every column, in the table's order (drizzle's rule for INSERT … SELECT); a null id is a new one.
            id: sql<number>`null`.as("id"),
            contactId: contacts.id,
            fromStage: contacts.stage,
            toStage: sql<EnquiryStage>`${stage}`.as("to_stage"),
            lostReason: sql<string | null>`${reason}`.as("lost_reason"),
            changedById: sql<number>`${by.id}`.as("changed_by_id"),
            changedByName: sql<string>`${actorName(by)}`.as("changed_by_name"),
            createdAt: sql<number>`${now.getTime()}`.as("created_at"),
          })
          .from(contacts)
          .where(and(target, ne(contacts.stage, stage))),
      )
      .returning({ id: contactStageChanges.id, from: contactStageChanges.fromStage }),
    d
      .update(contacts)
      .set({
        ...also,
        stage,
        lostReason: reason,
        // "Days in stage" restarts only on a real move.
        stageChangedAt: sql`case when ${contacts.stage} = ${stage} then ${contacts.stageChangedAt} else ${now.getTime()} end`,
        updatedAt: now,
      })
      .where(target)
      .returning(),
  ]);
  if (!row) throw notFound("Contact not found");
  if (change) void announce(() => enquiryStageChanged(row, { id: change.id, from: change.from, by: actorName(by) }));
  return row;
}

export async function setOwner(id: number, ownerId: number | null, now = new Date()): Promise<Contact> {
  await checkOwner(ownerId);
  return setFields(id, { ownerId }, now);
}

/** "Follow up on" a day (YYYY-MM-DD in the owner's zone), or null to clear it. */
export const setFollowUp = (id: number, followUpOn: string | null, now = new Date()): Promise<Contact> =>
  setFields(id, { followUpOn }, now);

/** The deal's size: estimated value (whole US dollars) and expected team size, each optional. */
export const setDeal = (
  id: number,
  deal: { estimatedValue: number | null; teamSize: number | null },
  now = new Date(),
): Promise<Contact> => setFields(id, deal, now);

/**
 * PATCH /api/contacts/{id}: the fields the body names, nothing else. A stage move goes through changeStage (history,
 * event) with the other pipeline fields in the same batch; `lostReason` alone changes the reason of a lost enquiry
 * and is refused (400) on any other; `status` is the spec's inbox status, set as its own endpoint sets it.
 */
export async function patchContact(id: number, patch: ContactPatch, by: Actor, now = new Date()): Promise<Contact> {
  const current = await db().select().from(contacts).where(eq(contacts.id, id)).limit(1);
  const contact = current[0];
  if (!contact) throw notFound("Contact not found");
  await checkOwner(patch.ownerId);
  const also: PipelineFields = {};
  if (patch.ownerId !== undefined) also.ownerId = patch.ownerId;
  if (patch.followUpOn !== undefined) also.followUpOn = patch.followUpOn;
  if (patch.estimatedValue !== undefined) also.estimatedValue = patch.estimatedValue;
  if (patch.teamSize !== undefined) also.teamSize = patch.teamSize;
  let row = contact;
  if (patch.stage !== undefined) {
    row = await changeStage(id, patch.stage, by, { lostReason: patch.lostReason ?? null, also, now });
  } else {
    if (patch.lostReason !== undefined) {
      if (contact.stage !== "lost" || patch.lostReason === null)
        throw validationFailed({
          lostReason: [
            contact.stage === "lost" ? PIPELINE_MESSAGES.lostReasonRequired : PIPELINE_MESSAGES.lostReasonOnlyWhenLost,
          ],
        });
      also.lostReason = patch.lostReason;
    }
    if (Object.keys(also).length) row = await setFields(id, also, now);
  }
  if (patch.status !== undefined) row = await setContactStatus(id, patch.status);
  return row;
}

/** How long the same note from the same person counts as the same click (a double submit), not a new note. */
const REPEATED_NOTE_MS = 10_000;

/**
 * A note (Markdown, rendered sanitised where shown) with who and when. The same text from the same person within ten
 * seconds is refused (400 on `note`): the insert itself asks, so a double click stores one note.
 */
export async function addContactNote(id: number, body: string, by: Actor, now = new Date()): Promise<void> {
  const at = now.getTime();
  const d = db();
  const [exists] = await d.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, id)).limit(1);
  if (!exists) throw notFound("Contact not found");
  const inserted = await d
    .insert(contactNotes)
    .select(
      // Every column in the table's order; a null id is the next one.
      sql`SELECT NULL, ${id}, ${by.id}, ${actorName(by)}, ${body}, ${at} WHERE NOT EXISTS (SELECT 1 FROM contact_notes
        WHERE contact_id = ${id} AND author_id IS ${by.id} AND body = ${body} AND created_at > ${at - REPEATED_NOTE_MS})`,
    )
    .returning({ id: contactNotes.id });
  if (inserted.length === 0) throw validationFailed({ note: [PIPELINE_MESSAGES.noteRepeated] });
}

/** An enquiry's notes and stage changes, oldest first: one round trip. */
export async function pipelineActivity(id: number) {
  const d = db();
  const [notes, changes] = await d.batch([
    d
      .select()
      .from(contactNotes)
      .where(eq(contactNotes.contactId, id))
      .orderBy(asc(contactNotes.createdAt), asc(contactNotes.id)),
    d
      .select()
      .from(contactStageChanges)
      .where(eq(contactStageChanges.contactId, id))
      .orderBy(asc(contactStageChanges.createdAt), asc(contactStageChanges.id)),
  ]);
  return { notes, changes };
}

/** The staff an enquiry can be given to, by name. */
export async function listOwners(): Promise<{ id: number; name: string }[]> {
  const rows = await db()
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .orderBy(sql`lower(coalesce(nullif(trim(${users.name}), ''), ${users.email}))`);
  return rows.map((r) => ({ id: r.id, name: r.name?.trim() || r.email }));
}
