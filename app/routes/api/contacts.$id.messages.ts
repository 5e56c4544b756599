// GET and POST /api/contacts/{id}/messages (admins): the enquiry's conversation, and a message to the enquirer.
import { messagesRoute } from "~/server/conversation-api.server";

export const { loader, action } = messagesRoute("contact");
