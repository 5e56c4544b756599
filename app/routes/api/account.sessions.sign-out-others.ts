// POST /api/account/sessions/sign-out-others (any staff user) → {message, ended}: every session but this one ends.
import type { Route } from "./+types/account.sessions.sign-out-others";
import { allowMethods, apiAction, ownEntry, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { endOtherOwnSessions } from "~/models/account.server";
import { callerOf } from "~/server/auth.server";

const allowed = allowMethods("POST");

export const loader = allowed.refuse;

export async function action({ request }: Route.ActionArgs) {
  return apiAction(request, async () => {
    const user = await requireApiUser(request);
    allowed.check(request);
    const ended = await endOtherOwnSessions(request, user, await callerOf(request));
    // endOtherOwnSessions records its own entry (how many sessions it ended).
    return ownEntry(user, json({ message: "Other sessions signed out", ended }));
  });
}
