// Reply templates (issue 29): admins' saved replies (name, subject, Markdown body with the placeholders of
// REPLY_PLACEHOLDERS; unknown ones are refused by the schema on save), and the templates filled for one record
// and sender, for the composer's picker.
import { asc, eq } from "drizzle-orm";
import { replyTemplates, type ReplyTemplate } from "~/db/conversations-schema";
import { db, findById, found } from "~/db/client.server";
import { conflict, isUniqueViolation } from "~/platform/errors.server";
import { fillPlaceholders, type ReplyPlaceholder, type ReplyTemplateInput } from "~/schemas/conversation";

export const TEMPLATE_ERRORS = {
  notFound: "Template not found",
  nameTaken: "A template with this name exists",
} as const;

export const listReplyTemplates = (): Promise<ReplyTemplate[]> =>
  db().select().from(replyTemplates).orderBy(asc(replyTemplates.name), asc(replyTemplates.id));

export const findReplyTemplate = (id: number): Promise<ReplyTemplate | null> => findById(replyTemplates, id);

export const getReplyTemplate = async (id: number) => found(await findReplyTemplate(id), TEMPLATE_ERRORS.notFound);

async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEMPLATE_ERRORS.nameTaken);
    throw error;
  }
}

export async function createReplyTemplate(input: ReplyTemplateInput): Promise<ReplyTemplate> {
  const [row] = await unique(() => db().insert(replyTemplates).values(input).returning());
  return row!;
}

export async function updateReplyTemplate(id: number, input: ReplyTemplateInput): Promise<ReplyTemplate> {
  const [row] = await unique(() =>
    db()
      .update(replyTemplates)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(replyTemplates.id, id))
      .returning(),
  );
  return found(row, TEMPLATE_ERRORS.notFound);
}

export async function deleteReplyTemplate(id: number): Promise<void> {
  const [row] = await db().delete(replyTemplates).where(eq(replyTemplates.id, id)).returning({ id: replyTemplates.id });
  found(row, TEMPLATE_ERRORS.notFound);
}

/** Every template with its subject and body filled for one record and sender (the composer's picker). */
export async function filledTemplates(values: Record<ReplyPlaceholder, string>) {
  return (await listReplyTemplates()).map((t) => ({
    id: t.id,
    name: t.name,
    subject: fillPlaceholders(t.subject, values),
    body: fillPlaceholders(t.body, values),
  }));
}
