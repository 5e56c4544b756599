// GET and POST /api/contacts/{id}/messages (admins): the enquiry's conversation, and a message to the enquirer.
import type { Route } from "./+types/contacts.$id.messages";
import { messagesAction, messagesLoader } from "~/server/conversation-api.server";

export const loader = ({ request, params }: Route.LoaderArgs) => messagesLoader("contact", request, params.id);
export const action = ({ request, params }: Route.ActionArgs) => messagesAction("contact", request, params.id);
