// GET and POST /api/job-applications/{id}/messages (admins): the application's conversation, and a message to
// the candidate.
import { messagesRoute } from "~/server/conversation-api.server";

export const { loader, action } = messagesRoute("application");
