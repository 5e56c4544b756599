// POST /api/account/password {currentPassword, password} (any staff user) → {message, endedSessions}: a new password
// under the same rules as My account; every other session of the user is signed out, this one stays.
import { apiRoute, ownEntry, parseJson, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { changeOwnPassword } from "~/models/account.server";
import { callerOf } from "~/server/auth.server";
import { passwordChangeSchema } from "~/schemas/user";

export { loader, action };

const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const input = await parseJson(request, passwordChangeSchema);
    const { endedSessions } = await changeOwnPassword(request, user, input, await callerOf(request));
    // changeOwnPassword records its own entry (a password change, with how many other sessions it ended).
    return ownEntry(user, json({ message: "Password changed", endedSessions }));
  },
});
