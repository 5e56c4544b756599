// GET /api/account/sessions (any staff user) → {sessions}: where the user is signed in, "current" marking this one.
import { apiRoute, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { listOwnSessions } from "~/models/account.server";
import { callerOf } from "~/server/auth.server";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    const sessions = await listOwnSessions(user, await callerOf(request));
    return json({
      sessions: sessions.map((s) => ({
        id: s.key,
        device: s.device,
        userAgent: s.userAgent,
        address: s.address,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.current,
      })),
    });
  },
});
