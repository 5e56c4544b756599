// POST /api/account/sessions/sign-out-others (any staff user) → {message, ended}: every session but this one ends.
import type { Route } from "./+types/account.sessions.sign-out-others";
import { api, methodNotAllowed, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { endOtherOwnSessions } from "~/models/account.server";
import { callerOf } from "~/server/auth.server";

export const loader = methodNotAllowed;

export async function action({ request }: Route.ActionArgs) {
  return api("account", async () => {
    const user = await requireApiUser(request);
    if (request.method !== "POST") return methodNotAllowed();
    const ended = await endOtherOwnSessions(request, user, await callerOf(request));
    return json({ message: "Other sessions signed out", ended });
  });
}
