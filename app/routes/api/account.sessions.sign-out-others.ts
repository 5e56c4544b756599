// POST /api/account/sessions/sign-out-others (any staff user) → {message, ended}: every session but this one ends.
import { apiRoute, ownEntry, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { endOtherOwnSessions } from "~/models/account.server";
import { callerOf } from "~/server/auth.server";

export { loader, action };

const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const ended = await endOtherOwnSessions(request, user, await callerOf(request));
    // endOtherOwnSessions records its own entry (how many sessions it ended).
    return ownEntry(user, json({ message: "Other sessions signed out", ended }));
  },
});
