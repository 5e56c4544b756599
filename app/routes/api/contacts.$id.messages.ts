// GET and POST /api/contacts/{id}/messages (admins): the enquiry's conversation, and a message to the enquirer.
import { messagesRoute } from "~/server/conversation-api.server";

export { loader, action };

const { loader, action } = messagesRoute("contact");
