// The enquiry board (issue 31, docs/decisions/0034): enquiries as cards by sales stage, read in one round trip (a D1
// batch) with their aggregates (owner's name, unread reply) computed in SQL, and the moves of a selection, each
// through the pipeline's one stage change (history, webhook). One card's move is changeStage itself.
import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { contacts, users, type Contact } from "~/db/schema";
import { followUpSettings } from "~/db/pipeline-schema";
import { db } from "~/db/client.server";
import { validationFailed } from "~/platform/errors.server";
import { textSearch } from "~/models/list-query.server";
import { hasUnreadReply } from "~/models/conversation-thread.server";
import { changeStage, type Actor } from "~/models/enquiry-pipeline.server";
import { localClock } from "~/models/follow-ups.server";
import { daysInStage, MAX_BOARD_CARDS, moveEach, readByIds } from "~/models/bulk-moves.server";
import { DEFAULT_TIME_ZONE, PIPELINE_MESSAGES, type EnquiryLostReason } from "~/schemas/enquiry-pipeline";
import { ENQUIRY_STAGES, type EnquiryStage } from "~/schemas/vocabulary";
import type { EnquiryBoardFilter } from "~/schemas/enquiry-board";

export type EnquiryCard = {
  id: number;
  name: string;
  company: string;
  stage: EnquiryStage;
  daysInStage: number;
  estimatedValue: number | null;
  unreadReply: boolean;
  /** The follow-up day has come (today or past, in the viewer's zone), on an enquiry still open. */
  followUpDue: boolean;
  followUpOn: string | null;
  owner: { id: number; name: string } | null;
};

/** The time an enquiry entered its stage: stage_changed_at, or created_at for rows older than the pipeline. */
const since = sql<number>`coalesce(${contacts.stageChangedAt}, ${contacts.createdAt})`;

function boardWhere(f: EnquiryBoardFilter, me: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (!f.archived) conditions.push(ne(contacts.status, "archived"));
  if (f.q)
    conditions.push(
      textSearch(f.q, {
        id: contacts.id,
        index: "contacts_search",
        columns: [contacts.name, contacts.email, contacts.company, contacts.message],
      }),
    );
  if (f.owner !== null) conditions.push(eq(contacts.ownerId, f.owner === "me" ? me : f.owner));
  return and(...conditions);
}

/**
 * The board: cards by column (newest in the stage first), the staff who may own them and the viewer's zone (for
 * "follow-up due"), in one D1 batch.
 */
export async function enquiryBoard(filter: EnquiryBoardFilter, me: number, now = new Date()) {
  const d = db();
  const [rows, staff, zone] = await d.batch([
    d
      .select({
        id: contacts.id,
        name: contacts.name,
        company: contacts.company,
        stage: contacts.stage,
        since,
        estimatedValue: contacts.estimatedValue,
        followUpOn: contacts.followUpOn,
        unreadReply: hasUnreadReply("contact").as("unread_reply"),
        ownerId: contacts.ownerId,
        ownerName: sql<string | null>`coalesce(nullif(trim(${users.name}), ''), ${users.email})`,
      })
      .from(contacts)
      .leftJoin(users, eq(users.id, contacts.ownerId))
      .where(boardWhere(filter, me))
      .orderBy(desc(since), desc(contacts.id))
      .limit(MAX_BOARD_CARDS + 1),
    d
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .orderBy(sql`lower(coalesce(nullif(trim(${users.name}), ''), ${users.email}))`),
    d.select({ timeZone: followUpSettings.timeZone }).from(followUpSettings).where(eq(followUpSettings.userId, me)),
  ]);
  const today = localClock(now, zone[0]?.timeZone ?? DEFAULT_TIME_ZONE).day;
  const columns = ENQUIRY_STAGES.map((stage) => ({ stage, cards: [] as EnquiryCard[] }));
  const byStage = new Map(columns.map((c) => [c.stage, c.cards]));
  for (const r of rows.slice(0, MAX_BOARD_CARDS)) {
    byStage.get(r.stage)?.push({
      id: r.id,
      name: r.name,
      company: r.company,
      stage: r.stage,
      daysInStage: daysInStage(r.since, now),
      estimatedValue: r.estimatedValue,
      unreadReply: Boolean(r.unreadReply),
      followUpOn: r.followUpOn,
      followUpDue: r.followUpOn !== null && r.followUpOn <= today && r.stage !== "won" && r.stage !== "lost",
      owner: r.ownerId ? { id: r.ownerId, name: r.ownerName ?? "" } : null,
    });
  }
  return {
    columns,
    today,
    truncated: rows.length > MAX_BOARD_CARDS,
    staff: staff.map((s) => ({ id: s.id, name: s.name?.trim() || s.email })),
  };
}

/**
 * Moves a selection to one stage, each through changeStage (its own history row and event). Checked first, all or
 * nothing: an id that is no enquiry refuses the whole move (400 naming `ids`), and "lost" without a reason too (400
 * naming `lostReason`).
 */
export async function moveEnquiries(
  ids: number[],
  stage: EnquiryStage,
  by: Actor,
  { lostReason = null }: { lostReason?: EnquiryLostReason | null } = {},
): Promise<Contact[]> {
  if (stage === "lost" && !lostReason) throw validationFailed({ lostReason: [PIPELINE_MESSAGES.lostReasonRequired] });
  const unique = [...new Set(ids)];
  const d = db();
  const found = await readByIds(unique, (chunk) =>
    d.select({ id: contacts.id }).from(contacts).where(inArray(contacts.id, chunk)),
  );
  const known = new Set(found.map((r) => r.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) throw validationFailed({ ids: [`ids: no enquiry ${missing.slice(0, 5).join(", ")}`] });
  return moveEach(unique, (id) => changeStage(id, stage, by, { lostReason }));
}
