// GET and POST /api/job-applications/{id}/messages (admins): the application's conversation, and a message to
// the candidate.
import { messagesRoute } from "~/server/conversation-api.server";

export { loader, action };

const { loader, action } = messagesRoute("application");
