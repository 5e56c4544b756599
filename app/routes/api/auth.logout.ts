// POST /api/auth/logout: clears the session cookie.
import { apiRoute, ownEntry } from "~/server/api.server";
import { destroyUserSession } from "~/server/auth.server";
import { json } from "~/platform/http.server";

export { loader, action };

const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    // destroyUserSession records its own entry ("Signed out", as the user whose session ends).
    const cookie = await destroyUserSession(request);
    return ownEntry(null, json({ message: "Logged out" }, { headers: { "Set-Cookie": cookie } }));
  },
});
