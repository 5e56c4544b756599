// The conversation on an application's or an enquiry's dialog (issue 29): what the loader gives the thread and the
// composer (messages with staff Markdown rendered by the sanitising renderer, replies as text; the templates filled
// for this person and sender), and the intents both screens' actions take (send a message, retry a failed one).
// Sending records its own audit entry: entity "message", the recipient and the template, never the body.
import type { StaffUser } from "~/db/schema";
import { renderMarkdown } from "~/platform/markdown.server";
import { formatBytes } from "~/platform/format.server";
import { withParams } from "~/platform/params";
import { dialogParams } from "~/platform/dialog";
import { recordWrite } from "~/models/audit-log.server";
import {
  correspondentOf,
  placeholderValues,
  sendConversationMessage,
  retryConversationMessage,
  type RecordRef,
} from "~/models/conversations.server";
import { conversationThread } from "~/models/conversation-thread.server";
import { filledTemplates } from "~/models/reply-templates.server";
import { messageSchema } from "~/schemas/conversation";
import { recordAction, recordId } from "~/schemas/fields";
import { flash, intent } from "~/server/admin-action.server";

/** The thread and the composer's data for the record's dialog; `about` is what a reply's subject answers. */
export async function conversationView(ref: RecordRef, by: Pick<StaffUser, "name" | "email">, about: string) {
  const [{ conversation, messages }, person] = await Promise.all([conversationThread(ref), correspondentOf(ref)]);
  return {
    replySubject: replySubject(about),
    unread: conversation?.unreadAt != null,
    canWrite: Boolean(person?.email),
    templates: person?.email ? await filledTemplates(placeholderValues(person, by)) : [],
    messages: messages.map((m) => ({
      id: m.id,
      direction: m.direction,
      source: m.source,
      author: m.author,
      from: m.from,
      subject: m.subject,
      at: m.createdAt.toISOString(),
      status: m.status,
      lastError: m.lastError,
      autoReply: m.autoReply,
      // Staff wrote Markdown: rendered sanitised. Replies and automatic e-mails are text, shown as text.
      html: m.source === "staff" ? renderMarkdown(m.text) : null,
      text: m.source === "staff" ? null : m.text,
      attachments: m.attachments.map((a) => ({ ...a, size: formatBytes(a.size) })),
    })),
  };
}

export type ConversationView = Awaited<ReturnType<typeof conversationView>>;

/** The two intents a record's screen adds to its action: `message` (the composer) and `retry-message`. */
export function conversationIntents(kind: RecordRef["kind"], user: StaffUser) {
  const reopen = (back: string, id: number) => withParams(back, dialogParams("view", id));
  return {
    message: intent({
      schema: recordAction.and(messageSchema),
      dialog: {},
      // Its own entry below: the recipient and the template, never the body or the subject.
      audit: false,
      run: async ({ id, ...input }, ctx) => {
        const sent = await sendConversationMessage({ kind, id }, input, user);
        await recordWrite(ctx.by, {
          action: "send",
          entity: "message",
          entityId: sent.id,
          input: { recipient: sent.to, template: sent.template },
        });
        return flash(
          { type: "success", title: "Message sent", description: `Your message to ${sent.to} is on its way.` },
          reopen(ctx.back, id),
        );
      },
    }),
    "retry-message": intent({
      schema: recordAction.extend({ message: recordId }),
      // Puts the outbox row back on the queue, as the Email log's Resend does (audited there as an update).
      audit: "send",
      run: async ({ id, message }, { back }) => {
        await retryConversationMessage({ kind, id }, message);
        return flash({ type: "success", title: "Sending again" }, reopen(back, id));
      },
    }),
  };
}

/** The composer's subject when no template is picked. */
const replySubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject : `Re: ${subject}`);
