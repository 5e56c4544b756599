// Contact enquiries: stored from the public form and /api/contact, read and triaged in Contact Messages.
import { and, desc, eq, getTableColumns, or, type SQL } from "drizzle-orm";
import { contacts, webhookDeliveries, type Contact } from "~/db/schema";
import { db, findById, found, pageWithTotal } from "~/db/client.server";
import { exportRows, textSearch } from "~/models/list-query.server";
import type { ContactInput } from "~/schemas/contact";
import { enumParam, type ListQuery } from "~/platform/params";
import { CONTACT_STATUSES, ENQUIRY_STAGES, type ContactStatus, type EnquiryStage } from "~/schemas/vocabulary";
import type { Language } from "~/i18n/languages";
import { deleteConversationsOf, hasUnreadReply } from "~/models/conversation-thread.server";
import { enquiryCreatedKey } from "~/models/webhook-payloads.server";

/** Stores an enquiry with the language of the page it came from (its auto-reply is written in it). */
export async function createContact(input: ContactInput & { language: Language }): Promise<Contact> {
  const [row] = await db()
    .insert(contacts)
    .values({ ...input, email: input.email, status: "new", stageChangedAt: new Date() })
    .returning();
  return row!;
}

/**
 * `opened`: the enquiry whose dialog is open stays in the list whatever its status now, so opening a New one with
 * the list filtered to New (which marks it Read) does not make its row vanish behind the dialog.
 */
type ContactFilter = {
  q: string;
  status?: ContactStatus | null;
  opened?: number | null;
  unreadReply?: boolean;
  /** The pipeline's filters (issue 31): one stage, and "Mine" (the enquiries this staff member owns). */
  stage?: EnquiryStage | null;
  ownerId?: number | null;
};

function contactFilter(query: ContactFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    conditions.push(
      textSearch(query.q, {
        id: contacts.id,
        index: "contacts_search",
        columns: [contacts.name, contacts.email, contacts.company, contacts.message],
      }),
    );
  }
  if (query.status) {
    const status = eq(contacts.status, query.status);
    conditions.push(query.opened ? or(status, eq(contacts.id, query.opened)) : status);
  }
  if (query.unreadReply) {
    const unread = hasUnreadReply("contact");
    conditions.push(query.opened ? or(unread, eq(contacts.id, query.opened)) : unread);
  }
  if (query.stage) {
    const stage = eq(contacts.stage, query.stage);
    conditions.push(query.opened ? or(stage, eq(contacts.id, query.opened)) : stage);
  }
  if (query.ownerId) {
    const mine = eq(contacts.ownerId, query.ownerId);
    conditions.push(query.opened ? or(mine, eq(contacts.id, query.opened)) : mine);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The list's filters in a URL (search, status, unread replies, stage, and `owner=me`: the enquiries `me` owns), read
 * once for the list and its CSV export, so Export CSV exports what the list shows.
 */
export function readContactFilter(params: URLSearchParams, me: number) {
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: enumParam(CONTACT_STATUSES, params.get("status")),
    unreadReply: params.get("unread") === "reply",
    stage: enumParam(ENQUIRY_STAGES, params.get("stage")),
    ownerId: params.get("owner") === "me" ? me : null,
  } satisfies ContactFilter;
}

/** One page of enquiries, newest first, and how many match in all. */
export async function listContacts(query: ListQuery & ContactFilter) {
  const d = db();
  const where = contactFilter(query);
  const ordered = d
    .select({ ...getTableColumns(contacts), unreadReply: hasUnreadReply("contact").as("unread_reply") })
    .from(contacts)
    .where(where)
    .orderBy(desc(contacts.createdAt), desc(contacts.id));
  const { rows, total } = await pageWithTotal(d, ordered, contacts, where, query);
  return { contacts: rows, total };
}

/** Every enquiry that matches, for the CSV export. */
/** The enquiries the list shows, in its order, for its CSV export. */
export const exportContacts = (query: ContactFilter) => exportRows(contacts, contactFilter(query), "createdAt");

export const findContact = (id: number): Promise<Contact | null> => findById(contacts, id);

export const getContact = async (id: number): Promise<Contact> => found(await findContact(id), "Contact not found");

/** Opening a new enquiry marks it read; other statuses stay as they are. */
export async function openContact(id: number): Promise<Contact> {
  const [updated] = await db()
    .update(contacts)
    .set({ status: "read", updatedAt: new Date() })
    .where(and(eq(contacts.id, id), eq(contacts.status, "new")))
    .returning();
  return updated ?? getContact(id);
}

export async function setContactStatus(id: number, status: ContactStatus): Promise<Contact> {
  const [row] = await db()
    .update(contacts)
    .set({ status, updatedAt: new Date() })
    .where(eq(contacts.id, id))
    .returning();
  return found(row, "Contact not found");
}

/**
 * Deletes the enquiry and its conversation (the attachments' objects and the messages' outbox rows with it), and
 * with the row its enquiry.created deliveries, which carry the enquirer's data: no retry or Redeliver sends it again.
 */
export async function deleteContact(id: number): Promise<void> {
  await deleteConversationsOf("contact", [id]);
  const d = db();
  const [, [row]] = await d.batch([
    d.delete(webhookDeliveries).where(eq(webhookDeliveries.eventKey, enquiryCreatedKey(id))),
    d.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id }),
  ]);
  found(row, "Contact not found");
}
