// POST /api/auth/logout: clears the session cookie.
import type { Route } from "./+types/auth.logout";
import { allowMethods, apiAction, ownEntry } from "~/server/api.server";
import { destroyUserSession } from "~/server/auth.server";
import { json } from "~/platform/http.server";

const allowed = allowMethods("POST");

export const loader = allowed.refuse;

export async function action({ request }: Route.ActionArgs) {
  return apiAction(request, async () => {
    allowed.check(request);
    // destroyUserSession records its own entry ("Signed out", as the user whose session ends).
    const cookie = await destroyUserSession(request);
    return ownEntry(null, json({ message: "Logged out" }, { headers: { "Set-Cookie": cookie } }));
  });
}
