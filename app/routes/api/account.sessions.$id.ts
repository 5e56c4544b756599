// DELETE /api/account/sessions/{id} (any staff user): signs out one of the user's other sessions. Another user's
// session is a 404, this one a 409 (POST /api/auth/logout ends it).
import type { Route } from "./+types/account.sessions.$id";
import { apiRoute, ownEntry, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { endOwnSession } from "~/models/account.server";
import { callerOf } from "~/server/auth.server";

export { loader, action };

const { loader, action } = apiRoute<Route.ActionArgs>({
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    await endOwnSession(request, user, params.id, await callerOf(request));
    // endOwnSession records its own entry.
    return ownEntry(user, json({ message: "Session signed out" }));
  },
});
