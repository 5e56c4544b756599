// GET and POST /api/job-applications/{id}/messages (admins): the application's conversation, and a message to
// the candidate.
import type { Route } from "./+types/job-applications.$id.messages";
import { messagesAction, messagesLoader } from "~/server/conversation-api.server";

export const loader = ({ request, params }: Route.LoaderArgs) => messagesLoader("application", request, params.id);
export const action = ({ request, params }: Route.ActionArgs) => messagesAction("application", request, params.id);
