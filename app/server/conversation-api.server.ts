// The conversations' /api (issue 29), the same under /api/contacts/{id}/messages and
// /api/job-applications/{id}/messages (admins): GET the thread, POST {subject, body, templateId?} → 201. Sending
// is audited with the recipient and the template, never the body.
import { apiRoute, audited, idParam, parseJson, recordApi, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { notFound } from "~/platform/errors.server";
import { correspondentOf, sendConversationMessage, type RecordRef } from "~/models/conversations.server";
import { conversationThread, type ThreadMessage } from "~/models/conversation-thread.server";
import { messageSchema } from "~/schemas/conversation";
import type { ReplyTemplate } from "~/db/conversations-schema";

/** A thread entry as the API returns it. */
export function toApiMessage(m: ThreadMessage) {
  return {
    id: m.id,
    direction: m.direction,
    source: m.source,
    from: m.from,
    author: m.author,
    subject: m.subject,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
    status: m.status,
    autoReply: m.autoReply,
    attachments: m.attachments.map((a) => ({
      id: a.id,
      name: a.name,
      size: a.size,
      kept: a.kept,
      refused: a.refused,
      url: a.kept ? `/admin/conversation-attachments/${a.id}` : null,
    })),
  };
}

const NOT_FOUND: Record<RecordRef["kind"], string> = {
  application: "Application not found",
  contact: "Contact not found",
};

/** The route of a record's messages URL (`/api/contacts/{id}/messages`, `/api/job-applications/{id}/messages`). */
export function messagesRoute(kind: RecordRef["kind"]) {
  return apiRoute({
    GET: async ({ request, params }) => {
      await requireApiUser(request, ["admin"]);
      const ref = { kind, id: idParam(params.id) };
      if (!(await correspondentOf(ref))) throw notFound(NOT_FOUND[kind]);
      const { messages } = await conversationThread(ref);
      return json({ messages: messages.map(toApiMessage) });
    },
    POST: recordApi(["admin"], async (id, by, { request }) => {
      const input = await parseJson(request, messageSchema);
      const sent = await sendConversationMessage({ kind, id }, input, by);
      const { messages } = await conversationThread({ kind, id });
      const message = messages.find((m) => m.id === String(sent.id))!;
      return audited(
        { by, entity: "message", action: "send", id: sent.id, input: { recipient: sent.to, template: sent.template } },
        json({ message: toApiMessage(message) }, 201),
      );
    }),
  });
}

/** A reply template as the API returns it. */
export function toApiReplyTemplate(t: ReplyTemplate) {
  return {
    id: t.id,
    name: t.name,
    subject: t.subject,
    body: t.body,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
