// POST /api/auth/logout: clears the session cookie.
import type { Route } from "./+types/auth.logout";
import { apiAction, methodNotAllowed, ownEntry } from "~/server/api.server";
import { destroyUserSession } from "~/server/auth.server";
import { json } from "~/platform/http.server";

export const loader = methodNotAllowed;

export async function action({ request }: Route.ActionArgs) {
  return apiAction(request, async () => {
    if (request.method !== "POST") throw methodNotAllowed();
    // destroyUserSession records its own entry ("Signed out", as the user whose session ends).
    const cookie = await destroyUserSession(request);
    return ownEntry(null, json({ message: "Logged out" }, { headers: { "Set-Cookie": cookie } }));
  });
}
